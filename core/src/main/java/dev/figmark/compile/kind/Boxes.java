package dev.figmark.compile.kind;

import dev.figmark.chart.Turned;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.BoxStats;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.drawn.Extras;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Box plots of raw samples, one box per series at its label on a category axis: the quartiles (linear interpolation,
 * as numpy and matplotlib compute them), whiskers at the furthest samples within 1.5 IQR of the box or at the
 * percentiles given ({@code "whiskers": [5, 95]}), the samples beyond them as outliers, and the mean on request.
 */
public final class Boxes implements KindCompiler<dev.figmark.model.Box> {

    /** The box's width, as a share of its category's. */
    static final double WIDTH = 0.5;
    /** How far whiskers reach by default, in interquartile ranges beyond the box. */
    static final double REACH = 1.5;
    /** The outline, median, whisker and cap widths, in points. */
    public static final double LINE_WIDTH = 0.8;
    static final double MEDIAN_WIDTH = 1.4;
    /** An outlier's size and edge, in points: lighter than the box, which is the figure's point. */
    static final double OUTLIER_SIZE = 3;
    static final double OUTLIER_EDGE = 0.5;
    /** How strongly a box is filled. */
    static final double FILL_OPACITY = 0.3;

    Boxes() {
    }

    @Override
    public DrawnSeries read(dev.figmark.model.Box series, SeriesPart part) {
        BoxStats stats = stats(series, part.samples(series, !series.across()));
        return part.category(data(series, stats, part.name()).with(Extras.NONE.box(stats)), series.across());
    }

    @Override
    public String words() {
        return "box plot";
    }

    @Override
    public double markCost() {
        return 0;
    }

    @Override
    public boolean inLegend() {
        return false;
    }

    @Override
    public void layers(dev.figmark.model.Box series, Drawing d, Consumer<Layer> add) {
        Turned.upright(d.data().across(), add).accept(layer(d.data().label(), d.data().extras().box(), d.xs()[0], d.look().color()));
    }

    @Override
    public LegendGuide.Swatch swatch(dev.figmark.model.Box series, Drawing d) {
        return new LegendGuide.Patch(d.look().color(), null);
    }

    @Override
    public void csv(dev.figmark.model.Box series, DrawnSeries d, int panel, DrawnTable table) {
        for (Object[] row : rows(d.extras().box())) {
            table.distribution(panel, d, row[0], row[1]);
        }
    }

    /** The box's statistics; errors name the JSON path. */
    public static BoxStats stats(dev.figmark.model.Box s, double[] samples) {
        double[] x = samples.clone();
        Arrays.sort(x);
        double q1 = quantile(x, 0.25);
        double median = quantile(x, 0.5);
        double q3 = quantile(x, 0.75);
        double low;
        double high;
        if (s.whiskers() != null) {
            low = quantile(x, s.whiskers().get(0) / 100);
            high = quantile(x, s.whiskers().get(1) / 100);
        } else {
            double reach = REACH * (q3 - q1);
            double lo = q1 - reach;
            double hi = q3 + reach;
            low = Arrays.stream(x).filter(v -> v >= lo).min().orElse(q1);
            high = Arrays.stream(x).filter(v -> v <= hi).max().orElse(q3);
        }
        double wl = low;
        double wh = high;
        double[] outliers = Arrays.stream(x).filter(v -> v < wl || v > wh).toArray();
        double mean = Boolean.TRUE.equals(s.mean()) ? DrawnSeries.decimal(Arrays.stream(x).average().orElse(Double.NaN)) : Double.NaN;
        return new BoxStats(q1, median, q3, low, high, outliers, mean);
    }

    /** The value below which a share of the sorted samples lies, interpolating linearly between ranks. */
    public static double quantile(double[] sorted, double share) {
        double at = share * (sorted.length - 1);
        int below = (int) Math.floor(at);
        int above = Math.min(sorted.length - 1, below + 1);
        return DrawnSeries.decimal(sorted[below] + (at - below) * (sorted[above] - sorted[below]));
    }

    /** The series as the description's other kinds see it: one category, its median, reaching from its lowest to highest drawn value. */
    public static DrawnSeries data(dev.figmark.model.Box s, BoxStats st, String label) {
        double lowest = Math.min(st.low(), Arrays.stream(st.outliers()).min().orElse(st.low()));
        double highest = Math.max(st.high(), Arrays.stream(st.outliers()).max().orElse(st.high()));
        return new DrawnSeries(label, new double[] {0}, new double[] {st.median()}, List.of(label), s,
                new double[] {lowest}, new double[] {highest});
    }

    /** The table's rows of a box: each statistic it draws, named, and each outlier. */
    static List<Object[]> rows(BoxStats st) {
        List<Object[]> out = new ArrayList<>();
        out.add(new Object[] {"whisker low", st.low()});
        out.add(new Object[] {"q1", st.q1()});
        out.add(new Object[] {"median", st.median()});
        out.add(new Object[] {"q3", st.q3()});
        out.add(new Object[] {"whisker high", st.high()});
        if (!Double.isNaN(st.mean())) {
            out.add(new Object[] {"mean", st.mean()});
        }
        for (double v : st.outliers()) {
            out.add(new Object[] {"outlier", v});
        }
        return out;
    }

    /** The box at a category position. */
    static Layer layer(String series, BoxStats st, double position, Color color) {
        return (frame, context, out) -> {
            double x0 = frame.px(position - WIDTH / 2);
            double x1 = frame.px(position + WIDTH / 2);
            double xc = frame.px(position);
            double cap = (x1 - x0) / 2;
            Stroke line = Stroke.solid(LINE_WIDTH, color);
            out.data(series, Polyline.segment(xc, frame.py(st.low()), xc, frame.py(st.q1()), line));
            out.data(series, Polyline.segment(xc, frame.py(st.q3()), xc, frame.py(st.high()), line));
            out.data(series, Polyline.segment(xc - cap / 2, frame.py(st.low()), xc + cap / 2, frame.py(st.low()), line));
            out.data(series, Polyline.segment(xc - cap / 2, frame.py(st.high()), xc + cap / 2, frame.py(st.high()), line));
            out.data(series, new Rect(Box.of(x0, frame.py(st.q3()), x1, frame.py(st.q1())), color.withOpacity(FILL_OPACITY), line));
            out.data(series, Polyline.segment(x0, frame.py(st.median()), x1, frame.py(st.median()), Stroke.solid(MEDIAN_WIDTH, color)));
            for (double v : st.outliers()) {
                out.data(series, new Marker(xc, frame.py(v), Marker.Shape.CIRCLE, OUTLIER_SIZE, Color.WHITE, color, OUTLIER_EDGE));
            }
            if (!Double.isNaN(st.mean())) {
                out.data(series, new Marker(xc, frame.py(st.mean()), Marker.Shape.DIAMOND, 4, color, Color.WHITE, 0.5));
            }
        };
    }
}
