package dev.figmark.layout;

import dev.figmark.chart.Layer;
import dev.figmark.chart.Legend;
import dev.figmark.chart.Panel;
import dev.figmark.chart.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.Mark;
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

    /**
     * A note at the first of its places that covers no data and no other text in the plot; when every place covers
     * data, an error that names the note and the series it would cover.
     */
    List<Text> note(Panel panel, Layer.Note note, Layer.Output output, Box plot) {
        Mark firstHit = null;
        for (List<Text> place : note.places()) {
            Mark hit = null;
            boolean clear = true;
            for (Text t : place) {
                Box box = t.bounds();
                clear &= box.inside(plot, LayoutCheck.TOLERANCE) && clearOf(box, output, true);
                hit = hit != null ? hit : dataUnder(box, output);
            }
            if (hit == null && clear) {
                return place;
            }
            firstHit = firstHit != null ? firstHit : hit;
        }
        if (firstHit == null) {
            return note.places().get(0);
        }
        String series = output.names().get(firstHit);
        throw new LayoutException(LayoutException.Kind.CROWDED, "panel '" + panel.key() + "': the note '" + note.text() + "' covers "
                + (series != null ? "the series '" + series + "'" : "data") + " wherever it goes near its line; shorten it, or widen the figure");
    }

    /** Room between an inside legend and the plot's edge, in points. */
    static final double INSIDE_PAD = 3;

    /**
     * The panel's legend in the first of its corners where it covers no data and no text, or null (and a warning that
     * names the series it would cover) when none is free: it then goes above the plot.
     */
    Mark legend(Panel panel, Layer.Output output, Box plot) {
        Legend legend = panel.legend();
        LegendPainter legends = new LegendPainter(type, style.face(), style.legendSize());
        LegendPainter.Rows rows = legends.rows(legend, plot.width() * 0.6);
        double lw = legends.width(rows);
        double lh = legends.height(rows);
        List<Legend.Placement> corners = legend.placement() == Legend.Placement.INSIDE_BEST
                ? List.of(Legend.Placement.INSIDE_UPPER_RIGHT, Legend.Placement.INSIDE_UPPER_LEFT, Legend.Placement.INSIDE_LOWER_RIGHT,
                        Legend.Placement.INSIDE_LOWER_LEFT)
                : List.of(legend.placement());
        Mark firstHit = null;
        for (Legend.Placement corner : corners) {
            boolean right = corner == Legend.Placement.INSIDE_UPPER_RIGHT || corner == Legend.Placement.INSIDE_LOWER_RIGHT;
            boolean upper = corner == Legend.Placement.INSIDE_UPPER_RIGHT || corner == Legend.Placement.INSIDE_UPPER_LEFT;
            double x = right ? plot.right() - INSIDE_PAD : plot.x() + INSIDE_PAD;
            double top = upper ? plot.y() + INSIDE_PAD : plot.bottom() - INSIDE_PAD - lh;
            Box box = Box.of(right ? x - lw : x, top, right ? x : x + lw, top + lh);
            Mark hit = dataUnder(box, output);
            boolean clear = box.inside(plot, LayoutCheck.TOLERANCE) && clearOf(box, output, false);
            if (hit == null && clear) {
                return legends.paint(panel.key(), rows, x, top, right);
            }
            firstHit = firstHit != null ? firstHit : hit;
        }
        String series = firstHit == null ? null : output.names().get(firstHit);
        type.warn("warning: panel '" + panel.key() + "': no corner of the plot is free for the legend"
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

    /** Whether the box overlaps none of the marks free of the plot's clip (only its texts, with {@code textsOnly}). */
    private static boolean clearOf(Box box, Layer.Output output, boolean textsOnly) {
        for (Mark other : output.free()) {
            Box b = other.bounds();
            if ((!textsOnly || other instanceof Text) && b != null && b.overlaps(box, LayoutCheck.TOLERANCE)) {
                return false;
            }
        }
        return true;
    }
}
