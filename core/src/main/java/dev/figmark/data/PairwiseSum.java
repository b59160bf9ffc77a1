package dev.figmark.data;

/** Sums added in numpy's order, so that sums over GPUs match the seed's to the last bit. */
public final class PairwiseSum {

    private PairwiseSum() {
    }

    /** numpy's pairwise summation: plain below 8 values, 8 accumulators up to 128, halves beyond. */
    public static double of(double[] a, int from, int n) {
        if (n < 8) {
            double s = 0.0;
            for (int i = 0; i < n; i++) {
                s += a[from + i];
            }
            return s;
        }
        if (n <= 128) {
            double[] r = new double[8];
            for (int k = 0; k < 8; k++) {
                r[k] = a[from + k];
            }
            int i = 8;
            for (; i < n - n % 8; i += 8) {
                for (int k = 0; k < 8; k++) {
                    r[k] += a[from + i + k];
                }
            }
            double s = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
            for (; i < n; i++) {
                s += a[from + i];
            }
            return s;
        }
        int half = n / 2;
        half -= half % 8;
        return of(a, from, half) + of(a, from + half, n - half);
    }
}
