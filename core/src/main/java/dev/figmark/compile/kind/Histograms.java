package dev.figmark.compile.kind;

import dev.figmark.chart.Turned;
import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Bins;
import dev.figmark.model.Histogram;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Histograms of raw samples: bins by count ({@code "bins": 20}), by their edges ({@code "bins": [0, 5, 10, 50]}) or
 * chosen as numpy's {@code "auto"} does (the narrower of the Freedman–Diaconis and Sturges widths); counts or, with
 * {@code "density": true}, a density whose bars' areas sum to one; filled bars or, with {@code "step": true}, their
 * outline only. Samples outside the edges are not counted; the last bin holds its right edge, as in numpy.
 */
public final class Histograms implements KindCompiler<Histogram> {

    /** The white line between neighbouring bars, in points. */
    static final double BAR_EDGE_PT = 0.5;

    Histograms() {
    }

    @Override
    public DrawnSeries read(Histogram series, SeriesPart part) {
        return part.labelled(data(series, part.samples(series, series.across()), part.path(), part.spec()));
    }

    @Override
    public String words() {
        return "histogram";
    }

    @Override
    public boolean fromZero() {
        return true;
    }

    @Override
    public boolean fills(Histogram series) {
        return !stepped(series);
    }

    @Override
    public void layers(Histogram series, Drawing d, Consumer<Layer> add) {
        Turned.upright(d.data().binsAcross(), add).accept(layer(series, d.data(), d.look().color(), d.stroke()));
    }

    @Override
    public LegendGuide.Swatch swatch(Histogram series, Drawing d) {
        Color color = d.look().color();
        return stepped(series) ? new LegendGuide.Line(d.stroke(), null, color, Color.WHITE) : new LegendGuide.Patch(color, null);
    }

    /**
     * The histogram as a series: x the {@code n + 1} bin edges, y each bin's height with the last repeated, the shape
     * of a step line rising after each point; the other way round for a horizontal one, whose bins run down y.
     */
    public static DrawnSeries data(Histogram s, double[] samples, String path, Context spec) {
        double[] edges = edges(s.bins(), samples);
        int n = edges.length - 1;
        double[] heights = new double[n + 1];
        int counted = 0;
        for (double v : samples) {
            if (v < edges[0] || v > edges[n]) {
                continue;
            }
            heights[bin(edges, v)]++;
            counted++;
        }
        if (counted == 0) {
            throw spec.error(path + ".bins", "no sample falls within the bins, from " + edges[0] + " to " + edges[n]);
        }
        if (Boolean.TRUE.equals(s.density())) {
            for (int i = 0; i < n; i++) {
                heights[i] = DrawnSeries.decimal(heights[i] / counted / (edges[i + 1] - edges[i]));
            }
        }
        heights[n] = heights[n - 1];
        return s.across() ? new DrawnSeries(DrawnSeries.labelOf(s), heights, edges, null, s) : new DrawnSeries(DrawnSeries.labelOf(s), edges, heights, null, s);
    }

    /** The bins' edges: given, or a count (or numpy's auto, the default) of equal bins over the samples' range. */
    public static double[] edges(Bins bins, double[] samples) {
        if (bins instanceof Bins.Edges e) {
            return e.edges().values();
        }
        double lo = Arrays.stream(samples).min().orElse(0);
        double hi = Arrays.stream(samples).max().orElse(1);
        if (lo == hi) {
            lo -= 0.5;
            hi += 0.5;
        }
        int count = bins instanceof Bins.Count c ? c.count() : auto(samples, lo, hi);
        double[] edges = new double[count + 1];
        for (int i = 0; i <= count; i++) {
            edges[i] = DrawnSeries.decimal(lo + (hi - lo) * i / count);
        }
        edges[count] = hi;
        return edges;
    }

    /** The bin of a value within the edges: the last holds its right edge, as in numpy. */
    public static int bin(double[] edges, double v) {
        int i = Arrays.binarySearch(edges, v);
        return i >= 0 ? Math.min(i, edges.length - 2) : -i - 2;
    }

    /** numpy's {@code bins="auto"}: the narrower of the Freedman–Diaconis and Sturges widths (Sturges when the IQR is 0). */
    static int auto(double[] samples, double lo, double hi) {
        double[] sorted = samples.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double sturges = (hi - lo) / (Math.log(n) / Math.log(2) + 1);
        double iqr = Boxes.quantile(sorted, 0.75) - Boxes.quantile(sorted, 0.25);
        double fd = 2 * iqr * Math.pow(n, -1.0 / 3);
        double width = fd > 0 ? Math.min(fd, sturges) : sturges;
        return (int) Math.max(1, Math.min(1000, Math.ceil((hi - lo) / width)));
    }

    /** Whether a histogram is drawn as steps, not filled bars. */
    static boolean stepped(Histogram s) {
        return Boolean.TRUE.equals(s.step());
    }

    /**
     * The bins as bars parted by a white line, or as their outline from zero to zero, drawn upright: a horizontal
     * histogram's are laid down by {@link dev.figmark.chart.Turned}, as a box across is.
     */
    static Layer layer(Histogram s, DrawnSeries d, Color color, Stroke outline) {
        double[] edges = d.binEdges();
        double[] heights = d.binHeights();
        boolean step = stepped(s);
        Stroke given = Bars.edge(s);
        Stroke edge = given != null ? given : Stroke.solid(BAR_EDGE_PT, Color.WHITE);
        return (frame, context, out) -> {
            int n = edges.length - 1;
            double zero = dev.figmark.chart.frame.Frame.base(frame.y(), 0);
            if (step) {
                double[] pts = new double[4 * n + 4];
                int k = 0;
                pts[k++] = frame.px(edges[0]);
                pts[k++] = frame.py(zero);
                for (int i = 0; i < n; i++) {
                    pts[k++] = frame.px(edges[i]);
                    pts[k++] = frame.py(heights[i]);
                    pts[k++] = frame.px(edges[i + 1]);
                    pts[k++] = frame.py(heights[i]);
                }
                pts[k++] = frame.px(edges[n]);
                pts[k] = frame.py(zero);
                out.data(d.label(), new Polyline(pts, outline));
                return;
            }
            for (int i = 0; i < n; i++) {
                if (!(heights[i] > 0)) {
                    continue; // an empty bin draws nothing, on a log axis too
                }
                Box box = Box.of(frame.px(edges[i]), frame.py(heights[i]), frame.px(edges[i + 1]), frame.py(zero));
                if (box.width() > 0 && box.height() > 0) {
                    out.data(d.label(), new Rect(box, color, edge));
                }
            }
        };
    }
}
