package dev.figmark.chart;

import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.List;

/**
 * A small plot inside a panel's plot that magnifies a range of it, as matplotlib's {@code inset_axes} with
 * {@code indicate_inset_zoom}: the range outlined on the panel, two lines joining it to the inset, and the panel's data
 * layers drawn again in the inset at the range's scales, clipped to it. The inset goes in the corner of the plot clear
 * of the range that covers the least data; where every corner covers some, it says so.
 *
 * @param data   the panel's data layers, drawn again inside the inset
 * @param x      the range of x magnified, on the panel's kind of scale
 * @param y      the range of y
 * @param corner the corner asked for, or null for the one that covers the least data
 * @param size   the inset's width and height as a share of the plot's
 */
public record InsetPlot(List<Layer> data, Scale x, Scale y, Corner corner, double size) implements Layer {

    /** The corners of a plot an inset may take. */
    public enum Corner { UPPER_LEFT, UPPER_RIGHT, LOWER_RIGHT, LOWER_LEFT }

    /** The room between an inset and the plot's edge, in points. */
    static final double MARGIN_PT = 4.0;
    /** The width of the outlines and the joining lines, in points. */
    static final double LINE_PT = 0.6;
    /** The group an inset's marks are drawn in. */
    public static final String GROUP = "inset";

    public InsetPlot {
        data = List.copyOf(data);
    }

    @Override
    public void draw(Frame frame, Context context, Output out) {
        Box p = frame.plot();
        Box range = Box.of(Math.min(frame.px(x.min()), frame.px(x.max())), Math.min(frame.py(y.min()), frame.py(y.max())),
                Math.max(frame.px(x.min()), frame.px(x.max())), Math.max(frame.py(y.min()), frame.py(y.max())));
        double w = p.width() * size;
        double h = p.height() * size;
        Box best = null;
        int fewest = Integer.MAX_VALUE;
        Corner where = null;
        for (Corner c : Corner.values()) {
            if (corner != null && c != corner) {
                continue;
            }
            double left = c == Corner.UPPER_LEFT || c == Corner.LOWER_LEFT ? p.x() + MARGIN_PT : p.right() - MARGIN_PT - w;
            double top = c == Corner.UPPER_LEFT || c == Corner.UPPER_RIGHT ? p.y() + MARGIN_PT : p.bottom() - MARGIN_PT - h;
            Box box = new Box(left, top, w, h);
            if (corner == null && overlap(box, range)) {
                continue;
            }
            int covered = covered(box, out.clipped());
            if (covered < fewest) {
                fewest = covered;
                best = box;
                where = c;
            }
        }
        if (best == null) {
            out.leftOut().add("the inset is left out: every corner of the plot overlaps the range it magnifies; magnify a smaller range"
                    + " or make the inset smaller (size)");
            return;
        }
        if (fewest > 0) {
            out.leftOut().add(String.format(java.util.Locale.ROOT, "the inset covers %d marks of data at the %s of the plot, the fewest of any"
                    + " corner; make it smaller (size) or place it (at)", fewest, where.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')));
        }
        out.decisions().add("inset at the " + where.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        Stroke outline = Stroke.solid(LINE_PT, Palette.INK2);
        List<Mark> marks = new ArrayList<>();
        marks.add(new Rect(range, null, outline));
        for (double[] join : joins(range, best)) {
            marks.add(Polyline.segment(join[0], join[1], join[2], join[3], outline));
        }
        List<Mark> inside = new ArrayList<>();
        inside.add(Rect.filled(best, Color.WHITE));
        Output drawn = new Output(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new java.util.HashMap<>());
        Frame zoomed = new Frame(best, x, y);
        for (Layer layer : data) {
            layer.draw(zoomed, context, drawn);
        }
        inside.addAll(drawn.clipped());
        marks.add(new Group(GROUP, 0, 0, best, inside));
        marks.add(new Rect(best, null, outline));
        out.clipped().add(Group.of(GROUP, marks));
    }

    /** Two lines from the range's corners to the inset's facing corners, on the side where the inset lies. */
    private static List<double[]> joins(Box range, Box inset) {
        if (inset.x() >= range.right()) {
            return List.of(new double[] {range.right(), range.y(), inset.x(), inset.y()}, new double[] {range.right(), range.bottom(), inset.x(), inset.bottom()});
        }
        if (inset.right() <= range.x()) {
            return List.of(new double[] {range.x(), range.y(), inset.right(), inset.y()}, new double[] {range.x(), range.bottom(), inset.right(), inset.bottom()});
        }
        if (inset.bottom() <= range.y()) {
            return List.of(new double[] {range.x(), range.y(), inset.x(), inset.bottom()}, new double[] {range.right(), range.y(), inset.right(), inset.bottom()});
        }
        return List.of(new double[] {range.x(), range.bottom(), inset.x(), inset.y()}, new double[] {range.right(), range.bottom(), inset.right(), inset.y()});
    }

    private static boolean overlap(Box a, Box b) {
        return a.x() < b.right() && b.x() < a.right() && a.y() < b.bottom() && b.y() < a.bottom();
    }

    /** How many marks of data lie under a box: line vertices and segments crossing it, markers, bars and areas. */
    static int covered(Box box, List<Mark> marks) {
        int n = 0;
        for (Mark m : marks) {
            if (m instanceof Group g) {
                if (!g.name().equals(Layers.BAND_GROUP)) {
                    n += covered(new Box(box.x() - g.dx(), box.y() - g.dy(), box.width(), box.height()), g.children());
                }
            } else if (m instanceof Polyline line) {
                for (int i = 0; i + 1 < line.size(); i++) {
                    if (crosses(box, line.x(i), line.y(i), line.x(i + 1), line.y(i + 1))) {
                        n++;
                    }
                }
            } else if (m instanceof Marker || m instanceof Rect || m instanceof Area) {
                n += overlap(box, m.bounds()) ? 1 : 0;
            }
        }
        return n;
    }

    /** Whether a segment passes through a box: an end inside it, or a crossing of one of its sides. */
    private static boolean crosses(Box b, double x0, double y0, double x1, double y1) {
        if (inside(b, x0, y0) || inside(b, x1, y1)) {
            return true;
        }
        double[][] sides = {{b.x(), b.y(), b.right(), b.y()}, {b.right(), b.y(), b.right(), b.bottom()},
            {b.right(), b.bottom(), b.x(), b.bottom()}, {b.x(), b.bottom(), b.x(), b.y()}};
        for (double[] s : sides) {
            if (intersect(x0, y0, x1, y1, s[0], s[1], s[2], s[3])) {
                return true;
            }
        }
        return false;
    }

    private static boolean inside(Box b, double px, double py) {
        return px >= b.x() && px <= b.right() && py >= b.y() && py <= b.bottom();
    }

    private static boolean intersect(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
        double d1 = cross(cx, cy, dx, dy, ax, ay);
        double d2 = cross(cx, cy, dx, dy, bx, by);
        double d3 = cross(ax, ay, bx, by, cx, cy);
        double d4 = cross(ax, ay, bx, by, dx, dy);
        return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0);
    }

    private static double cross(double ax, double ay, double bx, double by, double px, double py) {
        return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    }
}
