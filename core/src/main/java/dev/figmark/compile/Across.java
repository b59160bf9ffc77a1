package dev.figmark.compile;

import dev.figmark.model.Bounded;
import dev.figmark.model.ErrorBar;
import dev.figmark.model.Points;
import dev.figmark.model.Scatter;
import dev.figmark.model.Values;

/**
 * Points on categories down y: a scatter, error bar or line whose y names categories (a forest plot's studies, a
 * dumbbell's models, a profile down a network's layers) is read as a horizontal bar is, the names as its categories
 * and x as its values, its bounds along x; a line joins them in the categories' order. This says which series are,
 * and refuses what such a series cannot take.
 */
final class Across {

    private Across() {
    }

    /** Whether the series' points sit on categories down y: a scatter, error bar or line whose y holds names and x numbers. */
    static boolean of(Points p, PointsReader.Field x, PointsReader.Field y, String path, FigureSpec spec) {
        if (!(p instanceof Scatter || p instanceof ErrorBar || p instanceof dev.figmark.model.Line) || y.numbers() || y.dates()) {
            return false;
        }
        if (!x.numbers()) {
            throw spec.error(path + ".x", "holds " + (x.dates() ? "dates" : "text (" + x.firstText() + ")") + ", and y names categories ("
                    + y.firstText() + "); points on categories down y take numbers along x");
        }
        if (p.yScale() != null) {
            throw spec.error(path + ".y_scale", "scales y, and y names categories here; scale the values along x with x_scale");
        }
        if (SecondAxis.onY2(p)) {
            throw spec.error(path + ".axis", "draws against the right y axis, and points on categories down y have their values along x; leave it out");
        }
        return true;
    }

    /**
     * The series' bounds, as err, low and high (each null where not given): an error bar's x bounds where its points
     * sit on categories down y, else its y bounds; refused where given along the other axis.
     */
    static Values[] bounds(Points p, boolean across, String path, FigureSpec spec) {
        if (p instanceof ErrorBar e) {
            String other = across ? (e.yErr() != null ? "y_err" : e.yLow() != null ? "y_low" : null)
                    : (e.xErr() != null ? "x_err" : e.xLow() != null ? "x_low" : null);
            if (other != null && across) {
                throw spec.error(path + "." + other, "bounds y, and y names categories here; give the bounds of x: x_err, or x_low and x_high");
            }
            if (other != null) {
                throw spec.error(path + "." + other, "bounds x where y names categories (a forest plot), and y holds numbers here; give y_err,"
                        + " or y_low and y_high");
            }
            return across ? new Values[] {e.xErr(), e.xLow(), e.xHigh()} : new Values[] {e.yErr(), e.yLow(), e.yHigh()};
        }
        return p instanceof Bounded b ? new Values[] {b.yErr(), b.yLow(), b.yHigh()} : new Values[3];
    }
}
