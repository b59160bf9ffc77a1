package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.FigureSpec;
import dev.figmark.format.Format;
import dev.figmark.layout.LayoutException;
import dev.figmark.model.DataAccess;
import dev.figmark.output.FigureWriter;
import dev.figmark.output.Outputs;
import dev.figmark.product.Product;
import dev.figmark.text.FontLibrary;
import dev.figmark.text.Typesetter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark plot SPEC.json…}: any figure from a small JSON description. */
final class PlotCommand implements Callable<Integer> {

    private CommandSpec spec;
    List<Path> files;
    Path out;
    String venue;
    String width;
    boolean flat;
    String font;
    List<Path> fontDirs = new ArrayList<>();
    List<Path> dataRoots = new ArrayList<>();
    Double fontSize;
    boolean printSafe;
    final OutputOptions output = new OutputOptions();
    final BatchOptions batch = new BatchOptions();

    /** This command's model for picocli: its arguments and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("plot", this, "Draw figures described in JSON.",
                "The description's schema ships with figmark: dev/figmark/spec/figure.schema.json in the core jar, and docs/figure.schema.json.");
        spec.addPositional(CommandModel.positionals(Path.class, () -> files, v -> files = v).arity("1..*").paramLabel("SPEC.json")
                .description("Descriptions; with more than one, each figure goes to DIR/<file name without .json>/, or with --flat into DIR.").build());
        spec.addOption(CommandModel.option("--out", Path.class, () -> out, v -> out = v).paramLabel("DIR")
                .description("Where to write the figure. Default: the description's directory.").build());
        spec.addOption(CommandModel.option("--venue", String.class, () -> venue, v -> venue = v).paramLabel("NAME")
                .description("Fit the figure to a paper template (figmark venues lists them): its column and text widths for single and double,"
                        + " its text height, and its face and text size where the description names none.").build());
        spec.addOption(CommandModel.option("--width", String.class, () -> width, v -> width = v).paramLabel("single|double|LENGTH")
                .description("Draw at this width instead of the description's: single, double (the venue's, with --venue), inches,"
                        + " or a length as LaTeX writes it.").build());
        spec.addOption(CommandModel.option("--font", String.class, () -> font, v -> font = v).paramLabel("sans|serif|FAMILY|FILES")
                .description("Draw in this font instead of the description's: sans, serif, a family found in --font-dir or the system's"
                        + " fonts, or font files separated by commas.").build());
        spec.addOption(CommandModel.list("--font-dir", Path.class, () -> fontDirs, v -> fontDirs = v).paramLabel("DIR")
                .description("A directory to look for --font's family in, before the system's font directories.").build());
        spec.addOption(CommandModel.list("--data-root", Path.class, () -> dataRoots, v -> dataRoots = v).paramLabel("DIR")
                .description("A folder the descriptions may read data and font files from besides their own project (the git work tree"
                        + " around each, or its folder); repeatable. /proc, /sys and /dev never.").build());
        spec.addOption(CommandModel.option("--font-size", Double.class, () -> fontSize, v -> fontSize = v).paramLabel("POINTS")
                .description("Base font size in points instead of the description's.").build());
        spec.addOption(CommandModel.option("--print-safe", boolean.class, () -> printSafe, v -> printSafe = v)
                .description("Line styles and hatches that survive greyscale print, whatever the description says.").build());
        spec.addOption(CommandModel.option("--flat", boolean.class, () -> flat, v -> flat = v)
                .description("With several descriptions, write every figure into --out itself, with one captions.md and one figures.tex"
                        + " for them all, instead of a folder per description.").build());
        output.declare(spec);
        batch.declare(spec);
        return spec;
    }

    /** The data files the last good reading of each description named: still watched while the description is broken. */
    private final List<Path> lastDataFiles = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        Outputs outputs = output.outputs();
        Batch.Drawer drawer = (job, log, errors) -> draw(job.input(), job.out(), outputs, log, errors);
        if (batch.live()) {
            batch.requireOne(files, "SPEC.json");
            if (batch.preview && !outputs.formats().contains(Format.SVG)) {
                throw new StyleOptions.UsageError("--preview shows the SVG: add svg to --formats");
            }
            Path file = files.get(0);
            try (OutputLock held = FigureFiles.lockFor(outFor(file), output.waitForOthers)) {
                return new Live(batch.preview, stdout, err).watch(() -> {
                    List<Path> watched = new ArrayList<>(List.of(file));
                    watched.addAll(lastDataFiles);
                    return watched;
                }, new Batch.Job(stem(file), file, outFor(file), 0), drawer);
            }
        }
        if (files.size() == 1 && batch.quiet) {
            // --quiet: one summary line instead of a line per file; warnings and errors keep their own lines.
            long start = System.nanoTime();
            Batch.Tally drawn = draw(files.get(0), outFor(files.get(0)), outputs, new PrintWriter(java.io.Writer.nullWriter()), err);
            Batch.summary(stdout, drawn, outFor(files.get(0)), start);
            err.flush();
            return 0;
        }
        if (files.size() == 1) {
            draw(files.get(0), outFor(files.get(0)), outputs, stdout, err);
            return 0;
        }
        if (flat) {
            if (out == null) {
                throw new StyleOptions.UsageError("--flat writes every figure into one folder: name it with --out");
            }
            return new FlatBatch((file, errors) -> built(read(file), errors), outputs, StyleOptions.venue(venue), output.waitForOthers,
                    batch.verbose(spec)).draw(files, out, stdout, err);
        }
        List<Batch.Job> jobs = out == null
                ? files.stream().map(f -> new Batch.Job(f.toString(), f, outFor(f).resolve(stem(f)), 0)).toList()
                : Batch.jobs(files, out, batch.byPath(), PlotCommand::stem, f -> 0);
        return Batch.run(jobs, drawer, batch.quiet, batch.verbose(spec), stdout, err);
    }

    /** A description, allowed to read data from its project and the folders --data-root names. */
    private FigureSpec read(Path file) {
        FigureSpec figure = FigureSpec.read(file);
        return dataRoots.isEmpty() ? figure : figure.access(dev.figmark.model.DataAccess.project(file.toAbsolutePath().getParent()).and(dataRoots));
    }

    private Path outFor(Path file) {
        return out != null ? out : file.toAbsolutePath().getParent();
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
    }

    private Batch.Tally draw(Path file, Path dir, Outputs outputs, PrintWriter log, PrintWriter err) throws java.io.IOException {
        FigureSpec figure = read(file);
        synchronized (lastDataFiles) {
            lastDataFiles.clear();
            lastDataFiles.addAll(figure.dataFiles());
        }
        FlatBatch.Built built = built(figure, err);
        Style style = built.style();
        Product product = built.product();
        // Laid out before the output folder is taken, so a figure refused as asked (too short for its rows) leaves
        // nothing there; the writers set up meanwhile.
        FigureWriter writer = new FigureWriter(outputs, style, new Typesetter(err::println)).venue(StyleOptions.venue(venue))
                .decisions(FigureFiles.decisionsSaid(verbose() ? log : null));
        try {
            writer.layOut(product);
        } catch (LayoutException e) {
            throw new LayoutException(e.kind(), figure.explain(e.getMessage()));
        }
        try (FigureFiles files = new FigureFiles(dir, writer, log, output.waitForOthers)) {
            files.save(product);
            files.finish("", "the description's data");
            err.flush();
            log.flush();
            return new Batch.Tally(files.figures(), files.written().size(), 0);
        }
    }

    /** A description drawn in the style the command line asks for, with its style; its warnings said on {@code err}. */
    private FlatBatch.Built built(FigureSpec figure, PrintWriter err) {
        if (width != null) {
            StyleOptions.width(width, StyleOptions.venue(venue)); // a bad --width is a usage error, named as such
        }
        Style style = restyled(figure.style(StyleOptions.venue(venue), width), err);
        Product product = figure.build(style);
        figure.warnings().forEach(err::println);
        return new FlatBatch.Built(product, style);
    }

    /** The description's style with the command line's font, size and print safety in place of its own. */
    private Style restyled(Style style, PrintWriter err) {
        Style.Builder b = style.toBuilder();
        if (font != null) {
            try {
                b.family(dev.figmark.text.FontLibrary.family(font, fontDirs, err::println));
            } catch (java.io.IOException e) {
                throw new StyleOptions.UsageError("--font " + font + ": " + e.getMessage());
            }
        }
        if (fontSize != null) {
            if (!(fontSize >= 4 && fontSize <= 24)) {
                throw new StyleOptions.UsageError("--font-size is 4 to 24 points, not " + fontSize);
            }
            b.fontSize(fontSize);
        }
        if (printSafe) {
            b.printSafe(true);
        }
        return b.build();
    }

    /** Whether {@code --verbose} was given. */
    private boolean verbose() {
        return batch.verbose(spec);
    }
}
