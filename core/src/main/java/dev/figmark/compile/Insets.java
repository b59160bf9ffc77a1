package dev.figmark.compile;

import dev.figmark.chart.InsetPlot;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Axis;
import dev.figmark.model.Inset;
import dev.figmark.model.Panel;
import java.util.List;

/**
 * A panel's inset ({@code "inset"}): the range it magnifies on the panel's kinds of scale, its y range from the
 * values drawn within its x range unless given, and the caption's words for it. Refused where the panel shows
 * categories or has a second y axis, and where no value lies in its range.
 */
final class Insets {

    /** The room kept above and below the values an inset shows, as a share of their span: matplotlib's margins. */
    static final double MARGIN = 0.05;

    private Insets() {
    }

    static Layer layer(Panel panel, String path, List<DrawnSeries> series, List<String> categories, boolean across,
            boolean twin, List<Layer> data, FigureSpec spec) {
        Inset inset = panel.inset();
        if (categories != null || across) {
            throw spec.error(path + ".inset", "magnifies a range of numbers along x, and this panel's "
                    + (across ? "bars or timelines lie across" : "x shows categories") + "; leave inset out");
        }
        if (twin) {
            throw spec.error(path + ".inset", "draws the series of the left axis again, and this panel has a second one (y2); leave one out");
        }
        double x0 = inset.x().get(0);
        double x1 = inset.x().get(1);
        boolean logX = panel.x() != null && panel.x().log();
        boolean logY = panel.y() != null && panel.y().log();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (DrawnSeries d : series) {
            for (int i = 0; i < d.x().length && i < d.y().length; i++) {
                if (d.x()[i] >= x0 && d.x()[i] <= x1) {
                    lo = Math.min(lo, Math.min(d.y()[i], d.low() == null ? d.y()[i] : d.low()[i]));
                    hi = Math.max(hi, Math.max(d.y()[i], d.high() == null ? d.y()[i] : d.high()[i]));
                }
            }
        }
        if (Double.isInfinite(lo)) {
            throw spec.error(path + ".inset.x", "no value of the panel lies between " + PyFormat.g(x0) + " and " + PyFormat.g(x1)
                    + ", so the inset would be empty");
        }
        if (logX && !(x0 > 0)) {
            throw spec.error(path + ".inset.x", "is " + PyFormat.g(x0) + " at its low end, which the panel's log axis cannot show");
        }
        double y0;
        double y1;
        if (inset.y() != null) {
            y0 = inset.y().get(0);
            y1 = inset.y().get(1);
            if (logY && !(y0 > 0)) {
                throw spec.error(path + ".inset.y", "is " + PyFormat.g(y0) + " at its low end, which the panel's log axis cannot show");
            }
        } else if (logY) {
            double pad = Math.pow(hi / lo, MARGIN);
            y0 = lo / Math.max(pad, 1.05);
            y1 = hi * Math.max(pad, 1.05);
        } else {
            double pad = hi > lo ? (hi - lo) * MARGIN : Math.max(Math.abs(lo) * MARGIN, 1e-9);
            y0 = lo - pad;
            y1 = hi + pad;
        }
        Scale xs = !logX ? Scale.linear(x0, x1) : panel.x().scale() == Axis.Scale.LOG2 ? Scale.log2(x0, x1) : Scale.log10(x0, x1);
        Scale ys = !logY ? Scale.linear(y0, y1) : panel.y().scale() == Axis.Scale.LOG2 ? Scale.log2(y0, y1) : Scale.log10(y0, y1);
        InsetPlot.Corner corner = inset.at() == null || inset.at() == Inset.Corner.AUTO ? null : InsetPlot.Corner.valueOf(inset.at().name());
        spec.fact("The inset magnifies x from " + PyFormat.g(x0) + " to " + PyFormat.g(x1) + " and y from " + PyFormat.g(DrawnSeries.decimal(y0))
                + " to " + PyFormat.g(DrawnSeries.decimal(y1)) + ".");
        return new InsetPlot(data, xs, ys, corner, inset.size() == null ? 0.4 : inset.size());
    }
}
