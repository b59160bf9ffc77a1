package dev.figmark.compile;

import dev.figmark.chart.scale.CalendarTicks;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Tick;
import dev.figmark.model.Axis;
import dev.figmark.model.NumberFormat;
import dev.figmark.model.Spelling;
import java.util.function.DoubleFunction;

/** How an axis writes its numbers, and a word when what it is asked writes its values as something else. */
final class AxisFormat {

    /** Values a percent axis takes as shares: beyond ten (1,000 %), they are percentages written as shares by mistake. */
    static final double SHARES_AT_MOST = 10;

    private AxisFormat() {
    }

    /**
     * The format of an axis over values from {@code lo} to {@code hi}: compact (one style of large numbers for the whole
     * figure, decided by {@code largest}) unless another is asked; a percent axis whose values reach past
     * {@link #SHARES_AT_MOST} (percentages already, 0 to 100, written 0 % to 10,000 %) is said in one warning.
     */
    static DoubleFunction<String> of(Axis spec, boolean log2, double largest, double lo, double hi, String path, FigureSpec description) {
        DoubleFunction<String> format = spec.format() == null && !log2 || spec.format() == NumberFormat.COMPACT
                ? Formats.compactFor(largest) : Formats.named(spec.format() != null ? dev.figmark.model.Spelling.of(spec.format()) : "plain");
        double far = Math.abs(hi) >= Math.abs(lo) ? hi : lo;
        if (spec.format() == NumberFormat.PERCENT && Double.isFinite(far) && Math.abs(far) > SHARES_AT_MOST) {
            description.warn("warning: " + description.where() + ": " + path + ".format: \"percent\" writes shares as percentages (0.25 as 25%), but these values reach " + Formats.plain(far)
                    + ", written " + format.apply(far) + "; for values that are percentages already, leave \"format\" out and put % in the label");
        }
        return format;
    }

    /** A time axis's ticks at the dates given (date_ticks), each checked as the data's dates are, written as asked. */
    static java.util.List<Tick> dateTicks(Axis spec, String path, FigureSpec description) {
        java.util.List<Double> at = new java.util.ArrayList<>();
        for (int i = 0; i < spec.dateTicks().size(); i++) {
            long t = dev.figmark.table.Cell.time(spec.dateTicks().get(i));
            if (t == dev.figmark.table.Column.Times.MISSING) {
                throw description.error(path + ".date_ticks[" + i + "]", "\"" + spec.dateTicks().get(i) + "\" is not a date; write it in ISO 8601 as"
                        + " the data does: 2026-03-01, or 2026-03-01T12:00");
            }
            at.add((double) t);
        }
        if (spec.tickLabels() == null) {
            return dev.figmark.chart.scale.CalendarTicks.at(at, spec.dateFormat());
        }
        java.util.List<Tick> out = new java.util.ArrayList<>();
        for (int i = 0; i < at.size(); i++) {
            out.add(new Tick(at.get(i), spec.tickLabels().get(i)));
        }
        return out;
    }
}
