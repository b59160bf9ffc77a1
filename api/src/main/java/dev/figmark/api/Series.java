package dev.figmark.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One series of a panel: lines, steps, points or bars, with a label for the legend. Colours, line styles and markers
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
