package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.output.FigureWriter;
import dev.figmark.product.Outcome;
import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.Kinds;
import dev.figmark.recipes.compare.CompareInput;
import dev.figmark.recipes.run.MeasuredHow;
import dev.figmark.text.Typesetter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark compare LABEL=RUN_DIR …}: several runs side by side. */
final class CompareCommand implements Callable<Integer> {

    private CommandSpec spec;
    List<String> runs;
    Path out = Path.of("figures");
    List<String> kinds = new ArrayList<>(Kinds.names(Kinds.COMPARE));
    final StyleOptions styleOptions = new StyleOptions();

    /** This command's model for picocli: its arguments and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("compare", this, "Draw figures comparing several runs.");
        spec.addPositional(CommandModel.positionals(String.class, () -> runs, v -> runs = v).arity("1..*").paramLabel("LABEL=RUN_DIR")
                .description("Runs to compare, each with the label it gets in the figures.").build());
        spec.addOption(CommandModel.option("--out", Path.class, () -> out, v -> out = v).paramLabel("DIR")
                .description("Where to write the figures. Default: figures.").build());
        spec.addOption(CommandModel.list("--kinds", String.class, () -> kinds, v -> kinds = v).splitRegex(",").paramLabel("KIND")
                .completionCandidates(Kinds.names(Kinds.COMPARE)).description("Comparisons: ${COMPLETION-CANDIDATES}. Default: all.").build());
        styleOptions.declare(spec);
        return spec;
    }

    @Override
    public Integer call() throws Exception {
        Style style = styleOptions.style();
        StyleOptions.requireKnown("--kinds", kinds, Kinds.names(Kinds.COMPARE), "comparison");
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        List<RunData> data = new ArrayList<>();
        for (String spec : runs) {
            int eq = spec.indexOf('=');
            if (eq <= 0 || eq == spec.length() - 1) {
                throw new StyleOptions.UsageError("runs are given as LABEL=RUN_DIR, not '" + spec + "'");
            }
            data.add(RunData.open(Path.of(spec.substring(eq + 1)), spec.substring(0, eq), err::println));
        }
        Typesetter type = new Typesetter(err::println);
        FigureWriter writer = new FigureWriter(styleOptions.outputs(), style, type).venue(styleOptions.venue());
        try (FigureFiles files = new FigureFiles(out, writer, stdout, styleOptions.output.waitForOthers)) {
            CompareInput input = new CompareInput(data, style);
            List<java.util.function.Supplier<Outcome>> makers = new ArrayList<>();
            for (String kind : kinds) {
                Recipe<CompareInput> recipe = Kinds.find(Kinds.COMPARE, kind);
                makers.add(() -> recipe.make(input));
            }
            int failures = files.saveAll(makers, err, (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
            files.finish(MeasuredHow.paragraph(data.get(0))); // the seed's words, which CompareParityTest holds
            err.flush();
            stdout.flush();
            return failures == 0 ? 0 : 1;
        }
    }
}
