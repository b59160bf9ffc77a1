package dev.figmark.chart.scale;

import java.util.ArrayList;
import java.util.List;

/**
 * Tick locators. {@link #maxN} is matplotlib's {@code MaxNLocator} (steps 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10), which the seed uses with
 * {@code nbins=3, min_n_ticks=2} and {@code nbins=6}; {@link #log} is its {@code LogLocator} with the seed's subs.
 */
public final class Ticks {

    /** MaxNLocator's default steps. */
    public static final double[] DEFAULT_STEPS = {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10};
    /** AutoLocator's steps. */
    public static final double[] AUTO_STEPS = {1, 2, 2.5, 5, 10};

    private Ticks() {
    }

    /** Ticks of matplotlib's MaxNLocator for the view {@code [vmin, vmax]}, only those inside the view. */
    public static List<Double> maxN(double vmin, double vmax, int nbins, int minTicks) {
        return maxN(vmin, vmax, nbins, minTicks, DEFAULT_STEPS);
    }

    /** As {@link #maxN(double, double, int, int)} with other steps (from 1 to 10, ascending). */
    public static List<Double> maxN(double vmin, double vmax, int nbins, int minTicks, double[] steps) {
        if (vmax < vmin) {
            double t = vmin;
            vmin = vmax;
            vmax = t;
        }
        double[] raw = rawTicks(vmin, vmax, nbins, minTicks, staircase(steps));
        return inside(raw, vmin, vmax);
    }

    /** matplotlib's staircase: a tenth of each step but the last, each step, and ten times the second. */
    private static double[] staircase(double[] steps) {
        double[] out = new double[2 * steps.length];
        int k = 0;
        for (int i = 0; i + 1 < steps.length; i++) {
            out[k++] = steps[i] * 0.1;
        }
        for (double step : steps) {
            out[k++] = step;
        }
        out[k] = 10 * steps[1];
        return out;
    }

    private static double[] rawTicks(double vmin, double vmax, int nbins, int minTicks, double[] extended) {
        double dv = Math.abs(vmax - vmin);
        double meanv = (vmax + vmin) / 2;
        double offset = 0;
        if (dv > 0 && Math.abs(meanv) / dv >= 100) {
            offset = Math.copySign(Math.pow(10, Math.floor(Math.log10(Math.abs(meanv)))), meanv);
        }
        double scale = dv > 0 ? Math.pow(10, Math.floor(Math.log10(dv / nbins))) : 1;
        double lo = vmin - offset;
        double hi = vmax - offset;
        double rawStep = (hi - lo) / nbins;
        int istep = extended.length - 1;
        for (int i = 0; i < extended.length; i++) {
            if (extended[i] * scale >= rawStep) {
                istep = i;
                break;
            }
        }
        double[] ticks = new double[0];
        for (int i = istep; i >= 0; i--) {
            double step = extended[i] * scale;
            double best = Math.floor(lo / step) * step;
            double low = edgeLe(lo - best, step, offset);
            double high = edgeGe(hi - best, step, offset);
            int count = (int) Math.round(high - low) + 1;
            ticks = new double[count];
            int within = 0;
            for (int k = 0; k < count; k++) {
                ticks[k] = (low + k) * step + best;
                if (ticks[k] <= hi && ticks[k] >= lo) {
                    within++;
                }
            }
            if (within >= minTicks) {
                break;
            }
        }
        for (int k = 0; k < ticks.length; k++) {
            ticks[k] += offset;
        }
        return ticks;
    }

    private static double tolerance(double step, double offset) {
        if (offset > 0) {
            double digits = Math.log10(offset / step);
            return Math.min(0.4999, Math.max(1e-10, Math.pow(10, digits - 12)));
        }
        return 1e-10;
    }

    private static double edgeLe(double x, double step, double offset) {
        double d = Math.floor(x / step);
        double m = x - d * step;
        return Math.abs(m / step - 1) < tolerance(step, offset) ? d + 1 : d;
    }

    private static double edgeGe(double x, double step, double offset) {
        double d = Math.floor(x / step);
        double m = x - d * step;
        return Math.abs(m / step) < tolerance(step, offset) ? d : d + 1;
    }

    /** The seed's subs for a log axis: more of them the fewer decades it spans, so it always has numbers. */
    public static double[] seedLogSubs(double low, double high) {
        double decades = Math.log10(Math.max(high, 1e-12) / Math.max(low, 1e-12));
        if (decades > 2) {
            return new double[] {1.0};
        }
        if (decades > 0.8) {
            return new double[] {1.0, 2.0, 5.0};
        }
        return new double[] {1.0, 1.5, 2.0, 3.0, 5.0, 7.0};
    }

    /** Ticks at {@code sub × base^k} inside the view, thinned to at most {@code most} decades' worth as LogLocator does. */
    public static List<Double> log(double low, double high, double base, double[] subs, int most) {
        if (!(low > 0) || !(high > low)) {
            return List.of();
        }
        double logBase = Math.log(base);
        int first = (int) Math.floor(Math.log(low) / logBase + 1e-9);
        int last = (int) Math.ceil(Math.log(high) / logBase - 1e-9);
        int decades = last - first + 1;
        int stride = subs.length == 1 ? Math.max(1, (int) Math.ceil(decades / (double) Math.max(1, most))) : 1;
        List<Double> out = new ArrayList<>();
        for (int k = first; k <= last; k++) {
            if (Math.floorMod(k, stride) != 0) {
                continue;
            }
            double power = Math.pow(base, k);
            for (double sub : subs) {
                double v = sub * power;
                if (v >= low * (1 - 1e-9) && v <= high * (1 + 1e-9)) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    private static List<Double> inside(double[] ticks, double vmin, double vmax) {
        double tolerance = (vmax - vmin) * 1e-10;
        List<Double> out = new ArrayList<>();
        for (double t : ticks) {
            if (t >= vmin - tolerance && t <= vmax + tolerance) {
                out.add(Math.abs(t) < tolerance ? 0.0 : t);
            }
        }
        return out;
    }
}
