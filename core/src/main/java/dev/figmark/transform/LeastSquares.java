package dev.figmark.transform;

/** Linear least squares by Householder's QR: the x that makes |A·x − b| least, for a tall matrix of full rank. */
final class LeastSquares {

    private LeastSquares() {
    }

    /** Solves in place: {@code a} (m × n, m ≥ n) and {@code b} are overwritten. */
    static double[] solve(double[][] a, double[] b) {
        int m = a.length;
        int n = a[0].length;
        for (int k = 0; k < n; k++) {
            double norm = 0;
            for (int i = k; i < m; i++) {
                norm = Math.hypot(norm, a[i][k]);
            }
            if (norm == 0) {
                continue;
            }
            double alpha = a[k][k] > 0 ? -norm : norm;
            double[] v = new double[m];
            v[k] = a[k][k] - alpha;
            for (int i = k + 1; i < m; i++) {
                v[i] = a[i][k];
            }
            double vv = 0;
            for (int i = k; i < m; i++) {
                vv += v[i] * v[i];
            }
            if (vv == 0) {
                continue;
            }
            for (int j = k; j < n; j++) {
                double dot = 0;
                for (int i = k; i < m; i++) {
                    dot += v[i] * a[i][j];
                }
                double f = 2 * dot / vv;
                for (int i = k; i < m; i++) {
                    a[i][j] -= f * v[i];
                }
            }
            double dot = 0;
            for (int i = k; i < m; i++) {
                dot += v[i] * b[i];
            }
            double f = 2 * dot / vv;
            for (int i = k; i < m; i++) {
                b[i] -= f * v[i];
            }
        }
        double[] x = new double[n];
        for (int k = n - 1; k >= 0; k--) {
            double s = b[k];
            for (int j = k + 1; j < n; j++) {
                s -= a[k][j] * x[j];
            }
            x[k] = a[k][k] == 0 ? 0 : s / a[k][k];
        }
        return x;
    }
}
