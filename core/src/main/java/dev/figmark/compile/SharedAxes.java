package dev.figmark.compile;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.model.Figure;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Axes shared across a description's grid ({@code "share": "x"|"y"|"both"}, or y within each row and x within each
 * column, {@code "rows"|"columns"}): one range from the values of every panel that shares it, one list of categories
 * for panels over categories (so their bars line up), and tick labels and the axis's label only on the outer panels
 * (the bottom of each column, the left of each row), which {@link dev.figmark.chart.FigurePlot#shared} decides wherever
 * the layout puts them. Vertical and horizontal panels each share among themselves: a panel of horizontal bars has its
 * values across.
 *
 * @param share   none, x, y, both, rows or columns (null: none)
 * @param panels  every panel's series
 * @param columns the grid's columns, which make its rows
 */
record SharedAxes(Figure.Share share, List<List<DrawnSeries>> panels, int columns) {

    boolean x() {
        return share == Figure.Share.X || share == Figure.Share.BOTH || share == Figure.Share.COLUMNS;
    }

    boolean y() {
        return share == Figure.Share.Y || share == Figure.Share.BOTH || share == Figure.Share.ROWS;
    }

    /** The panels that share an axis with panel {@code p}: all, or those of its row (y) or column (x). */
    private List<List<DrawnSeries>> with(int p, boolean alongX) {
        List<List<DrawnSeries>> out = new ArrayList<>();
        for (int q = 0; q < panels.size(); q++) {
            boolean same = share == Figure.Share.ROWS && !alongX ? q / columns == p / columns
                    : share == Figure.Share.COLUMNS && alongX ? q % columns == p % columns : true;
            if (same) {
                out.add(panels.get(q));
            }
        }
        return out;
    }

    private static boolean horizontal(List<DrawnSeries> panel) {
        return panel.stream().anyMatch(DrawnSeries::across);
    }

    /** The series of every panel of the orientation given, over numbers on x (not categories): x's shared range is theirs. */
    List<DrawnSeries> overNumbers(boolean horizontal, int p) {
        return with(p, true).stream().filter(q -> horizontal(q) == horizontal).flatMap(List::stream).filter(d -> d.categories() == null).toList();
    }

    /** The series of every panel of the orientation given, drawn against the left or value axis: y's shared range is theirs. */
    List<DrawnSeries> values(boolean horizontal, int p, boolean alongX) {
        return with(p, alongX).stream().filter(q -> horizontal(q) == horizontal).flatMap(List::stream).filter(d -> !SecondAxis.on(d)).toList();
    }

    /** Every category of the panels of an orientation, in the order they first appear; null when they have none. */
    List<String> categories(boolean horizontal, int panel) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        boolean any = false;
        for (List<DrawnSeries> p : with(panel, !horizontal)) {
            if (horizontal(p) == horizontal) {
                List<String> c = DescriptionAxes.categories(p);
                if (c != null) {
                    any = true;
                    out.addAll(c);
                }
            }
        }
        return any ? new ArrayList<>(out) : null;
    }

    /** Whether any panel of an orientation has bars or areas, which start the value axis at zero. */
    boolean bars(boolean horizontal, int p, boolean alongX) {
        return with(p, alongX).stream().filter(q -> horizontal(q) == horizontal).flatMap(List::stream)
                .anyMatch(d -> alongX ? d.binsAcross() : KindCompilers.of(d.spec()).fromZero(d));
    }
}
