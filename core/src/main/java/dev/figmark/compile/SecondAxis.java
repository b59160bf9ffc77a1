package dev.figmark.compile;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.OnYAxis;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import java.util.List;
import java.util.function.Consumer;

/**
 * A panel's second y axis ({@code "y2"} on the panel, {@code "axis": "y2"} on a series): power beside throughput. Its
 * range comes from its own series only, its ticks and label sit on the right, and its series are drawn with its scale.
 */
final class SecondAxis {

    private SecondAxis() {
    }

    /** True when the series is drawn against the right axis. */
    static boolean on(DrawnSeries d) {
        return onY2(d.spec());
    }

    /** True when a series is drawn against the right axis. */
    static boolean onY2(Series s) {
        return s instanceof OnYAxis a && a.axis() == Series.YAxis.Y2;
    }

    /** The series drawn against the left axis. */
    static List<DrawnSeries> left(List<DrawnSeries> series) {
        return series.stream().filter(d -> !on(d)).toList();
    }

    /**
     * The panel's right axis, or null when it has none; a series on y2 of a panel without one, or a y2 with no series
     * on it, is an error at its JSON path.
     */
    static AxisGuide axis(Panel panel, List<DrawnSeries> series, String path, DescriptionAxes axes, FigureSpec spec,
            Style style, boolean bars) {
        List<Series> given = panel.series();
        boolean wanted = series.stream().anyMatch(SecondAxis::on);
        if (panel.y2() == null) {
            for (int s = 0; s < given.size() && wanted; s++) {
                if (onY2(given.get(s))) {
                    throw spec.error(path + ".series[" + s + "].axis", "the panel has no y2 axis; add \"y2\": {\"label\": …} to the panel");
                }
            }
            return null;
        }
        if (!wanted) {
            throw spec.error(path + ".y2", "no series is drawn against it; give one \"axis\": \"y2\"");
        }
        if (left(series).isEmpty()) {
            throw spec.error(path + ".y2", "every series is on y2; draw at least one against y, the left axis");
        }
        if (series.stream().anyMatch(DrawnSeries::across)) {
            throw spec.error(path + ".y2", "a panel of horizontal bars takes no second y axis");
        }
        return axes.valueAxis(panel.y2(), series.stream().filter(SecondAxis::on).toList(), false, path + ".y2", bars, false, style)
                .toBuilder().opposite(true).build();
    }

    /** Where a series' layers go: into the panel, drawn with the right axis's scale when the series is on it. */
    static Consumer<Layer> target(PanelPlot.Builder b, AxisGuide y2, DrawnSeries d) {
        return y2 != null && on(d) ? layer -> b.layer((frame, context, out) -> layer.draw(new Frame(frame.plot(), frame.x(), y2.scale()), context, out))
                : b::layer;
    }
}
