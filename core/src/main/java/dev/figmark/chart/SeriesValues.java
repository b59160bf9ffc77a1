package dev.figmark.chart;

import java.util.Arrays;

/**
 * Paired x and y values of one series, immutable. A class rather than a record so that {@link #wrap} can take arrays
 * over without a copy: a day of samples should not be held twice.
 */
public final class SeriesValues {

    private final String label;
    private final double[] x;
    private final double[] y;

    /** A series of copies of the given arrays. */
    public SeriesValues(String label, double[] x, double[] y) {
        this(label, x.clone(), y.clone(), true);
    }

    private SeriesValues(String label, double[] x, double[] y, boolean owned) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("series " + label + ": " + x.length + " x values but " + y.length + " y values");
        }
        this.label = label == null ? "" : label;
        this.x = x;
        this.y = y;
    }

    /** A series that takes the arrays as they are: the caller hands them over and changes them no more. */
    public static SeriesValues wrap(String label, double[] x, double[] y) {
        return new SeriesValues(label, x, y, true);
    }

    public String label() {
        return label;
    }

    public int size() {
        return x.length;
    }

    /** A copy of the x values. */
    public double[] x() {
        return x.clone();
    }

    /** A copy of the y values. */
    public double[] y() {
        return y.clone();
    }

    public double x(int i) {
        return x[i];
    }

    public double y(int i) {
        return y[i];
    }

    /** Largest finite y, or the fallback for an empty series. */
    public double maxY(double fallback) {
        double most = Double.NEGATIVE_INFINITY;
        for (double v : y) {
            if (Double.isFinite(v)) {
                most = Math.max(most, v);
            }
        }
        return Double.isInfinite(most) ? fallback : most;
    }

    /**
     * At most {@code limit} points, keeping peaks: each of {@code limit / 2} buckets keeps its lowest and highest
     * point, in order (the seed's {@code _decimate}). A plain stride would lose exactly the spikes worth seeing.
     */
    public SeriesValues decimate(int limit) {
        int n = x.length;
        if (n <= limit) {
            return this;
        }
        int buckets = limit / 2;
        int[] keep = new int[2 * buckets];
        int count = 0;
        for (int k = 0; k < buckets; k++) {
            int a = (int) Math.floor((double) n * k / buckets);
            int b = (int) Math.floor((double) n * (k + 1) / buckets);
            if (b <= a) {
                continue;
            }
            int lo = a;
            int hi = a;
            for (int i = a + 1; i < b; i++) {
                if (y[i] < y[lo]) {
                    lo = i;
                }
                if (y[i] > y[hi]) {
                    hi = i;
                }
            }
            keep[count++] = Math.min(lo, hi);
            if (lo != hi) {
                keep[count++] = Math.max(lo, hi);
            }
        }
        double[] nx = new double[count];
        double[] ny = new double[count];
        for (int i = 0; i < count; i++) {
            nx[i] = x[keep[i]];
            ny[i] = y[keep[i]];
        }
        return wrap(label, nx, ny);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeriesValues s && label.equals(s.label) && Arrays.equals(x, s.x) && Arrays.equals(y, s.y);
    }

    @Override
    public int hashCode() {
        return label.hashCode() * 31 + Arrays.hashCode(x) * 17 + Arrays.hashCode(y);
    }

    @Override
    public String toString() {
        return "Series[" + label + ", " + x.length + " points]";
    }
}
