package dev.figmark.transform;

import dev.figmark.data.PairwiseSum;
import dev.figmark.table.Moments;
import dev.figmark.table.RowsBehind;
import dev.figmark.table.Samples;
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

    /**
     * A named statistic of sorted values, a percentile by one of numpy's methods.
     *
     * @param name   the statistic
     * @param method numpy's percentile method (linear, nearest, inverted_cdf, ...)
     * @param values sorted ascending, no NaN
     * @param from   the first value
     * @param n      how many values
     * @return the statistic; NaN where it needs more values than there are
     */
    public static double of(String name, String method, double[] values, int from, int n) {
        return name.startsWith("p") && n > 0 ? percentile(Double.parseDouble(name.substring(1)), method, values, from, n) : of(name, values, from, n);
    }

    /**
     * A named statistic of a group's values as an aggregated column keeps them: from every value, or from their
     * moments where the file was read in parts (a percentile or median of moments is not asked: {@link #fromMoments}).
     *
     * @param name  the statistic
     * @param rows  what the column keeps of each group
     * @param group the group
     * @return the statistic; NaN where it needs more values than there are
     */
    public static double of(String name, RowsBehind rows, int group) {
        if (rows instanceof Samples s) {
            return of(name, s.values(), s.starts()[group], s.size(group));
        }
        Moments m = (Moments) rows;
        return ofMoments(name, m.count()[group], m.sum()[group], m.m2()[group], m.min()[group], m.max()[group]);
    }

    /** Whether a statistic is one of a group's moments: count, sum, mean, min, max, sd, sem or a confidence interval, not a median or percentile. */
    public static boolean fromMoments(String name) {
        return name.matches("count|sum|mean|min|max|sd|sem|ci.*");
    }

    /**
     * A named statistic from a group's moments, as {@link #of(String, double[], int, int)} gives it from the values
     * (to the rounding of a sum taken in another order): the count, the sum, its mean, the sum of squared distances
     * from it ({@code m2}), the smallest and largest.
     */
    static double ofMoments(String name, int n, double sum, double m2, double min, double max) {
        if (name.equals("count")) {
            return n;
        }
        if (name.equals("sum")) {
            return sum;
        }
        if (n == 0) {
            return Double.NaN;
        }
        double sd = n < 2 ? Double.NaN : Math.sqrt(m2 / (n - 1));
        return switch (name) {
            case "mean" -> sum / n;
            case "min" -> min;
            case "max" -> max;
            case "sd" -> sd;
            case "sem" -> sd / Math.sqrt(n);
            default -> {
                if (!name.startsWith("ci")) {
                    throw new IllegalArgumentException(name + " needs every value, not their moments");
                }
                yield halfWidth(Double.parseDouble(name.substring(2)) / 100, n, sd);
            }
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
        return n < 2 ? Double.NaN : halfWidth(level, n, sd(values, from, n));
    }

    /** Half the width of the mean's confidence interval at a level from n values' standard deviation: Student's t times the standard error. */
    private static double halfWidth(double level, int n, double sd) {
        return n < 2 ? Double.NaN : tQuantile(n - 1, (1 + level) / 2) * sd / Math.sqrt(n);
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

    /**
     * The percentile {@code p} of sorted values by one of numpy's methods, computed as numpy 1.22 and later do: the
     * discrete ones (lower, higher, nearest, inverted_cdf, closest_observation) pick a value; the others interpolate
     * at a virtual index, the continuous ones of Hyndman and Fan at {@code n·q + α + q·(1 − α − β) − 1}.
     */
    public static double percentile(double p, String method, double[] values, int from, int n) {
        double q = p / 100;
        switch (method) {
            case "linear":
                return percentile(p, values, from, n);
            case "lower":
                return values[from + (int) Math.floor((n - 1) * q)];
            case "higher":
                return values[from + (int) Math.ceil((n - 1) * q)];
            case "nearest":
                return values[from + (int) Math.rint((n - 1) * q)];
            case "inverted_cdf":
                return values[from + discrete(n * q - 1, false, n)];
            case "closest_observation":
                return values[from + discrete(n * q - 1 - 0.5, true, n)];
            default:
                break;
        }
        double virtual = switch (method) {
            case "midpoint" -> 0.5 * (Math.floor((n - 1) * q) + Math.ceil((n - 1) * q));
            case "averaged_inverted_cdf" -> n * q - 1;
            default -> continuous(method, n, q);
        };
        double previous = Math.floor(virtual);
        int lo;
        int hi;
        if (virtual >= n - 1) {
            lo = n - 1;
            hi = n - 1;
            previous = -1;
        } else if (virtual < 0) {
            lo = 0;
            hi = 0;
            previous = 0;
        } else {
            lo = (int) previous;
            hi = lo + 1;
        }
        double gamma = virtual - previous;
        if (method.equals("midpoint")) {
            gamma = virtual % 1 == 0 ? 0 : 0.5;
        } else if (method.equals("averaged_inverted_cdf")) {
            gamma = gamma == 0 ? 0.5 : 1;
        }
        double a = values[from + lo];
        double b = values[from + hi];
        double diff = b - a;
        return gamma >= 0.5 ? b - diff * (1 - gamma) : a + diff * gamma;
    }

    /** The virtual index of Hyndman and Fan's continuous methods 4 to 9, by their α and β. */
    private static double continuous(String method, int n, double q) {
        double[] ab = switch (method) {
            case "interpolated_inverted_cdf" -> new double[] {0, 1};
            case "hazen" -> new double[] {0.5, 0.5};
            case "weibull" -> new double[] {0, 0};
            case "median_unbiased" -> new double[] {1 / 3.0, 1 / 3.0};
            case "normal_unbiased" -> new double[] {3 / 8.0, 3 / 8.0};
            default -> throw new IllegalArgumentException("no percentile method " + method);
        };
        return n * q + (ab[0] + q * (1 - ab[0] - ab[1])) - 1;
    }

    /** numpy's discrete index: the floor of {@code index} where its fraction is 0 (and, for the closest observation, the floor odd), else the next; at least 0. */
    private static int discrete(double index, boolean closest, int n) {
        double previous = Math.floor(index);
        double gamma = index - previous;
        boolean low = closest ? gamma == 0 && Math.floorMod((long) previous, 2) == 1 : gamma == 0;
        int at = (int) (low ? previous : previous + 1);
        return Math.max(0, Math.min(n - 1, at));
    }
}
