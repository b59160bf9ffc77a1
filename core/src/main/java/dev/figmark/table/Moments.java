package dev.figmark.table;

/**
 * The moments of each group's values, all a file read in parts keeps of them: enough for the count, sum, mean,
 * spread (standard deviation, standard error, confidence interval of the mean), minimum and maximum, not for a
 * median or a percentile, which need every value.
 *
 * @param count each group's values without missing ones
 * @param sum   their sum
 * @param m2    the sum of their squared distances from their mean
 * @param min   the smallest
 * @param max   the largest
 */
public record Moments(int[] count, double[] sum, double[] m2, double[] min, double[] max) implements RowsBehind {

    @Override
    public int groups() {
        return count.length;
    }

    @Override
    public int size(int g) {
        return count[g];
    }

    @Override
    public Moments select(int[] groups) {
        int[] c = new int[groups.length];
        double[] s = new double[groups.length];
        double[] m = new double[groups.length];
        double[] lo = new double[groups.length];
        double[] hi = new double[groups.length];
        for (int i = 0; i < groups.length; i++) {
            int g = groups[i];
            c[i] = count[g];
            s[i] = sum[g];
            m[i] = m2[g];
            lo[i] = min[g];
            hi[i] = max[g];
        }
        return new Moments(c, s, m, lo, hi);
    }
}
