package dev.figmark.compile;

import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Bars;
import dev.figmark.model.Axis;
import dev.figmark.model.Limits;
import dev.figmark.model.Scatter;
import java.util.List;

/**
 * The span a value axis shows: the values its series draw (their bounds too, and whole bars along x), then its ends,
 * as matplotlib's margins and the description's limits make them. {@code lo} and {@code hi} are the values' (with zero,
 * for an axis from zero); {@code min} and {@code max} the axis's ends.
 */
record AxisRange(double lo, double hi, double min, double max) {

    /** The range of an axis described by {@code spec} (never null) over {@code series}; refusals name {@code path}. */
    static AxisRange of(Axis spec, List<DrawnSeries> series, boolean isX, boolean log, boolean fromZero, String path,
                        FigureSpec description) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (DrawnSeries d : series) {
            boolean horizontal = d.across();
            double[] values = (isX && !horizontal) ? d.x() : d.y();
            // Error bars, bands and areas reach from their low to their high values: the axis shows all of them.
            List<double[]> all = isX || d.low() == null ? List.of(values) : List.of(values, d.low(), d.high());
            for (double[] vs : all) {
                for (double v : vs) {
                    if (!log || v > 0) {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                    }
                }
            }
        }
        if (isX && !log) {
            double[] whole = Bars.reach(series, lo, hi);
            lo = whole[0];
            hi = whole[1];
        }
        List<Double> limits = spec.limits() instanceof Limits.Fixed f ? java.util.Arrays.asList(f.low(), f.high()) : null;
        boolean both = limits != null && limits.get(0) != null && limits.get(1) != null;
        if (Double.isInfinite(lo) && !both) {
            throw description.error(path, series.isEmpty() ? "the panel draws no data along this axis, so its range is unknown; give "
                    + (limits == null ? "its" : "both ends of its") + " \"limits\"" : "a log scale needs positive values, and this axis has none");
        }
        // Points sized by a field reach beyond their centres: the largest half as far as Bubbles.LARGEST_PT, a tenth
        // of a small plot, so such an axis keeps that much more room at its ends.
        double margin = series.stream().anyMatch(d -> d.spec() instanceof Scatter && d.extras().sizes() != null) ? DescriptionAxes.MARGIN + DescriptionAxes.BUBBLE_MARGIN : DescriptionAxes.MARGIN;
        double min;
        double max;
        if (both) {
            min = limits.get(0);
            max = limits.get(1);
        } else if (log) {
            double a = Math.log(lo);
            double b = Math.log(hi);
            double m = (b - a) * margin == 0 ? 0.1 : (b - a) * margin;
            min = Math.exp(a - m);
            max = Math.exp(b + m);
        } else {
            if (fromZero) {
                lo = Math.min(lo, 0);
                hi = Math.max(hi, 0);
            }
            double m = (hi - lo) * margin == 0 ? Math.max(1e-9, Math.abs(hi) * margin + (hi == 0 ? 1 : 0)) : (hi - lo) * margin;
            min = fromZero && lo == 0 ? 0 : lo - m;
            max = hi + m;
        }
        if (limits != null && !both) {
            // One end given, the other the values' own, margin included (matplotlib's set_ylim(bottom=0)).
            int fixed = limits.get(0) != null ? 0 : 1;
            double end = limits.get(fixed);
            if (fixed == 0 ? !(end < max) : !(end > min)) {
                throw description.error(path + ".limits[" + fixed + "]", "is " + dev.figmark.chart.scale.PyFormat.g(end) + ", " + (fixed == 0 ? "above" : "below")
                        + " every value (the " + (fixed == 0 ? "highest " + dev.figmark.chart.scale.PyFormat.g(hi) : "lowest " + dev.figmark.chart.scale.PyFormat.g(lo)) + "); give the other end too");
            }
            min = fixed == 0 ? end : min;
            max = fixed == 1 ? end : max;
        }
        if (spec.limits() instanceof Limits.FromData d) {
            // Ends as factors of the values drawn, as a script's set_ylim(top=1.1 * df.max()); the other end the values' own.
            min = d.min() == null ? min : lo * d.min();
            max = d.max() == null ? max : hi * d.max();
        }
        if (!Double.isFinite(min) || !Double.isFinite(max) || !(max > min) || (log && !(min > 0)) || (!log && !(max - min > 1e-300))
                || (log && !(Math.log(max) - Math.log(min) > 1e-12))) {
            throw description.error(path, "the values span no range that can be drawn (from " + min + " to " + max + ")");
        }
        return new AxisRange(lo, hi, min, max);
    }
}
