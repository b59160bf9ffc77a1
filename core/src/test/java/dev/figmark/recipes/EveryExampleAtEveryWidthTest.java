package dev.figmark.recipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.guide.LegendPainter;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.look.VenueFonts;
import dev.figmark.compile.FigureSpec;
import dev.figmark.data.Matrix;
import dev.figmark.data.RunData;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.layout.LayoutException;
import dev.figmark.model.Box;
import dev.figmark.model.Distribution;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Panel;
import dev.figmark.model.Points;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Span;
import dev.figmark.model.Styled;
import dev.figmark.model.Timeline;
import dev.figmark.product.AltText;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.compare.CompareInput;
import dev.figmark.recipes.matrix.MatrixInput;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Venue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every example through every recipe (runs, the comparison, the matrix and the descriptions, drawn at the width asked)
 * at 3.5, 5, 7.16 and 10 in and at every venue's two columns: exactly that wide, within the page budget, no text over text, data or the page's edge,
 * never grown past a tenth of its natural height without saying so, and (descriptions) every legend listing each
 * label it shows once, and only labels of series drawn; a figure legend all of them.
 */
class EveryExampleAtEveryWidthTest {

    static final List<String> RUNS = List.of("llama8b-1gpu", "llama70b-8gpu", "vllm-8b", "sglang-8b", "cpu-only", "stress-16gpu");

    @ParameterizedTest(name = "{0} in")
    @ValueSource(doubles = {3.5, 5, 7.16, 10})
    void everyFigureFitsAndNoTextCoversAnother(double width) throws java.io.IOException {
        Style style = Style.builder().width(width).build();
        assertTrue(everything(style, spec -> spec.style().toBuilder().width(width).build()) > 40);
    }

    /**
     * Every venue's single and double column, in the venue's face and figure text size and under its page budget
     * (its text height less a three-line caption), as {@code --venue V --width W} sets them: the run figures, the
     * comparison, the matrix (split when it must be) and the descriptions.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("venues")
    void everyVenueColumnInItsFaceSizeAndBudget(String name) throws java.io.IOException {
        Venue venue = Venue.named(name);
        for (String column : List.of("single", "double")) {
            Style style = Style.builder().width(venue.width(column)).fontSize(venue.fontSize())
                    .family(VenueFonts.family(venue, List.of(), note -> { })).maxHeight(venue.figureHeightIn()).build();
            assertTrue(everything(style, spec -> spec.style(venue, column)) > 40, name + " " + column);
        }
    }

    /** Every venue figmark knows, by name: one added is one checked here. */
    static java.util.stream.Stream<String> venues() {
        return Venue.ALL.stream().map(Venue::name);
    }

    /** Draws every example in {@code style} (descriptions in theirs) and checks each figure; returns how many. */
    private static int everything(Style style, java.util.function.Function<FigureSpec, Style> described) throws java.io.IOException {
        Typesetter type = Typesetter.quiet();
        List<String> checked = new ArrayList<>();
        for (String name : RUNS) {
            RunData run = RunData.open(Path.of("../examples", name), null, m -> { });
            for (Recipe<RunInput> recipe : Kinds.RUN) {
                check(recipe.make(new RunInput(run, style, type)), style, type, name, checked);
            }
        }
        List<RunData> pair = List.of(RunData.open(Path.of("../examples/vllm-8b"), "vLLM", m -> { }),
                RunData.open(Path.of("../examples/sglang-8b"), "SGLang", m -> { }));
        for (Recipe<CompareInput> recipe : Kinds.COMPARE) {
            check(recipe.make(new CompareInput(pair, style)), style, type, "compare", checked);
        }
        Path matrix = Path.of("../examples/matrix.json");
        check(Kinds.MATRIX.make(new MatrixInput(Matrix.read(matrix, m -> { }), style, matrix.toString())), style, type, "matrix", checked);
        List<Path> descriptions = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> gallery = java.nio.file.Files.list(Path.of("../examples/plots"))) {
            gallery.filter(f -> f.toString().endsWith(".json")).sorted().forEach(descriptions::add);
        }
        descriptions.add(Path.of("../examples/sweep/gqa_decode_long_ctx_composite.json"));
        int refused = 0;
        for (Path description : descriptions) {
            FigureSpec spec = FigureSpec.read(description);
            Style asked = described.apply(spec);
            Product made = spec.build(asked);
            if (refusedWithARemedy(made, asked)) {
                refused++; // a description drawn at a width it was not written for, refused saying what would fit it
                continue;
            }
            check(new Outcome.Made(made), asked, type, description.toString(), checked);
            legendsTellTheTruth(spec, made, asked, description + " at " + asked.width() + " in");
        }
        assertTrue(refused <= 2, refused + " of " + descriptions.size() + " descriptions refused at " + style.width() + " in");
        return checked.size();
    }

    /**
     * Whether laying out fails saying what the description could change: its grid at the page budget (fewer columns,
     * a wider figure or fewer panels), or a note with no free place at this width (move it); any other failure is the
     * check's.
     */
    private static boolean refusedWithARemedy(Product made, Style style) {
        try {
            FigureLayout.scene(made, Typesetter.quiet(), style);
            return false;
        } catch (LayoutException e) {
            return e.getMessage().contains("page budget") && (e.getMessage().contains("fewer") || e.getMessage().contains("; move it"));
        }
    }

    private static void check(Outcome outcome, Style style, Typesetter quiet, String source, List<String> checked) {
        for (Product made : outcome.products()) {
            List<String> warnings = new ArrayList<>();
            String what = source + " " + made.stem() + " at " + style.width() + " in, " + style.fontSize() + " pt, budget " + style.maxHeightPt() / 72 + " in";
            Scene scene;
            try {
                scene = FigureLayout.scene(made, new Typesetter(warnings::add), style);
            } catch (LayoutException e) {
                throw new AssertionError(what + ": " + e.getMessage(), e);
            }
            double natural = Math.min(made.figure().heightPt(), style.maxHeightPt());
            if (scene.height() > natural * 1.1 + 1e-6) {
                assertTrue(warnings.stream().anyMatch(w -> w.contains(made.stem() + " grew from ") || w.contains(made.stem() + ": drawn in ")),
                        what + " grew from " + natural / 72 + " to "
                        + scene.height() / 72 + " in without a word: " + warnings);
            }
            assertEquals(List.of(), LayoutCheck.problems(scene), what);
            altTextNamesEverySeriesAndAxis(made, scene, what);
            assertEquals(style.widthPt(), scene.width(), 1e-9, what + ": exact width");
            assertTrue(scene.height() <= style.maxHeightPt() + 1e-9, what + ": " + scene.height() / 72 + " in tall, within the page");
            checked.add(what);
        }
    }

    /**
     * The figure's text alternative (in its SVG, PNG, PDF and LaTeX snippet) names every series its legends show and
     * every axis by its label, and is a few sentences, not a listing of the data.
     */
    static void altTextNamesEverySeriesAndAxis(Product made, Scene scene, String what) {
        String alt = scene.about().alt();
        assertEquals(made.altText(), alt, what + ": the scene carries the product's text alternative");
        List<String> names = new ArrayList<>();
        if (made.figure().legend() != null) {
            made.figure().legend().entries().forEach(e -> names.add(e.label()));
        }
        for (FigurePlot.Row row : made.figure().rows()) {
            for (FigurePlot.Cell cell : row.cells()) {
                PanelPlot panel = cell.panel();
                if (panel.empty()) {
                    continue;
                }
                if (panel.legend() != null) {
                    panel.legend().entries().forEach(e -> names.add(e.label()));
                }
                for (AxisGuide axis : new AxisGuide[] {panel.x(), panel.y()}) {
                    if (axis != null && (axis.tickLabels() || !axis.ticks().isEmpty())) {
                        names.add(axis.label());
                    }
                }
            }
        }
        for (String name : names) {
            String plain = dev.figmark.product.AltText.plain(name);
            assertTrue(plain.isEmpty() || alt.contains(plain), what + ": the text alternative names '" + plain + "': " + alt);
        }
        assertTrue(alt.length() < 4000, what + ": a text alternative of " + alt.length() + " characters");
    }

    /** Legend labels of a description's figure: each once per legend, each a label of a drawn series; a figure legend has all. */
    private static void legendsTellTheTruth(FigureSpec spec, Product made, Style style, String what) {
        Scene scene = FigureLayout.scene(made, Typesetter.quiet(), style);
        // The labels of the series drawn: those the description gives, and, for a series by a field, those the CSV
        // names (its values, or its template's texts); the entries of a size legend stand for sizes, not series.
        java.util.Set<String> drawn = new java.util.LinkedHashSet<>();
        List<String> sizes = new ArrayList<>();
        boolean byField = false;
        for (Panel p : spec.model().panels()) {
            for (Series s : p.series()) {
                boolean by = s instanceof Points pt && (pt.by() != null || pt instanceof Scatter sc
                        && sc.color() != null && !sc.color().startsWith("#")) || s instanceof Distribution d && d.by() != null;
                byField |= by;
                if (!by && s.label() != null && !s.label().isEmpty() && !(s instanceof Box) && !(s instanceof Heatmap)
                        && !(s instanceof Span)) {
                    drawn.add(s.label());
                }
                if (s instanceof Scatter sc && sc.size() != null) {
                    sizes.add(sc.sizeLabel() != null ? sc.sizeLabel() : sc.size());
                }
                byField |= s instanceof Timeline t && t.by() != null;
            }
        }
        // Reference lines listed in the legend are drawn too.
        for (Panel p : spec.model().panels()) {
            for (ReferenceLine line : p.lines() == null ? List.<ReferenceLine>of() : p.lines()) {
                if (Boolean.TRUE.equals(line.legend())) {
                    drawn.add(line.annotation());
                }
            }
        }
        // A series whose styles go by another field is listed by its colour's value and its style's ("vLLM, A100").
        boolean styledByField = spec.model().panels().stream().flatMap(p -> p.series().stream()).anyMatch(s -> s instanceof Styled st
                && java.util.stream.Stream.of(st.markers(), st.dashes(), st.hatches()).anyMatch(v -> v != null && v.field() != null));
        int seriesColumn = made.table().header().indexOf("series");
        for (int r = 0; (byField || styledByField) && r < made.table().size(); r++) {
            Object label = made.table().row(r).get(seriesColumn);
            if (label != null && !label.toString().isEmpty()) {
                String text = label.toString();
                if (styledByField && text.contains(", ")) {
                    drawn.add(text.substring(0, text.lastIndexOf(", ")));
                    drawn.add(text.substring(text.lastIndexOf(", ") + 2));
                } else {
                    drawn.add(text);
                }
            }
        }
        for (Mark m : scene.root().children()) {
            List<List<String>> legends = new ArrayList<>();
            collectLegends(m, legends);
            for (List<String> legend : legends) {
                assertEquals(legend.size(), new java.util.HashSet<>(legend).size(), what + ": a label listed twice in " + legend);
                List<String> series = legend.stream().filter(l -> sizes.stream().noneMatch(f -> l.startsWith(f + " ")) && !l.matches("[0-9.,]+[KMBT]?|[0-9.]+×10[0-9]+")).toList();
                java.util.Set<String> shown = new java.util.HashSet<>(drawn);
                drawn.forEach(label -> shown.add(Typesetter.characters(label)));
                assertTrue(shown.containsAll(series), what + ": a legend lists labels of no drawn series: " + legend + " of " + drawn);
            }
        }
        boolean figureLegend = made.figure().legend() != null;
        if (figureLegend) {
            List<String> labels = made.figure().legend().entries().stream().map(LegendGuide.Entry::label)
                    .filter(l -> sizes.stream().noneMatch(f -> l.startsWith(f + " ")) && !l.matches("[0-9.,]+[KMBT]?|[0-9.]+×10[0-9]+")).toList();
            assertEquals(new ArrayList<>(drawn), labels, what + ": the figure legend lists every label once");
        }
    }

    private static void collectLegends(Mark m, List<List<String>> out) {
        if (m instanceof dev.figmark.scene.Group g) {
            if (g.name().startsWith(LegendPainter.LEGEND)) {
                List<String> labels = new ArrayList<>();
                for (Mark c : g.children()) {
                    if (c instanceof dev.figmark.scene.Text t) {
                        labels.add(t.content());
                    } else if (c instanceof dev.figmark.scene.Group entry && entry.name().equals(LegendPainter.LEGEND_ENTRY)) {
                        labels.add(String.join(" ", entry.children().stream().map(l -> ((dev.figmark.scene.Text) l).content()).toList()));
                    }
                }
                out.add(labels);
                return;
            }
            g.children().forEach(c -> collectLegends(c, out));
        }
    }
}
