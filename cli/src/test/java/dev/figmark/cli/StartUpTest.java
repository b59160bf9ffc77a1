package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What keeps a short run's start short, held in the built classes and in a run's process: string concatenation
 * compiled as StringBuilder calls ({@code -XDstringConcat=inline}), as the invokedynamic form links each site at its
 * first use, 40 ms of a cold run of the example when a module's own compiler arguments replaced the parent's; and no
 * library's search of the class path for what is not there (bench/README.md).
 */
class StartUpTest {

    @TempDir
    Path dir;

    /** The classes a {@code figmark} process loads, from the JVM's own log of them. */
    private List<String> classesLoaded(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-Xlog:class+load=info:file=" + dir.resolve("classes.log"),
                "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "figmark ended");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("err.txt")));
        return Files.readAllLines(dir.resolve("classes.log")).stream()
                .map(line -> line.replaceFirst("^\\[[^]]*\\]\\[info\\]\\[class,load\\] (\\S+).*$", "$1")).toList();
    }

    @Test
    void aRunThatWritesFiguresStartsNeitherJavaLoggingNorTheLibrariesSearches() throws Exception {
        List<String> loaded = classesLoaded("run", "../examples/llama8b-1gpu", "--out", dir.resolve("figures").toString());
        assertTrue(Files.size(dir.resolve("figures/serving.pdf")) > 1000, "the PDFs are written (PDFBox ran, and logged nowhere)");
        assertTrue(loaded.contains("dev.figmark.cli.StartUp$Silent"), "the silent log factory was registered");
        for (String searched : List.of("java.util.logging.LogManager", "org.apache.commons.logging.impl.LogFactoryImpl",
                "java.time.MonthDay", "java.sql.Timestamp")) {
            assertFalse(loaded.contains(searched), searched + " was loaded");
        }
        // Jackson's fast decimal parser sets itself up with method handles over java.lang.foreign's layouts (Json.FACTORY).
        assertEquals(List.of(), loaded.stream().filter(c -> c.endsWith(".FastDoubleSwar")).toList(), "the fast parser was set up");
    }

    @Test
    void aLineWithoutACommandStillStarts() throws Exception {
        // No command to read the logging and the writers from: --version, --help, or nothing at all.
        for (String[] line : List.of(new String[] {"--version"}, new String[] {"--help"}, new String[] {"--verbose", "--version"})) {
            List<String> loaded = classesLoaded(line);
            assertTrue(loaded.contains("dev.figmark.cli.Figmark"), String.join(" ", line));
            assertFalse(loaded.contains("dev.figmark.cli.FigureFiles"), "no writer is prepared for " + String.join(" ", line));
        }
    }

    @Test
    void withVerbosePdfBoxSpeaksThroughJavaLogging() throws Exception {
        List<String> loaded = classesLoaded("run", "../examples/llama8b-1gpu", "--kinds", "phases", "--verbose",
                "--out", dir.resolve("figures").toString());
        assertTrue(loaded.contains("org.apache.commons.logging.impl.Jdk14Logger"), "PDFBox logs through java.util.logging");
        assertFalse(loaded.contains("dev.figmark.cli.StartUp$Silent"));
    }

    @Test
    void noModuleLinksStringConcatenationAtRunTime() throws IOException {
        List<Path> modules;
        try (Stream<Path> dirs = Files.list(Path.of(".."))) {
            modules = dirs.map(d -> d.resolve("target/classes/dev/figmark")).filter(Files::isDirectory).sorted().toList();
        }
        assertTrue(modules.size() >= 7, "the modules' classes: " + modules);
        List<String> linked = new ArrayList<>();
        byte[] bootstrap = "makeConcatWithConstants".getBytes(StandardCharsets.US_ASCII);
        for (Path module : modules) {
            try (Stream<Path> files = Files.walk(module)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                    if (contains(Files.readAllBytes(f), bootstrap)) {
                        linked.add(module.getName(1) + ": " + module.relativize(f));
                    }
                }
            }
        }
        assertEquals(List.of(), linked, "classes compiled without -XDstringConcat=inline (give compilerArgs combine.children=\"append\")");
    }

    /**
     * picocli reads annotations by reflection, through a proxy class per annotation made at every start (ten of them,
     * with the field handles, 5 % of a short run's wall time, bench/README.md, 2026-12-04): every command is modelled
     * in code instead (CommandModel), and no command reads an annotation to start.
     */
    @Test
    void noCommandReadsAnAnnotationToStart() throws Exception {
        for (String command : List.of("run", "compare", "matrix", "plot", "golden", "lint", "venues")) {
            List<String> loaded = classesLoaded(command, "--help");
            assertTrue(loaded.contains("dev.figmark.cli.CommandModel"), command);
            assertEquals(List.of(), loaded.stream().filter(c -> c.contains("$Proxy")).toList(), "annotation proxies of " + command);
        }
        List<String> run = classesLoaded("run", "../examples/llama8b-1gpu", "--kinds", "phases", "--out", dir.resolve("figures").toString());
        assertEquals(List.of(), run.stream().filter(c -> c.contains("$Proxy")).toList(), "annotation proxies of a run");
    }

    private static boolean contains(byte[] data, byte[] word) {
        outer:
        for (int i = 0; i + word.length <= data.length; i++) {
            for (int k = 0; k < word.length; k++) {
                if (data[i + k] != word[k]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
