package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page budget from the command line: a figure too tall for the page is split and says so, never squashed. */
class TallFiguresTest {

    @TempDir
    Path dir;

    private static final Pattern HEIGHT = Pattern.compile("<svg [^>]*height=\"([0-9.]+)pt\"");

    private static double heightIn(Path svg) throws Exception {
        Matcher m = HEIGHT.matcher(Files.readString(svg));
        assertTrue(m.find(), svg.toString());
        return Double.parseDouble(m.group(1)) / 72;
    }

    @Test
    void sixteenGpusInOneColumnSplitGpuTimeAndEveryFigureFitsThePage() throws Exception {
        Path out = dir.resolve("single");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/stress-16gpu", "--out", out.toString(), "--width", "single",
                "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().matches("(?s).*note: gpu_time would be 9\\.\\d in tall, more than the page budget of 8\\.4 in \\(--max-height\\):"
                + " split into gpu_time-1, gpu_time-2.*"), r.err());
        assertFalse(Files.exists(out.resolve("gpu_time.svg")));
        try (Stream<Path> files = Files.list(out)) {
            for (Path svg : files.filter(p -> p.toString().endsWith(".svg")).toList()) {
                assertTrue(heightIn(svg) <= 8.5 + 1e-9, svg + " is " + heightIn(svg) + " in tall");
            }
        }
        List<String> first = Files.readAllLines(out.resolve("gpu_time-1.csv"));
        assertTrue(first.stream().skip(1).allMatch(l -> l.startsWith("prefill,")), "part 1's CSV holds what part 1 draws");
        assertTrue(Files.readAllLines(out.resolve("gpu_time-2.csv")).stream().skip(1).allMatch(l -> l.startsWith("decode,")));
        assertTrue(Files.readString(out.resolve("captions.md")).contains("Part 2 of 2: decode."));
    }

    @Test
    void aLowerBudgetSplitsMoreAndOneTooLowIsOneLine() throws Exception {
        Path out = dir.resolve("low");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle",
                "--max-height", "10cm", "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().startsWith("note: lifecycle would be "), r.err());
        assertTrue(heightIn(out.resolve("lifecycle-1.svg")) <= 10 / 2.54 + 1e-9);
        BadInputTest.Result venue = BadInputTest.run("run", "../examples/stress-16gpu", "--out", dir.resolve("lncs").toString(),
                "--venue", "lncs", "--width", "double", "--kinds", "gpu-time", "--formats", "svg");
        assertEquals(0, venue.status(), venue.err());
        assertTrue(venue.err().contains("more than the page budget of 7.0 in"), "LNCS's text is 19.3 cm tall, less room for a caption: " + venue.err());
        BadInputTest.Result tiny = BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", dir.resolve("x").toString(), "--max-height", "0.5in");
        assertEquals(2, tiny.status());
        assertEquals("error: the largest height must be between 1 and 40 inches, got 0.5", tiny.err().strip());
    }
}
