package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code figmark plot SPEC --preview} for real: the page loaded in headless Chromium shows the figure; an edit of the
 * description shows the new figure; a broken description shows its error and keeps the last good figure; fixing it
 * brings the figure back.
 */
class LivePreviewTest {

    @TempDir
    Path dir;

    private static final String STATE = "JSON.stringify({v: document.body.dataset.version, e: document.body.dataset.error,"
            + " images: document.images.length, loaded: [...document.images].every(i => i.complete && i.naturalWidth > 0)})";

    @Test
    void thePageFollowsEditsErrorsAndFixes() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Chromium.BINARY) || System.getenv("CI") != null, "no Chromium here: apt-get install chromium");
        for (String f : new String[] {"gqa_decode_long_ctx_composite.json", "sweep_decode_composite.json"}) {
            Files.copy(Path.of("../examples/sweep").resolve(f), dir.resolve(f));
        }
        Path spec = dir.resolve("gqa_decode_long_ctx_composite.json");
        String original = Files.readString(spec);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        AtomicInteger status = new AtomicInteger(-1);
        Thread figmark = new Thread(() -> status.set(Figmark.execute(new PrintWriter(out, true), new PrintWriter(err, true),
                "plot", spec.toString(), "--preview", "--out", dir.resolve("out").toString(), "--formats", "svg,pdf")));
        figmark.start();
        URI page = null;
        for (int i = 0; i < 400 && page == null && figmark.isAlive(); i++) {
            Matcher m = Pattern.compile("preview: (http://127\\.0\\.0\\.1:\\d+/)").matcher(out.toString());
            if (m.find()) {
                page = URI.create(m.group(1));
            } else {
                Thread.sleep(50);
            }
        }
        assertTrue(page != null, "the preview's address is printed: " + out + err);
        try (Chromium chromium = new Chromium(page, dir.resolve("profile"))) {
            String first = chromium.await(STATE, s -> s.contains("\"v\":\"1\"") && s.contains("\"loaded\":true"), Duration.ofSeconds(20));
            assertTrue(first.contains("\"images\":2"), "true size and zoomed: " + first);
            String contains = "fetch(document.images[0].src).then(r => r.text()).then(t => String(t.includes('%s')))";
            assertEquals("true", chromium.evaluate(contains.formatted("Case-6")));

            // An editor that writes a new file and renames it over the old one.
            Path edited = dir.resolve("edited.tmp");
            Files.writeString(edited, original.replace("Case-6 (Cube-SP", "Case-7 (Cube-SP"));
            Files.move(edited, spec, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            chromium.await(STATE, s -> s.contains("\"v\":\"2\"") && s.contains("\"loaded\":true"), Duration.ofSeconds(20));
            assertEquals("true", chromium.evaluate(contains.formatted("Case-7")));

            // Broken in place: the error with its JSON path, and the last good figure stays.
            Files.writeString(spec, original.replace("\"panels\"", "\"panelz\""));
            String broken = chromium.await(STATE, s -> s.contains("\"v\":\"3\""), Duration.ofSeconds(20));
            assertTrue(broken.contains("panelz") || broken.contains("panels"), "the error names the place: " + broken);
            assertTrue(broken.contains("\"loaded\":true") && broken.contains("\"images\":2"), "the last good figure stays: " + broken);
            assertEquals("true", chromium.evaluate(contains.formatted("Case-7")));
            assertTrue(err.toString().contains("error: "), "the error is on standard error too: " + err);

            Files.writeString(spec, original.replace("Case-6 (Cube-SP", "Case-8 (Cube-SP"));
            String fixed = chromium.await(STATE, s -> s.contains("\"v\":\"4\"") && s.contains("\"e\":\"\"") && s.contains("\"loaded\":true"), Duration.ofSeconds(20));
            assertTrue(fixed.contains("\"loaded\":true"), fixed);
            assertEquals("true", chromium.evaluate(contains.formatted("Case-8")));
        } finally {
            figmark.interrupt();
            figmark.join(20_000);
        }
        assertEquals(0, status.get(), out + "\n" + err);
        try (var files = Files.list(dir.resolve("out"))) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".part")), "no file is left half-written");
        }
    }
}
