package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.output.FigureWriter;
import dev.figmark.output.Outputs;
import dev.figmark.product.Outcome;
import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.Kinds;
import dev.figmark.recipes.run.MeasuredHow;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.recipes.run.RunRecipes;
import dev.figmark.recipes.run.Timeline;
import dev.figmark.recipes.run.TimelineOptions;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark run RUN_DIR}: the seven figures of one run, their CSVs, captions and the method paragraph. */
final class RunCommand implements Callable<Integer> {

    private CommandSpec spec;
    List<Path> runDirs;
    Path out;
    final BatchOptions batch = new BatchOptions();
    List<String> kinds = new ArrayList<>(Kinds.names(Kinds.RUN));
    List<String> panels = new ArrayList<>(Timeline.DEFAULT_PANELS);
    boolean perGpu;
    String xlim;
    final StyleOptions styleOptions = new StyleOptions();

    /** This command's model for picocli: its arguments and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("run", this, "Draw the figures of one run directory.");
        spec.addPositional(CommandModel.positionals(Path.class, () -> runDirs, v -> runDirs = v).arity("1..*").paramLabel("RUN_DIR")
                .description("Run directories holding run.json (and samples.jsonl.gz, requests.jsonl).",
                        "With more than one, each run's figures go to DIR/<run directory name>/.").build());
        spec.addOption(CommandModel.option("--out", Path.class, () -> out, v -> out = v).paramLabel("DIR")
                .description("Where to write the figures. Default: RUN_DIR/figures.").build());
        batch.declare(spec);
        spec.addOption(CommandModel.list("--kinds", String.class, () -> kinds, v -> kinds = v).splitRegex(",").paramLabel("KIND")
                .completionCandidates(Kinds.names(Kinds.RUN)).description("Figures to draw: ${COMPLETION-CANDIDATES}. Default: all.").build());
        spec.addOption(CommandModel.list("--panels", String.class, () -> panels, v -> panels = v).splitRegex(",").paramLabel("PANEL")
                .description("Lifecycle panels: gpu_memory, power, util, clock, host_memory, cpu, disk, stall, pcie, nvlink. Default: all but clock.").build());
        spec.addOption(CommandModel.option("--per-gpu", boolean.class, () -> perGpu, v -> perGpu = v)
                .description("One lifecycle series per GPU instead of their sum or mean.").build());
        spec.addOption(CommandModel.option("--xlim", String.class, () -> xlim, v -> xlim = v).paramLabel("A,B")
                .description("Lifecycle time range in seconds since process start.").build());
        styleOptions.declare(spec);
        return spec;
    }

    @Override
    public Integer call() throws Exception {
        Style style = styleOptions.style();
        Outputs outputs = styleOptions.outputs();
        StyleOptions.requireKnown("--kinds", kinds, Kinds.names(Kinds.RUN), "figure");
        StyleOptions.requireKnown("--panels", panels, Timeline.ALL_PANELS, "panel");
        double[] range = null;
        if (xlim != null) {
            String[] parts = xlim.split(",");
            try {
                range = new double[] {Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim())};
            } catch (RuntimeException e) {
                throw new StyleOptions.UsageError("--xlim takes two numbers A,B, not '" + xlim + "'");
            }
            if (parts.length != 2 || !(range[1] > range[0]) || !Double.isFinite(range[0]) || !Double.isFinite(range[1])) {
                throw new StyleOptions.UsageError("--xlim takes two numbers A,B with A < B, not '" + xlim + "'");
            }
        }
        java.io.PrintWriter err = spec.commandLine().getErr();
        java.io.PrintWriter stdout = spec.commandLine().getOut();
        TimelineOptions options = new TimelineOptions(panels, perGpu, range);
        Batch.Drawer drawer = (job, log, errors) -> draw(job.input(), job.out(), style, outputs, options, log, errors);
        if (batch.live()) {
            batch.requireOne(runDirs, "RUN_DIR");
            Path dir = runDirs.get(0);
            try (OutputLock held = FigureFiles.lockFor(outFor(dir), styleOptions.output.waitForOthers)) {
                return new Live(batch.preview, stdout, err).watch(() -> List.of(dir.resolve("run.json"), dir.resolve("samples.jsonl.gz"),
                        dir.resolve("requests.jsonl")), new Batch.Job(dir.getFileName().toString(), dir, outFor(dir), 0), drawer);
            }
        }
        if (runDirs.size() == 1 && batch.quiet) {
            // --quiet: one summary line instead of a line per file; warnings and errors keep their own lines.
            long start = System.nanoTime();
            Batch.Tally drawn = draw(runDirs.get(0), outFor(runDirs.get(0)), style, outputs, options, new java.io.PrintWriter(java.io.Writer.nullWriter()), err);
            Batch.summary(stdout, drawn, outFor(runDirs.get(0)), start);
            err.flush();
            return drawn.failedFigures() == 0 ? 0 : 1;
        }
        if (runDirs.size() == 1) {
            Batch.Tally drawn = draw(runDirs.get(0), outFor(runDirs.get(0)), style, outputs, options, stdout, err);
            err.flush();
            stdout.flush();
            return drawn.failedFigures() == 0 ? 0 : 1;
        }
        List<Batch.Job> jobs = out == null
                ? runDirs.stream().map(d -> new Batch.Job(d.toString(), d, d.resolve("figures"), samplesBytes(d))).toList()
                : Batch.jobs(runDirs, out, batch.byPath(), p -> p.getFileName().toString(), RunCommand::samplesBytes);
        return Batch.run(jobs, drawer, batch.quiet, batch.verbose(spec), stdout, err);
    }

    private Path outFor(Path runDir) {
        return out != null ? out : runDir.resolve("figures");
    }

    private static long samplesBytes(Path runDir) {
        try {
            return java.nio.file.Files.size(runDir.resolve("samples.jsonl.gz"));
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    /** The figures of one run, their CSVs and captions; bad input is an exception whose message is its one line. */
    private Batch.Tally draw(Path runDir, Path outDir, Style style, Outputs outputs, TimelineOptions options, java.io.PrintWriter log,
                             java.io.PrintWriter err) throws java.io.IOException {
        Typesetter type = new Typesetter(err::println);
        RunData run = RunData.open(runDir, null, err::println);
        FigureWriter writer = new FigureWriter(outputs, style, type).venue(styleOptions.venue()).decisions(FigureFiles.decisionsSaid(verbose() ? log : null));
        try (FigureFiles files = new FigureFiles(outDir, writer, log, styleOptions.output.waitForOthers)) {
            RunInput input = dev.figmark.recipes.run.RunRecipes.withOneNumberStyle(new RunInput(run, style, type, options), kinds);
            List<java.util.function.Supplier<Outcome>> makers = new ArrayList<>();
            for (String kind : kinds) {
                Recipe<RunInput> recipe = Kinds.find(Kinds.RUN, kind);
                makers.add(() -> recipe.make(input));
            }
            int failures = files.saveAll(makers, err, (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
            files.finish(MeasuredHow.paragraph(run));
            err.flush();
            log.flush();
            return new Batch.Tally(files.figures(), files.written().size(), failures);
        }
    }

    /** Whether {@code --verbose} was given. */
    private boolean verbose() {
        return batch.verbose(spec);
    }
}
