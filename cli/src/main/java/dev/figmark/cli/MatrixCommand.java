package dev.figmark.cli;

import dev.figmark.chart.Style;
import dev.figmark.data.Matrix;
import dev.figmark.product.Outcome;
import dev.figmark.recipes.Kinds;
import dev.figmark.recipes.matrix.MatrixInput;
import dev.figmark.text.Typesetter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code figmark matrix MATRIX.json}: an A/B comparison over many cases. */
@Command(addMethodSubcommands = false, name = "matrix", mixinStandardHelpOptions = true, description = "Draw an A/B matrix: per case and metric, B over A.")
final class MatrixCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MATRIX.json")
    Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the figure. Default: figures.")
    Path out = Path.of("figures");

    @Mixin
    StyleOptions styleOptions;

    @Override
    public Integer call() throws Exception {
        Style style = styleOptions.style();
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        Matrix matrix = Matrix.read(file, err::println);
        for (Matrix.Failure f : matrix.failures()) {
            err.println("case '" + f.label() + "' failed and is not drawn: " + f.error());
        }
        try (FigureFiles files = new FigureFiles(out, style, styleOptions.outputs(), new Typesetter(err::println), stdout, styleOptions.output.waitForOthers)) {
            int failures = files.saveAll(List.of(() -> Kinds.MATRIX.make(new MatrixInput(matrix, style, file.toString()))), err,
                    (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
            files.finish("");
            err.flush();
            stdout.flush();
            return failures == 0 ? 0 : 1;
        }
    }
}
