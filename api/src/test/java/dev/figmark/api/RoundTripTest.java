package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.format.Format;
import dev.figmark.model.FigureException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One model, two spellings: a description read from JSON, written back with {@link Plot#toJson()} and read again is
 * the same description and draws the same figure, byte for byte; so everything JSON says, the records say.
 */
class RoundTripTest {

    static List<Path> descriptions() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String dir : List.of("../examples/plots", "../examples/sweep", "../cli/src/test/resources/descriptions")) {
            if (Files.isDirectory(Path.of(dir))) {
                try (Stream<Path> files = Files.list(Path.of(dir))) {
                    files.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().startsWith("sweep_")).sorted().forEach(out::add);
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("descriptions")
    void everyDescriptionInTheRepositoryRoundTrips(Path file) throws IOException {
        Plot first = Plot.read(file);
        Path again = Files.writeString(file.resolveSibling(".roundtrip-" + file.getFileName()), first.toJson());
        try {
            Plot second = Plot.read(again);
            assertEquals(first.description(), second.description());
            assertEquals(first.toJson(), second.toJson());
            for (Format f : List.of(Format.SVG, Format.PDF)) {
                assertArrayEquals(first.bytes(f), second.bytes(f), f + " of " + file);
            }
            assertArrayEquals(first.dpi(40).bytes(Format.PNG), second.dpi(40).bytes(Format.PNG));
            assertEquals(first.csv(), second.csv());
        } finally {
            Files.delete(again);
        }
    }

    @Test
    void generatedDescriptionsRoundTrip() {
        Random random = new Random(27);
        int drawn = 0;
        for (int i = 0; i < 300; i++) {
            String json = Generated.description(random);
            Plot first;
            try {
                first = Plot.read(json);
            } catch (FigureException e) {
                continue; // a generated combination that is refused, in one line: the robustness tests hold those
            }
            drawn++;
            Plot second = Plot.read(first.toJson());
            assertEquals(first.description(), second.description(), json);
            assertArrayEquals(first.bytes(Format.SVG), second.bytes(Format.SVG), json);
        }
        assertTrue(drawn > 150, "most generated descriptions draw: " + drawn);
    }
}
