package dev.figmark.chart.guide;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import java.util.List;

/** The lines of a panel's axes: grid lines behind the data, the spines along the plot box, a broken axis's break mark. */
public final class AxisLines {

    /** The width of a spine, and of the tick marks along it, in points. */
    public static final double SPINE_WIDTH = 0.5;
    /** The width of a grid line, in points: under the spines', so the grid stays behind. */
    private static final double GRID_WIDTH = 0.4;
    /** The height of a broken axis's break mark's slashes, in points, and how far they reach beside the spine. */
    static final double BREAK_SLASH_PT = 3.0;

    private AxisLines() {
    }

    /** An axis's grid: a line across the plot at each tick the axis shows, vertical for an x axis. */
    public static void grid(AxisGuide axis, Frame frame, boolean vertical, Style style, List<Mark> out) {
        if (!axis.grid()) {
            return;
        }
        Stroke stroke = new Stroke(GRID_WIDTH, Palette.GRID, List.of(), Stroke.Cap.BUTT, Stroke.Join.MITER);
        Box p = frame.plot();
        for (Tick t : axis.visibleTicks(vertical ? p.width() : p.height(), style.tickSize())) {
            if (vertical) {
                double x = frame.px(t.value());
                out.add(Polyline.segment(x, p.y(), x, p.bottom(), stroke));
            } else {
                double y = frame.py(t.value());
                out.add(Polyline.segment(p.x(), y, p.right(), y, stroke));
            }
        }
    }

    /** The spines of a {@code w} by {@code h} plot box at the origin: each axis's own, on its side, in its colour. */
    public static void spines(AxisGuide x, AxisGuide y, AxisGuide y2, double w, double h, List<Mark> out) {
        if (y2 != null && y2.spine()) {
            out.add(Polyline.segment(w, 0, w, h, Stroke.solid(SPINE_WIDTH, y2.line())));
        }
        if (y.spine()) {
            double at = y.opposite() ? w : 0;
            out.add(Polyline.segment(at, 0, at, h, Stroke.solid(SPINE_WIDTH, y.line())));
        }
        if (x.spine()) {
            double at = x.opposite() ? 0 : h;
            out.add(Polyline.segment(0, at, w, at, Stroke.solid(SPINE_WIDTH, Palette.AXIS)));
        }
    }

    /**
     * A broken axis's gap: a white band across the plot over the data (a bar through it reads as cut) and two slashes
     * on each spine, as a reader expects of a break.
     */
    public static void breakMark(Scale scale, Frame frame, List<Mark> out) {
        if (scale.gap() == null) {
            return;
        }
        Box p = frame.plot();
        double top = Math.min(frame.py(scale.gap().to()), frame.py(scale.gap().from()));
        double bottom = Math.max(frame.py(scale.gap().to()), frame.py(scale.gap().from()));
        out.add(Rect.filled(Box.of(p.x() - BREAK_SLASH_PT, top + SPINE_WIDTH, p.right() + BREAK_SLASH_PT, bottom - SPINE_WIDTH),
                Color.WHITE));
        Stroke stroke = Stroke.solid(SPINE_WIDTH * 1.5, Palette.AXIS);
        double s = BREAK_SLASH_PT;
        for (double x : new double[] {p.x(), p.right()}) {
            for (double y : new double[] {top, bottom}) {
                out.add(Polyline.segment(x - s, y + s / 2, x + s, y - s / 2, stroke));
            }
        }
    }
}
