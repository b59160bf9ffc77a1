package dev.figmark.chart.scale;

import java.util.List;
import java.util.Locale;

/**
 * The unit a time axis counts in, chosen by the span it shows: seconds for a short run, minutes for one of an hour,
 * hours for a day, so no axis reads 0 to 86,400. The data stays in seconds; only the ticks and the label change.
 */
public enum TimeScale {
    SECONDS("s", 1, Ticks.AUTO_STEPS),
    MINUTES("min", 60, new double[] {1, 1.5, 2, 3, 5, 6, 10}),
    HOURS("h", 3600, new double[] {1, 1.2, 2, 2.4, 3, 6, 10});

    /** Spans up to this many seconds count in seconds (ten minutes: ticks 0 to 600 read well). */
    public static final double MAX_SECONDS_SPAN = 600;
    /** Spans up to this many seconds count in minutes (three hours: 0 to 180 min); longer ones in hours. */
    public static final double MAX_MINUTES_SPAN = 3 * 3600;

    private final String symbol;
    private final double seconds;
    private final double[] steps;

    TimeScale(String symbol, double seconds, double[] steps) {
        this.symbol = symbol;
        this.seconds = seconds;
        this.steps = steps;
    }

    /**
     * The unit for an axis that shows this many seconds.
     *
     * @param spanSeconds the length of the axis's view, in seconds
     * @return seconds, minutes or hours
     */
    public static TimeScale forSpan(double spanSeconds) {
        double span = Math.abs(spanSeconds);
        return span <= MAX_SECONDS_SPAN ? SECONDS : span <= MAX_MINUTES_SPAN ? MINUTES : HOURS;
    }

    /** The unit's symbol, as it goes into an axis label: {@code s}, {@code min} or {@code h}. */
    public String symbol() {
        return symbol;
    }

    /** How many seconds one unit is. */
    public double seconds() {
        return seconds;
    }

    /** An axis label with the unit: {@code "Time since process start (h)"}. */
    public String label(String what) {
        return what + " (" + symbol + ")";
    }

    /**
     * Ticks at round numbers of this unit (for minutes and hours, also quarter and half hours, 6 and 12 hours), placed
     * in seconds, with as many as fit the axis as {@link TickLocator#auto} fits them.
     */
    public TickLocator locator() {
        return (scale, length, size) -> {
            List<Double> values = Ticks.maxN(scale.min() / seconds, scale.max() / seconds, TickLocator.bins(length, size * 3), 2, steps);
            return values.stream().map(v -> new Tick(v * seconds, Formats.plain(v))).toList();
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
