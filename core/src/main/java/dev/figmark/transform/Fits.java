package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Fit;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fit step: per group, a curve fitted by least squares (numpy's {@code polyfit}: the Vandermonde matrix, its
 * columns scaled, solved here by Householder's QR), then drawn through evenly spread points of the data's range of x
 * (spread over log x for a power curve). Power and exponential curves are lines fitted to logarithms. The table it
 * gives holds, per group, the points, the parameters, R² of the curve against the values it was fitted to, and the
 * curve as a formula ({@code fit}), for the CSV and the caption.
 */
final class Fits {

    /** Points a curve is drawn through unless told otherwise. */
    static final int POINTS = 100;

    private Fits() {
    }

    static Table run(Steps steps, Fit step) {
        Table table = steps.table();
        Column.Numbers x = steps.numbers(step.x(), "x");
        Column.Numbers y = steps.numbers(step.y(), "y");
        List<Column> keys = steps.fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        int points = step.points() == null ? POINTS : step.points();
        int degree = step.fit() == Fit.Model.POLYNOMIAL ? (step.degree() == null ? 2 : step.degree()) : 1;
        List<String> params = parameters(step.fit(), degree);
        int groupsCount = groups.count();
        int[] source = new int[groupsCount * points];
        double[] xs = new double[source.length];
        double[] ys = new double[source.length];
        double[][] values = new double[params.size() + 1][source.length];
        String[] formulas = new String[source.length];
        for (int g = 0; g < groupsCount; g++) {
            List<double[]> data = new ArrayList<>();
            int bad = 0;
            for (int r : groups.rows(g)) {
                double a = x.value(r);
                double b = y.value(r);
                if (Double.isNaN(a) || Double.isNaN(b)) {
                    continue;
                }
                if (step.fit() == Fit.Model.POWER && !(a > 0 && b > 0) || step.fit() == Fit.Model.EXPONENTIAL && !(b > 0)) {
                    bad++;
                    continue;
                }
                data.add(new double[] {a, b});
            }
            String group = Groups.name(keys, groups.rows()[groups.start()[g]]);
            steps.warn(bad, "of " + group + " are not above 0, where a " + step.fit().name().toLowerCase(Locale.ROOT)
                    + " curve is fitted through their logarithms, and take no part in it");
            if (data.size() < degree + 1) {
                throw new InputException(steps.path() + ": " + group + " has " + data.size() + (data.size() == 1 ? " point" : " points")
                        + " to fit; a " + step.fit().name().toLowerCase(Locale.ROOT) + " curve needs at least " + (degree + 1));
            }
            double[] px = data.stream().mapToDouble(p -> step.fit() == Fit.Model.POWER ? Math.log(p[0]) : p[0]).toArray();
            double[] py = data.stream().mapToDouble(p -> step.fit() == Fit.Model.LINEAR || step.fit() == Fit.Model.POLYNOMIAL ? p[1] : Math.log(p[1]))
                    .toArray();
            double[] c = polyfit(px, py, degree);
            double[] p = switch (step.fit()) {
                case LINEAR, POLYNOMIAL -> c;
                default -> new double[] {Math.exp(c[0]), c[1]};
            };
            double lo = data.stream().mapToDouble(d -> d[0]).min().orElseThrow();
            double hi = data.stream().mapToDouble(d -> d[0]).max().orElseThrow();
            double r2 = rSquared(step.fit(), p, data);
            String formula = formula(step.fit(), p) + ", R² = " + String.format(Locale.ROOT, "%.4f", r2);
            for (int i = 0; i < points; i++) {
                int k = g * points + i;
                double t = points == 1 ? 0 : i / (double) (points - 1);
                double at = step.fit() == Fit.Model.POWER ? Math.exp(Math.log(lo) + t * (Math.log(hi) - Math.log(lo))) : lo + t * (hi - lo);
                source[k] = groups.rows()[groups.start()[g]];
                xs[k] = i == points - 1 ? hi : at;
                ys[k] = curve(step.fit(), p, xs[k]);
                for (int j = 0; j < p.length; j++) {
                    values[j][k] = p[j];
                }
                values[p.length][k] = r2;
                formulas[k] = formula;
            }
        }
        List<Column> out = new ArrayList<>();
        for (Column k : keys) {
            out.add(k.select(source));
        }
        out.add(new Column.Numbers(x.name(), xs));
        out.add(new Column.Numbers(y.name(), ys));
        for (int j = 0; j < params.size(); j++) {
            out.add(new Column.Numbers(params.get(j), values[j]));
        }
        out.add(new Column.Numbers("r2", values[params.size()]));
        out.add(Column.Texts.of("fit", formulas));
        return table.derived(out, source);
    }

    /** The fitted parameters' columns: intercept and slope, a and b, or c0 to the degree's. */
    private static List<String> parameters(Fit.Model fit, int degree) {
        return switch (fit) {
            case LINEAR -> List.of("intercept", "slope");
            case POWER, EXPONENTIAL -> List.of("a", "b");
            case POLYNOMIAL -> {
                List<String> c = new ArrayList<>();
                for (int i = 0; i <= degree; i++) {
                    c.add("c" + i);
                }
                yield c;
            }
        };
    }

    /** The coefficient of determination of the fitted curve through its points, NaN where y does not vary. */
    private static double rSquared(Fit.Model fit, double[] p, List<double[]> data) {
        double ssRes = 0;
        double mean = data.stream().mapToDouble(d -> d[1]).average().orElseThrow();
        double ssTot = 0;
        for (double[] d : data) {
            double e = d[1] - curve(fit, p, d[0]);
            ssRes += e * e;
            ssTot += (d[1] - mean) * (d[1] - mean);
        }
        return ssTot == 0 ? Double.NaN : 1 - ssRes / ssTot;
    }

    /** The curve's value at x, from its parameters (a polynomial's from c0 up). */
    static double curve(Fit.Model model, double[] p, double x) {
        return switch (model) {
            case POWER -> p[0] * Math.pow(x, p[1]);
            case EXPONENTIAL -> p[0] * Math.exp(p[1] * x);
            default -> {
                double v = 0;
                for (int i = p.length - 1; i >= 0; i--) {
                    v = v * x + p[i];
                }
                yield v;
            }
        };
    }

    private static String formula(Fit.Model model, double[] p) {
        return switch (model) {
            case POWER -> "y = " + g(p[0]) + "·x^" + g(p[1]);
            case EXPONENTIAL -> "y = " + g(p[0]) + "·e^(" + g(p[1]) + "·x)";
            default -> {
                StringBuilder s = new StringBuilder("y = ").append(g(p[0]));
                for (int i = 1; i < p.length; i++) {
                    s.append(p[i] < 0 ? " − " : " + ").append(g(Math.abs(p[i]))).append("·x").append(i > 1 ? "^" + i : "");
                }
                yield s.toString();
            }
        };
    }

    /** Four significant digits, plain between 0.0001 and a million: 41.23, 0.8532, 1.2E+7. */
    private static String g(double v) {
        if (!Double.isFinite(v) || v == 0) {
            return v == 0 ? "0" : String.valueOf(v);
        }
        java.math.BigDecimal b = new java.math.BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros();
        return Math.abs(v) >= 1e-4 && Math.abs(v) < 1e6 ? b.toPlainString() : b.toString();
    }

    /**
     * The coefficients, c0 first, of the polynomial of a degree that fits the points best in least squares: the
     * Vandermonde matrix with each column scaled to unit length, as numpy's polyfit scales it, solved by QR.
     */
    static double[] polyfit(double[] x, double[] y, int degree) {
        int m = x.length;
        int n = degree + 1;
        double[][] a = new double[m][n];
        for (int i = 0; i < m; i++) {
            double v = 1;
            for (int j = 0; j < n; j++) {
                a[i][j] = v;
                v *= x[i];
            }
        }
        double[] scale = new double[n];
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int i = 0; i < m; i++) {
                s += a[i][j] * a[i][j];
            }
            scale[j] = s == 0 ? 1 : Math.sqrt(s);
            for (int i = 0; i < m; i++) {
                a[i][j] /= scale[j];
            }
        }
        double[] c = LeastSquares.solve(a, y.clone());
        for (int j = 0; j < n; j++) {
            c[j] /= scale[j];
        }
        return c;
    }
}
