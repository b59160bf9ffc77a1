package dev.figmark.compile.drawn;

/**
 * What a box draws: its quartiles, whiskers, outliers and mean (NaN unless asked for).
 *
 * @param q1       the first quartile
 * @param median   the median
 * @param q3       the third quartile
 * @param low      the lower whisker's end
 * @param high     the upper whisker's end
 * @param outliers the values beyond the whiskers
 * @param mean     the mean, or NaN
 */
public record BoxStats(double q1, double median, double q3, double low, double high, double[] outliers, double mean) {
}
