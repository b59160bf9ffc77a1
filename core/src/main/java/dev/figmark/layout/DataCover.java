package dev.figmark.layout;

import dev.figmark.chart.Layers;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;

/**
 * Whether a text's box covers data: a line that runs through it, a marker or a bar under it. Shading
 * ({@link Layers#BAND_GROUP}) and heat-map cells ({@link Layers#CELLS_GROUP}) are meant to carry text and do not count,
 * nor does a bar that holds a text wholly inside it: a stacked part's value, written over the part's fill alone.
 */
final class DataCover {

    /** A text's box is taken this much smaller on each side: its line box is taller than its ink. */
    static final double INSET = 0.6;

    private DataCover() {
    }

    /** The mark of data in {@code mark} (translated by dx, dy) that the box covers, or null. */
    static Mark covered(Box text, Mark mark, double dx, double dy) {
        Box box = inset(text);
        if (box == null) {
            return null;
        }
        if (mark instanceof Group g) {
            if (g.name().equals(Layers.BAND_GROUP) || g.name().equals(Layers.CELLS_GROUP)) {
                return null;
            }
            for (Mark child : g.children()) {
                Mark hit = covered(text, child, dx + g.dx(), dy + g.dy());
                if (hit != null) {
                    return hit;
                }
            }
            return null;
        }
        Box bounds = mark.bounds();
        if (bounds == null || !bounds.translate(dx, dy).overlaps(box, 0)) {
            return null;
        }
        if (mark instanceof Polyline line) {
            double[] p = line.points();
            for (int i = 0; i + 3 < p.length; i += 2) {
                if (crosses(box, p[i] + dx, p[i + 1] + dy, p[i + 2] + dx, p[i + 3] + dy)) {
                    return mark;
                }
            }
            return null;
        }
        if (mark instanceof Rect rect) {
            // A text wholly inside a filled bar reads as the bar's own label (a stacked part's value), over its fill alone.
            Box r = rect.box().translate(dx, dy);
            if (rect.fill() != null && r.x() <= box.x() && r.y() <= box.y() && r.right() >= box.right() && r.bottom() >= box.bottom()) {
                return null;
            }
            return rect.fill() != null ? mark : outline(box, r) ? mark : null;
        }
        if (mark instanceof Area area) {
            java.awt.geom.Path2D.Double path = new java.awt.geom.Path2D.Double();
            path.moveTo(area.x(0) + dx, area.y(0) + dy);
            for (int i = 1; i < area.size(); i++) {
                path.lineTo(area.x(i) + dx, area.y(i) + dy);
            }
            path.closePath();
            return path.intersects(box.x(), box.y(), box.width(), box.height()) ? mark : null;
        }
        return mark instanceof Marker ? mark : null;
    }

    private static Box inset(Box b) {
        double w = b.width() - 2 * INSET;
        double h = b.height() - 2 * INSET;
        return w > 0 && h > 0 ? new Box(b.x() + INSET, b.y() + INSET, w, h) : null;
    }

    private static boolean outline(Box box, Box r) {
        return crosses(box, r.x(), r.y(), r.right(), r.y()) || crosses(box, r.right(), r.y(), r.right(), r.bottom())
                || crosses(box, r.x(), r.bottom(), r.right(), r.bottom()) || crosses(box, r.x(), r.y(), r.x(), r.bottom());
    }

    /** Whether the segment from (x0, y0) to (x1, y1) passes through the box, touching included. */
    static boolean crosses(Box b, double x0, double y0, double x1, double y1) {
        return b.clip(x0, y0, x1, y1) != null;
    }
}
