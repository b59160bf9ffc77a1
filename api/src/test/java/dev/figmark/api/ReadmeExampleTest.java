package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's library example is the program of {@code examples/embed}, which CI builds against the installed
 * artifacts and runs: so the README's example compiles and draws.
 */
class ReadmeExampleTest {

    @Test
    void theReadmesExampleIsTheEmbeddedProject() throws IOException {
        String readme = Files.readString(Path.of("../README.md"));
        Matcher block = Pattern.compile("```java\\n(import dev\\.figmark\\.api\\.Plot;.*?)```", Pattern.DOTALL).matcher(readme);
        assertTrue(block.find(), "the README has a library example");
        String program = Files.readString(Path.of("../examples/embed/src/main/java/org/example/figures/Decode.java"));
        assertEquals(program.replaceFirst("package org\\.example\\.figures;\\n\\n", ""), block.group(1));
    }
}
