package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Many runs and descriptions in one command: folder names, a failing input among good ones, and what is printed. */
class BatchTest {

    @TempDir
    Path dir;

    private static final Pattern SUMMARY = Pattern.compile("drew \\d+ of \\d+: \\d+ figures, \\d+ files in \\d+\\.\\d s.*");

    @Test
    void eachRunGoesToAFolderOfItsNameAndOnlyTheSummaryIsPrinted() throws Exception {
        Path out = dir.resolve("figures");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/cpu-only", "../examples/vllm-8b", "--out", out.toString(),
                "--formats", "svg", "--kinds", "phases,memory,serving");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err(), "off a terminal, nothing but the summary");
        assertEquals(1, r.out().strip().lines().count(), r.out());
        assertTrue(SUMMARY.matcher(r.out().strip()).matches(), r.out());
        assertTrue(r.out().startsWith("drew 2 of 2: 5 figures, 12 files in "), r.out());
        assertTrue(r.out().strip().endsWith("1 figure(s) left out for lack of data, 0 warning(s) (--verbose shows them)"), r.out());
        for (String run : List.of("cpu-only", "vllm-8b")) {
            assertTrue(Files.isRegularFile(out.resolve(run).resolve("phases.svg")), run);
            assertTrue(Files.isRegularFile(out.resolve(run).resolve("captions.md")), run);
        }
        BadInputTest.Result verbose = BadInputTest.run("run", "../examples/cpu-only", "../examples/vllm-8b", "--out", out.toString(),
                "--formats", "svg", "--kinds", "phases", "--verbose");
        assertEquals(0, verbose.status());
        assertTrue(verbose.out().contains("wrote " + out.resolve("cpu-only").resolve("phases.svg")), "one line per file: " + verbose.out());
    }

    @Test
    void quietOnOneRunOrOneDescriptionIsOneSummaryLine() throws Exception {
        BadInputTest.Result run = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", dir.resolve("run").toString(), "--quiet");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("drew 7 figures, 37 files into " + dir.resolve("run") + " in "), run.out().strip().lines()
                .map(l -> l.replaceFirst("in \\d+\\.\\d s$", "in ")).toList());
        BadInputTest.Result plot = BadInputTest.run("plot", "../examples/plots/bars.json", "--out", dir.resolve("plot").toString(), "--quiet");
        assertEquals(0, plot.status(), plot.err());
        assertEquals(1, plot.out().strip().lines().count(), plot.out());
        assertTrue(plot.out().startsWith("drew 1 figure, 7 files into " + dir.resolve("plot")), plot.out());
        BadInputTest.Result loud = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", dir.resolve("run").toString());
        assertTrue(loud.out().lines().filter(l -> l.startsWith("wrote ")).count() > 20, "without --quiet, a line per file: " + loud.out());
    }

    @Test
    void twoRunsOfOneNameAreRefusedBeforeAnythingIsDrawnUnlessNamedByPath() throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        copyRun(Path.of("../examples/cpu-only"), a.resolve("run"));
        copyRun(Path.of("../examples/cpu-only"), b.resolve("run"));
        Path out = dir.resolve("figures");
        BadInputTest.Result clash = BadInputTest.run("run", a.resolve("run").toString(), b.resolve("run").toString(), "--out", out.toString());
        assertEquals(2, clash.status());
        assertEquals("error: " + a.resolve("run") + " and " + b.resolve("run") + " would both be drawn into " + out.resolve("run")
                + "; rename one, or name folders by path with --name-by path", clash.err().strip());
        assertFalse(Files.exists(out), "nothing is drawn");
        BadInputTest.Result byPath = BadInputTest.run("run", a.resolve("run").toString(), b.resolve("run").toString(), "--out", out.toString(),
                "--name-by", "path", "--formats", "svg", "--kinds", "phases");
        assertEquals(0, byPath.status(), byPath.err());
        // The path below the working directory, or, for a run outside it (as here), the absolute path without its root.
        try (var drawn = Files.walk(out)) {
            List<String> figures = drawn.filter(p -> p.getFileName().toString().equals("phases.svg")).map(Path::toString).sorted().toList();
            assertEquals(2, figures.size(), figures.toString());
            assertTrue(figures.get(0).endsWith(Path.of(dir.toString().substring(1), "a/run/phases.svg").toString()), figures.toString());
            assertTrue(figures.get(1).endsWith("b/run/phases.svg"), figures.toString());
        }
    }

    @Test
    void aBadRunIsOneLineAndTheOthersAreDrawn() throws Exception {
        Path bad = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(bad.resolve("run.json"), "{\"label\": \"x\",\n \"devices_used\": [0,, 1]}");
        Path out = dir.resolve("figures");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/cpu-only", bad.toString(), "../examples/vllm-8b", "--out", out.toString(),
                "--formats", "svg", "--kinds", "phases");
        assertEquals(1, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("error: " + bad.resolve("run.json") + ":2:"), r.err());
        assertTrue(r.out().startsWith("drew 2 of 3: 2 figures") && r.out().strip().endsWith("failed: broken"), r.out());
        assertTrue(Files.isRegularFile(out.resolve("vllm-8b/phases.svg")) && Files.isRegularFile(out.resolve("cpu-only/phases.svg")));
    }

    @Test
    void manyDescriptionsEachToTheirFolder() throws Exception {
        Path out = dir.resolve("plots");
        BadInputTest.Result r = BadInputTest.run("plot", "../examples/sweep/gqa_decode_long_ctx_composite.json", "../examples/plots/every-kind.json",
                "--out", out.toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("drew 2 of 2: 2 figures"), r.out());
        assertTrue(Files.isDirectory(out.resolve("gqa_decode_long_ctx_composite")) && Files.isDirectory(out.resolve("every-kind")));
    }

    private static void copyRun(Path from, Path to) throws Exception {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }
}
