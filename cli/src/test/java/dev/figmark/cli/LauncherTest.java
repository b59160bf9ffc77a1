package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./figmark} launcher in a checkout that is moved: its class-data archive, which names the jar's absolute
 * path, is made anew, and no JVM warning reaches the user. The checkout here is the launcher, a jar that starts
 * figmark from this build's classes, and the example run the archive is made from.
 */
class LauncherTest {

    @TempDir
    Path dir;

    private record Ran(int status, String out, String err) {
    }

    private static Ran launch(Path checkout, String... args) throws Exception {
        return launchWith(checkout, null, args);
    }

    private static Ran launchWith(Path checkout, Path javaHome, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", checkout.resolve("figmark").toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("figmark-out", ".txt");
        Path err = Files.createTempFile("figmark-err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        if (javaHome == null) {
            builder.environment().remove("JAVA_HOME");
        } else {
            builder.environment().put("JAVA_HOME", javaHome.toString());
        }
        Process p = builder.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher ended");
        return new Ran(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** A checkout with the launcher, a jar whose class path is this build's, and the example the archive is made from. */
    private static void checkout(Path at) throws Exception {
        Files.createDirectories(at.resolve("cli/target"));
        Files.copy(Path.of("../figmark"), at.resolve("figmark"));
        Path example = at.resolve("examples/llama8b-1gpu");
        Files.createDirectories(example);
        try (var files = Files.list(Path.of("../examples/llama8b-1gpu"))) {
            for (Path f : files.toList()) {
                Files.copy(f, example.resolve(f.getFileName()));
            }
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "dev.figmark.cli.Figmark");
        StringBuilder classPath = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classPath.append(Path.of(entry).toAbsolutePath().toUri()).append(' ');
        }
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath.toString().strip());
        try (OutputStream jar = new JarOutputStream(Files.newOutputStream(at.resolve("cli/target/figmark.jar")), manifest)) {
            jar.flush();
        }
    }

    @Test
    void aMovedCheckoutMakesItsArchiveAnewAndSaysNothingOfTheJvm() throws Exception {
        Path first = dir.resolve("first");
        checkout(first);
        Ran ran = launch(first, "venues");
        assertEquals(0, ran.status(), ran.err());
        assertEquals("", ran.err());
        assertTrue(ran.out().startsWith("NAME "), ran.out());
        Path archive = first.resolve("cli/target/figmark.jsa");
        assertTrue(Files.isRegularFile(archive), "the archive is made on first use");
        assertTrue(Files.readString(first.resolve("cli/target/figmark.jsa.for")).startsWith(first.resolve("cli/target/figmark.jar") + " "));

        Path moved = dir.resolve("moved");
        Files.move(first, moved);
        Ran again = launch(moved, "venues");
        assertEquals(0, again.status(), again.err());
        assertEquals("", again.err(), "no JVM warning");
        assertFalse(again.out().contains("[warning]") || again.out().contains("shared archive"), again.out());
        assertTrue(again.out().startsWith("NAME "), again.out());
        String madeFor = Files.readString(moved.resolve("cli/target/figmark.jsa.for"), StandardCharsets.UTF_8);
        assertTrue(madeFor.startsWith(moved.resolve("cli/target/figmark.jar") + " "), "made anew for where the checkout is now: " + madeFor);

        // A jar built again (newer than the archive, as after mvn package): the archive is made anew for it.
        long made = Files.getLastModifiedTime(moved.resolve("cli/target/figmark.jsa")).toMillis();
        Files.setLastModifiedTime(moved.resolve("cli/target/figmark.jar"), java.nio.file.attribute.FileTime.fromMillis(made + 1_000));
        Ran rebuilt = launch(moved, "venues");
        assertEquals("", rebuilt.err());
        assertTrue(Files.getLastModifiedTime(moved.resolve("cli/target/figmark.jsa")).toMillis() > made, "made anew for the new jar");

        // A stamp cut short or emptied (a full disk, an editor): the launcher still starts figmark, and stamps anew.
        Path stamp = moved.resolve("cli/target/figmark.jsa.for");
        String whole = Files.readString(stamp);
        for (String cut : List.of(whole.substring(0, whole.indexOf('\n')), "", "garbage")) {
            Files.writeString(stamp, cut);
            Ran damaged = launch(moved, "venues");
            assertEquals(0, damaged.status(), "stamp " + cut + ": " + damaged.err());
            assertEquals("", damaged.err());
            assertTrue(damaged.out().startsWith("NAME "), damaged.out());
            assertEquals(2, Files.readAllLines(stamp).size(), "stamped anew: " + Files.readString(stamp));
        }

        // An archive damaged behind the launcher's back: the JVM cannot use it, and its complaint still never shows.
        Files.write(moved.resolve("cli/target/figmark.jsa"), new byte[] {1, 2, 3});
        Ran broken = launch(moved, "venues");
        assertEquals(0, broken.status(), broken.err());
        assertEquals("", broken.err());
        assertFalse(broken.out().contains("[warning]") || broken.out().contains("[error]"), broken.out());
    }

    /** The home of the newest Java installed side by side whose feature release {@code wanted} accepts, where the machine has one. */
    private static Path installed(java.util.function.IntPredicate wanted) throws Exception {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        Path newest = null;
        int newestFeature = 0;
        try (var homes = Files.list(jvms)) {
            for (Path home : homes.sorted().toList()) {
                Path release = home.resolve("release");
                if (Files.isRegularFile(release) && Files.isExecutable(home.resolve("bin/java"))) {
                    var version = java.util.regex.Pattern.compile("JAVA_VERSION=\"(\\d+)").matcher(Files.readString(release));
                    if (version.find() && wanted.test(Integer.parseInt(version.group(1))) && Integer.parseInt(version.group(1)) > newestFeature) {
                        newest = home;
                        newestFeature = Integer.parseInt(version.group(1));
                    }
                }
            }
        }
        return newest;
    }

    private static Path java25() throws Exception {
        return installed(feature -> feature >= 25);
    }

    @Test
    void withoutJavaHomeTheNewestInstalledJavaFrom25OnRunsFigmark() throws Exception {
        Path home = java25();
        Assumptions.assumeTrue(home != null, "no Java 25 on this machine");
        Path at = dir.resolve("checkout");
        checkout(at);
        Ran ran = launch(at, "venues");
        assertEquals(0, ran.status(), ran.err());
        assertEquals("", ran.err());
        List<String> stamp = Files.readAllLines(at.resolve("cli/target/figmark.jsa.for"));
        assertEquals(List.of(at.resolve("cli/target/figmark.jar") + " " + home.resolve("bin/java").toRealPath(), "aot"), stamp);
    }

    /** Java 17 and 25 draw the example run into the same bytes, so which one the launcher picks changes only the time. */
    @Test
    void java17And25DrawTheSameBytes() throws Exception {
        Path home25 = java25();
        Path home17 = installed(feature -> feature < 25);
        Assumptions.assumeTrue(home25 != null && home17 != null, "Java 25 and an earlier Java side by side");
        Path at = dir.resolve("checkout");
        checkout(at);
        Path out17 = dir.resolve("out17");
        Path out25 = dir.resolve("out25");
        for (String width : List.of("double", "single")) {
            Ran ran17 = launchWith(at, home17, "run", at.resolve("examples/llama8b-1gpu").toString(), "--width", width, "--out", out17.resolve(width).toString());
            Ran ran25 = launchWith(at, home25, "run", at.resolve("examples/llama8b-1gpu").toString(), "--width", width, "--out", out25.resolve(width).toString());
            assertEquals(0, ran17.status(), ran17.err());
            assertEquals(0, ran25.status(), ran25.err());
        }
        List<Path> files;
        try (var walk = Files.walk(out17)) {
            files = walk.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().equals(".figmark.lock")).sorted().toList();
        }
        assertTrue(files.size() > 40, "figures drawn: " + files);
        assertTrue(files.stream().anyMatch(f -> f.toString().endsWith(".png")));
        for (Path f : files) {
            Path other = out25.resolve(out17.relativize(f));
            assertTrue(Arrays.equals(Files.readAllBytes(f), Files.readAllBytes(other)), "the same bytes on Java 17 and 25: " + out17.relativize(f));
        }
    }

    @Test
    void onJava25TheArchiveIsAnAheadOfTimeCacheUsedSilentlyAndKept() throws Exception {
        Path home = java25();
        Assumptions.assumeTrue(home != null, "no Java 25 on this machine");
        Path at = dir.resolve("checkout");
        checkout(at);
        Ran ran = launchWith(at, home, "venues");
        assertEquals(0, ran.status(), ran.err());
        assertEquals("", ran.err());
        assertTrue(ran.out().startsWith("NAME "), ran.out());
        Path stamp = at.resolve("cli/target/figmark.jsa.for");
        List<String> lines = Files.readAllLines(stamp);
        assertEquals(List.of(at.resolve("cli/target/figmark.jar") + " " + home.resolve("bin/java").toRealPath(), "aot"), lines);
        long made = Files.getLastModifiedTime(at.resolve("cli/target/figmark.jsa")).toMillis();

        Ran again = launchWith(at, home, "venues");
        assertEquals("", again.err());
        assertFalse(again.out().contains("[warning]") || again.out().contains("AOT"), again.out());
        assertEquals(made, Files.getLastModifiedTime(at.resolve("cli/target/figmark.jsa")).toMillis(), "the cache is kept, not made again");

        // Back on an earlier Java: a class-data-sharing archive again, since the cache names the other Java.
        Path earlier = installed(feature -> feature < 25);
        Assumptions.assumeTrue(earlier != null, "no Java before 25 on this machine");
        Ran back = launchWith(at, earlier, "venues");
        assertEquals("", back.err());
        assertFalse(Files.readAllLines(stamp).get(0).endsWith(home.resolve("bin/java").toRealPath().toString()),
                "made anew for the path's Java: " + Files.readAllLines(stamp));

        Files.write(at.resolve("cli/target/figmark.jsa"), new byte[] {1, 2, 3});
        Files.writeString(stamp, lines.get(0) + "\naot\n");
        Ran broken = launchWith(at, home, "venues");
        assertEquals(0, broken.status(), broken.err());
        assertEquals("", broken.err());
        assertFalse(broken.out().contains("[warning]") || broken.out().contains("[error]"), broken.out());
    }
}
