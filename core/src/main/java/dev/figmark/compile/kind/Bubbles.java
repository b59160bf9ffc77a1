package dev.figmark.compile.kind;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.look.Markers;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Points of a scatter sized by a field (each point's area proportional to its value, the largest drawn
 * {@link #LARGEST_PT} across, with a size legend of round values) or coloured by a field of numbers (a colour map
 * with its colour bar beside the plot), and labels beside points, each where it covers no data (or left out and
 * said).
 */
public final class Bubbles {

    /** The diameter of the point of the largest size, in points. */
    static final double LARGEST_PT = 16;
    /** Points smaller than this are drawn this size, so that every point stays visible, in points. */
    static final double SMALLEST_PT = 2;
    /** How far a label sits from its point's edge, in points. */
    static final double LABEL_GAP = 2;

    private Bubbles() {
    }

    /** A point's diameter for a value, with {@code largest} the largest value of the figure's series. */
    static double diameter(double value, double largest) {
        return Math.max(SMALLEST_PT, LARGEST_PT * Math.sqrt(Math.max(0, value) / largest));
    }

    /** The largest size of all the series, which the largest point stands for. */
    public static double largest(List<List<DrawnSeries>> panels) {
        double most = 0;
        for (List<DrawnSeries> panel : panels) {
            for (DrawnSeries d : panel) {
                if (d.extras().sizes() != null && d.spec() instanceof Scatter) {
                    for (double v : d.extras().sizes()) {
                        most = Math.max(most, v);
                    }
                }
            }
        }
        return most;
    }

    /** The colour bar of a scatter's colour field: viridis over the values drawn. */
    public static ColourBar bar(DrawnSeries d, String field) {
        double lo = java.util.Arrays.stream(d.extras().shades()).min().orElse(0);
        double hi = java.util.Arrays.stream(d.extras().shades()).max().orElse(1);
        if (!(hi > lo)) {
            double pad = lo == 0 ? 1 : Math.abs(lo) * 0.05;
            lo -= pad;
            hi += pad;
        }
        return new ColourBar(ColourMap.VIRIDIS, lo, hi, lo, hi, field, Formats.uniform(d.extras().shades()));
    }

    /** The points, each its own size and colour (the series' colour where it has no colour field). */
    public static Layer points(DrawnSeries d, double[] xs, Marker.Shape shape, Color color, ColourBar bar, double largest) {
        double[] x = xs.clone();
        double[] y = d.y().clone();
        double[] sizes = d.extras().sizes();
        double[] shades = d.extras().shades();
        return (frame, context, out) -> {
            for (int i = 0; i < x.length; i++) {
                double px = frame.px(x[i]);
                double py = frame.py(y[i]);
                if (!Double.isFinite(px) || !Double.isFinite(py)) {
                    continue;
                }
                double size = sizes == null ? Markers.size(shape, Markers.POINT) : diameter(sizes[i], largest);
                Color face = shades == null ? color : bar.colour(shades[i]);
                out.data(d.label(), new Marker(px, py, shape, size, sizes == null ? face : face.withOpacity(0.8), Color.WHITE, 0.5));
            }
        };
    }

    /** The size legend: three round values within the sizes drawn, the first named by the field. */
    public static List<LegendGuide.Entry> sizeEntries(String title, double largest, double smallest) {
        List<Double> values = new ArrayList<>();
        for (double v : Ticks.maxN(0, largest, 3, 2)) {
            if (v > 0 && v >= smallest * 0.5 && v <= largest) {
                values.add(v);
            }
        }
        if (values.isEmpty()) {
            values.add(largest);
        }
        List<LegendGuide.Entry> out = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String text = shortNumber(values.get(i));
            out.add(new LegendGuide.Entry(i == 0 ? title + " " + text : text, new LegendGuide.Symbol(Marker.Shape.CIRCLE, Color.hex("#9a9a9a"), Color.WHITE, 0.5,
                    diameter(values.get(i), largest))));
        }
        return out;
    }

    /** The suffixes of thousands, millions, billions and trillions, as model sizes and counts are written. */
    private static final String[] SUFFIXES = {"", "K", "M", "B", "T"};

    /**
     * A size legend's number, short: 750, 12K, 7B, 1.5T, and past trillions a power of ten in markup (2.5×10^{24}),
     * where it was Python's 2.5e+24.
     */
    public static String shortNumber(double v) {
        int k = 0;
        double scaled = v;
        while (Math.abs(scaled) >= 1000 && k < SUFFIXES.length - 1) {
            scaled /= 1000;
            k++;
        }
        if (Math.abs(scaled) < 1000) {
            return dev.figmark.chart.scale.PyFormat.g(Double.parseDouble(String.format(java.util.Locale.ROOT, "%.3g", scaled))) + SUFFIXES[k];
        }
        int exponent = (int) Math.floor(Math.log10(Math.abs(v)));
        double mantissa = Double.parseDouble(String.format(java.util.Locale.ROOT, "%.3g", v / Math.pow(10, exponent)));
        return dev.figmark.chart.scale.PyFormat.g(mantissa) + "×10^{" + exponent + "}";
    }

    /**
     * Which points of a series take their label: every one, the last in x order, or those of the least and greatest y
     * (a line's {@code labels_at}).
     */
    public static boolean[] labelled(Series record, double[] xs, double[] y) {
        Series.LabelsAt at = record instanceof dev.figmark.model.Labelled l ? l.labelsAt() : null;
        boolean[] out = new boolean[xs.length];
        int last = -1;
        int least = -1;
        int greatest = -1;
        for (int i = 0; i < xs.length; i++) {
            out[i] = at == null || at == Series.LabelsAt.EVERY;
            if (Double.isFinite(xs[i]) && Double.isFinite(y[i])) {
                last = last < 0 || xs[i] >= xs[last] ? i : last;
                least = least < 0 || y[i] < y[least] ? i : least;
                greatest = greatest < 0 || y[i] > y[greatest] ? i : greatest;
            }
        }
        if (at == Series.LabelsAt.LAST && last >= 0) {
            out[last] = true;
        } else if (at == Series.LabelsAt.EXTREMES && least >= 0) {
            out[least] = true;
            out[greatest] = true;
        }
        return out;
    }

    /**
     * A line's or step's name at its last point (a legend at "end"): beside the point where it covers nothing, else in
     * the margin right of the plot, else farther off, a leader line in its colour tying the name to it, as directlabels
     * puts it; the name in ink, which reads in grey print whatever the line's colour.
     */
    public static Layer end(String name, double[] xs, double[] ys, Color color) {
        double[] x = xs.clone();
        double[] y = ys.clone();
        return (frame, context, out) -> {
            int last = -1;
            for (int i = 0; i < x.length; i++) {
                if (Double.isFinite(frame.px(x[i])) && Double.isFinite(frame.py(y[i])) && (last < 0 || x[i] >= x[last])) {
                    last = i;
                }
            }
            if (last < 0) {
                return;
            }
            double px = frame.px(x[last]);
            double py = frame.py(y[last]);
            List<List<Text>> places = new ArrayList<>();
            for (double dy : new double[] {0, -4, 4, -8, 8}) {
                places.add(List.of(context.type().text(px + LABEL_GAP, py + dy, name, context.style().face(), context.style().tickSize(),
                        Palette.INK2, Text.Anchor.START, Text.Baseline.MIDDLE, false)));
            }
            out.notes().add(new Layer.Note(name, places).atLineEnd(px, py, color));
            out.labels(name, px, py);
        };
    }

    /**
     * A label beside each point where it covers no data or other text, else farther off with a leader line, else in the
     * margin; else left out and said, or, where the labels are required, the figure refused naming it.
     */
    public static Layer labels(DrawnSeries d, double[] xs, Color color, double largest, Marker.Shape shape, boolean[] shown, boolean required) {
        double[] x = xs.clone();
        double[] y = d.y().clone();
        List<String> texts = new ArrayList<>(d.extras().labels());
        for (int i = 0; i < texts.size(); i++) {
            texts.set(i, shown[i] ? texts.get(i) : "");
        }
        double[] sizes = d.extras().sizes();
        return (frame, context, out) -> {
            for (int i = 0; i < x.length; i++) {
                double px = frame.px(x[i]);
                double py = frame.py(y[i]);
                if (!Double.isFinite(px) || !Double.isFinite(py) || texts.get(i).isEmpty()) {
                    continue;
                }
                double r = (sizes == null ? Markers.size(shape, Markers.POINT) : diameter(sizes[i], largest)) / 2 + LABEL_GAP;
                List<List<Text>> places = new ArrayList<>();
                for (double off : new double[] {0, 6, 12}) {
                    for (boolean right : new boolean[] {true, false}) {
                        for (double dy : off == 0 ? new double[] {0} : new double[] {-off, off}) {
                            places.add(List.of(context.type().text(right ? px + r : px - r, py + dy, texts.get(i), context.style().face(),
                                    context.style().tickSize(), Palette.INK2, right ? Text.Anchor.START : Text.Anchor.END, Text.Baseline.MIDDLE, false)));
                        }
                    }
                    places.add(List.of(context.type().text(px, py - r - off, texts.get(i), context.style().face(), context.style().tickSize(),
                            Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false)));
                    places.add(List.of(context.type().text(px, py + r + off, texts.get(i), context.style().face(), context.style().tickSize(),
                            Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, false)));
                }
                Layer.Note label = new Layer.Note(texts.get(i), places).leadered(px, py, r - LABEL_GAP);
                out.notes().add(required ? label.required() : label);
                out.labels(texts.get(i), px, py);
            }
        };
    }
}
