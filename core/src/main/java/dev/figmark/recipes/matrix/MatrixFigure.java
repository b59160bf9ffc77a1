package dev.figmark.recipes.matrix;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.ReferenceLines;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.data.InputException;
import dev.figmark.data.Matrix;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.recipe.Recipe;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Per case and metric, B over A; the verdict is carried by the marker's shape (up better, circle no real change,
 * down worse) as well as its colour, so colour is never the only channel.
 */
public final class MatrixFigure implements Recipe<MatrixInput> {

    private static final String[][] METRICS = {{"prefill_tps", "Prefill speed"}, {"decode_tps", "Decode speed"}, {"gpu_peak_mib", "GPU memory"},
        {"host_anon_peak_mib", "Host memory"}, {"load_s", "Load time"}, {"decode_j_per_token", "Decode energy"}};
    private static final double[] STEPS = {0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1.0, 2.0, 5.0};

    /** The one matrix figure; {@link dev.figmark.recipes.Kinds#MATRIX} holds it. */
    public MatrixFigure() {
    }

    @Override
    public String kind() {
        return "matrix";
    }

    @Override
    public String about() {
        return "every case of a benchmark matrix, B over A per metric, and which cases failed";
    }

    /**
     * Draws the matrix; a matrix without a finished case is refused with an {@link InputException} naming its file.
     * A matrix taller than the page (many cases, or names that wrap to several lines at a narrow column) is split
     * between its cases into parts that each fit, each with its own rows of the CSV and its place in its caption.
     */
    @Override
    public Outcome make(MatrixInput in) {
        Product whole = draw(in.matrix(), in.matrix().cases(), in.style(), in.source(), "");
        List<Matrix.Case> cases = in.matrix().cases();
        Style style = in.style();
        double perCase = perCase(cases, style);
        double overhead = Units.points(0.8) * gridRows(in.matrix(), style) + Units.points(0.5);
        double natural = overhead + perCase * cases.size() * gridRows(in.matrix(), style);
        if (style.height() > 0 || natural <= style.maxHeightPt() || cases.size() < 2) {
            return new Outcome.Made(whole.figure().heightPt() >= natural || style.height() > 0 ? whole : resized(whole, natural));
        }
        int per = (int) Math.max(1, Math.floor((style.maxHeightPt() - overhead) / (perCase * gridRows(in.matrix(), style))));
        int parts = (int) Math.ceil(cases.size() / (double) per);
        per = (int) Math.ceil(cases.size() / (double) parts);
        List<Product> products = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            List<Matrix.Case> some = cases.subList(p * per, Math.min(cases.size(), (p + 1) * per));
            String part = " Part " + (p + 1) + " of " + parts + ": cases " + (p * per + 1) + " to " + (p * per + some.size()) + ".";
            Product drawn = draw(in.matrix(), some, style, in.source(), part);
            double height = Math.min(style.maxHeightPt(), overhead + perCase * some.size() * gridRows(in.matrix(), style));
            products.add(drawn.with("matrix-" + (p + 1), drawn.figure().withHeight(Math.max(drawn.figure().heightPt(), height)), drawn.table(),
                    drawn.caption(), true));
        }
        String why = String.format(java.util.Locale.ROOT, "matrix would be %.1f in tall, more than the page budget of %.1f in (--max-height): split into %s",
                Units.inches(natural), style.maxHeight(), String.join(", ", products.stream().map(Product::stem).toList()));
        return new Outcome.Split(products, why);
    }

    /** Each case's ratio of the two sides, per metric. */
    private static final dev.figmark.product.Reading READING = dev.figmark.product.Reading.of("dot plot of ratios", "metric", "verdict", "case", "ratio")
            .named(java.util.Map.of("same", "no real change"));

    private static Product resized(Product p, double height) {
        return p.with(p.stem(), p.figure().withHeight(height), p.table(), p.caption(), p.autoHeight());
    }

    /** Rows of panels the metrics take: all in one row when the figure is wide, two per row when not. */
    private static int gridRows(Matrix matrix, Style style) {
        long metrics = java.util.Arrays.stream(METRICS).filter(m -> matrix.cases().stream().anyMatch(c -> c.metrics().containsKey(m[0]))).count();
        int columns = style.wide() ? (int) metrics : (int) Math.min(2, metrics);
        return (int) Math.ceil(metrics / (double) Math.max(1, columns));
    }

    /** The height one case needs on the page: a row for its marker, or the lines its name wraps to at the narrowest text. */
    private static double perCase(List<Matrix.Case> cases, Style style) {
        Typesetter type = dev.figmark.text.Typesetter.quiet();
        double size = Math.min(style.tickSize(), Rules.MIN_TEXT_PT);
        double width = Math.max(60, style.widthPt() * 0.4);
        int lines = 1;
        for (Matrix.Case c : cases) {
            lines = Math.max(lines, type.wrap(c.label(), style.face(), size, width, Style.CATEGORY_LINES).size());
        }
        return Math.max(Units.points(0.19), lines * type.lineHeight(style.face(), size) + 1.5);
    }

    /** How a verdict looks. */
    private record Look(Marker.Shape shape, Color face, Color edge) {
    }

    private static Look look(String verdict) {
        return switch (verdict) {
            case "better" -> new Look(Marker.Shape.TRIANGLE_UP, Palette.GOOD, Palette.GOOD);
            case "worse" -> new Look(Marker.Shape.TRIANGLE_DOWN, Palette.CRITICAL, Palette.CRITICAL);
            default -> new Look(Marker.Shape.CIRCLE, Color.WHITE, Palette.MUTED);
        };
    }

    private static Product draw(Matrix matrix, List<Matrix.Case> cases, Style style, String source, String part) {
        if (cases.isEmpty()) {
            throw new InputException(source + ": this matrix has no finished cases" + (matrix.failures().isEmpty() ? "" : " (" + matrix.failures().size() + " failed)"));
        }
        List<String[]> metrics = new ArrayList<>();
        for (String[] m : METRICS) {
            if (matrix.cases().stream().anyMatch(c -> c.metrics().containsKey(m[0]))) {
                metrics.add(m);
            }
        }
        int columns = style.wide() ? metrics.size() : Math.min(2, metrics.size());
        int gridRows = (int) Math.ceil(metrics.size() / (double) columns);
        Table table = new Table("case", "metric", matrix.a(), matrix.b(), "ratio", "verdict");
        List<PanelPlot> panels = new ArrayList<>();
        List<String> labels = cases.stream().map(Matrix.Case::label).toList();
        int better = 0;
        int worse = 0;
        for (int index = 0; index < metrics.size(); index++) {
            String key = metrics.get(index)[0];
            PanelPlot.Builder b = PanelPlot.builder("matrix-" + key).title(metrics.get(index)[1]).letter(Idioms.letter(style, index));
            double furthest = 0.01;
            for (int i = 0; i < cases.size(); i++) {
                Matrix.Result r = cases.get(i).metrics().get(key);
                if (r == null || Double.isNaN(r.ratio())) {
                    continue;
                }
                furthest = Math.max(furthest, Math.abs(r.ratio() - 1.0));
                Look look = look(r.verdict());
                b.layer(Layers.markers(new SeriesValues("", new double[] {r.ratio()}, new double[] {i}), look.shape(), 4, look.face(), look.edge(), 0.7));
                table.add(cases.get(i).label(), key, r.rawA(), r.rawB(), r.rawRatio(), r.verdict());
                if (r.verdict().equals("better")) {
                    better++;
                } else if (r.verdict().equals("worse")) {
                    worse++;
                }
            }
            double step = furthest;
            for (double c : STEPS) {
                if (c >= furthest) {
                    step = c;
                    break;
                }
            }
            b.layer(ReferenceLines.vline(1.0, Stroke.solid(0.7, Palette.AXIS), null, false));
            double lo = Math.max(0.0, 1.0 - step);
            b.x(AxisGuide.builder(Scale.linear(Math.max(0.0, 1.0 - step * 1.35), 1.0 + step * 1.35))
                    .ticks(List.of(new Tick(lo, PyFormat.g(lo)), new Tick(1.0, "1"), new Tick(1.0 + step, PyFormat.g(1.0 + step)))).build());
            List<Tick> rows = new ArrayList<>();
            for (int i = 0; i < labels.size(); i++) {
                rows.add(new Tick(i, index % columns == 0 ? labels.get(i) : ""));
            }
            b.y(AxisGuide.builder(Scale.linear(cases.size() - 0.5, -0.5)).ticks(rows).grid(true).spine(false).tickLength(0).categorical(true).build());
            panels.add(b.build());
        }
        List<LegendGuide.Entry> entries = new ArrayList<>();
        for (String[] v : new String[][] {{"better", "better"}, {"no real change", "same"}, {"worse", "worse"}}) {
            Look look = look(v[1]);
            entries.add(new LegendGuide.Entry(v[0], new LegendGuide.Symbol(look.shape(), look.face(), look.edge(), 0.7, 4)));
        }
        String caption = matrix.b() + " against " + matrix.a() + " over " + cases.size() + " cases, in alternating fresh processes (" + matrix.order()
                + "). A result counts as better or worse only when the arms do not overlap and the difference exceeds the noise floor; " + better
                + " results were better and " + worse + " worse.";
        for (String[] m : metrics) {
            long without = cases.stream().filter(c -> c.metrics().get(m[0]) == null || Double.isNaN(c.metrics().get(m[0]).ratio())).count();
            if (without > 0) {
                caption += " " + m[1] + " has no marker for " + without + (without == 1 ? " case" : " cases") + ", whose runs did not measure it.";
            }
        }
        if (!matrix.failures().isEmpty()) {
            List<String> failed = matrix.failures().stream().map(f -> f.label() + " (" + f.error() + ")").toList();
            caption += " " + matrix.failures().size() + (matrix.failures().size() == 1 ? " case" : " cases") + " failed and "
                    + (matrix.failures().size() == 1 ? "is" : "are") + " not drawn: " + String.join("; ", failed) + ".";
        }
        double seedHeight = (0.5 + 0.19 * cases.size()) * gridRows + 0.3;
        FigurePlot figure = new FigurePlot(style.widthPt(), Units.points(style.height() > 0 ? style.height() : seedHeight), style.title(),
                new LegendGuide(entries, LegendGuide.Placement.FIGURE_RIGHT), matrix.b() + " / " + matrix.a(), Idioms.grid(panels, columns));
        return new Product("matrix", figure, table, caption + part, style.height() <= 0, READING);
    }
}
