package dev.figmark.product;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.look.Style;
import dev.figmark.layout.ConstrainedLayout;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.layout.LayoutException;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Units;
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
    static FigurePlot regridded(FigurePlot figure, int columns) {
        java.util.List<FigurePlot.Row> rows = new java.util.ArrayList<>();
        java.util.List<FigurePlot.Cell> pending = new java.util.ArrayList<>();
        double ratio = 0;
        for (FigurePlot.Row row : figure.rows()) {
            if (row.cells().size() <= columns) {
                if (!pending.isEmpty()) {
                    rows.add(new FigurePlot.Row(ratio, 0, java.util.List.copyOf(pending)));
                    pending.clear();
                }
                rows.add(row);
                continue;
            }
            for (FigurePlot.Cell cell : row.cells()) {
                if (cell.panel().frameless()) {
                    continue;
                }
                pending.add(new FigurePlot.Cell(cell.panel(), 1.0));
                ratio = row.heightRatio();
                if (pending.size() == columns) {
                    rows.add(new FigurePlot.Row(ratio, row.fixedHeight(), java.util.List.copyOf(pending)));
                    pending.clear();
                }
            }
        }
        if (!pending.isEmpty()) {
            // The last row keeps the grid's column width: its panels are not stretched across the figure.
            int k = 0;
            while (pending.size() < columns && pending.size() > 0 && rows.size() > 0) {
                pending.add(new FigurePlot.Cell(dev.figmark.chart.PanelPlot.blank("blank-" + rows.size() + "-" + k++), 1.0));
            }
            rows.add(new FigurePlot.Row(ratio, 0, java.util.List.copyOf(pending)));
        }
        double height = figure.heightPt() * rows.size() / Math.max(1, figure.rows().size());
        return figure.withRows(height, rows);
    }

    /** Every panel in a row of its own. */
    static FigurePlot stacked(FigurePlot figure) {
        return regridded(figure, 1);
    }

    /** The figure no taller than the budget, when its height is its own to choose. */
    private static FigurePlot held(FigurePlot figure, Product drawn, double budget) {
        return drawn.autoHeight() && figure.heightPt() > budget ? figure.withHeight(budget) : figure;
    }

    /** What the figure is about, for readers who cannot see it: its title and its text alternative. */
    public static Scene.About about(Product drawn) {
        return new Scene.About(AltText.title(drawn), drawn.altText(), "en");
    }

    /** Decisions no one reads: given as the consumer, the layout does not write them (formatting numbers cold costs). */
    public static final java.util.function.Consumer<String> UNSAID = decision -> { };

    /** Lays a figure out, its warnings said through the typesetter, its decisions nowhere. */
    public static Scene scene(Product drawn, Typesetter type, Style style) {
        return scene(drawn, type, style, UNSAID);
    }

    /**
     * Lays a figure out and proves the layout check. What the layout had to do is said: growth past a tenth of the
     * natural height and a regridded grid as warnings through {@code type}, naming the texts that needed the room; what
     * the layers left out as warnings; its decisions (margins, places of notes) to {@code decisions}, for
     * {@code --verbose}.
     */
    public static Scene scene(Product drawn, Typesetter type, Style style, java.util.function.Consumer<String> decisions) {
        FigurePlot figure = drawn.figure();
        double budget = style.maxHeightPt();
        figure = held(figure, drawn, budget);
        double natural = figure.heightPt();
        int askedColumns = columns(drawn.figure());
        java.util.List<String> causes = new java.util.ArrayList<>();
        String regrid = null;
        ConstrainedLayout layout = new ConstrainedLayout(type, style, decisions != UNSAID);
        for (int attempt = 0; ; attempt++) {
            try {
                ConstrainedLayout.Result result = layout.layout(figure);
                Scene scene = result.scene();
                LayoutCheck.require(scene, drawn.stem());
                report(drawn, type, decisions, result, natural, scene.height(), causes, askedColumns, columns(figure), regrid);
                return scene.about(about(drawn));
            } catch (LayoutException e) {
                String cause = cause(e, drawn.stem());
                boolean tight = e.kind() == LayoutException.Kind.NARROW || e.kind() == LayoutException.Kind.CROWDED;
                int columns = columns(figure);
                if (tight && columns > 1 && drawn.gridAsked()) {
                    throw new LayoutException(e.kind(), String.format(java.util.Locale.ROOT, "%s: the %d columns asked for (figure.columns) do not fit"
                            + " %.2f in: %s; give fewer columns or a wider figure", drawn.stem(), askedColumns, style.width(), cause));
                }
                if (tight && columns > 1) {
                    // Panels that cannot share the width are stacked, as the seed does below five inches; panels too
                    // narrow for a note to find a place free of data lose a column at a time.
                    regrid = regrid != null ? regrid : cause;
                    figure = held(e.kind() == LayoutException.Kind.NARROW ? stacked(figure) : regridded(figure, columns - 1), drawn, budget);
                    natural = figure.heightPt(); // the new grid's rows: its growth is said with the grid's change
                    continue;
                }
                boolean exhausted = attempt >= MAX_GROWTH || figure.heightPt() >= budget - 1e-6;
                if (exhausted && drawn.autoHeight() && columns > 1 && !drawn.gridAsked()) {
                    // Text that still collides at the tallest the figure may be (values of narrow grouped bars) gets
                    // wider panels: a column fewer, from the height the figure began with.
                    regrid = regrid != null ? regrid : cause;
                    FigurePlot fewer = regridded(figure, columns - 1);
                    double start = drawn.figure().heightPt() * fewer.rows().size() / Math.max(1, drawn.figure().rows().size());
                    figure = fewer.withHeight(Math.min(budget, start));
                    natural = figure.heightPt();
                    attempt = 0;
                    continue;
                }
                if (drawn.autoHeight() && figure.heightPt() >= budget - 1e-6) {
                    boolean same = !causes.isEmpty() && causes.get(0).equals(cause);
                    // The user's own grid is what a figure at its page budget can still change.
                    String grid = columns > 1 && drawn.gridAsked() ? String.format(java.util.Locale.ROOT,
                            " (figure.columns asks for %d columns at %.2f in: fewer give each panel more room)", askedColumns, style.width())
                            : regrid != null && columns < askedColumns ? String.format(java.util.Locale.ROOT, " (its %d columns did not fit side by"
                            + " side at %.2f in, and in %d its panels need more than the budget: give a wider figure or fewer panels)",
                            askedColumns, style.width(), columns) : "";
                    throw new LayoutException(e.kind(), String.format(java.util.Locale.ROOT, "%s does not fit the page budget of"
                            + " %.2f in (--max-height) at this width: %s%s%s", drawn.stem(), style.maxHeight(), cause, grid,
                            same ? " (at every height tried, so no height fixes it: shorten, move or leave out one of those texts)" : ""));
                }
                if (!drawn.autoHeight() || attempt >= MAX_GROWTH) {
                    throw e;
                }
                // One cause once: the same panel short at the next height tried is the same reason (its first numbers kept).
                String kind = cause.replaceAll("[0-9][0-9.]*", "#");
                if (causes.stream().noneMatch(c -> c.replaceAll("[0-9][0-9.]*", "#").equals(kind))) {
                    causes.add(cause);
                }
                figure = figure.withHeight(Math.min(budget, figure.heightPt() * 1.15));
            }
        }
    }

    private static int columns(FigurePlot figure) {
        return figure.rows().stream().mapToInt(r -> r.cells().size()).max().orElse(1);
    }

    /** The growth, the regridding and what was left out, said once the figure is laid out. */
    private static void report(Product drawn, Typesetter type, java.util.function.Consumer<String> decisions, ConstrainedLayout.Result result,
            double natural, double height, java.util.List<String> causes, int asked, int columns, String regrid) {
        if (regrid != null && columns != asked) {
            type.warn("warning: " + drawn.stem() + ": drawn in " + columns + (columns == 1 ? " column" : " columns") + ", not " + asked
                    + ", as its panels did not fit side by side: " + regrid + "; give figure.columns to keep a grid (or be told why it cannot)");
        }
        if (height > natural * 1.1 + 1e-6 && !causes.isEmpty()) {
            type.warn(String.format(java.util.Locale.ROOT, "warning: %s grew from %.2f in to %.2f in (+%.0f %%) to make room for: %s", drawn.stem(),
                    Units.inches(natural), Units.inches(height), (height / natural - 1) * 100, String.join("; ", causes.subList(0, Math.min(3, causes.size())))
                    + (causes.size() > 3 ? "; and " + (causes.size() - 3) + " more" : "")));
        }
        for (String left : LeftOut.merged(result.leftOut())) {
            type.warn("warning: " + drawn.stem() + ": " + left);
        }
        if (decisions == UNSAID) {
            return;
        }
        decisions.accept(String.format(java.util.Locale.ROOT, "layout: %s: %.2f x %.2f in, %d rows of at most %d columns%s", drawn.stem(),
                Units.inches(result.scene().width()), Units.inches(height), drawn.figure().rows().size(), columns,
                height > natural + 1e-6 ? String.format(java.util.Locale.ROOT, ", grown from %.2f in", Units.inches(natural)) : ""));
        result.decisions().forEach(d -> decisions.accept("layout: " + drawn.stem() + ": " + d));
    }

    /** The first problem a layout exception names, without the figure's name, counts or coordinates. */
    static String cause(LayoutException e, String stem) {
        String m = e.getMessage();
        m = m.replaceFirst("^" + java.util.regex.Pattern.quote(stem) + ": \\d+ layout problem\\(s\\): ", "");
        int cut = m.indexOf("; text '");
        if (cut > 0) {
            m = m.substring(0, cut);
        }
        return m.replaceAll(" \\[[-0-9., x]+ pt]", "");
    }
}
