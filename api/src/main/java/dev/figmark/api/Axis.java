package dev.figmark.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One axis of a panel: its label, its scale by name, and optionally fixed limits and ticks. Without limits, the range
 * fits the data; without ticks, they are placed as matplotlib places them. Immutable: each method returns a new axis.
 */
public final class Axis {

    private final Map<String, Object> json;

    private Axis(Map<String, Object> json) {
        this.json = json;
    }

    /**
     * A linear axis.
     *
     * @param label the axis label; {@code _{}} and {@code ^{}} make sub- and superscripts
     * @return the axis
     */
    public static Axis linear(String label) {
        return scaled(label, "linear");
    }

    /**
     * A base-10 logarithmic axis, ticks at powers of ten.
     *
     * @param label the axis label
     * @return the axis
     */
    public static Axis log10(String label) {
        return scaled(label, "log10");
    }

    /**
     * A base-2 logarithmic axis, ticks at powers of two: client counts, batch sizes, message sizes.
     *
     * @param label the axis label
     * @return the axis
     */
    public static Axis log2(String label) {
        return scaled(label, "log2");
    }

    private static Axis scaled(String label, String scale) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("label", label == null ? "" : label);
        json.put("scale", scale);
        return new Axis(json);
    }

    /**
     * The same axis over a fixed range.
     *
     * @param low  the low end
     * @param high the high end, above {@code low}
     * @return a new axis
     */
    public Axis limits(double low, double high) {
        return with("limits", List.of(low, high));
    }

    /**
     * The same axis, broken: values from {@code from} to {@code to} left out, with a break mark (linear y axes).
     *
     * @param from the lowest value left out
     * @param to   the highest
     * @return a new axis
     */
    public Axis broken(double from, double to) {
        return with("break", List.of(from, to));
    }

    /**
     * The same axis with ticks at the given values.
     *
     * @param values where ticks go
     * @return a new axis
     */
    public Axis ticks(double... values) {
        List<Object> list = new ArrayList<>();
        for (double v : values) {
            list.add(v);
        }
        return with("ticks", list);
    }

    private Axis with(String key, Object value) {
        Map<String, Object> copy = new LinkedHashMap<>(json);
        copy.put(key, value);
        return new Axis(copy);
    }

    /** The axis as the JSON description says it. */
    Map<String, Object> json() {
        return json;
    }
}
