package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.data.Matrix;
import dev.figmark.output.FigureWriter;
import dev.figmark.recipes.Kinds;
import dev.figmark.recipes.matrix.MatrixInput;
import dev.figmark.text.Typesetter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark matrix MATRIX.json}: an A/B comparison over many cases. */
final class MatrixCommand implements Callable<Integer> {

    private CommandSpec spec;
    Path file;
    Path out = Path.of("figures");
    final StyleOptions styleOptions = new StyleOptions();

    /** This command's model for picocli: its argument and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("matrix", this, "Draw an A/B matrix: per case and metric, B over A.");
        spec.addPositional(CommandModel.positional(Path.class, () -> file, v -> file = v).index("0").paramLabel("MATRIX.json").build());
        spec.addOption(CommandModel.option("--out", Path.class, () -> out, v -> out = v).paramLabel("DIR")
                .description("Where to write the figure. Default: figures.").build());
        styleOptions.declare(spec);
        return spec;
    }

    @Override
    public Integer call() throws Exception {
        Style style = styleOptions.style();
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        Matrix matrix = Matrix.read(file, err::println);
        for (Matrix.Failure f : matrix.failures()) {
            err.println("case '" + f.label() + "' failed and is not drawn: " + f.error());
        }
        FigureWriter writer = new FigureWriter(styleOptions.outputs(), style, new Typesetter(err::println)).venue(styleOptions.venue());
        try (FigureFiles files = new FigureFiles(out, writer, stdout, styleOptions.output.waitForOthers)) {
            int failures = files.saveAll(List.of(() -> Kinds.MATRIX.make(new MatrixInput(matrix, style, file.toString()))), err,
                    (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
            files.finish(""); // the seed's words, which CompareParityTest holds
            err.flush();
            stdout.flush();
            return failures == 0 ? 0 : 1;
        }
    }
}
