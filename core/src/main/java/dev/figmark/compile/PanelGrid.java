package dev.figmark.compile;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.look.Style;
import dev.figmark.model.Panel;
import java.util.ArrayList;
import java.util.List;

/**
 * The grid of a described figure's panels: how many columns, the rows' and columns' ratios, the letters that skip
 * blank places, and the axis labels written once on the outer panels.
 */
final class PanelGrid {

    private PanelGrid() {
    }

    /**
     * The grid's columns: those asked for, one per width ratio, up to three facets across two columns of a page, or
     * all panels side by side on a wide figure and one per row on a narrow one.
     */
    static int columns(dev.figmark.model.Figure options, Style style, int panels, boolean faceted, FigureSpec spec) {
        int columns = Math.min(options.columns() != null ? options.columns() : options.widthRatios() != null ? options.widthRatios().size()
                : faceted ? facetColumns(style, panels) : style.wide() ? panels : 1, panels);
        if (options.widthRatios() != null && options.widthRatios().size() != columns) {
            throw spec.error("figure.width_ratios", "has " + options.widthRatios().size() + " ratios, and the figure has " + panels
                    + " panels; give as many panels as columns, or fewer ratios");
        }
        if (options.columns() != null && options.columns() > panels) {
            spec.warn("warning: " + spec.where() + ": figure.columns: " + options.columns() + " asked, and the figure has " + panels
                    + (panels == 1 ? " panel, drawn across its width" : " panels, drawn in " + panels + " columns across its width"));
        }
        return columns;
    }

    /**
     * The panels with each axis label that all of them give alike written on the outer panels only; refused when no
     * label is alike, as the field would then change nothing.
     */
    static List<PanelPlot> outer(List<PanelPlot> built, FigureSpec spec) {
        List<PanelPlot> drawn = built.stream().filter(q -> !q.empty()).toList();
        boolean sameX = drawn.size() > 1 && drawn.stream().map(q -> q.x().label()).distinct().count() == 1 && !drawn.get(0).x().label().isEmpty();
        boolean sameY = drawn.size() > 1 && drawn.stream().map(q -> q.y().label()).distinct().count() == 1 && !drawn.get(0).y().label().isEmpty();
        if (!sameX && !sameY) {
            throw spec.error("figure.outer_labels", "writes a label the panels share once, and no axis label is the same on every panel; give them one,"
                    + " or leave outer_labels out");
        }
        if (drawn.stream().anyMatch(q -> q.sharing() != null)) {
            throw spec.error("figure.outer_labels", "the panels share their axes already (a facet or \"share\"); leave outer_labels out");
        }
        List<PanelPlot> out = new ArrayList<>();
        for (PanelPlot q : built) {
            out.add(drawn.contains(q) ? q.sharing(new PanelPlot.Sharing(sameX ? q.x() : null, sameY ? q.y() : null, true)) : q);
        }
        return out;
    }

    /** A panel's place among those that are not blank: its letter, (a), (b) …, skips the empty places. */
    static int lettered(List<Panel> panels, int p) {
        return (int) panels.subList(0, p).stream().filter(q -> !Boolean.TRUE.equals(q.blank())).count();
    }

    /** The grid's rows and columns in the figure's height and width ratios; the count of each is checked against the grid. */
    static List<FigurePlot.Row> ratios(List<FigurePlot.Row> rows, dev.figmark.model.Figure options, FigureSpec spec) {
        if (options.heightRatios() != null && options.heightRatios().size() != rows.size()) {
            throw spec.error("figure.height_ratios", "has " + options.heightRatios().size() + " ratios for " + rows.size() + " rows of panels; give one per row");
        }
        List<FigurePlot.Row> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            List<FigurePlot.Cell> cells = new ArrayList<>();
            for (int c = 0; c < rows.get(r).cells().size(); c++) {
                double width = options.widthRatios() == null ? 1.0 : options.widthRatios().get(c);
                cells.add(new FigurePlot.Cell(rows.get(r).cells().get(c).panel(), width));
            }
            out.add(new FigurePlot.Row(options.heightRatios() == null ? 1.0 : options.heightRatios().get(r), 0, cells));
        }
        return out;
    }

    /** A faceted figure's columns: up to three across two columns of a page, two across one. */
    private static int facetColumns(Style style, int panels) {
        int most = style.wide() ? 3 : 2;
        return panels <= most ? panels : panels == 4 ? 2 : most;
    }
}
