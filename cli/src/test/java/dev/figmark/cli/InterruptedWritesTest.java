package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.figmark.output.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Nothing is lost: a write that fails or is killed never leaves half a figure under its name or harms a good one. */
class InterruptedWritesTest {

    @TempDir
    Path dir;

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aProcessKilledWhileWritingLeavesTheGoodFiguresAsTheyWere() throws Exception {
        Path out = dir.resolve("figures");
        assertEquals(0, BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle", "--dpi", "50").status());
        byte[] goodPng = Files.readAllBytes(out.resolve("lifecycle.png"));
        byte[] goodCsv = Files.readAllBytes(out.resolve("lifecycle.csv"));
        // A slow write to interrupt: the same figure at 900 dpi, killed as soon as its temporary file appears.
        Process p = new ProcessBuilder("java", "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark", "run", "../examples/llama70b-8gpu",
                "--out", out.toString(), "--kinds", "lifecycle", "--dpi", "900", "--formats", "png").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        boolean sawPart = false;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (p.isAlive() && System.nanoTime() < deadline) {
            if (files(out).stream().anyMatch(f -> f.getFileName().toString().endsWith(".part"))) {
                sawPart = true;
                p.destroyForcibly();
                break;
            }
            Thread.sleep(5);
        }
        p.waitFor(30, TimeUnit.SECONDS);
        assumeTrue(sawPart, "the write finished before it could be killed");
        byte[] png = Files.readAllBytes(out.resolve("lifecycle.png"));
        assertArrayEquals(goodPng, png, "the earlier good figure is intact, not half a new one");
        assertArrayEquals(goodCsv, Files.readAllBytes(out.resolve("lifecycle.csv")));
        for (Path f : files(out)) {
            String name = f.getFileName().toString();
            if (!name.startsWith(".")) {
                assertFalse(name.endsWith(".part"), name);
            }
        }
        // The next run clears what the killed one left behind.
        assertEquals(0, BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--kinds", "lifecycle", "--dpi", "50").status());
        assertTrue(files(out).stream().noneMatch(f -> f.getFileName().toString().endsWith(".part")), files(out).toString());
        assertTrue(ImageIO.read(out.resolve("lifecycle.png").toFile()) != null);
    }

    @Test
    void aFullDiskFailsTheWriteAndKeepsTheOldFile() throws Exception {
        Path target = Files.writeString(dir.resolve("lifecycle.svg"), "the good figure");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(target, out -> {
            out.write(new byte[100_000]);
            throw new IOException("No space left on device");
        }));
        assertEquals(target + ": cannot be written: the disk is full (No space left on device)", e.getMessage());
        assertEquals("the good figure", Files.readString(target));
        assertEquals(List.of(target), files(dir), "no temporary file is left");
    }

    @Test
    void aRealFullDiskIsOneLineWhereATinyTmpfsCanBeMounted() throws Exception {
        Path mount = Files.createDirectory(dir.resolve("tiny"));
        Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mount.toString()).redirectErrorStream(true).start();
        boolean mounted = p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        assumeTrue(mounted, "this machine does not let a test mount a tmpfs");
        try {
            BadInputTest.Result r = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", mount.toString(), "--kinds", "lifecycle");
            assertEquals(2, r.status(), r.err());
            assertTrue(r.err().contains("No space left on device"), r.err());
            assertEquals(1, r.err().lines().filter(l -> l.startsWith("error: ")).count(), r.err());
            assertTrue(files(mount).stream().noneMatch(f -> f.getFileName().toString().endsWith(".part")), "no temporary file is left");
            assertTrue(files(mount).stream().noneMatch(f -> f.getFileName().toString().equals("lifecycle.png")) || ImageIO.read(mount.resolve("lifecycle.png").toFile()) != null);
        } finally {
            new ProcessBuilder("umount", mount.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void anOutputDirectoryThatCannotBeWrittenIsOneLine() {
        BadInputTest.Result r = BadInputTest.run("run", "../examples/cpu-only", "--out", "/proc/figmark-cannot-be-here");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("error: /proc/figmark-cannot-be-here"), r.err());
    }

    @Test
    void symlinkLoopsAreOneLine() throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        BadInputTest.Result run = BadInputTest.run("run", a.toString());
        assertEquals(2, run.status());
        assertEquals("error: " + a + ": is a symbolic link that leads nowhere (a loop, or a missing target)", run.err().strip());
        BadInputTest.Result out = BadInputTest.run("run", "../examples/cpu-only", "--out", b.toString());
        assertEquals(2, out.status());
        assertEquals("error: " + b + ": is a symbolic link that leads nowhere (a loop, or a missing target)", out.err().strip());
    }
}
