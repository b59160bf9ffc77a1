package dev.figmark.layout;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.AxisLabels;
import dev.figmark.chart.guide.AxisLines;
import dev.figmark.chart.guide.AxisPainter;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.guide.LegendPainter;
import dev.figmark.chart.guide.TitlePainter;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.text.FontMetrics;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws one panel with its plot box at the origin, {@code w} by {@code h} points, and measures how far its decorations
 * reach beyond that box on each side. Because the drawing is relative to the plot box, the layout only has to shift it.
 */
final class PanelPainter {

    private static final double GAP = Style.TEXT_GAP_PT;

    private final Typesetter type;
    private final Style style;
    private final double maxCategoryWidth;
    private final FreePlaces places;
    private final AxisPainter axes;
    private final AxisLabels axisLabels;
    private final TitlePainter titles;

    PanelPainter(Typesetter type, Style style, double maxCategoryWidth) {
        this.type = type;
        this.style = style;
        this.maxCategoryWidth = maxCategoryWidth;
        this.places = new FreePlaces(type, style);
        this.axes = new AxisPainter(type, style, maxCategoryWidth);
        this.axisLabels = new AxisLabels(type, style);
        this.titles = new TitlePainter(type, style);
    }

    /**
     * A drawn panel: its marks relative to its plot box, how far they reach outside it, what its layers left out and
     * what the layout decided for it.
     */
    record Painted(Group group, double left, double top, double right, double bottom, List<String> leftOut, List<String> decisions) {
    }

    Painted draw(PanelPlot panel, double w, double h) {
        Box plot = new Box(0, 0, w, h);
        Frame frame = new Frame(plot, panel.x().scale(), panel.y().scale());
        List<Mark> back = new ArrayList<>();
        List<Mark> clipped = new ArrayList<>();
        List<Mark> free = new ArrayList<>();
        List<Mark> decor = new ArrayList<>();

        if (!panel.frameless()) {
            AxisLines.grid(panel.x(), frame, true, style, back);
            AxisLines.grid(panel.y(), frame, false, style, back);
        }
        Layer.Output output = new Layer.Output(clipped, free, new ArrayList<>(), new java.util.IdentityHashMap<>());
        Layer.Context context = new Layer.Context(type, style);
        for (Layer layer : panel.layers()) {
            layer.draw(frame, context, output);
        }
        // Lines' names at their ends first, which have one place to be, then every other note and label.
        List<Layer.Note> notes = new ArrayList<>(output.notes());
        notes.sort(java.util.Comparator.comparing(n -> n.leader() == null || !n.leader().marginFirst()));
        for (Layer.Note note : notes) {
            free.addAll(places.note(panel, note, output, plot));
        }
        LegendGuide outside = panel.legend();
        if (outside != null && outside.placement().inside()) {
            Mark inside = places.legend(panel, output, plot);
            if (inside != null) {
                free.add(inside);
                outside = null;
            } else {
                outside = new LegendGuide(outside.entries(), LegendGuide.Placement.ABOVE_RIGHT);
            }
        }
        if (!panel.frameless()) {
            AxisLines.spines(panel.x(), panel.y(), panel.y2(), w, h, decor);
            axes.yAxis(panel.y(), frame, decor);
            if (panel.y2() != null) {
                axes.yAxis(panel.y2(), new Frame(plot, panel.x().scale(), panel.y2().scale()), decor);
            }
            AxisLines.breakMark(panel.y().scale(), frame, decor);
            axes.xAxis(panel.x(), frame, decor);
            axes.said().forEach(what -> output.leftOut().add("panel '" + panel.name() + "': " + what));
        }
        Box around = boundsOf(decor, free, plot);
        titleAndLegend(panel, outside, w, h, overPlot(decor, free, plot), decor);
        around = boundsOf(decor, free, plot);
        axisLabels.draw(panel.x(), panel.y(), panel.y2(), w, h, around, decor);
        around = boundsOf(decor, free, plot);
        legendBelow(panel, w, around, decor);

        List<Mark> marks = new ArrayList<>(back);
        if (!clipped.isEmpty()) {
            marks.add(Group.clipped("data", plot, clipped));
        }
        marks.addAll(free);
        marks.addAll(decor);
        Box all = boundsOf(decor, free, plot);
        return new Painted(Group.of(panel.key(), marks), Math.max(0, -all.x()), Math.max(0, -all.y()),
                Math.max(0, all.right() - w), Math.max(0, all.bottom() - h), List.copyOf(output.leftOut()), List.copyOf(output.decisions()));
    }

    /**
     * What the title must clear: the marks above the plot's own width (not the y tick labels beside it), and at least
     * the half line a top tick label reaches up, so every title of a row sits on one baseline.
     */
    private Box overPlot(List<Mark> a, List<Mark> b, Box plot) {
        double poke = type.lineHeight(style.face(), style.tickSize()) / 2;
        Box out = plot.union(new Box(plot.x(), -poke, plot.width(), poke));
        for (List<Mark> list : List.of(a, b)) {
            for (Mark m : list) {
                Box box = m.bounds();
                if (box != null && box.right() > plot.x() + 0.5 && box.x() < plot.right() - 0.5) {
                    out = out.union(box);
                }
            }
        }
        return out;
    }

    private static Box boundsOf(List<Mark> a, List<Mark> b, Box start) {
        Box out = start;
        for (List<Mark> list : List.of(a, b)) {
            for (Mark m : list) {
                Box box = m.bounds();
                if (box != null) {
                    out = out.union(box);
                }
            }
        }
        return out;
    }

    private void titleAndLegend(PanelPlot panel, LegendGuide legend, double w, double h, Box around, List<Mark> out) {
        boolean above = legend != null && (legend.placement() == LegendGuide.Placement.ABOVE_RIGHT || legend.placement() == LegendGuide.Placement.ABOVE_LEFT
                || legend.placement() == LegendGuide.Placement.ABOVE_CENTER);
        FontFace face = style.face();
        double size = style.titleSize();
        String[] lines = panel.title().isEmpty() ? new String[0] : titles.lines(panel.title(), size, Math.max(w, 4 * size));
        FontMetrics m = type.metrics(face);
        // Whatever already sits above the plot (a tick label at the top, labels of a top axis) stays clear.
        double ceiling = Math.min(0, around.y()) - GAP;
        double baseline = Math.min(-Style.TITLE_PAD, ceiling - m.descent() * size);
        LegendPainter legends = new LegendPainter(type, face, style.legendSize());
        if (above) {
            boolean right = legend.placement() == LegendGuide.Placement.ABOVE_RIGHT;
            boolean centre = legend.placement() == LegendGuide.Placement.ABOVE_CENTER;
            LegendPainter.Rows one = legends.rows(legend, legend.columns() > 0 ? w : Double.POSITIVE_INFINITY);
            double free = right ? w - (lines.length == 0 ? 0 : type.richWidth(lines[lines.length - 1], face, size) + size) : 0;
            if (right && one.size() == 1 && legends.height(one) <= type.lineHeight(face, style.legendSize()) + 0.01 && legends.width(one) <= free) {
                // Beside the title's last line, on its baseline.
                FontMetrics lm = type.metrics(face);
                double top = baseline - lm.ascent() * style.legendSize();
                out.add(legends.paint(panel.key(), one, w, top, true));
            } else {
                LegendPainter.Rows rows = legends.rows(legend, w);
                double bottom = Math.min(-2.0, ceiling);
                double top = bottom - legends.height(rows);
                double x = right ? w : centre ? (w - legends.width(rows)) / 2 : 0;
                out.add(legends.paint(panel.key(), rows, x, top, right));
                baseline = Math.min(baseline, top - GAP - m.descent() * size);
            }
        }
        titles.panelTitle(lines, panel.letter(), baseline, out);
    }

    /** A legend below the plot (right or left), or right of it, outside everything else the panel draws. */
    private void legendBelow(PanelPlot panel, double w, Box around, List<Mark> out) {
        LegendGuide legend = panel.legend();
        if (legend == null) {
            return;
        }
        LegendPainter legends = new LegendPainter(type, style.face(), style.legendSize());
        if (legend.placement() == LegendGuide.Placement.BELOW_RIGHT || legend.placement() == LegendGuide.Placement.BELOW_LEFT) {
            LegendPainter.Rows rows = legends.rows(legend, w);
            boolean right = legend.placement() == LegendGuide.Placement.BELOW_RIGHT;
            out.add(legends.paint(panel.key(), rows, right ? w : 0, around.bottom() + 2 * GAP, right));
        } else if (legend.placement() == LegendGuide.Placement.OUTSIDE_RIGHT) {
            LegendGuide column = legend.columns() > 0 ? legend : new LegendGuide(legend.entries(), legend.placement(), 1);
            LegendPainter.Rows rows = legends.rows(column, Math.max(w, 12 * style.legendSize()));
            out.add(legends.paint(panel.key(), rows, Math.max(w, around.right()) + 2 * GAP, 0, false));
        }
    }
}
