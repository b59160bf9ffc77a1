package dev.figmark.model;

import java.util.List;

/**
 * What an error bar or band spans, from the rows behind each aggregated value (the series' y must come from an
 * {@code aggregate} step): a spread about the value ({@code "sd"}, {@code "sem"}, {@code "ci95"}: y ± the spread),
 * or two statistics of the rows as its ends ({@code ["min", "max"]}, {@code ["p10", "p90"]}).
 *
 * <pre>{@code
 * Interval sd = Interval.of("sd");
 * Interval range = Interval.between("p10", "p90");
 * }</pre>
 */
public sealed interface Interval permits Interval.Spread, Interval.Bounds {

    /** The spreads about a value. */
    String SPREAD = "sd|sem|ci(?:[1-9][0-9]?(?:\\.[0-9]+)?)";
    /** The statistics that can be an end. */
    String BOUND = "mean|median|min|max|p(?:100|[1-9]?[0-9](?:\\.[0-9]+)?)";

    /**
     * The value ± a spread of its rows: their standard deviation ({@code sd}, as pandas' std), standard error of
     * the mean ({@code sem}), or half the width of the confidence interval of the mean ({@code ci95}, Student's t).
     *
     * @param statistic sd, sem, ci95 (or ci90, ci99)
     */
    record Spread(String statistic) implements Interval {
        /** Checks the statistic. */
        public Spread {
            if (statistic == null || !statistic.matches(SPREAD)) {
                throw new FigureException("", "\"" + statistic + "\" is not a spread: sd, sem, or ci95 (ci90, ci99)");
            }
        }
    }

    /**
     * From one statistic of the rows to another.
     *
     * @param low  the lower end: min, a percentile such as p10, median or mean
     * @param high the upper end
     */
    record Bounds(String low, String high) implements Interval {
        /** Checks the statistics. */
        public Bounds {
            for (String s : List.of(String.valueOf(low), String.valueOf(high))) {
                if (!s.matches(BOUND)) {
                    throw new FigureException(s.equals(String.valueOf(low)) ? "[0]" : "[1]",
                            "\"" + s + "\" is not an end: min, max, median, mean or a percentile such as p10");
                }
            }
        }
    }

    /**
     * The value ± a spread of its rows.
     *
     * @param statistic sd, sem or ci95
     * @return the interval
     */
    static Interval of(String statistic) {
        return new Spread(statistic);
    }

    /**
     * From one statistic of the rows to another.
     *
     * @param low  min, a percentile, median or mean
     * @param high max, a percentile, median or mean
     * @return the interval
     */
    static Interval between(String low, String high) {
        return new Bounds(low, high);
    }
}
