package dev.figmark.compile.kind;

import dev.figmark.data.HeapBudget;
import dev.figmark.model.Interval;
import dev.figmark.table.Column;
import dev.figmark.table.RowsBehind;
import dev.figmark.table.Samples;
import dev.figmark.transform.Statistics;

/**
 * Error bars and bands from the rows behind aggregated values: each row of an aggregated field keeps its group's
 * values ({@link Samples}), of which an interval takes a spread about the value drawn ({@code sd}, {@code sem},
 * {@code ci95}) or two statistics as its ends ({@code ["min", "max"]}, {@code ["p10", "p90"]}).
 */
public final class Intervals {

    private Intervals() {
    }

    /**
     * The samples behind a field's values, or an error (through {@code error}) saying that the field was not
     * aggregated: an interval needs the rows behind each value.
     */
    public static RowsBehind samples(Column y, String field, java.util.function.Function<String, RuntimeException> error) {
        if (y instanceof Column.Numbers n && n.samples() != null) {
            return n.samples();
        }
        throw error.apply("\"" + y.name() + "\" has no rows behind its values; add an aggregate step that sums it up"
                + " ({\"aggregate\": \"mean\", \"groupby\": [...]}), and " + field + " is drawn from each group's rows");
    }

    /** The ends of the interval at a row, around the value drawn there ({@code value}, before any scale). */
    public static double[] at(Interval interval, RowsBehind samples, int row, double value) {
        if (interval instanceof Interval.Spread s) {
            double spread = Statistics.of(s.statistic(), samples, row);
            return new double[] {value - spread, value + spread};
        }
        Interval.Bounds b = (Interval.Bounds) interval;
        return new double[] {Statistics.of(b.low(), samples, row), Statistics.of(b.high(), samples, row)};
    }

    /**
     * Why an interval cannot be drawn from what a column keeps, or null where it can: a file read in parts keeps
     * each group's moments, not the values a median or percentile needs.
     */
    public static String unkept(Interval interval, RowsBehind samples) {
        if (samples instanceof Samples || interval instanceof Interval.Spread) {
            return null;
        }
        Interval.Bounds b = (Interval.Bounds) interval;
        for (String end : java.util.List.of(b.low(), b.high())) {
            if (!Statistics.fromMoments(end)) {
                return "\"" + end + "\" needs every value of each group, and the data file was read in parts through its aggregate, which keeps"
                        + " each group's count, mean, spread, min and max; draw the spread (\"sd\", \"sem\", \"ci95\") or min to max, or "
                        + dev.figmark.data.HeapBudget.more() + " to read the file whole";
            }
        }
        return null;
    }

    /** What an interval shows, in the caption's words: "± one standard deviation of each group's values". */
    public static String words(Interval interval) {
        if (interval instanceof Interval.Spread s) {
            return switch (s.statistic()) {
                case "sd" -> "± one standard deviation of each group's values";
                case "sem" -> "± one standard error of each group's mean";
                default -> "the " + dev.figmark.table.Cell.shortest(Double.parseDouble(s.statistic().substring(2)))
                        + " % confidence interval of each group's mean (Student's t)";
            };
        }
        Interval.Bounds b = (Interval.Bounds) interval;
        return "each group's values from its " + b.low() + " to its " + b.high();
    }
}
