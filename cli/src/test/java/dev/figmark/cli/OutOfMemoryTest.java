package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #44: a data file larger than the heap can read ended in the JVM's OutOfMemoryError and its stack trace,
 * naming no file. Now the heap's budget refuses it before it is held: one line naming the file, its rows, the limit
 * and how to give more, with status 2, in a figmark started with a small heap as a user's would be.
 */
class OutOfMemoryTest {

    @TempDir
    Path dir;

    @Test
    void aTableLargerThanTheHeapIsOneLineNamingTheFile() throws Exception {
        Path csv = dir.resolve("big.csv");
        try (BufferedWriter w = Files.newBufferedWriter(csv)) {
            w.write("x,y\n");
            for (int i = 0; i < 2_500_000; i++) {
                w.write(i + "," + (i % 1000) + ".5\n");
            }
        }
        Path spec = Files.writeString(dir.resolve("big.json"),
                "{\"data\": {\"d\": {\"file\": \"big.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}]}]}");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx32m", "-XX:+UseSerialGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                "dev.figmark.cli.Figmark", "plot", spec.toString(), "--out", dir.resolve("out").toString(), "--formats", "svg")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        List<String> lines = err.strip().lines().toList();
        assertEquals(1, lines.size(), err);
        assertTrue(lines.get(0).startsWith("error: " + spec + ": data.d: " + csv + ": 2500000 rows of 2 columns need 48 MB, more than the "), err);
        assertTrue(lines.get(0).contains("JAVA_TOOL_OPTIONS=-Xmx"), err);
        assertFalse(err.contains("\tat ") || err.contains("OutOfMemoryError"), err);
    }
}
