package dev.figmark.chart;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.scale.Scale;
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
            if (corner == null && box.overlaps(range, 0)) {
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

    /** How many marks of data lie under a box: line segments through it (as {@code DataCover} counts them), markers, bars and areas. */
    static int covered(Box box, List<Mark> marks) {
        int n = 0;
        for (Mark m : marks) {
            if (m instanceof Group g) {
                if (!g.name().equals(Layers.BAND_GROUP)) {
                    n += covered(new Box(box.x() - g.dx(), box.y() - g.dy(), box.width(), box.height()), g.children());
                }
            } else if (m instanceof Polyline line) {
                for (int i = 0; i + 1 < line.size(); i++) {
                    if (box.clip(line.x(i), line.y(i), line.x(i + 1), line.y(i + 1)) != null) {
                        n++;
                    }
                }
            } else if (m instanceof Marker || m instanceof Rect || m instanceof Area) {
                n += box.overlaps(m.bounds(), 0) ? 1 : 0;
            }
        }
        return n;
    }
}
