package dev.figmark.chart;

import dev.figmark.chart.guide.LegendGuide;
import java.util.ArrayList;
import java.util.List;

/**
 * A whole figure before layout: rows of panels (each row with its height ratio, each panel with a width ratio), a
 * figure title, a figure legend above all panels and a label under them. Rows with the same columns line up.
 */
public record FigurePlot(double widthPt, double heightPt, String title, LegendGuide legend, String bottomLabel, List<Row> rows) {

    public FigurePlot {
        rows = List.copyOf(rows);
        title = title == null ? "" : title;
        bottomLabel = bottomLabel == null ? "" : bottomLabel;
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("a figure needs at least one panel");
        }
    }

    /** The same figure at another height, in points: grown to fit its text, or held to the page. */
    public FigurePlot withHeight(double points) {
        return new FigurePlot(widthPt, points, title, legend, bottomLabel, rows);
    }

    /**
     * The same figure with other rows, in points tall: cut into parts, or its grid regridded. Shared axes are labelled
     * anew on the panels that are now outer.
     */
    public FigurePlot withRows(double points, List<Row> others) {
        return new FigurePlot(widthPt, points, title, legend, bottomLabel, shared(others));
    }

    /**
     * Rows whose panels with shared axes ({@link PanelPlot.Sharing}) label them where they are outer: y on the first of a
     * row, x on the lowest of a column (a panel with none below it).
     */
    public static List<Row> shared(List<Row> rows) {
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            List<Cell> cells = new ArrayList<>();
            for (int j = 0; j < rows.get(i).cells().size(); j++) {
                Cell c = rows.get(i).cells().get(j);
                boolean bottom = true;
                for (int k = i + 1; k < rows.size(); k++) {
                    bottom &= rows.get(k).cells().size() <= j || rows.get(k).cells().get(j).panel().empty();
                }
                cells.add(new Cell(c.panel().at(j == 0, bottom), c.widthRatio()));
            }
            out.add(new Row(rows.get(i).heightRatio(), rows.get(i).fixedHeight(), cells));
        }
        return out;
    }

    /**
     * A row of panels.
     *
     * @param fixedHeight a height in points for a row that does not share the rest (the phase ribbon); 0 to share
     */
    public record Row(double heightRatio, double fixedHeight, List<Cell> cells) {
        public Row {
            cells = List.copyOf(cells);
        }

        public static Row of(double heightRatio, PanelPlot... panels) {
            List<Cell> cells = new ArrayList<>();
            for (PanelPlot p : panels) {
                cells.add(new Cell(p, 1.0));
            }
            return new Row(heightRatio, 0, cells);
        }

        public static Row fixed(double heightPt, PanelPlot panel) {
            return new Row(0, heightPt, List.of(new Cell(panel, 1.0)));
        }
    }

    /** A panel and its share of its row's width. */
    public record Cell(PanelPlot panel, double widthRatio) {
    }

    /** All panels in reading order. */
    public List<PanelPlot> panels() {
        List<PanelPlot> out = new ArrayList<>();
        for (Row r : rows) {
            for (Cell c : r.cells()) {
                out.add(c.panel());
            }
        }
        return out;
    }
}
