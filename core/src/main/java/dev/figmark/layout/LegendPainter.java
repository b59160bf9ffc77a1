package dev.figmark.layout;

import dev.figmark.chart.Legend;
import dev.figmark.chart.Palette;
import dev.figmark.scene.Box;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.text.FontMetrics;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a legend as rows of entries (swatch, then label) with the seed's spacing in ems: handles 1.5 long, 0.4 to
 * the label, 1.0 between entries. Entries flow into a new row when the next one would pass {@code maxWidth}.
 */
final class LegendPainter {

    private final Typesetter type;
    private final FontFace face;
    private final double size;

    LegendPainter(Typesetter type, FontFace face, double size) {
        this.type = type;
        this.face = face;
        this.size = size;
    }

    private double handle() {
        return 1.5 * size;
    }

    private double entryWidth(Legend.Entry e) {
        return handle() + 0.4 * size + type.width(e.label(), face, size);
    }

    private double rowHeight() {
        return type.lineHeight(face, size);
    }

    private double rowGap() {
        return 0.25 * size;
    }

    /** The entries of each row, filled in reading order; a label too long for {@code maxWidth} is shortened. */
    List<List<Legend.Entry>> rows(Legend legend, double maxWidth) {
        List<List<Legend.Entry>> rows = new ArrayList<>();
        List<Legend.Entry> row = new ArrayList<>();
        double width = 0;
        double room = maxWidth - handle() - 0.4 * size;
        for (Legend.Entry given : legend.entries()) {
            Legend.Entry e = Double.isInfinite(maxWidth) || room <= size ? given
                    : new Legend.Entry(type.ellipsize(given.label(), face, size, room), given.swatch());
            double w = entryWidth(e) + (row.isEmpty() ? 0 : size);
            if (!row.isEmpty() && width + w > maxWidth) {
                rows.add(row);
                row = new ArrayList<>();
                width = 0;
                w = entryWidth(e);
            }
            row.add(e);
            width += w;
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        return rows;
    }

    double width(List<List<Legend.Entry>> rows) {
        double most = 0;
        for (List<Legend.Entry> row : rows) {
            most = Math.max(most, rowWidth(row));
        }
        return most;
    }

    private double rowWidth(List<Legend.Entry> row) {
        double w = 0;
        for (int i = 0; i < row.size(); i++) {
            w += entryWidth(row.get(i)) + (i > 0 ? size : 0);
        }
        return w;
    }

    double height(int rowCount) {
        return rowCount == 0 ? 0 : rowCount * rowHeight() + (rowCount - 1) * rowGap();
    }

    /**
     * The legend as a group named {@code legend…}, its rows' top at {@code top}; rows start at {@code x} when
     * {@code alignRight} is false, or end there when it is true.
     */
    Group paint(String name, List<List<Legend.Entry>> rows, double x, double top, boolean alignRight) {
        FontMetrics m = type.metrics(face);
        List<Mark> marks = new ArrayList<>();
        double y = top;
        for (List<Legend.Entry> row : rows) {
            double cursor = alignRight ? x - rowWidth(row) : x;
            double baseline = y + m.ascent() * size;
            double middle = baseline - m.capHeight() * size / 2;
            for (Legend.Entry e : row) {
                swatch(e.swatch(), cursor, middle, marks);
                marks.add(type.text(cursor + handle() + 0.4 * size, baseline, e.label(), face, size, Palette.INK,
                        Text.Anchor.START, Text.Baseline.BASELINE, false));
                cursor += entryWidth(e) + size;
            }
            y += rowHeight() + rowGap();
        }
        return Group.of(LayoutCheck.LEGEND + (name.isEmpty() ? "" : " " + name), marks);
    }

    private void swatch(Legend.Swatch swatch, double x, double middle, List<Mark> out) {
        double h = handle();
        if (swatch instanceof Legend.Line line) {
            Stroke s = line.stroke();
            out.add(Polyline.segment(x, middle, x + h, middle, new Stroke(s.width(), s.color(), s.dash(), Stroke.Cap.BUTT, s.join())));
            if (line.marker() != null) {
                out.add(new Marker(x + h / 2, middle, line.marker(), 4, line.markerFace(), line.markerEdge(), 0.5));
            }
        } else if (swatch instanceof Legend.Patch patch) {
            double ph = 0.7 * size;
            out.addAll(Rect.bar(new Box(x, middle - ph / 2, h, ph), patch.fill(), null, patch.hatch()));
        } else if (swatch instanceof Legend.Symbol s) {
            out.add(new Marker(x + h / 2, middle, s.shape(), s.size(), s.face(), s.edge(), s.edgeWidth()));
        }
    }
}
