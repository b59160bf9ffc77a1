package dev.figmark.compile;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.data.HeapBudget;
import dev.figmark.model.Series;
import java.util.List;

/**
 * What a figure can show and the heap can draw, counted once the series are read and before any drawing: categories
 * past what a page tells apart, and marks past what the heap holds, are refused in words naming the count, in
 * milliseconds, where they were a blur of 20,000 bars, a minute's work or an {@code OutOfMemoryError}.
 */
final class PageLimits {

    /** The most categories along one axis, and cells along one side of a heat map: a figure twice a column wide gives each half a point. */
    static final int MOST_CATEGORIES = 1_000;

    private PageLimits() {
    }

    /** Refuses a series of {@code points} points past the marks the heap draws, before they are read into the series. */
    static void points(Series series, int points, String path, FigureSpec spec) {
        marks(points * KindCompilers.of(series).markCost(), path, spec);
    }

    /** Refuses a figure whose panels place more categories than a page tells apart, or draw more marks than the heap holds. */
    static void check(List<List<DrawnSeries>> read, List<String> paths, FigureSpec spec) {
        double marks = 0;
        for (int p = 0; p < read.size(); p++) {
            List<String> categories = DescriptionAxes.categories(read.get(p));
            categories(categories == null ? 0 : categories.size(), paths.get(p) + ".series", "along one axis", spec);
            for (DrawnSeries d : read.get(p)) {
                marks += KindCompilers.of(d.spec()).markCost() * Math.max(d.x().length, d.y() == null ? 0 : d.y().length);
            }
        }
        marks(marks, "panels", spec);
    }

    /** Refuses {@code count} categories placed {@code where} past {@link #MOST_CATEGORIES}. */
    static void categories(int count, String path, String where, FigureSpec spec) {
        if (count > MOST_CATEGORIES) {
            throw spec.error(path, "places " + count + " categories " + where + "; a figure tells at most " + MOST_CATEGORIES
                    + " apart (half a point each across a page); filter, aggregate or bin the rows");
        }
    }

    /** Refuses a drawing of {@code marks} marks past what the heap draws. */
    static void marks(double marks, String path, FigureSpec spec) {
        if (marks > HeapBudget.marks()) {
            throw spec.error(path, "draws as much as " + Math.round(marks) + " marks (a point, a bar or a cell each; a line's point an eighth),"
                    + " more than the " + HeapBudget.marks() + " that " + HeapBudget.heapWords() + " draws at once; aggregate, bin or sample the rows, or "
                    + HeapBudget.more());
        }
    }

    /** How many values a heat map's field names, before its cells are made. */
    static int distinct(List<Object> values) {
        java.util.Set<Object> seen = new java.util.HashSet<>();
        for (Object v : values) {
            if (v != null) {
                seen.add(v);
            }
        }
        return seen.size();
    }

    /** Refuses a heat map of more than {@link #MOST_CATEGORIES} columns or rows, or more cells than the heap draws. */
    static void side(int columns, int rows, String path, FigureSpec spec) {
        if (columns > MOST_CATEGORIES || rows > MOST_CATEGORIES) {
            categories(Math.max(columns, rows), path + (columns > rows ? ".x" : ".y"), "along one side of a heat map", spec);
        }
        marks((double) columns * rows, path, spec);
    }

    /** The heat map's cells, refused past either side's limit or past the marks the heap draws. */
    static Heatmaps.Matrix cells(Heatmaps.Matrix m, String path, FigureSpec spec) {
        side(m.columns().size(), m.rows().size(), path, spec);
        return m;
    }
}
