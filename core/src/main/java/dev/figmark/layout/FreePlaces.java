package dev.figmark.layout;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.guide.LegendPainter;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.List;

/**
 * Places what may go anywhere near its anchor inside a plot, once the data is drawn: notes, and legends inside the
 * plot. Each takes the first of its places that covers no data and no other text.
 */
final class FreePlaces {

    private final Typesetter type;
    private final Style style;

    FreePlaces(Typesetter type, Style style) {
        this.type = type;
        this.style = style;
    }

    /** An arrow's head, long and wide, in points, and its line's width. */
    static final double HEAD_LENGTH = 4;
    static final double HEAD_WIDTH = 3;
    static final double ARROW_WIDTH = 0.6;
    /** Room between a note's text and the start of its arrow, in points. */
    static final double ARROW_GAP = 1;

    /**
     * A note at the first of its places that covers no data and no other text in the plot, and whose arrow (from the
     * edge of the note to its point) crosses no text; with {@code force}, the first place whatever it covers. When
     * every place fails, an error that names the note, where it was asked to go, what it covers, and what helps. A
     * point's label with a {@link Layer.Leader} goes farther off or to the margin before it is left out; a line's name
     * at its end goes to the right margin first, with the other lines' names, where the line ends near it.
     */
    List<Mark> note(PanelPlot panel, Layer.Note note, Layer.Output output, Box plot) {
        Layer.Leader to = note.leader();
        List<Mark> margin = to != null && to.marginFirst() ? margin(note, output, plot) : null;
        if (margin != null) {
            return margin; // a line's name at its end, in the margin with the others, where the line ends near it
        }
        Mark firstHit = null;
        boolean crossing = false;
        for (int i = 0; i < note.places().size(); i++) {
            List<Text> place = note.places().get(i);
            Mark hit = null;
            boolean clear = true;
            for (Text t : place) {
                clear &= t.bounds().inside(plot, Box.ROUNDING_PT);
                // A turned note is judged by the short boxes along its line, not one box around it all.
                for (Box box : t.pieces()) {
                    clear &= clearOf(box, output, true);
                    hit = hit != null ? hit : dataUnder(box, output);
                }
            }
            List<Mark> arrow = arrow(note, place);
            boolean arrowClear = arrow.isEmpty() || crossesNoText(arrow.get(0), output);
            crossing |= hit == null && clear && !arrowClear;
            if (note.force() && i == 0 || hit == null && clear && arrowClear) {
                if (note.force() && hit != null) {
                    String series = output.names().get(hit);
                    output.leftOut().add("panel '" + panel.name() + "': the note '" + note.text() + "' covers " + (series != null ? "the series '" + series + "'" : "data")
                            + " where it was asked to go (\"place\": \"force\")");
                }
                if (i > 0) {
                    output.decisions().add("panel '" + panel.name() + "': the note '" + note.text() + "' took place " + (i + 1) + " of " + note.places().size()
                            + " (the first ones covered data or text)");
                }
                List<Mark> out = new java.util.ArrayList<>(place);
                out.addAll(arrow);
                // A forced note may cover data, and the layout check lets it: the user asked for that place.
                return note.force() && hit != null ? List.of(dev.figmark.scene.Group.of(LayoutCheck.FORCED, out)) : out;
            }
            firstHit = firstHit != null ? firstHit : hit;
        }
        List<Mark> leadered = to == null ? null : leadered(note, output, plot);
        if (leadered != null) {
            output.decisions().add("panel '" + panel.name() + "': the label '" + note.text() + "' stands away from its point, a leader line to it"
                    + " (every place beside the point covered data or text)");
            return leadered;
        }
        margin = to == null || to.marginFirst() ? null : margin(note, output, plot);
        if (margin != null) {
            output.decisions().add("panel '" + panel.name() + "': the label '" + note.text() + "' stands in the margin beside the plot, a leader line to"
                    + " its point (no place beside it in the plot was free)");
            return margin;
        }
        String series = firstHit == null ? null : output.names().get(firstHit);
        if (note.optional()) {
            output.leftOut().add("panel '" + panel.name() + "': the label '" + note.text() + "' is left out: no place near its point is free of "
                    + (series != null ? "the series '" + series + "'" : "data and text") + " (its marker stays; the CSV has the value)");
            return List.of();
        }
        if (to != null) {
            throw new LayoutException(LayoutException.Kind.CROWDED, "panel '" + panel.name() + "': the label '" + note.text() + "', which \"labels_required\""
                    + " asks for, finds no free place beside its point, farther off or in the margin (" + (series != null ? "the series '" + series + "'"
                    : "data and text") + " covers them); make the figure larger, label fewer points (\"labels_at\", a template left empty for some),"
                    + " or leave labels_required out to draw the rest and name it in a warning");
        }
        throw new LayoutException(LayoutException.Kind.CROWDED, "panel '" + panel.name() + "': the note '" + note.text() + "' "
                + (note.where().isEmpty() ? "" : note.where() + " ") + (firstHit != null ? "covers " + (series != null ? "the series '" + series + "'" : "data")
                : crossing ? "has its arrow cross other text" : "leaves the plot") + " at each of its " + note.places().size()
                + " places near there; move it (its x and y) to a free part of the plot, shorten it, or give it \"place\": \"force\" to draw it there anyway");
    }

    /** How far from its point's mark a label with a leader line may stand, nearest first, in points. */
    static final double[] LEADER_RINGS = {10, 16, 24, 34, 46, 60, 76, 96};
    /** The directions tried on each ring: every 15 degrees, starting to the right and going round. */
    static final int LEADER_DIRECTIONS = 24;
    /** A leader line's width, in points: the thinnest line a venue prints (half a point), lighter than the data. */
    static final double LEADER_WIDTH = 0.5;
    /** The gap between a leader line's end and its label's box, in points. */
    static final double LEADER_GAP = 1;

    /**
     * A point's label at the nearest free place farther off (rings round the point, each direction in turn, as
     * ggrepel pushes a label out), with a thin leader line from the point's mark to the label's box that crosses no
     * other text; null where none of them is free.
     */
    private List<Mark> leadered(Layer.Note note, Layer.Output output, Box plot) {
        Text base = note.places().get(0).get(0);
        double px = note.leader().x();
        double py = note.leader().y();
        double radius = note.leader().radius();
        for (double ring : LEADER_RINGS) {
            for (int k = 0; k < LEADER_DIRECTIONS; k++) {
                // right, then up right, down right, up, down ... alternating sides so that the nearest turn comes first
                int step = (k + 1) / 2;
                double angle = Math.PI * 2 / LEADER_DIRECTIONS * (k % 2 == 1 ? -step : step);
                double cos = Math.cos(angle);
                double sin = Math.sin(angle);
                Text.Anchor anchor = cos > 0.26 ? Text.Anchor.START : cos < -0.26 ? Text.Anchor.END : Text.Anchor.MIDDLE;
                Text.Baseline baseline = sin < -0.26 ? Text.Baseline.BOTTOM : sin > 0.26 ? Text.Baseline.TOP : Text.Baseline.MIDDLE;
                Text t = placed(base, px + cos * (radius + ring), py + sin * (radius + ring), anchor, baseline);
                Box box = t.bounds();
                if (!box.inside(plot, Box.ROUNDING_PT) || !clearOf(box, output, true) || dataUnder(box, output) != null) {
                    continue;
                }
                Polyline leader = leaderLine(box, note.leader());
                if (leader != null && !besideAnother(box, px, py, leader, output, true) && crossesNoText(leader, output)) {
                    return List.of(t, leader);
                }
            }
        }
        return null;
    }

    /** A label's text set anew at (x, y), anchored there as given: a place away from its point. */
    private static Text placed(Text base, double x, double y, Text.Anchor anchor, Text.Baseline baseline) {
        return new Text(x, y, base.runs(), base.face(), base.size(), base.color(), anchor, baseline, base.vertical(), base.ascent(), base.descent(),
                base.capHeight());
    }

    /** The gap between the plot's edge and a label in its margin, in points. */
    static final double MARGIN_GAP = 3;
    /** A line of labels in the margin, in sizes of their text: how far one is nudged up or down to clear another. */
    static final double MARGIN_LINE = 1.15;
    /** How many lines up, and down, a label in the right margin may be nudged from level with its point. */
    static final int MARGIN_NUDGES = 4;
    /** The share of the plot, from its right or top edge, whose points may have their label in the margin beyond it. */
    static final double MARGIN_REACH = 1 / 3.0;

    /**
     * A point near the plot's right or top edge labelled in the margin beyond it (right first, as direct labels at a
     * line's end are), level with the point or above it, a leader line from the point; null where the margin there
     * holds other text or the leader would cross some. The panel's reach grows by the label, and the layout makes room.
     */
    private List<Mark> margin(Layer.Note note, Layer.Output output, Box plot) {
        Text base = note.places().get(0).get(0);
        double px = note.leader().x();
        double py = note.leader().y();
        List<Text> tries = new java.util.ArrayList<>();
        if (px >= plot.right() - plot.width() * MARGIN_REACH) {
            // level with the point, else a line up or down at a time, as names at lines' ends make room for each other
            double level = Math.max(plot.y(), Math.min(plot.bottom(), py));
            double line = base.size() * MARGIN_LINE;
            for (int k = 0; k <= 2 * MARGIN_NUDGES; k++) {
                double y = level + line * ((k + 1) / 2) * (k % 2 == 1 ? -1 : 1);
                if (y >= plot.y() - line && y <= plot.bottom() + line) {
                    tries.add(placed(base, plot.right() + MARGIN_GAP, y, Text.Anchor.START, Text.Baseline.MIDDLE));
                }
            }
        }
        if (!note.leader().marginFirst() && py <= plot.y() + plot.height() * MARGIN_REACH) {
            tries.add(placed(base, Math.max(plot.x(), Math.min(plot.right(), px)), plot.y() - MARGIN_GAP, Text.Anchor.MIDDLE, Text.Baseline.BOTTOM));
        }
        for (Text t : tries) {
            Box box = t.bounds();
            if (!clearOf(box, output, true)) {
                continue;
            }
            Polyline leader = leaderLine(box, note.leader());
            if (leader == null) {
                return List.of(t); // beside its point: no line needed
            }
            if (crossesNoText(leader, output) && !besideAnother(box, px, py, leader, output, false)) {
                return List.of(t, leader);
            }
        }
        return null;
    }

    /** How near another labelled point a label standing away from its own, or its leader line, may come, in points. */
    static final double CLEAR_OF_OTHERS = 6;

    /**
     * The leader line from a point's mark to a label's box, on the line between the point and the box's middle, a
     * gap short of the box; null where the box is so near the point that no line is needed.
     */
    private static Polyline leaderLine(Box box, Layer.Leader to) {
        double px = to.x();
        double py = to.y();
        double[] end = box.clip(px, py, box.centerX(), box.centerY());
        double ex = end == null ? box.centerX() : px + (box.centerX() - px) * end[0];
        double ey = end == null ? box.centerY() : py + (box.centerY() - py) * end[0];
        double length = Math.hypot(ex - px, ey - py);
        if (length <= to.radius() + LEADER_GAP * 2) {
            return null;
        }
        double ux = (ex - px) / length;
        double uy = (ey - py) / length;
        return Polyline.segment(px + ux * to.radius(), py + uy * to.radius(), ex - ux * LEADER_GAP, ey - uy * LEADER_GAP,
                Stroke.solid(LEADER_WIDTH, to.colour()));
    }

    /**
     * Whether a label standing away from its point would read as another's: its box beside another labelled point
     * (inside the plot, where points crowd; a name in the margin stands apart from them all), or its leader line
     * passing over one.
     */
    private static boolean besideAnother(Box box, double px, double py, Polyline leader, Layer.Output output, boolean inside) {
        double ex = leader.points()[2];
        double ey = leader.points()[3];
        for (Layer.Labelled other : output.labelled()) {
            if ((other.x() != px || other.y() != py) && (inside && distance(box, other.x(), other.y()) < CLEAR_OF_OTHERS
                    || segmentDistance(px, py, ex, ey, other.x(), other.y()) < CLEAR_OF_OTHERS)) {
                return true;
            }
        }
        return false;
    }

    /** How far along a leader line another point must lie, in points, for the line to pass it rather than leave beside it. */
    static final double AHEAD = 3;

    /**
     * How far a point ahead of a segment's start is from the segment; infinite for one beside or behind the start,
     * which a line leaving its own point does not pass (two markers side by side, lines ending one above another).
     */
    private static double segmentDistance(double x0, double y0, double x1, double y1, double x, double y) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double length = Math.hypot(dx, dy);
        double along = length == 0 ? 0 : ((x - x0) * dx + (y - y0) * dy) / (length * length);
        if (along * length <= AHEAD) {
            return Double.POSITIVE_INFINITY;
        }
        double t = Math.min(1, along);
        return Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
    }

    /** How far a point is from a box, 0 inside it. */
    private static double distance(Box box, double x, double y) {
        double dx = Math.max(0, Math.max(box.x() - x, x - box.right()));
        double dy = Math.max(0, Math.max(box.y() - y, y - box.bottom()));
        return Math.hypot(dx, dy);
    }

    /** A note's arrow for a place: from the edge of its text towards its point, a line and a head; none without one. */
    private static List<Mark> arrow(Layer.Note note, List<Text> place) {
        if (note.arrowTo() == null) {
            return List.of();
        }
        Box box = place.get(0).bounds();
        for (Text t : place) {
            box = box.union(t.bounds());
        }
        double tx = note.arrowTo()[0];
        double ty = note.arrowTo()[1];
        double cx = box.centerX();
        double cy = box.centerY();
        double dx = tx - cx;
        double dy = ty - cy;
        double length = Math.hypot(dx, dy);
        if (!(length > 0) || box.contains(tx, ty)) {
            return List.of();
        }
        // Where the line from the note's middle to its point leaves the note's box.
        double leave = Math.min(dx == 0 ? Double.POSITIVE_INFINITY : (dx > 0 ? box.right() - cx : cx - box.x()) / Math.abs(dx),
                dy == 0 ? Double.POSITIVE_INFINITY : (dy > 0 ? box.bottom() - cy : cy - box.y()) / Math.abs(dy));
        double ux = dx / length;
        double uy = dy / length;
        double sx = cx + dx * leave + ux * ARROW_GAP;
        double sy = cy + dy * leave + uy * ARROW_GAP;
        double rest = Math.hypot(tx - sx, ty - sy);
        if (rest <= HEAD_LENGTH + 1) {
            return List.of();
        }
        double bx = tx - ux * HEAD_LENGTH;
        double by = ty - uy * HEAD_LENGTH;
        Stroke stroke = Stroke.solid(ARROW_WIDTH, note.arrow());
        return List.of(Polyline.segment(sx, sy, bx, by, stroke), new Area(new double[] {tx, ty, bx - uy * HEAD_WIDTH / 2, by + ux * HEAD_WIDTH / 2,
            bx + uy * HEAD_WIDTH / 2, by - ux * HEAD_WIDTH / 2}, note.arrow()));
    }

    /** Whether an arrow's line crosses none of the texts already placed beside the plot's data. */
    private static boolean crossesNoText(Mark line, Layer.Output output) {
        double[] p = ((Polyline) line).points();
        for (Mark other : output.free()) {
            if (other instanceof Text t && crosses(p[0], p[1], p[2], p[3], t.bounds())) {
                return false;
            }
        }
        return true;
    }

    /** Whether the segment from (x0, y0) to (x1, y1) runs through the box for some length. */
    static boolean crosses(double x0, double y0, double x1, double y1, Box b) {
        double[] in = b.clip(x0, y0, x1, y1);
        return in != null && in[0] < in[1];
    }

    /** Room between an inside legend and the plot's edge, in points. */
    static final double INSIDE_PAD = 3;

    /**
     * The panel's legend in the first of its corners where it covers no data and no text, or null (and a warning that
     * names the series it would cover) when none is free: it then goes above the plot.
     */
    Mark legend(PanelPlot panel, Layer.Output output, Box plot) {
        LegendGuide legend = panel.legend();
        LegendPainter legends = new LegendPainter(type, style.face(), style.legendSize());
        LegendPainter.Rows rows = legends.rows(legend, plot.width() * 0.6);
        double lw = legends.width(rows);
        double lh = legends.height(rows);
        List<LegendGuide.Placement> corners = legend.placement() == LegendGuide.Placement.INSIDE_BEST
                ? List.of(LegendGuide.Placement.INSIDE_UPPER_RIGHT, LegendGuide.Placement.INSIDE_UPPER_LEFT, LegendGuide.Placement.INSIDE_LOWER_RIGHT,
                        LegendGuide.Placement.INSIDE_LOWER_LEFT)
                : List.of(legend.placement());
        Mark firstHit = null;
        for (LegendGuide.Placement corner : corners) {
            boolean right = corner == LegendGuide.Placement.INSIDE_UPPER_RIGHT || corner == LegendGuide.Placement.INSIDE_LOWER_RIGHT;
            boolean upper = corner == LegendGuide.Placement.INSIDE_UPPER_RIGHT || corner == LegendGuide.Placement.INSIDE_UPPER_LEFT;
            double x = right ? plot.right() - INSIDE_PAD : plot.x() + INSIDE_PAD;
            double top = upper ? plot.y() + INSIDE_PAD : plot.bottom() - INSIDE_PAD - lh;
            Box box = Box.of(right ? x - lw : x, top, right ? x : x + lw, top + lh);
            Mark hit = dataUnder(box, output);
            boolean clear = box.inside(plot, Box.ROUNDING_PT) && clearOf(box, output, false);
            if (hit == null && clear) {
                return legends.paint(panel.key(), rows, x, top, right);
            }
            firstHit = firstHit != null ? firstHit : hit;
        }
        String series = firstHit == null ? null : output.names().get(firstHit);
        output.leftOut().add("panel '" + panel.name() + "': no corner of the plot is free for the legend"
                + (series != null ? " (it would cover the series '" + series + "')" : "") + "; it goes above the plot");
        return null;
    }

    /** The first data mark the box covers, or null. */
    private static Mark dataUnder(Box box, Layer.Output output) {
        for (Mark data : output.clipped()) {
            Mark hit = DataCover.covered(box, data, 0, 0);
            if (hit != null) {
                return hit;
            }
        }
        return null;
    }

    /**
     * Whether the box overlaps none of the marks free of the plot's clip (only its texts, and the arrows and leader
     * lines of notes placed before, with {@code textsOnly}).
     */
    private static boolean clearOf(Box box, Layer.Output output, boolean textsOnly) {
        for (Mark other : output.free()) {
            if (textsOnly && other instanceof Polyline line && line.points().length == 4
                    && crosses(line.points()[0], line.points()[1], line.points()[2], line.points()[3], box)) {
                return false;
            }
            for (Box b : other instanceof Text t ? t.pieces() : java.util.Collections.singletonList(other.bounds())) {
                if ((!textsOnly || other instanceof Text) && b != null && b.overlaps(box, Box.ROUNDING_PT)) {
                    return false;
                }
            }
        }
        return true;
    }
}
