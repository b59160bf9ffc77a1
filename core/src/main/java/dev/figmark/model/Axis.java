package dev.figmark.model;

import java.util.List;

/**
 * An axis of a panel: its label, and for numbers its scale, range and ticks, for categories their order. Which of
 * the two an axis is follows from its series' values; a field for the other kind is refused.
 *
 * <pre>{@code
 * Axis clients = Axis.log2("concurrent clients").ticks(1, 8, 64).format(NumberFormat.PLAIN);
 * Axis models = Axis.categories("model", Axis.Order.SORTED);
 * Axis latency = Axis.linear("ms").limits(0, 500).broken(120, 400);
 * }</pre>
 *
 * @param label      the axis label, with the markup of any text ({@code _{sub}}, {@code ^{super}}, {@code *italic*})
 * @param scale      linear (default), log or log10, log2
 * @param limits     [low, high] instead of the range of the values; either may be null, leaving that end to the values,
 *                   as {@code [0, null]} starts the axis at 0 (matplotlib's {@code set_ylim(bottom=0)}); or ends from
 *                   the values drawn, {@code {"max": 1.1}} a tenth above the largest (and {@code "min"} a factor of the
 *                   least)
 * @param ticks      tick positions instead of those chosen for the axis's length
 * @param tickLabels a label for each of ticks
 * @param format     how tick values are written: compact (4K, 1.2M), plain (as Python's g), percent, binary (8K,
 *                   512K, 1M for powers of two)
 * @param order      categories in the order given (default), sorted in natural order (8B, 70B, 405B), or
 *                   descending; a heat map's columns (x) and rows (y) too
 * @param gap        y: leave out the values between these two, with a break mark, so that one tall outlier does not
 *                   flatten the rest (linear axes)
 * @param dateFormat how the dates of a time axis are written, by strftime's directives (%Y %y %m %b %B %d %e %H %M
 *        %S %a %j %p), in English and UTC, such as "%b %d" (default: by the ticks' step: 14:30, Mar 2, Mar 2026,
 *        2026)
 * @param tickAngle x's tick labels turned counter-clockwise by this many degrees, each ending at its tick, as
 *        matplotlib's rotation=45 with ha="right" (default: level, wrapped or upright only as room needs)
 * @param seriesColor a y axis drawn (line, ticks, numbers and label) in the colour of the series drawn against it, as
 *        twin-axis figures draw each axis in its line's colour; its series must share one colour
 * @param invert     the axis drawn from its high end to its low (matplotlib's {@code invert_yaxis()}): ranks, depths,
 *        latency where lower is better drawn higher
 * @param type       {@code "category"}: x's numbers are categories, one place each in natural order, as seaborn draws
 *        bars over numbers (batch 1, 2, 4 … 64 side by side, not hairlines at their values on a log axis)
 * @param dateTicks  a time axis's ticks at these dates instead of those chosen for its length, in ISO 8601 as the data
 *        writes them ("2026-03-01", "2026-03-01T12:00"), written by date_format or tick_labels (default: by their step)
 */
@OneFieldCopies
public record Axis(String label, Scale scale, Limits limits, List<Double> ticks, List<String> tickLabels, NumberFormat format,
                   Order order, @Key("break") List<Double> gap, String dateFormat, Boolean seriesColor,
                   @Range(min = 0, max = 90) Double tickAngle, Type type, Boolean invert, List<String> dateTicks) implements AxisCopies {

    /** What an axis's values are, where its series' values alone would say otherwise. */
    public enum Type {
        /** Categories, one place each, numbers among them in natural order. */
        CATEGORY
    }

    /** How values map onto the axis. */
    public enum Scale {
        /** Evenly. */
        LINEAR,
        /** Powers of ten evenly apart: the same as log10. */
        LOG,
        /** Powers of ten evenly apart. */
        LOG10,
        /** Powers of two evenly apart. */
        LOG2
    }

    /** The order of categories along an axis. */
    public enum Order {
        /** As the series give them. */
        GIVEN,
        /** Natural order: runs of digits compare as numbers, so 8B comes before 70B and 405B. */
        SORTED,
        /** Natural order, reversed. */
        DESCENDING
    }

    /** Checks the fields that must agree. */
    public Axis {
        ticks = Copies.list(ticks);
        dateTicks = Copies.list(dateTicks);
        tickLabels = Copies.list(tickLabels);
        gap = Copies.list(gap);
        boolean log = scale != null && scale != Scale.LINEAR;
        if (dateFormat != null && (log || format != null)) {
            throw new FigureException("date_format", log ? "a time axis is linear; a log scale takes no date_format" : "give format (numbers) or date_format (dates), not both");
        }
        if (log && limits instanceof Limits.Fixed f && (f.low() != null && !(f.low() > 0) || f.high() != null && !(f.high() > 0))) {
            throw new FigureException("limits", "a log scale needs 0 < low < high");
        }
        if (ticks != null && dateTicks != null) {
            throw new FigureException("date_ticks", "places a time axis's ticks, and ticks places those of numbers; give one");
        }
        List<?> placed = ticks != null ? ticks : dateTicks;
        if (tickLabels != null && placed == null) {
            throw new FigureException("tick_labels", "needs \"ticks\" (or \"date_ticks\") to say where the labels go");
        }
        if (tickLabels != null && tickLabels.size() != placed.size()) {
            throw new FigureException("tick_labels", "has " + tickLabels.size() + " labels for " + placed.size() + " ticks");
        }
        if (gap != null && (gap.size() != 2 || !(gap.get(1) > gap.get(0)))) {
            throw new FigureException("break", "takes [from, to] with from < to");
        }
        if (gap != null && log) {
            throw new FigureException("break", "a break is for a linear y axis");
        }
    }

    /**
     * A linear axis with a label.
     *
     * @param label the label; empty for none
     * @return the axis
     */
    public static Axis linear(String label) {
        return new Axis(label, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A base-10 logarithmic axis with a label.
     *
     * @param label the label
     * @return the axis
     */
    public static Axis log10(String label) {
        return new Axis(label, Scale.LOG10, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A base-2 logarithmic axis with a label (ticks at powers of two).
     *
     * @param label the label
     * @return the axis
     */
    public static Axis log2(String label) {
        return new Axis(label, Scale.LOG2, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A category axis with a label, its categories in an order.
     *
     * @param label the label
     * @param order the categories' order
     * @return the axis
     */
    public static Axis categories(String label, Order order) {
        return new Axis(label, null, null, null, null, null, order, null, null, null, null, null, null, null);
    }

    /**
     * The same axis over a fixed range.
     *
     * @param low  the low end
     * @param high the high end
     * @return a new axis
     */
    public Axis limits(double low, double high) {
        return limits(Limits.of(low, high));
    }

    /**
     * The same axis with one end fixed and the other left to the values: {@code limits(0.0, null)} starts it at 0.
     *
     * @param low  the low end, or null for the values'
     * @param high the high end, or null for the values'
     * @return a new axis
     */
    public Axis limits(Double low, Double high) {
        return limits(Limits.of(low, high));
    }

    /**
     * The same axis with ticks at fixed positions, labelled in its format.
     *
     * @param positions the positions
     * @return a new axis
     */
    public Axis ticks(double... positions) {
        return ticks(java.util.Arrays.stream(FigureException.notNull(positions, "ticks")).boxed().toList());
    }

    /**
     * The same axis with a label for each tick.
     *
     * @param labels one per tick
     * @return a new axis
     */
    public Axis tickLabels(String... labels) {
        return tickLabels(List.of(FigureException.noNulls("tick_labels", labels)));
    }

    /**
     * The same y axis broken between two values.
     *
     * @param from where the left-out values begin
     * @param to   where they end
     * @return a new axis
     */
    public Axis broken(double from, double to) {
        return gap(List.of(from, to));
    }

    /**
     * Whether the axis is logarithmic.
     *
     * @return true for log, log10 and log2
     */
    public boolean log() {
        return scale != null && scale != Scale.LINEAR;
    }
}
