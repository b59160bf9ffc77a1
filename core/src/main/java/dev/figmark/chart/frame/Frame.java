package dev.figmark.chart.frame;

import dev.figmark.chart.scale.Scale;
import dev.figmark.scene.Box;

/** A panel's plot box and its scales: where data values land on the page. */
public record Frame(Box plot, Scale x, Scale y) {

    public double px(double value) {
        return plot.x() + x.fraction(value) * plot.width();
    }

    public double py(double value) {
        return plot.bottom() - y.fraction(value) * plot.height();
    }

    /**
     * Where bars start along an axis: zero, or on a log axis (which has no zero) its low end, as matplotlib draws
     * bars on a log scale.
     */
    public static double base(Scale scale, double value) {
        return value == 0 && scale.log() ? Math.min(scale.min(), scale.max()) : value;
    }

    /** Data units of y per point, for sizes given in data units (bar heights). */
    public double yUnit() {
        return plot.height() / Math.abs(y.max() - y.min());
    }
}
