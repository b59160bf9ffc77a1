package dev.figmark.product;

import dev.figmark.chart.Figure;
import dev.figmark.chart.Style;
import dev.figmark.layout.ConstrainedLayout;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.layout.LayoutException;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;

/**
 * Lays a figure out and proves the layout check. A height the user did not choose grows, 15 % at a time, until every
 * text fits, but never past the page budget ({@link Style#maxHeight()}); a figure that does not fit even then, or a
 * chosen height that is too small, is an error that says so.
 */
public final class FigureLayout {

    private static final int MAX_GROWTH = 12;

    private FigureLayout() {
    }

    /**
     * The panels of the figure in rows of at most {@code columns}, in order (a frameless panel that shared its row is
     * left out, as stacking the seed's way does), the figure taller by as many rows as were added.
     */
    static Figure regridded(Figure figure, int columns) {
        java.util.List<Figure.Row> rows = new java.util.ArrayList<>();
        java.util.List<Figure.Cell> pending = new java.util.ArrayList<>();
        double ratio = 0;
        for (Figure.Row row : figure.rows()) {
            if (row.cells().size() <= columns) {
                if (!pending.isEmpty()) {
                    rows.add(new Figure.Row(ratio, 0, java.util.List.copyOf(pending)));
                    pending.clear();
                }
                rows.add(row);
                continue;
            }
            for (Figure.Cell cell : row.cells()) {
                if (cell.panel().frameless()) {
                    continue;
                }
                pending.add(new Figure.Cell(cell.panel(), 1.0));
                ratio = row.heightRatio();
                if (pending.size() == columns) {
                    rows.add(new Figure.Row(ratio, row.fixedHeight(), java.util.List.copyOf(pending)));
                    pending.clear();
                }
            }
        }
        if (!pending.isEmpty()) {
            rows.add(new Figure.Row(ratio, 0, java.util.List.copyOf(pending)));
        }
        double height = figure.heightPt() * rows.size() / Math.max(1, figure.rows().size());
        return figure.withRows(height, rows);
    }

    /** Every panel in a row of its own. */
    static Figure stacked(Figure figure) {
        return regridded(figure, 1);
    }

    /** The figure no taller than the budget, when its height is its own to choose. */
    private static Figure held(Figure figure, Product drawn, double budget) {
        return drawn.autoHeight() && figure.heightPt() > budget ? figure.withHeight(budget) : figure;
    }

    public static Scene scene(Product drawn, Typesetter type, Style style) {
        Figure figure = drawn.figure();
        double budget = style.maxHeightPt();
        figure = held(figure, drawn, budget);
        ConstrainedLayout layout = new ConstrainedLayout(type, style);
        for (int attempt = 0; ; attempt++) {
            try {
                Scene scene = layout.layout(figure).scene();
                LayoutCheck.require(scene, drawn.stem());
                return scene;
            } catch (LayoutException e) {
                boolean tight = e.kind() == LayoutException.Kind.NARROW || e.kind() == LayoutException.Kind.CROWDED;
                int columns = figure.rows().stream().mapToInt(r -> r.cells().size()).max().orElse(1);
                if (tight && columns > 1) {
                    // Panels that cannot share the width are stacked, as the seed does below five inches; panels too
                    // narrow for a note to find a place free of data lose a column at a time.
                    figure = held(e.kind() == LayoutException.Kind.NARROW ? stacked(figure) : regridded(figure, columns - 1), drawn, budget);
                    continue;
                }
                boolean exhausted = attempt >= MAX_GROWTH || figure.heightPt() >= budget - 1e-6;
                if (exhausted && drawn.autoHeight() && columns > 1) {
                    // Text that still collides at the tallest the figure may be (values of narrow grouped bars) gets
                    // wider panels: a column fewer, from the height the figure began with.
                    Figure fewer = regridded(figure, columns - 1);
                    double start = drawn.figure().heightPt() * fewer.rows().size() / Math.max(1, drawn.figure().rows().size());
                    figure = fewer.withHeight(Math.min(budget, start));
                    attempt = 0;
                    continue;
                }
                if (drawn.autoHeight() && figure.heightPt() >= budget - 1e-6) {
                    throw new LayoutException(e.kind(), String.format(java.util.Locale.ROOT, "%s does not fit the page budget of"
                            + " %.2f in (--max-height) at this width: %s", drawn.stem(), style.maxHeight(), e.getMessage()));
                }
                if (!drawn.autoHeight() || attempt >= MAX_GROWTH) {
                    throw e;
                }
                figure = figure.withHeight(Math.min(budget, figure.heightPt() * 1.15));
            }
        }
    }
}
