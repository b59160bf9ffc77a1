package dev.figmark.dist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archives install in one step and draw the example with nothing else (issue #42): the linux-x64 image
 * with no java on the path and no JAVA_HOME, the zip with only a Java 17 runtime, neither with Maven. Their first run
 * leaves its class archive in the user's cache and nothing inside the installation; the second starts from it and
 * draws the same bytes; the image and the zip draw the same bytes; no test library is inside either.
 */
class ArchivesTest {

    static final Path TARGET = Path.of("target");
    static final String VERSION = System.getProperty("figmark.version", "0.1.0");
    static final Path EXAMPLE = Path.of("../examples/llama8b-1gpu").toAbsolutePath().normalize();
    static final Path JAVA_17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
    /** What the launcher runs besides Java: a PATH of these alone has no java and no mvn on it. */
    static final List<String> TOOLS = List.of("env", "bash", "dirname", "readlink", "stat", "cksum", "cut", "mkdir", "mv", "rm", "sed", "head");

    @TempDir
    Path dir;

    @Test
    void theImageDrawsTheExampleWithNoJavaOnTheMachine() throws Exception {
        Path home = untar(TARGET.resolve("figmark-" + VERSION + "-linux-x64.tar.gz"), dir.resolve("image"));
        List<String> first = draw(home, dir.resolve("out1"), Map.of());
        List<String> second = draw(home, dir.resolve("out2"), Map.of());
        sameFiles(dir.resolve("out1"), dir.resolve("out2"));
        assertEquals(first, second);
        assertTrue(Files.isExecutable(home.resolve("runtime/bin/java")), "its own runtime");
    }

    @Test
    void theZipDrawsTheExampleOnAJava17AndTheSameBytesAsTheImage() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(JAVA_17.resolve("bin/java")), "no Java 17 at " + JAVA_17);
        Path home = unzip(TARGET.resolve("figmark-" + VERSION + ".zip"), dir.resolve("zip"));
        assertFalse(Files.exists(home.resolve("runtime")), "the zip brings no runtime");
        draw(home, dir.resolve("zip-out"), Map.of("JAVA_HOME", JAVA_17.toString()));
        Path image = untar(TARGET.resolve("figmark-" + VERSION + "-linux-x64.tar.gz"), dir.resolve("image"));
        draw(image, dir.resolve("image-out"), Map.of());
        sameFiles(dir.resolve("zip-out"), dir.resolve("image-out"));
    }

    @Test
    void noTestLibraryIsInsideAndAMissingJavaIsOneLine() throws Exception {
        Path home = unzip(TARGET.resolve("figmark-" + VERSION + ".zip"), dir.resolve("zip"));
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            List<String> names = jars.map(p -> p.getFileName().toString()).sorted().toList();
            assertTrue(names.stream().noneMatch(n -> n.startsWith("junit") || n.startsWith("opentest4j") || n.startsWith("apiguardian")), names.toString());
            assertTrue(names.contains("pdfbox-3.0.8.jar"), names.toString());
        }
        assertTrue(Files.readString(home.resolve("LICENSE")).contains("Apache License"));
        Result r = run(home, List.of("--version"), Map.of(), dir.resolve("cache"));
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().startsWith("figmark: needs Java 17 or later, and none was found"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    /** Draws the example with the installation, its cache in dir/cache; returns the files drawn, checked. */
    private List<String> draw(Path home, Path out, Map<String, String> env) throws Exception {
        List<String> before = listing(home);
        Result r = run(home, List.of("run", EXAMPLE.toString(), "--out", out.toString(), "--dpi", "60"), env, dir.resolve("cache"));
        assertEquals(0, r.status(), r.err());
        assertEquals(before, listing(home), "nothing is written inside the installation");
        List<String> drawn;
        try (Stream<Path> files = Files.list(out)) {
            drawn = files.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        }
        assertEquals(37, drawn.size(), drawn.toString());
        try (Stream<Path> cache = Files.list(dir.resolve("cache/figmark"))) {
            assertTrue(cache.anyMatch(p -> p.toString().endsWith(".jsa")), "the class archive is kept in the user's cache");
        }
        return drawn;
    }

    private record Result(int status, String out, String err) {
    }

    /** The installation's bin/figmark with a PATH of basic tools alone: no java, no mvn. */
    private Result run(Path home, List<String> args, Map<String, String> env, Path cache) throws Exception {
        Path tools = dir.resolve("tools");
        if (!Files.isDirectory(tools)) {
            Files.createDirectories(tools);
            for (String tool : TOOLS) {
                for (String where : List.of("/usr/bin/", "/bin/")) {
                    if (Files.isExecutable(Path.of(where + tool)) && !Files.exists(tools.resolve(tool))) {
                        Files.createSymbolicLink(tools.resolve(tool), Path.of(where + tool));
                    }
                }
            }
        }
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/figmark").toString()));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().clear();
        pb.environment().put("PATH", tools.toString());
        pb.environment().put("HOME", dir.resolve("home").toString());
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        pb.environment().putAll(env);
        pb.redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(dir.resolve("stderr.txt").toFile());
        int status = pb.start().waitFor();
        return new Result(status, Files.readString(dir.resolve("stdout.txt")), Files.readString(dir.resolve("stderr.txt")));
    }

    private static List<String> listing(Path home) throws IOException {
        try (Stream<Path> all = Files.walk(home)) {
            return all.map(p -> home.relativize(p).toString()).sorted().toList();
        }
    }

    private static void sameFiles(Path a, Path b) throws IOException {
        try (Stream<Path> files = Files.list(a)) {
            for (Path f : files.filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList()) {
                byte[] other = Files.readAllBytes(b.resolve(f.getFileName()));
                if (f.getFileName().toString().endsWith(".tex") || f.getFileName().toString().equals("figures.tex")) {
                    continue; // each names its own folder (\figmarkdir)
                }
                assertArrayEquals(Files.readAllBytes(f), other, f.getFileName() + " is the same bytes");
            }
        }
    }

    /** Unpacks with the system's tar, as a user does. */
    private static Path untar(Path archive, Path into) throws Exception {
        if (!Files.isDirectory(into)) {
            Files.createDirectories(into);
            Process p = new ProcessBuilder("tar", "-xzf", archive.toAbsolutePath().toString(), "-C", into.toString()).inheritIO().start();
            assertEquals(0, p.waitFor());
        }
        return into.resolve("figmark-" + VERSION);
    }

    /** Unpacks as unzip does, the launcher made executable as the zip's users do with chmod or unzip's modes. */
    private static Path unzip(Path archive, Path into) throws IOException {
        try (InputStream raw = Files.newInputStream(archive); ZipInputStream zip = new ZipInputStream(raw, StandardCharsets.UTF_8)) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                Path to = into.resolve(e.getName()).normalize();
                assertTrue(to.startsWith(into), e.getName());
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(zip, to);
                }
            }
        }
        Path home = into.resolve("figmark-" + VERSION);
        Files.setPosixFilePermissions(home.resolve("bin/figmark"), PosixFilePermissions.fromString("rwxr-xr-x"));
        return home;
    }
}
