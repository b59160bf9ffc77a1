package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.golden.GoldenFiles;
import dev.figmark.golden.Tolerance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every figure of the example runs, in all three formats, against its approved golden file. */
class FigureGoldenTest {

    static final Path GOLDEN = Path.of("src/test/resources/golden");

    @TempDir
    Path out;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "llama8b-1gpu-double|llama8b-1gpu|--width=double",
        "llama70b-8gpu-double|llama70b-8gpu|--width=double",
        "cpu-only-double|cpu-only|--width=double",
        "llama8b-1gpu-single-printsafe|llama8b-1gpu|--width=single --print-safe --letters"})
    void figuresMatchTheirGoldenFiles(String name, String fixture, String options) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("run", Parity.EXAMPLES.resolve(fixture).toString(), "--out", out.toString(), "--dpi", "100"));
        args.addAll(List.of(options.split(" ")));
        assertEquals(0, Figmark.execute(args.toArray(String[]::new)));
        try (Stream<Path> files = Files.list(out)) {
            for (Path file : files.sorted().toList()) {
                GoldenFiles.assertMatches(GOLDEN.resolve(name).resolve(file.getFileName()), file, Tolerance.EXACT);
            }
        }
    }
}
