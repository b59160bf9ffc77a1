package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a run leaves in its output directory, with real processes: one writer at a time (a second waits or is
 * refused naming the first, and a killed writer frees the directory), and the files of an earlier run that this one
 * no longer writes removed, never a file figmark did not write.
 */
class OutputDirectoryTest {

    @TempDir
    Path dir;

    private final List<Process> started = new ArrayList<>();

    @AfterEach
    void stopAll() throws InterruptedException {
        for (Process p : started) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** figmark in a process of its own, its output and errors together in {@code log}. */
    private Process figmark(Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("java", "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        started.add(p);
        return p;
    }

    /** Waits until the process has printed {@code text}, or ended. */
    private static String await(Process p, Path log, String text) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String said = Files.exists(log) ? Files.readString(log) : "";
            if (said.contains(text) || !p.isAlive()) {
                return said;
            }
            Thread.sleep(20);
        }
        return Files.readString(log);
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aSecondWriterIsRefusedNamingTheFirstAndAKilledOneFreesTheDirectory() throws Exception {
        Path out = dir.resolve("figures");
        Path watchLog = dir.resolve("watch.log");
        Process watching = figmark(watchLog, "run", "../examples/llama8b-1gpu", "--out", out.toString(), "--kinds", "lifecycle", "--watch");
        String said = await(watching, watchLog, "drew ");
        assertTrue(watching.isAlive() && said.contains("drew 1 figure"), said);

        BadInputTest.Result second = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString(), "--width", "double");
        assertEquals(1, second.status(), second.err());
        assertEquals(1, second.err().strip().lines().count(), second.err());
        assertTrue(second.err().startsWith("error: " + out + ": another figmark is writing into it (process " + watching.pid() + ": figmark run"),
                second.err());
        assertTrue(second.err().contains("--wait"), "the line says what to do: " + second.err());
        assertEquals(List.of(".figmark-files.json", ".figmark.lock", "captions.md", "figures.tex", "lifecycle.csv", "lifecycle.pdf", "lifecycle.png",
                "lifecycle.svg", "lifecycle.tex"),
                names(out), "the refused run wrote nothing");

        // kill -9: the operating system lets go of the lock with the process.
        watching.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        BadInputTest.Result after = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString());
        assertEquals(0, after.status(), after.err());
    }

    @Test
    void withWaitTheSecondWriterWritesOnceTheFirstHasStopped() throws Exception {
        Path out = dir.resolve("figures");
        Path watchLog = dir.resolve("watch.log");
        Process watching = figmark(watchLog, "run", "../examples/llama8b-1gpu", "--out", out.toString(), "--kinds", "lifecycle", "--watch");
        assertTrue(await(watching, watchLog, "drew ").contains("drew 1 figure"), Files.readString(watchLog));

        Path waitLog = dir.resolve("wait.log");
        Process waiting = figmark(waitLog, "run", "../examples/llama8b-1gpu", "--out", out.toString(), "--kinds", "serving", "--wait");
        assertFalse(waiting.waitFor(3, TimeUnit.SECONDS), "it waits while the other writes: " + Files.readString(waitLog));
        assertFalse(Files.exists(out.resolve("serving.svg")));

        watching.destroy(); // SIGTERM, as Ctrl-C
        assertTrue(watching.waitFor(30, TimeUnit.SECONDS));
        assertTrue(Files.readString(watchLog).contains("stopped watching"), Files.readString(watchLog));
        assertTrue(waiting.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, waiting.exitValue(), Files.readString(waitLog));
        assertTrue(Files.exists(out.resolve("serving.svg")));
        assertTrue(Files.exists(out.resolve("lifecycle.svg")), "the figure of the other kind stays");
    }

    @Test
    void aStopOfWatchEndsTheProcessPromptly() throws Exception {
        Path out = dir.resolve("figures");
        Path log = dir.resolve("watch.log");
        Process watching = figmark(log, "run", "../examples/llama8b-1gpu", "--out", out.toString(), "--kinds", "lifecycle", "--watch");
        assertTrue(await(watching, log, "drew ").contains("drew 1 figure"), Files.readString(log));
        long start = System.nanoTime();
        watching.destroy();
        assertTrue(watching.waitFor(30, TimeUnit.SECONDS));
        double seconds = (System.nanoTime() - start) / 1e9;
        // Before, the stop waited 20 s for a thread that was itself waiting for the stop; a second is the promise.
        assertTrue(seconds < Live.STOP_GRACE_SECONDS / 2.0, "stopped in " + seconds + " s");
        assertTrue(Files.readString(log).contains("stopped watching"), Files.readString(log));
    }

    @Test
    void aRunRemovesWhatTheLastRunWroteAndThisOneDoesNotAndNothingElse() throws Exception {
        Path out = dir.resolve("figures");
        assertEquals(0, BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString()).status());
        Files.writeString(out.resolve("notes.txt"), "mine");
        Files.writeString(out.resolve("lifecycle-old.svg"), "<svg/>");
        List<String> first = manifest(out);
        assertTrue(first.contains("serving.pdf") && first.contains("captions.md"), first.toString());

        // The same run in SVG alone: the old PDFs and PNGs of its figures go; a file figmark did not write stays.
        BadInputTest.Result svgOnly = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString(), "--formats", "svg");
        assertEquals(0, svgOnly.status(), svgOnly.err());
        assertFalse(Files.exists(out.resolve("serving.pdf")));
        assertFalse(Files.exists(out.resolve("serving.png")));
        assertTrue(Files.exists(out.resolve("serving.svg")));
        assertEquals("mine", Files.readString(out.resolve("notes.txt")));
        assertTrue(Files.exists(out.resolve("lifecycle-old.svg")), "never in the manifest, so never removed");
        assertTrue(svgOnly.out().contains("removed " + out.resolve("serving.pdf")), svgOnly.out());

        // One kind only: the other figures stay, and the manifest still lists them; the captions say which are new.
        BadInputTest.Result one = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString(), "--kinds", "lifecycle");
        assertEquals(0, one.status(), one.err());
        assertTrue(Files.exists(out.resolve("serving.svg")));
        List<String> now = manifest(out);
        assertTrue(now.contains("serving.svg") && now.contains("lifecycle.png"), now.toString());
        assertFalse(now.contains("notes.txt"));
        String captions = Files.readString(out.resolve("captions.md"));
        assertTrue(captions.contains("These are the captions of the figures this run wrote: lifecycle."), captions);
        assertTrue(captions.contains("Other figures in this directory are from earlier runs"), captions);
    }

    @Test
    void partsReplaceTheWholeFigureTheyComeFrom() throws Exception {
        Path out = dir.resolve("figures");
        Files.createDirectories(out);
        // An earlier run wrote gpu_time as one figure; this one writes it in parts (16 GPUs at single width).
        for (String ext : List.of("svg", "pdf", "png", "csv")) {
            Files.writeString(out.resolve("gpu_time." + ext), "old");
        }
        Files.writeString(out.resolve(Manifest.NAME), "{\"files\": [\"gpu_time.svg\", \"gpu_time.pdf\", \"gpu_time.png\", \"gpu_time.csv\", \"../escape.txt\"]}");
        Files.writeString(dir.resolve("escape.txt"), "outside");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/stress-16gpu", "--out", out.toString(), "--kinds", "gpu-time", "--formats", "svg",
                "--venue", "ieee", "--width", "single");
        assertEquals(0, r.status(), r.err());
        List<String> files = names(out);
        assertTrue(files.contains("gpu_time-1.svg"), files.toString());
        assertTrue(files.stream().noneMatch(n -> n.startsWith("gpu_time.")), "the whole figure was replaced by its parts: " + files);
        assertEquals("outside", Files.readString(dir.resolve("escape.txt")), "a name that leads out of the directory is never followed");
    }

    @Test
    void aKilledWriterLeavesAManifestTheNextRunCanUse() throws Exception {
        Path out = dir.resolve("figures");
        assertEquals(0, BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle", "--dpi", "50").status());
        Path log = dir.resolve("slow.log");
        Process slow = figmark(log, "run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle", "--dpi", "900", "--formats", "png");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (slow.isAlive() && System.nanoTime() < deadline && names(out).stream().noneMatch(n -> n.endsWith(".part"))) {
            Thread.sleep(5);
        }
        slow.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        BadInputTest.Result next = BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle", "--formats", "svg");
        assertEquals(0, next.status(), next.err());
        List<String> files = names(out);
        assertTrue(files.stream().noneMatch(n -> n.endsWith(".part")), files.toString());
        assertEquals(List.of(".figmark-files.json", ".figmark.lock", "captions.md", "lifecycle.csv", "lifecycle.svg"), files);
    }

    @Test
    void aFileTooLargeNamesTheFileAndLeavesNoTemporaryFile() throws Exception {
        Path out = dir.resolve("figures");
        String command = String.join(" ", "java", "-cp", "'" + System.getProperty("java.class.path") + "'", "dev.figmark.cli.Figmark",
                "run", "../examples/llama8b-1gpu", "--out", "'" + out + "'", "--kinds", "lifecycle");
        // 64 KiB at most per file: the CSV and SVG fit, the PNG at 300 dpi does not.
        Process p = new ProcessBuilder("bash", "-c", "ulimit -f 64; exec " + command).redirectErrorStream(true).start();
        started.add(p);
        String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), said);
        List<String> errors = said.lines().filter(l -> l.startsWith("error: ")).toList();
        assertEquals(1, errors.size(), said);
        assertTrue(errors.get(0).matches("error: " + java.util.regex.Pattern.quote(out.toString()) + "/lifecycle\\.(png|pdf|svg): cannot be written: "
                + "the file is larger than this system lets a process write \\(see ulimit -f\\) \\(File too large\\)"), errors.get(0));
        assertTrue(names(out).stream().noneMatch(n -> n.endsWith(".part")), names(out).toString());
    }

    private static List<String> manifest(Path out) {
        List<String> names = new ArrayList<>();
        for (Json name : Json.read(out.resolve(Manifest.NAME)).get("files").elements()) {
            names.add(name.string());
        }
        return names;
    }
}
