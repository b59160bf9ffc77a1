package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input: one line naming the file, the place and what is wrong; exit status 2; a stack trace only with --verbose. */
class BadInputTest {

    @TempDir
    Path dir;

    /** What a run of the command printed and returned. */
    record Result(int status, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Figmark.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(status, out.toString(), err.toString());
    }

    @Test
    void aFileWithoutACommandIsToldWhichCommandDrawsIt() throws Exception {
        // Issue #42: "figmark fig.json" suggested lint or compare; a run directory alone was not understood either.
        Path spec = Files.writeString(dir.resolve("fig.json"), "{}");
        Result r = run(spec.toString());
        assertEquals(2, r.status());
        assertEquals("error: " + spec + " is not a command; to draw it: figmark plot " + spec, r.err().strip());
        Result d = run(dir.toString());
        assertEquals("error: " + dir + " is not a command; to draw it: figmark run " + dir, d.err().strip());
    }

    @Test
    void theHelpListsEveryCommandInAWholeSentence() {
        // Issue #42: the golden and lint lines were cut mid-sentence.
        Result r = run("--help");
        for (String command : new String[] {"golden", "lint", "plot", "run"}) {
            String line = r.out().lines().filter(l -> l.startsWith("  " + command + " ")).findFirst().orElseThrow();
            assertTrue(line.strip().endsWith("."), line);
        }
    }

    @Test
    void aReportThatIsNotJsonIsOneLineWithLineAndColumn() throws Exception {
        Path run = Files.createDirectory(dir.resolve("run"));
        Files.writeString(run.resolve("run.json"), "{\"label\": \"x\",\n \"devices_used\": [0,, 1]}");
        Result r = run("run", run.toString(), "--out", dir.resolve("out").toString());
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("error: " + run.resolve("run.json") + ":2:"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace");
    }

    @Test
    void verboseAddsTheStackTrace() throws Exception {
        Result r = run("run", dir.resolve("nowhere").toString(), "--verbose");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("\tat "), r.err());
        assertTrue(r.err().contains("no such run directory"), r.err());
    }

    @Test
    void badOptionsAreOneLineAndStatusTwo() {
        Result width = run("run", "../examples/cpu-only", "--width", "wide", "--out", dir.toString());
        assertEquals(2, width.status());
        assertEquals("error: --width must be single, double, inches, or a number with pt, bp, pc, in, cm or mm, not 'wide'", width.err().strip());
        Result kinds = run("run", "../examples/cpu-only", "--kinds", "pie", "--out", dir.toString());
        assertEquals(2, kinds.status());
        assertTrue(kinds.err().contains("unknown figure 'pie'"), kinds.err());
        Result unknown = run("run", "../examples/cpu-only", "--colour", "red");
        assertEquals(2, unknown.status());
    }

    @Test
    void aFigureWithoutDataIsSkippedAndNamedWhileTheOthersAreWritten() {
        Result r = run("run", "../examples/cpu-only", "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, r.status());
        assertTrue(r.err().contains("skipped serving: no serving levels"), r.err());
        assertTrue(r.err().contains("skipped gpu-time: no GPU trace"), r.err());
        assertTrue(Files.exists(dir.resolve("lifecycle.svg")) && Files.exists(dir.resolve("captions.md")));
        assertTrue(r.out().contains("wrote " + dir.resolve("lifecycle.svg")), r.out());
    }

    @Test
    void anOutputDirectoryThatIsAFileIsOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        Result r = run("run", "../examples/cpu-only", "--out", file.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().strip().endsWith("is a file, not a directory for figures"), r.err());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void aFigureTooShortForItsRowsIsRefusedAsAskedAndLeavesNothing() throws Exception {
        Path spec = java.nio.file.Files.writeString(dir.resolve("short.json"), "{\"figure\": {\"height\": 0.5}, \"panels\": [{\"title\": \"a\","
                + " \"x\": {\"label\": \"x\"}, \"y\": {\"label\": \"y\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}");
        Path out = dir.resolve("out");
        Result r = run("plot", spec.toString(), "--out", out.toString());
        assertEquals(2, r.status(), "the height asked is at fault, as bad input is: " + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("error: ") && r.err().contains("give a height of at least"), r.err());
        assertTrue(!java.nio.file.Files.exists(out) || java.nio.file.Files.list(out).findAny().isEmpty(), "nothing written, not even the lock");
    }
}
