package dev.figmark.recipes.description;

import dev.figmark.chart.Layer;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Panel;
import dev.figmark.chart.ReferenceLines;
import dev.figmark.chart.Style;
import dev.figmark.model.Note;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Span;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The kinds of a description that mark the plot rather than draw data: {@code span}, a shaded interval of x or y with
 * an optional label (a phase, a region), and {@code text}, a note at a data or axes position with an optional arrow to a
 * point. Notes go where they cover no data, as near their anchor as they can.
 */
final class Annotations {

    /** How strongly a span is shaded: it lies under the data, which must stay clear. */
    static final double SPAN_OPACITY = 0.15;
    /** A note's distance from its anchor, in points. */
    static final double NOTE_GAP = 3;
    /** An arrow's head, long and wide, in points. */
    static final double HEAD_LENGTH = 4;
    static final double HEAD_WIDTH = 3;

    private Annotations() {
    }

    /** The layer of a span: a shaded interval under the data. */
    static Layer span(Span a) {
        Color color = a.color() != null ? Color.hex(a.color()) : Palette.MUTED;
        boolean across = a.y() != null;
        List<Double> range = across ? a.y() : a.x();
        return span(range.get(0), range.get(1), across, a.label() == null ? "" : a.label(), color.withOpacity(SPAN_OPACITY));
    }

    /** The layer of a note: its text where it covers no data, and its arrow. */
    static Layer note(Note a) {
        Color color = a.color() != null ? Color.hex(a.color()) : Palette.INK;
        double[] to = a.point() == null ? null : new double[] {a.point().get(0), a.point().get(1)};
        return note(a.text(), a.x(), a.y(), a.at() == Note.Anchor.AXES, to, color);
    }

    private static Layer span(double from, double to, boolean across, String label, Color fill) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            Box box = across ? Box.of(p.x(), frame.py(from), p.right(), frame.py(to)) : Box.of(frame.px(from), p.y(), frame.px(to), p.bottom());
            out.clipped().add(Group.of(Layers.BAND_GROUP, List.<Mark>of(Rect.filled(box, fill))));
            if (!label.isEmpty()) {
                Style style = context.style();
                Text t = across
                        ? context.type().text(p.right() - 2, box.y() + 1, label, style.face(), style.tickSize(), Palette.INK2, Text.Anchor.END, Text.Baseline.TOP, false)
                        : context.type().text(box.centerX(), p.y() + 1, label, style.face(), style.tickSize(), Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, false);
                if (t.bounds().width() <= (across ? p.width() : box.width()) && t.bounds().height() <= (across ? box.height() : p.height())) {
                    out.free().add(t);
                }
            }
        };
    }

    /**
     * A note beside its anchor (right, left, above, below, best first; with an arrow, the sides away from its point
     * first), and an arrow from the anchor to the point.
     */
    private static Layer note(String text, double x, double y, boolean axes, double[] to, Color ink) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            double ax = axes ? p.x() + x * p.width() : frame.px(x);
            double ay = axes ? p.bottom() - y * p.height() : frame.py(y);
            if (!Double.isFinite(ax) || !Double.isFinite(ay)) {
                return;
            }
            Style style = context.style();
            double size = style.tickSize();
            Text right = context.type().rich(ax + NOTE_GAP, ay, text, style.face(), size, ink, Text.Anchor.START, Text.Baseline.MIDDLE, false);
            Text left = context.type().rich(ax - NOTE_GAP, ay, text, style.face(), size, ink, Text.Anchor.END, Text.Baseline.MIDDLE, false);
            Text above = context.type().rich(ax, ay - NOTE_GAP, text, style.face(), size, ink, Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false);
            Text below = context.type().rich(ax, ay + NOTE_GAP, text, style.face(), size, ink, Text.Anchor.MIDDLE, Text.Baseline.TOP, false);
            // With an arrow, the sides away from its point first, so the arrow leaves the note rather than crossing it.
            List<Text> order = to == null ? List.of(right, left, above, below)
                    : frame.px(to[0]) >= ax ? (frame.py(to[1]) >= ay ? List.of(left, above, right, below) : List.of(left, below, right, above))
                    : (frame.py(to[1]) >= ay ? List.of(right, above, left, below) : List.of(right, below, left, above));
            List<List<Text>> places = new ArrayList<>();
            order.forEach(t -> places.add(List.of(t)));
            out.notes().add(new Layer.Note(text, places));
            if (to != null) {
                double tx = frame.px(to[0]);
                double ty = frame.py(to[1]);
                double length = Math.hypot(tx - ax, ty - ay);
                if (Double.isFinite(length) && length > HEAD_LENGTH) {
                    double ux = (tx - ax) / length;
                    double uy = (ty - ay) / length;
                    double bx = tx - ux * HEAD_LENGTH;
                    double by = ty - uy * HEAD_LENGTH;
                    Color arrow = ink.equals(Palette.INK) ? Palette.INK2 : ink;
                    Stroke stroke = Stroke.solid(0.6, arrow);
                    out.free().add(Polyline.segment(ax, ay, bx, by, stroke));
                    out.free().add(new Area(new double[] {tx, ty, bx - uy * HEAD_WIDTH / 2, by + ux * HEAD_WIDTH / 2,
                        bx + uy * HEAD_WIDTH / 2, by - ux * HEAD_WIDTH / 2}, arrow));
                }
            }
        };
    }

    /** A panel's reference lines: dashed by default, muted, with an optional note beside each. */
    static void referenceLines(dev.figmark.model.Panel panel, Panel.Builder b) {
        for (ReferenceLine line : panel.lines() == null ? List.<ReferenceLine>of() : panel.lines()) {
            Color color = line.color() != null ? Color.hex(line.color()) : Palette.MUTED;
            List<Double> dash = DescriptionAxes.dash(line.style() == null ? dev.figmark.model.Series.LineStyle.DASHED : line.style(), 0, Style.defaults());
            Stroke stroke = new Stroke(0.8, color, dash.stream().map(v -> v / Layers.LINE_WIDTH * 0.8).toList(), Stroke.Cap.BUTT, Stroke.Join.MITER);
            if (line.x() != null) {
                b.layer(ReferenceLines.vline(line.x(), stroke, line.annotation(), line.side() != ReferenceLine.Side.RIGHT));
            } else {
                b.layer(ReferenceLines.hline(line.y(), stroke, line.annotation()));
            }
        }
    }
}
