package dev.figmark.transform;

import java.util.Arrays;

/** The moments of one field in every group so far, and what was left out of each. */
final class MomentSums {
    int[] count = new int[16];
    int[] all = new int[16];
    double[] sum = new double[16];
    double[] compensation = new double[16];
    double[] mean = new double[16];
    double[] m2 = new double[16];
    double[] min = new double[16];
    double[] max = new double[16];
    String[] firstMissing = new String[16];

    void room(int groups) {
        if (groups > count.length) {
            int n = Math.max(groups, count.length * 2);
            count = Arrays.copyOf(count, n);
            all = Arrays.copyOf(all, n);
            sum = Arrays.copyOf(sum, n);
            compensation = Arrays.copyOf(compensation, n);
            mean = Arrays.copyOf(mean, n);
            m2 = Arrays.copyOf(m2, n);
            min = Arrays.copyOf(min, n);
            max = Arrays.copyOf(max, n);
            firstMissing = Arrays.copyOf(firstMissing, n);
        }
    }

    /** Adds a value to a group: Neumaier's compensated sum, Welford's running mean and squared distances. */
    void add(int g, double v) {
        int n = ++count[g];
        double t = sum[g] + v;
        compensation[g] += Math.abs(sum[g]) >= Math.abs(v) ? (sum[g] - t) + v : (v - t) + sum[g];
        sum[g] = t;
        double d = v - mean[g];
        mean[g] += d / n;
        m2[g] += d * (v - mean[g]);
        min[g] = n == 1 ? v : Math.min(min[g], v);
        max[g] = n == 1 ? v : Math.max(max[g], v);
    }
}
