package dev.figmark.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.data.Json;
import dev.figmark.model.Description;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every description in the repository reads into the model and writes back to JSON that reads into the same model. */
class ModelJsonTest {

    static List<Path> descriptions() throws IOException {
        try (Stream<Path> files = Stream.concat(Files.walk(Path.of("../examples/plots")), Files.walk(Path.of("../examples/sweep")))) {
            // examples/plots/results/ holds result files as benchmarks write them: data, not descriptions.
            return files.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().startsWith("sweep_")
                    && !f.toString().contains("/results/")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("descriptions")
    void readsWritesAndReadsTheSame(Path file) {
        Description first = ModelReader.description(Json.readStrict(file), file.toString());
        String json = ModelWriter.json(first);
        Description second = ModelReader.description(Json.parseStrict(json.getBytes(StandardCharsets.UTF_8), "written"), "written");
        assertEquals(first, second);
        assertEquals(json, ModelWriter.json(second));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("descriptions")
    void theSchemaAcceptsEveryDescriptionTheReaderAccepts(Path file) {
        assertEquals(List.of(), SchemaValidator.figure().validate(Json.readStrict(file)));
    }
}
