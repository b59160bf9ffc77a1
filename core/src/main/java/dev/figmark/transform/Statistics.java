package dev.figmark.transform;

import dev.figmark.data.PairwiseSum;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The statistics of a group of values, as pandas and numpy compute them: the mean (numpy's pairwise sum), the
 * standard deviation with one degree of freedom taken (pandas' {@code std}), the standard error of the mean, the
 * half-width of the mean's confidence interval from Student's t, percentiles by numpy's default linear method, and
 * the median as the mean of the two middle values. Every method takes the values sorted ascending, without NaN.
 */
public final class Statistics {

    private Statistics() {
    }

    /**
     * A named statistic of sorted values: mean, median, min, max, sum, count, sd, sem, ciNN or pNN.
     *
     * @param name   the statistic
     * @param values sorted ascending, no NaN
     * @param from   the first value
     * @param n      how many values
     * @return the statistic; NaN where it needs more values than there are
     */
    public static double of(String name, double[] values, int from, int n) {
        switch (name) {
            case "count":
                return n;
            case "sum":
                return PairwiseSum.of(values, from, n);
            default:
                break;
        }
        if (n == 0) {
            return Double.NaN;
        }
        return switch (name) {
            case "mean" -> mean(values, from, n);
            case "median" -> n % 2 == 1 ? values[from + n / 2] : (values[from + n / 2 - 1] + values[from + n / 2]) / 2;
            case "min" -> values[from];
            case "max" -> values[from + n - 1];
            case "sd" -> sd(values, from, n);
            case "sem" -> sd(values, from, n) / Math.sqrt(n);
            default -> name.startsWith("ci") ? ci(Double.parseDouble(name.substring(2)) / 100, values, from, n)
                    : percentile(Double.parseDouble(name.substring(1)), values, from, n);
        };
    }

    /** The mean. */
    public static double mean(double[] values, int from, int n) {
        return PairwiseSum.of(values, from, n) / n;
    }

    /** The sample standard deviation (n − 1 in the denominator); NaN for fewer than two values. */
    public static double sd(double[] values, int from, int n) {
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values, from, n);
        double[] squares = new double[n];
        for (int i = 0; i < n; i++) {
            double d = values[from + i] - mean;
            squares[i] = d * d;
        }
        return Math.sqrt(PairwiseSum.of(squares, 0, n) / (n - 1));
    }

    /**
     * Half the width of the confidence interval of the mean at a level (0.95): Student's t quantile with n − 1
     * degrees of freedom times the standard error, as {@code scipy.stats.t.interval(level, n-1, mean, sem)} spans.
     */
    public static double ci(double level, double[] values, int from, int n) {
        if (n < 2) {
            return Double.NaN;
        }
        return tQuantile(n - 1, (1 + level) / 2) * sd(values, from, n) / Math.sqrt(n);
    }

    /**
     * Student's t quantile, from Apache Commons Statistics: exact to about 1e-16 (for 5 degrees of freedom its 0.975
     * quantile has a distribution function of 0.975 to the last digit by the closed form; scipy 1.10's {@code t.ppf}
     * gives one 4e-10 larger, whose distribution function is 0.97500000003).
     */
    static double tQuantile(int degrees, double p) {
        return TDistribution.of(degrees).inverseCumulativeProbability(p);
    }

    /**
     * The percentile {@code p} (0 to 100) of sorted values by numpy's default method, "linear": the virtual index
     * {@code (n − 1) · (p / 100)}, interpolated between its neighbours the way numpy's {@code _lerp} does.
     */
    public static double percentile(double p, double[] values, int from, int n) {
        double q = p / 100;
        double virtual = (n - 1) * q;
        double previous = Math.floor(virtual);
        int lo = (int) Math.max(0, Math.min(n - 1, previous));
        int hi = (int) Math.max(0, Math.min(n - 1, previous + 1));
        double gamma = virtual - previous;
        double a = values[from + lo];
        double b = values[from + hi];
        double diff = b - a;
        return gamma >= 0.5 ? b - diff * (1 - gamma) : a + diff * gamma;
    }
}
