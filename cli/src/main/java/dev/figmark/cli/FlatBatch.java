package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.layout.LayoutException;
import dev.figmark.output.FigureWriter;
import dev.figmark.output.Outputs;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code plot --flat}: several descriptions drawn into one folder, as a paper's figures folder holds them, each in its
 * own style, with one captions.md and one figures.tex for them all. A description that cannot be read or drawn is one
 * line and the others are still drawn; two that would write the same file stem are refused before anything is drawn.
 */
final class FlatBatch {

    /** A description drawn: its figure and the style it is laid out in. */
    record Built(Product product, Style style) {
    }

    /** Reads and builds one description, saying its warnings on the writer given. */
    @FunctionalInterface
    interface Builder {
        Built build(Path file, PrintWriter err);
    }

    private final Builder builder;
    private final Outputs outputs;
    private final Venue venue;
    private final boolean wait;
    private final boolean verbose;

    /** A batch into one folder; {@code venue} (null for none) places the LaTeX snippets, as for one description. */
    FlatBatch(Builder builder, Outputs outputs, Venue venue, boolean wait, boolean verbose) {
        this.builder = builder;
        this.outputs = outputs;
        this.venue = venue;
        this.wait = wait;
        this.verbose = verbose;
    }

    /** Draws every description into {@code out}; 0 when all were drawn, 1 when any failed. */
    int draw(List<Path> files, Path out, PrintWriter stdout, PrintWriter err) throws IOException {
        long start = System.nanoTime();
        Map<String, Path> stems = new LinkedHashMap<>();
        List<Built> built = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (Path file : files) {
            try {
                Built b = builder.build(file, err);
                Path other = stems.putIfAbsent(b.product().stem(), file);
                if (other != null) {
                    throw new StyleOptions.UsageError("--flat: " + other + " and " + file + " both draw '" + b.product().stem()
                            + "' into " + out + "; give one of them its own figure.output, or leave out --flat");
                }
                built.add(b);
            } catch (InputException | LayoutException e) {
                failed.add(file.toString());
                err.println("error: " + e.getMessage());
            }
        }
        if (built.isEmpty()) {
            stdout.println("drew 0 of " + files.size() + ": no description could be drawn");
            return 1;
        }
        Style first = built.get(0).style();
        PrintWriter log = verbose ? stdout : new PrintWriter(java.io.Writer.nullWriter());
        int figures;
        int written;
        FigureWriter writer = new FigureWriter(outputs, first, new Typesetter(err::println)).venue(venue);
        try (FigureFiles into = new FigureFiles(out, writer, log, wait)) {
            List<Supplier<Outcome>> makers = new ArrayList<>();
            for (Built b : built) {
                writer.styled(b.product().stem(), b.style());
                makers.add(() -> new Outcome.Made(b.product()));
            }
            into.saveAll(makers, err, (product, e) -> {
                failed.add(product.stem());
                err.println("error: " + e.getMessage());
            });
            into.finish("", "the description's data");
            figures = into.figures();
            written = into.written().size();
        }
        stdout.println(String.format(java.util.Locale.ROOT, "drew %d of %d: %d figures, %d files into %s in %.1f s%s", files.size() - failed.size(),
                files.size(), figures, written, out, (System.nanoTime() - start) / 1e9, failed.isEmpty() ? "" : "; failed: " + String.join(", ", failed)));
        return failed.isEmpty() ? 0 : 1;
    }
}
