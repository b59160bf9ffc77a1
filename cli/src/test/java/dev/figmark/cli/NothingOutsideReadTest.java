package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * golden check reads nothing outside the two directories: an SVG that names a file outside, a FIFO and an http URL
 * (as a paint server, a filter, an image, a use, a CSS @import and an @font-face) is drawn without them, each named in
 * the report, and strace sees none opened nor any connection made; the check ends in seconds, not on the FIFO.
 */
class NothingOutsideReadTest {

    @TempDir
    Path dir;

    @Test
    void referencesOutsideTheDirectoriesAreNeitherOpenedNorFetched() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("secret.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><linearGradient id='p'/><g id='g'/>"
                + "<filter id='f'/></svg>");
        Files.writeString(outside.resolve("secret.css"), "rect { fill: red }");
        Path fifo = outside.resolve("fifo");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        String o = outside.toUri().toString().replace("file:/", "file:///").replace("file:////", "file:///");
        String hostile = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='100' height='50'>"
                + "<style>@import url(" + o + "secret.css); @import url(http://127.0.0.1:9/x.css);"
                + " @font-face { font-family: X; src: url(" + o + "fifo) }</style>"
                + "<rect width='40' height='20' fill='url(" + o + "secret.svg#p)' filter='url(" + o + "fifo#f)'/>"
                + "<rect x='50' width='40' height='20' style='fill: url(http://127.0.0.1:9/p.svg#p)'/>"
                + "<image width='10' height='10' xlink:href='" + o + "fifo'/><use href='" + o + "secret.svg#g'/>"
                + "<text x='5' y='45' font-family='X'>changed</text></svg>";
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Path actual = Files.createDirectories(dir.resolve("actual"));
        Files.writeString(expected.resolve("a.svg"), hostile.replace("changed", "approved"));
        Files.writeString(actual.resolve("a.svg"), hostile);
        Path trace = dir.resolve("trace.log");
        Path report = dir.resolve("report.html");
        List<String> command = new ArrayList<>(List.of("strace", "-f", "-e", "trace=open,openat,connect", "-o", trace.toString(),
                "java", "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark", "golden", "check",
                expected.toString(), actual.toString(), "--report", report.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("out.log").toFile()).start();
        boolean ended = p.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        assertTrue(ended, "the check hung (on the FIFO?): " + Files.readString(dir.resolve("out.log")));
        String out = Files.readString(dir.resolve("out.log"));
        assertEquals(1, p.exitValue(), out);
        List<String> touched = new ArrayList<>();
        for (String line : Files.readAllLines(trace)) {
            if (line.contains(outside.toString()) || line.contains("htons(9)")) {
                touched.add(line);
            }
        }
        assertEquals(List.of(), touched, "strace saw the process reach outside the two directories");
        String html = Files.readString(report);
        assertTrue(html.contains("drawn without what it names outside the file"), "the report names what was left out");
        assertTrue(!out.contains("Exception") && !out.contains("\tat "), "no stack trace: " + out);
    }

    static boolean straceWorks() throws IOException, InterruptedException {
        return new ProcessBuilder("strace", "-o", "/dev/null", "true").start().waitFor() == 0;
    }
}
