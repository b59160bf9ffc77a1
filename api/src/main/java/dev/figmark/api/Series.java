package dev.figmark.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One series of a panel: lines, steps, points, bars, error bars, bands, areas, distributions (ECDF, box, histogram)
 * or a heat map, with a label for the legend. Colours, line styles and markers
 * come from the palette unless given. Immutable: each method returns a new series.
 */
public final class Series {

    /** The symbol at each data point. */
    public enum Marker {
        /** No symbol. */
        NONE,
        /** A circle. */
        CIRCLE,
        /** A square. */
        SQUARE,
        /** A triangle pointing up. */
        TRIANGLE_UP,
        /** A triangle pointing down. */
        TRIANGLE_DOWN,
        /** A diamond. */
        DIAMOND
    }

    /** How a line is drawn. */
    public enum LineStyle {
        /** Unbroken. */
        SOLID,
        /** Long dashes. */
        DASHED,
        /** Dots. */
        DOTTED,
        /** Dashes and dots. */
        DASHDOT
    }

    private final Map<String, Object> json;

    private Series(Map<String, Object> json) {
        this.json = json;
    }

    /**
     * A line through the points, in the order given.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    public static Series line(String label, double[] x, double[] y) {
        return numeric("line", label, x, y);
    }

    /**
     * A step line: each value holds until the next x, as a CDF is drawn.
     *
     * @param label the legend's name for it
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    public static Series step(String label, double[] x, double[] y) {
        return numeric("step", label, x, y);
    }

    /**
     * Points without a line.
     *
     * @param label the legend's name for them
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    public static Series scatter(String label, double[] x, double[] y) {
        return numeric("scatter", label, x, y);
    }

    /**
     * Vertical bars, one per category; several bar series in a panel stand side by side.
     *
     * @param label      the legend's name for them
     * @param categories the category of each bar, in order
     * @param values     the bars' heights, as many as categories
     * @return the series
     */
    public static Series bars(String label, List<String> categories, double[] values) {
        return categorical("bar", label, categories, values);
    }

    /**
     * Horizontal bars, one per category, the first at the top.
     *
     * @param label      the legend's name for them
     * @param categories the category of each bar, in order
     * @param values     the bars' lengths, as many as categories
     * @return the series
     */
    public static Series hbars(String label, List<String> categories, double[] values) {
        return categorical("hbar", label, categories, values);
    }

    /**
     * Points with vertical error bars from {@code y - err} to {@code y + err}.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @param err   each value's distance to either end of its bar, as many as y
     * @return the series
     */
    public static Series errorBars(String label, double[] x, double[] y, double[] err) {
        return numeric("errorbar", label, x, y).with("y_err", numbers(err));
    }

    /**
     * A line through the points over a shaded band from {@code low} to {@code high}: a confidence interval, a range.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @param low   the band's lower edge at each x
     * @param high  its upper edge at each x
     * @return the series
     */
    public static Series band(String label, double[] x, double[] y, double[] low, double[] high) {
        return numeric("band", label, x, y).with("y_low", numbers(low)).with("y_high", numbers(high));
    }

    /**
     * The area between zero and the line through the points; {@link #stacked()} stacks it on the panel's earlier ones.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    public static Series area(String label, double[] x, double[] y) {
        return numeric("area", label, x, y);
    }

    /**
     * The empirical distribution of raw samples: the share of them at or below each value.
     *
     * @param label   the legend's name for it; empty for none
     * @param samples the samples, in any order
     * @return the series
     */
    public static Series ecdf(String label, double[] samples) {
        return sampled("ecdf", label, samples);
    }

    /**
     * A box plot of raw samples at its label: quartiles, whiskers at 1.5 IQR, outliers.
     *
     * @param label   its category's name
     * @param samples the samples
     * @return the series
     */
    public static Series box(String label, double[] samples) {
        return sampled("box", label, samples);
    }

    /**
     * A histogram of raw samples in {@code bins} equal bins over their range.
     *
     * @param label   the legend's name for it; empty for none
     * @param samples the samples
     * @param bins    how many bins
     * @return the series
     */
    public static Series histogram(String label, double[] samples, int bins) {
        return sampled("histogram", label, samples).with("bins", bins);
    }

    /**
     * A heat map: each value a cell in the colour of its value, a colour bar beside it; NaN leaves a cell empty.
     *
     * @param label   what the values measure, written by the colour bar
     * @param columns the names along x
     * @param rows    the names down y, the first at the top
     * @param values  one row of values per row name, each with one value per column name
     * @return the series
     */
    public static Series heatmap(String label, List<String> columns, List<String> rows, double[][] values) {
        List<Object> z = new ArrayList<>();
        for (double[] row : values) {
            z.add(numbers(row));
        }
        return of("heatmap", label, new ArrayList<Object>(columns), new ArrayList<Object>(rows)).with("z", z);
    }

    private static Series sampled(String kind, String label, double[] samples) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("kind", kind);
        json.put("label", label == null ? "" : label);
        json.put("samples", numbers(samples));
        return new Series(json);
    }

    private static Series numeric(String kind, String label, double[] x, double[] y) {
        List<Object> xs = new ArrayList<>(x.length);
        for (double v : x) {
            xs.add(v);
        }
        return of(kind, label, xs, numbers(y));
    }

    private static Series categorical(String kind, String label, List<String> categories, double[] values) {
        return of(kind, label, new ArrayList<Object>(categories), numbers(values));
    }

    private static Series of(String kind, String label, List<Object> x, List<Object> y) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("kind", kind);
        json.put("label", label == null ? "" : label);
        json.put("x", x);
        json.put("y", y);
        return new Series(json);
    }

    /** Numbers as the description holds them; NaN and infinities are left out of a plot as JSON's null is. */
    private static List<Object> numbers(double[] values) {
        List<Object> out = new ArrayList<>(values.length);
        for (double v : values) {
            out.add(Double.isFinite(v) ? (Object) v : null);
        }
        return out;
    }

    /**
     * The same series in a colour of its own.
     *
     * @param hex {@code #rrggbb}
     * @return a new series
     */
    public Series color(String hex) {
        return with("color", hex);
    }

    /**
     * The same series with a symbol at each point.
     *
     * @param marker the symbol
     * @return a new series
     */
    public Series marker(Marker marker) {
        return with("marker", marker.name().toLowerCase(Locale.ROOT));
    }

    /**
     * The same series drawn in a line style.
     *
     * @param style the line style
     * @return a new series
     */
    public Series lineStyle(LineStyle style) {
        return with("line_style", style.name().toLowerCase(Locale.ROOT));
    }

    /**
     * The same series stacked on the panel's earlier stacked series of its kind (bars, areas).
     *
     * @return a new series
     */
    public Series stacked() {
        return with("stack", true);
    }

    /**
     * The same series drawn against the panel's second y axis, on the right ({@link Panel.Builder#y2}).
     *
     * @return a new series
     */
    public Series onRightAxis() {
        return with("axis", "y2");
    }

    /**
     * The same distribution with markers and values at these percentiles (an {@link #ecdf}).
     *
     * @param percents such as 50 and 99
     * @return a new series
     */
    public Series percentiles(double... percents) {
        List<Object> list = new ArrayList<>();
        for (double p : percents) {
            list.add(p);
        }
        return with("percentiles", list);
    }

    /**
     * The same heat map in a diverging colour map (RdBu) centred on a value, such as 1 for speed-ups.
     *
     * @param center the value at the map's light middle
     * @return a new series
     */
    public Series diverging(double center) {
        return with("colormap", "RdBu").with("center", center);
    }

    private Series with(String key, Object value) {
        Map<String, Object> copy = new LinkedHashMap<>(json);
        copy.put(key, value);
        return new Series(copy);
    }

    /** The series as the JSON description says it. */
    Map<String, Object> json() {
        return json;
    }
}
