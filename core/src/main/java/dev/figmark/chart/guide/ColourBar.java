package dev.figmark.chart.guide;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.TickLocator;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The key of a heat map: its colour map as a bar right of the plot, as tall as the plot, with ticks and values and the
 * quantity's name. Drawn in vector slices so that it stays sharp at any zoom and every writer draws it alike.
 *
 * @param map     the colours
 * @param mapLow  the value at the map's low end
 * @param mapHigh the value at its high end (a diverging map's range is even about its centre)
 * @param middle  the value at the map's middle, each side spanning its half (matplotlib's TwoSlopeNorm); NaN for a
 *                map laid evenly from mapLow to mapHigh
 * @param low     the value at the bottom of the bar: the smallest drawn, so the bar shows only colours in use
 * @param high    the value at the top
 * @param label   what the colours measure (may be empty)
 * @param format  how tick values are written
 * @param marks   values marked across the bar, the heat map's contour levels
 * @param log     the map laid over tenfold steps of the values (matplotlib's LogNorm), every value above 0
 */
public record ColourBar(ColourMap map, double mapLow, double mapHigh, double middle, double low, double high, String label,
                        DoubleFunction<String> format, List<Double> marks, boolean log) implements Layer {

    /** Space between the plot and the bar, in points. */
    public static final double GAP_PT = 6.0;
    /** The width of a contour line, in points, over the cells and across the bar alike: above the cells' white gaps. */
    public static final double CONTOUR_WIDTH_PT = 1.0;
    /** The bar's width, in points. */
    public static final double WIDTH_PT = 7.0;
    /** Slices the gradient is drawn in: more than the eye parts at a column's height. */
    static final int SLICES = 64;
    /** Each slice reaches this far into the next, so that no renderer shows a seam between them. */
    static final double OVERLAP_PT = 0.25;

    public ColourBar {
        if (!(high > low) || !(mapHigh > mapLow) || !Double.isFinite(mapLow) || !Double.isFinite(mapHigh)) {
            throw new IllegalArgumentException("a colour bar needs low < high: " + low + ", " + high + " of " + mapLow + ", " + mapHigh);
        }
        if (!Double.isNaN(middle) && !(mapLow < middle && middle < mapHigh)) {
            throw new IllegalArgumentException("a two-slope colour bar needs its middle inside: " + middle + " of " + mapLow + ", " + mapHigh);
        }
        if (log && !(low > 0 && mapLow > 0)) {
            throw new IllegalArgumentException("a log colour bar needs values above 0: " + low + ", " + mapLow);
        }
        label = label == null ? "" : label;
        marks = List.copyOf(marks);
    }

    /** A bar laid evenly, or about its middle, over the values. */
    public ColourBar(ColourMap map, double mapLow, double mapHigh, double middle, double low, double high, String label, DoubleFunction<String> format,
                     List<Double> marks) {
        this(map, mapLow, mapHigh, middle, low, high, label, format, marks, false);
    }

    /** A bar whose map is laid evenly from mapLow to mapHigh, without marks. */
    public ColourBar(ColourMap map, double mapLow, double mapHigh, double low, double high, String label, DoubleFunction<String> format) {
        this(map, mapLow, mapHigh, Double.NaN, low, high, label, format, List.of(), false);
    }

    /** The colour of a value. */
    public Color colour(double value) {
        if (log) {
            return map.at(logShare(value, mapLow, mapHigh));
        }
        if (Double.isNaN(middle)) {
            return map.at((value - mapLow) / (mapHigh - mapLow));
        }
        return map.at(value < middle ? 0.5 * (value - mapLow) / (middle - mapLow) : 0.5 + 0.5 * (value - middle) / (mapHigh - middle));
    }

    /** Where a value sits along the bar, from 0 at its bottom to 1 at its top. */
    private double along(double value) {
        return log ? logShare(value, low, high) : (value - low) / (high - low);
    }

    /** The value a point along the bar stands for, from 0 at its bottom to 1 at its top. */
    private double at(double along) {
        return log ? Math.exp(Math.log(low) + along * (Math.log(high) - Math.log(low))) : low + (high - low) * along;
    }

    /**
     * How far {@code value} lies from {@code from} to {@code to} on a log scale, 0 to 1: by the difference of their
     * logarithms, as a ratio of the ends overflows where they lie hundreds of decades apart (1e-320 to 6).
     */
    private static double logShare(double value, double from, double to) {
        return (Math.log(value) - Math.log(from)) / (Math.log(to) - Math.log(from));
    }

    @Override
    public void draw(Frame frame, Context context, Output out) {
        Box plot = frame.plot();
        double x = plot.right() + GAP_PT;
        double slice = plot.height() / SLICES;
        for (int i = 0; i < SLICES; i++) {
            double bottom = plot.bottom() - i * slice;
            double top = Math.max(plot.y(), bottom - slice - (i + 1 < SLICES ? OVERLAP_PT : 0));
            out.free().add(Rect.filled(Box.of(x, top, x + WIDTH_PT, bottom), colour(at((i + 0.5) / SLICES))));
        }
        Stroke edge = Stroke.solid(0.5, Palette.AXIS);
        out.free().add(new Rect(new Box(x, plot.y(), WIDTH_PT, plot.height()), null, edge));
        for (double mark : marks) {
            if (mark >= low && mark <= high) {
                double y = plot.bottom() - along(mark) * plot.height();
                out.free().add(Polyline.segment(x, y, x + WIDTH_PT, y, Stroke.solid(CONTOUR_WIDTH_PT, Palette.INK)));
            }
        }
        Style style = context.style();
        double size = style.tickSize();
        int bins = TickLocator.bins(plot.height(), size * 2);
        double widest = 0;
        List<Double> decades = log ? Ticks.log(low, high, 10, Ticks.seedLogSubs(low, high), bins + 1) : List.of();
        for (double v : decades.size() >= 2 ? decades : Ticks.maxN(low, high, bins, 2, Ticks.AUTO_STEPS)) {
            if (v < low - 1e-9 * (high - low) || v > high + 1e-9 * (high - low)) {
                continue;
            }
            double y = plot.bottom() - along(v) * plot.height();
            out.free().add(Polyline.segment(x + WIDTH_PT, y, x + WIDTH_PT + 2, y, edge));
            Text t = context.type().text(x + WIDTH_PT + 4, y, format.apply(v), style.face(), size, Palette.INK2, Text.Anchor.START,
                    Text.Baseline.MIDDLE, false);
            widest = Math.max(widest, t.bounds().right());
            out.free().add(t);
        }
        if (!label.isEmpty()) {
            // A label longer than half again the bar wraps to lines beside each other, never shortened.
            List<String> lines = context.type().wrap(label, style.face(), style.labelSize(), Math.max(plot.height() * 1.5, 4 * size), 3);
            double lead = context.type().lineHeight(style.face(), style.labelSize());
            for (int k = 0; k < lines.size(); k++) {
                out.free().add(context.type().rich(Math.max(widest, x + WIDTH_PT + 4) + 2 + k * lead, plot.centerY(), lines.get(k), style.face(),
                        style.labelSize(), Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, true));
            }
        }
    }
}
