package dev.figmark.compile;

import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Heatmap;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * How a heat map's values are laid over its colour map: from the least value drawn to the largest (or the limits
 * given, or the range every heat map of the figure shares), even about a diverging map's centre or each side its own
 * half, or in tenfold steps (a log norm, matplotlib's LogNorm).
 */
final class HeatScale {

    private HeatScale() {
    }

    /** The colour bar of a heat map's values: its map laid over them as the map's norm asks, its contours marked. */
    static ColourBar bar(Heatmap s, Heatmaps.Matrix m, ColourMap map, String path, FigureSpec spec, SharedColourBar shared,
            DoubleFunction<String> scaleFormat) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int notPositive = 0;
        for (Double[] row : m.values()) {
            for (Double v : row) {
                if (v != null) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                    notPositive += v > 0 ? 0 : 1;
                }
            }
        }
        if (Double.isInfinite(lo)) {
            throw spec.error(path + ".z", "holds no number to draw");
        }
        boolean log = s.norm() == Heatmap.Norm.LOG;
        if (log && notPositive > 0) {
            throw spec.error(path + ".norm", "\"log\" lays tenfold steps of the values over the map, and " + (notPositive == 1 ? "one cell holds"
                    : notPositive + " cells hold") + " 0 or less (the least " + PyFormat.g(lo) + "), which has no logarithm; leave norm out, or filter"
                    + " those cells out");
        }
        for (int i = 0; s.contours() != null && i < s.contours().size(); i++) {
            double level = s.contours().get(i);
            if (!(level > lo && level < hi)) {
                throw spec.error(path + ".contours[" + i + "]", "is " + PyFormat.g(level) + ", and the values run from " + PyFormat.g(lo) + " to "
                        + PyFormat.g(hi) + ", so no line would follow it; give a value between them");
            }
        }
        if (s.limits() != null) {
            lo = s.limits().get(0);
            hi = s.limits().get(1);
        }
        if (shared != null) {
            lo = shared.low();
            hi = shared.high();
        }
        if (!(hi > lo)) {
            double pad = lo == 0 ? 1 : Math.abs(lo) * 0.05;
            lo = log ? lo / 1.1 : lo - pad;
            hi = log ? hi * 1.1 : hi + pad;
        }
        double mapLow = lo;
        double mapHigh = hi;
        double middle = Double.NaN;
        if (s.norm() == Heatmap.Norm.TWO_SLOPE) {
            // Each side of the centre its own half of the map: the centre must lie inside what is drawn.
            middle = s.center();
            if (!(lo < middle && middle < hi)) {
                throw spec.error(path + ".norm", "lays each side of the centre " + PyFormat.g(middle) + " over half the map, but every value is on one side ("
                        + PyFormat.g(lo) + " to " + PyFormat.g(hi) + "); use \"centered\" or set limits around it");
            }
        } else if (s.center() != null) {
            double c = s.center();
            double half = Math.max(Math.abs(hi - c), Math.abs(c - lo));
            mapLow = c - half;
            mapHigh = c + half;
        }
        // A log bar's ticks are powers of ten: 10, 100, 1,000, written whole unless decimals or a format are asked.
        DoubleFunction<String> ticks = log && s.decimals() == null && s.format() == null
                ? v -> v >= 1 && v == Math.rint(v) ? String.format(java.util.Locale.ROOT, "%,.0f", v) : PyFormat.g(v) : scaleFormat;
        return new ColourBar(map, mapLow, mapHigh, middle, lo, hi, DrawnSeries.labelOf(s), ticks, s.contours() == null ? List.of() : s.contours(), log);
    }
}
