package dev.figmark.chart;

import dev.figmark.scene.Box;

/** A panel's plot box and its scales: where data values land on the page. */
public record Frame(Box plot, Scale x, Scale y) {

    public double px(double value) {
        return plot.x() + x.fraction(value) * plot.width();
    }

    public double py(double value) {
        return plot.bottom() - y.fraction(value) * plot.height();
    }

    /** Data units of y per point, for sizes given in data units (bar heights). */
    public double yUnit() {
        return plot.height() / Math.abs(y.max() - y.min());
    }
}
