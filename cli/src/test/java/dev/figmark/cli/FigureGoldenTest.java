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
    Path temporary;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "llama8b-1gpu-double|run ../examples/llama8b-1gpu --width=double",
        "llama70b-8gpu-double|run ../examples/llama70b-8gpu --width=double",
        "cpu-only-double|run ../examples/cpu-only --width=double",
        "vllm-8b-double|run ../examples/vllm-8b --width=double",
        "sglang-8b-double|run ../examples/sglang-8b --width=double",
        "llama8b-1gpu-single-printsafe|run ../examples/llama8b-1gpu --width=single --print-safe --letters",
        "compare-double|compare vLLM=../examples/vllm-8b SGLang=../examples/sglang-8b --width=double",
        "compare-single-printsafe|compare vLLM=../examples/vllm-8b SGLang=../examples/sglang-8b --width=single --print-safe --letters",
        "matrix-double|matrix ../examples/matrix.json --width=double",
        "matrix-single|matrix ../examples/matrix.json --width=single"})
    void figuresMatchTheirGoldenFiles(String name, String command) throws IOException {
        // Into a folder of a fixed name: the LaTeX snippets look for their figures there (\figmarkdir).
        Path out = temporary.resolve("figures");
        List<String> args = new java.util.ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--out", out.toString(), "--dpi", "100"));
        assertEquals(0, BadInputTest.run(args.toArray(String[]::new)).status());
        List<String> names = new java.util.ArrayList<>();
        for (Path file : drawn(out)) {
            GoldenFiles.assertMatches(GOLDEN.resolve(name).resolve(file.getFileName()), file, Tolerance.EXACT.withStrictPdf());
            names.add(file.getFileName().toString());
        }
        // A golden file the run no longer draws (a figure now in parts) is a stale expectation, not a pass.
        if (Files.isDirectory(GOLDEN.resolve(name))) {
            assertEquals(drawn(GOLDEN.resolve(name)).stream().map(f -> f.getFileName().toString()).toList(), names,
                    name + ": the golden files are exactly the files the run draws");
        }
    }

    /**
     * The files a run drew, in name order: not the directory's lock (it names the process) nor its manifest, which
     * {@link OutputDirectoryTest} checks.
     */
    static List<Path> drawn(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(f -> !f.getFileName().toString().startsWith(".")).sorted().toList();
        }
    }
}
