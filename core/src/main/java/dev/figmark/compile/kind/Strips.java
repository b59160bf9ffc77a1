package dev.figmark.compile.kind;

import dev.figmark.chart.Turned;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Strip;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import java.util.Collections;
import java.util.function.Consumer;

/**
 * Strips of raw samples: every sample a point at its category, spread across it by a jitter that is the same on every
 * machine, the fractional parts of the multiples of the golden ratio's conjugate (a low-discrepancy sequence: points
 * spread evenly, never in clumps, and no random generator's seed to keep), centred on the category.
 */
public final class Strips implements KindCompiler<Strip> {

    /** The golden ratio's conjugate, (√5 − 1) / 2, to the last bit numpy and Java give it. */
    static final double PHI = 0.6180339887498949;
    /** How far across its category a strip spreads, by default. */
    static final double JITTER = 0.5;
    /** A point's size, by default, in points. */
    static final double SIZE = 3;

    Strips() {
    }

    @Override
    public DrawnSeries read(Strip series, SeriesPart part) {
        return part.category(data(series, part.samples(series, !series.across()), part.name()), series.across());
    }

    @Override
    public String words() {
        return "strip plot";
    }

    @Override
    public boolean points() {
        return true;
    }

    @Override
    public boolean ownMarks() {
        return true;
    }

    @Override
    public boolean inLegend() {
        return false;
    }

    @Override
    public void layers(Strip series, Drawing d, Consumer<Layer> add) {
        Marker.Shape marker = d.look().marker() == null ? Marker.Shape.CIRCLE : d.look().marker();
        Turned.upright(d.data().across(), add).accept(layer(series, d.data(), d.xs()[0], d.look().color(), marker));
    }

    @Override
    public LegendGuide.Swatch swatch(Strip series, Drawing d) {
        return new LegendGuide.Patch(d.look().color(), null);
    }

    /** The offset of sample {@code i} from its category's centre, for a strip {@code width} of a category wide. */
    static double jitter(int i, double width) {
        return ((i * PHI) % 1.0 - 0.5) * width;
    }

    /** The strip as a series: each sample at its category, in the order given. */
    public static DrawnSeries data(Strip s, double[] samples, String label) {
        return new DrawnSeries(label, new double[samples.length], samples.clone(), Collections.nCopies(samples.length, label), s);
    }

    /** The points at their category's position. */
    static Layer layer(Strip s, DrawnSeries d, double position, Color color, Marker.Shape shape) {
        double width = s.jitter() == null ? JITTER : s.jitter();
        double size = s.markerSize() == null ? SIZE : s.markerSize();
        double[] y = d.y().clone();
        return (frame, context, out) -> {
            for (int i = 0; i < y.length; i++) {
                double px = frame.px(position + jitter(i, width));
                double py = frame.py(y[i]);
                if (Double.isFinite(px) && Double.isFinite(py)) {
                    out.data(d.label(), new Marker(px, py, shape, size, color, Color.WHITE, 0.3));
                }
            }
        };
    }
}
