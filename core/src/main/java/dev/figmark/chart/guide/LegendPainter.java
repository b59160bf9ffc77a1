package dev.figmark.chart.guide;

import dev.figmark.chart.look.Palette;
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
 * Draws a legend as rows of entries (swatch, then label) with the seed's spacing in ems: handles 1.5 long (2.0 when a
 * line is dashed, so its dash shows beside its marker), 0.4 to the label, 1.0 between entries. Entries flow into a new
 * row when the next would pass the width, or stand in aligned columns when the legend asks for them. Labels take the
 * markup of any text; a label wider than the room wraps between words, never shortened.
 */
public final class LegendPainter {

    /** Groups whose name starts with this are legends: checked as one box. */
    public static final String LEGEND = "legend";

    /** Inside a legend, the group of one label's lines when it wraps: one label, for whoever reads the labels back. */
    public static final String LEGEND_ENTRY = "wrapped label";

    private final Typesetter type;
    private final FontFace face;
    private final double size;

    public LegendPainter(Typesetter type, FontFace face, double size) {
        this.type = type;
        this.face = face;
        this.size = size;
    }

    /** An entry as laid out: its swatch and its label's lines. */
    public record Cell(LegendGuide.Swatch swatch, List<String> lines) {
    }

    /**
     * The entries in rows; {@code columns} holds each column's width when the legend stands in columns (else empty),
     * {@code handle} the swatches' length.
     */
    public record Rows(List<List<Cell>> rows, double[] columns, double handle) {
        /** How many rows the legend takes. */
        public int size() {
            return rows.size();
        }
    }

    private double handle(LegendGuide legend) {
        boolean dashed = legend.entries().stream().anyMatch(e -> e.swatch() instanceof LegendGuide.Line l && !l.stroke().dash().isEmpty());
        return (dashed ? 2.0 : 1.5) * size;
    }

    private double labelWidth(Cell c) {
        double w = 0;
        for (String line : c.lines()) {
            w = Math.max(w, type.richWidth(line, face, size));
        }
        return w;
    }

    private double entryWidth(Cell c, double handle) {
        return handle + 0.4 * size + labelWidth(c);
    }

    private double lineHeight() {
        return type.lineHeight(face, size);
    }

    private double rowGap() {
        return 0.25 * size;
    }

    private double rowHeight(List<Cell> row) {
        int lines = row.stream().mapToInt(c -> c.lines().size()).max().orElse(1);
        return lines * lineHeight();
    }

    /** A label in lines no wider than {@code room}, broken between words and at its newlines; a longer word keeps its line. */
    private List<String> wrap(String label, double room) {
        List<String> out = new ArrayList<>();
        for (String given : label.split("\n")) {
            out.addAll(type.lines(given, face, size, room));
        }
        return out;
    }

    /**
     * The entries in rows no wider than {@code maxWidth} (infinite: one row): in the legend's columns when it has
     * them, else flowing in reading order.
     */
    public Rows rows(LegendGuide legend, double maxWidth) {
        double handle = handle(legend);
        double room = Double.isInfinite(maxWidth) ? Double.POSITIVE_INFINITY : Math.max(4 * size, maxWidth - handle - 0.4 * size);
        List<Cell> cells = new ArrayList<>();
        for (LegendGuide.Entry e : legend.entries()) {
            cells.add(new Cell(e.swatch(), wrap(e.label(), room)));
        }
        List<List<Cell>> rows = new ArrayList<>();
        if (legend.columns() > 0) {
            int k = legend.columns();
            double[] widths = new double[Math.min(k, Math.max(1, cells.size()))];
            for (int i = 0; i < cells.size(); i++) {
                if (i % k == 0) {
                    rows.add(new ArrayList<>());
                }
                rows.get(rows.size() - 1).add(cells.get(i));
                widths[i % k] = Math.max(widths[i % k], entryWidth(cells.get(i), handle));
            }
            return new Rows(rows, widths, handle);
        }
        List<Cell> row = new ArrayList<>();
        double width = 0;
        for (Cell c : cells) {
            double w = entryWidth(c, handle) + (row.isEmpty() ? 0 : size);
            if (!row.isEmpty() && width + w > maxWidth) {
                rows.add(row);
                row = new ArrayList<>();
                width = 0;
                w = entryWidth(c, handle);
            }
            row.add(c);
            width += w;
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        return new Rows(rows, new double[0], handle);
    }

    public double width(Rows rows) {
        if (rows.columns().length > 0) {
            double w = 0;
            for (double c : rows.columns()) {
                w += c;
            }
            return w + (rows.columns().length - 1) * size;
        }
        double most = 0;
        for (List<Cell> row : rows.rows()) {
            most = Math.max(most, rowWidth(row, rows.handle()));
        }
        return most;
    }

    private double rowWidth(List<Cell> row, double handle) {
        double w = 0;
        for (int i = 0; i < row.size(); i++) {
            w += entryWidth(row.get(i), handle) + (i > 0 ? size : 0);
        }
        return w;
    }

    public double height(Rows rows) {
        double h = 0;
        for (List<Cell> row : rows.rows()) {
            h += rowHeight(row);
        }
        return rows.size() == 0 ? 0 : h + (rows.size() - 1) * rowGap();
    }

    /**
     * The legend as a group named {@code legend…}, its rows' top at {@code top}; rows start at {@code x} when
     * {@code alignRight} is false, or end there when it is true.
     */
    public Group paint(String name, Rows rows, double x, double top, boolean alignRight) {
        FontMetrics m = type.metrics(face);
        List<Mark> marks = new ArrayList<>();
        double y = top;
        double total = width(rows);
        for (List<Cell> row : rows.rows()) {
            double cursor = alignRight ? x - (rows.columns().length > 0 ? total : rowWidth(row, rows.handle())) : x;
            double baseline = y + m.ascent() * size;
            double middle = baseline - m.capHeight() * size / 2;
            for (int i = 0; i < row.size(); i++) {
                Cell c = row.get(i);
                swatch(c.swatch(), cursor, middle, rows.handle(), marks);
                List<Mark> lines = new ArrayList<>();
                for (int l = 0; l < c.lines().size(); l++) {
                    lines.add(type.rich(cursor + rows.handle() + 0.4 * size, baseline + l * lineHeight(), c.lines().get(l), face, size, Palette.INK,
                            Text.Anchor.START, Text.Baseline.BASELINE, false));
                }
                // A label wrapped to lines stays one entry: a group of its lines, read as one by whoever lists labels.
                marks.addAll(lines.size() == 1 ? lines : List.of(Group.of(LEGEND_ENTRY, lines)));
                cursor += (rows.columns().length > 0 ? rows.columns()[i] : entryWidth(c, rows.handle())) + size;
            }
            y += rowHeight(row) + rowGap();
        }
        return Group.of(LEGEND + (name.isEmpty() ? "" : " " + name), marks);
    }

    private void swatch(LegendGuide.Swatch swatch, double x, double middle, double h, List<Mark> out) {
        if (swatch instanceof LegendGuide.Line line) {
            Stroke s = line.stroke();
            if (line.fill() != null) {
                double ph = 0.7 * size;
                out.add(Rect.filled(new Box(x, middle - ph / 2, h, ph), line.fill()));
            }
            out.add(Polyline.segment(x, middle, x + h, middle, new Stroke(s.width(), s.color(), s.dash(), Stroke.Cap.BUTT, s.join())));
            if (line.marker() != null) {
                out.add(new Marker(x + h / 2, middle, line.marker(), 4, line.markerFace(), line.markerEdge(), 0.5));
            }
        } else if (swatch instanceof LegendGuide.Patch patch) {
            double ph = 0.7 * size;
            out.addAll(Rect.bar(new Box(x, middle - ph / 2, h, ph), patch.fill(), null, patch.hatch()));
        } else if (swatch instanceof LegendGuide.Symbol s) {
            out.add(new Marker(x + h / 2, middle, s.shape(), s.size(), s.face(), s.edge(), s.edgeWidth()));
        }
    }
}
