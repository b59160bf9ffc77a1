package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Ecdf;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * An ECDF of raw samples ({@code "kind": "ecdf"}): the empirical distribution function (the share of samples at or
 * below each value), or with {@code "complementary": true} the share at or above it, for tails on a log axis; markers
 * with their values at the percentiles asked for ({@code "percentiles": [50, 99]}).
 */
public final class Ecdfs implements KindCompiler<Ecdf> {

    /** A percentile marker's size, in points. */
    static final double MARKER_SIZE = 4.5;
    /** A percentile's label's distance from its marker, in points. */
    static final double LABEL_GAP = 3;
    /** How far up or down a label may move from beside its marker to find room, in points. */
    static final double[] OFFSETS = {0, 8, 16, 24, 32};

    Ecdfs() {
    }

    @Override
    public DrawnSeries read(Ecdf series, SeriesPart part) {
        return part.labelled(ecdf(series, part.samples(series, false)));
    }

    @Override
    public String words() {
        return "cumulative distribution";
    }

    @Override
    public double markCost() {
        return PATH_POINT;
    }

    @Override
    public void layers(Ecdf series, Drawing d, Consumer<Layer> add) {
        add.accept(Layers.steps(d.points(), d.stroke()));
        if (series.percentiles() != null && !series.percentiles().isEmpty()) {
            add.accept(percentiles(d.data(), d.look().color()));
        }
    }

    /** The step function of the samples: x the sorted samples, y the share at or below (or at or above) each. */
    public static DrawnSeries ecdf(Ecdf s, double[] samples) {
        double[] x = samples.clone();
        Arrays.sort(x);
        int n = x.length;
        boolean complementary = Boolean.TRUE.equals(s.complementary());
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = DrawnSeries.decimal(complementary ? (n - i) / (double) n : (i + 1) / (double) n);
        }
        return new DrawnSeries(DrawnSeries.labelOf(s), x, y, null, s);
    }

    /** The sample at a percentile, by nearest rank: the smallest with at least that share of samples at or below it. */
    public static double percentile(double[] sorted, double percent) {
        return sorted[rank(sorted.length, percent)];
    }

    /** The index of a percentile's sample among n sorted ones, by nearest rank. */
    static int rank(int n, double percent) {
        return Math.max(0, Math.min(n - 1, (int) Math.ceil(percent / 100 * n) - 1));
    }

    /**
     * Markers at the percentiles asked for, each with "p99 290.8" beside it where it covers no data, in its series'
     * colour: with three curves the labels of their tails sit close together.
     */
    static Layer percentiles(DrawnSeries d, Color color) {
        List<double[]> points = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Ecdf e = (Ecdf) d.spec();
        boolean complementary = Boolean.TRUE.equals(e.complementary());
        for (double percent : e.percentiles()) {
            int rank = rank(d.x().length, percent);
            double value = d.x()[rank];
            points.add(new double[] {value, d.y()[rank]});
            names.add("p" + Formats.plain(percent) + " " + Formats.label(value));
        }
        return (frame, context, out) -> {
            Style style = context.style();
            for (int i = 0; i < points.size(); i++) {
                double px = frame.px(points.get(i)[0]);
                double py = frame.py(points.get(i)[1]);
                if (!Double.isFinite(px) || !Double.isFinite(py)) {
                    continue;
                }
                out.free().add(new Marker(px, py, Marker.Shape.CIRCLE, MARKER_SIZE, Color.WHITE, color, 1.0));
                String name = names.get(i);
                List<List<Text>> places = new ArrayList<>();
                // Beside the point, right of a rising curve's first (left of a falling one's), then further off in
                // each direction: the first place that covers no data wins.
                boolean rightFirst = !complementary;
                for (double off : OFFSETS) {
                    for (boolean right : new boolean[] {rightFirst, !rightFirst}) {
                        for (double dy : new double[] {0, off, -off}) {
                            places.add(List.of(context.type().text(right ? px + LABEL_GAP : px - LABEL_GAP, py + dy, name, style.face(),
                                    style.tickSize(), color, right ? Text.Anchor.START : Text.Anchor.END, Text.Baseline.MIDDLE, false)));
                        }
                    }
                    places.add(List.of(context.type().text(px, py - LABEL_GAP - off, name, style.face(), style.tickSize(), color,
                            Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false)));
                    places.add(List.of(context.type().text(px, py + LABEL_GAP + off, name, style.face(), style.tickSize(), color,
                            Text.Anchor.MIDDLE, Text.Baseline.TOP, false)));
                }
                out.notes().add(new Layer.Note(name, places).leadered(px, py, MARKER_SIZE / 2));
                out.labels(name, px, py);
            }
        };
    }
}
