package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report in a real browser (Debian's headless Chromium, which {@code .ci/run} installs): every image loads
 * and nothing overflows a 1280 px window.
 */
class ReportInBrowserTest {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final int WINDOW_WIDTH = 1280;

    @TempDir
    Path dir;

    @Test
    void everyImageLoadsAndNothingOverflowsAt1280Pixels() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) || System.getenv("CI") != null, "no Chromium here: apt-get install chromium");
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Path actual = Files.createDirectories(dir.resolve("actual"));
        for (String tool : List.of("matplotlib", "gnuplot")) {
            for (String variant : List.of("label", "point", "colour")) {
                for (String file : List.of("line.svg", "line.pdf", "line.png")) {
                    String name = tool + "-" + variant + "-" + file;
                    Files.copy(OtherToolsTest.TOOLS.resolve(tool).resolve("a").resolve(file), expected.resolve(name));
                    Files.copy(OtherToolsTest.TOOLS.resolve(tool).resolve(variant).resolve(file), actual.resolve(name));
                }
            }
        }
        Files.writeString(expected.resolve("table.csv"), "series,value\nvLLM," + "9".repeat(400) + "\n");
        Files.writeString(actual.resolve("table.csv"), "series,value\nvLLM," + "9".repeat(399) + "8\n");
        Files.writeString(actual.resolve(".hidden"), "x");
        GoldenDirectory.Check check = new GoldenDirectory(Tolerance.EXACT).check(expected, actual);
        String html = GoldenReport.html(check, Tolerance.EXACT);
        int images = html.split("<img ", -1).length - 1;
        assertEquals(18 * 3, images, "approved, drawn and diff image for each of the 18 differing pictures");

        String probe = "<script>addEventListener('load',()=>{const w=innerWidth;const imgs=[...document.images];"
                + "const broken=imgs.filter(i=>!(i.complete&&i.naturalWidth>0)).length;"
                + "const wide=[...document.querySelectorAll('body *')].filter(e=>e.getBoundingClientRect().right>w+0.5).length;"
                + "document.body.setAttribute('data-probe',JSON.stringify({w,images:imgs.length,broken,wide,"
                + "scroll:document.documentElement.scrollWidth}));});</script></body>";
        Path page = Files.writeString(dir.resolve("report.html"), html.replace("</body>", probe));
        String dom = chromium("--dump-dom", page.toUri().toString());
        Matcher m = Pattern.compile("data-probe=\"([^\"]*)\"").matcher(dom);
        assertTrue(m.find(), "the probe ran: " + dom.substring(0, Math.min(400, dom.length())));
        String result = m.group(1).replace("&quot;", "\"");
        assertTrue(result.contains("\"w\":" + WINDOW_WIDTH), result);
        assertTrue(result.contains("\"broken\":0"), "every image loaded: " + result);
        assertTrue(result.contains("\"wide\":0"), "no element beyond the window: " + result);
        assertTrue(result.contains("\"scroll\":" + WINDOW_WIDTH), "no horizontal scrolling: " + result);
        chromium("--screenshot=" + dir.resolve("report.png"), page.toUri().toString());
        assertTrue(Files.size(dir.resolve("report.png")) > 10_000, "a screenshot was taken");
        Path keep = Path.of("target/report-screenshot.png");
        Files.copy(dir.resolve("report.png"), keep, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private String chromium(String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--user-data-dir=" + dir.resolve("profile"), "--window-size=" + WINDOW_WIDTH + ",2400",
                "--virtual-time-budget=10000"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(dir.resolve("chromium.log").toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "Chromium finished");
        return out;
    }
}
