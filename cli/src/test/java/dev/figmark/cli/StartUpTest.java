package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What keeps a short run's start short, held in the built classes: string concatenation compiled as StringBuilder
 * calls ({@code -XDstringConcat=inline}), as the invokedynamic form links each site at its first use, 40 ms of a
 * cold run of the example when a module's own compiler arguments replaced the parent's (bench/README.md).
 */
class StartUpTest {

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
