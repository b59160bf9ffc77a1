package dev.figmark.compile;

import dev.figmark.data.Quoted;
import dev.figmark.table.Cell;
import dev.figmark.table.Column;

/**
 * A field of a file's rows read as text because a few of its cells are not numbers among many that are (a "fast" in
 * a column of throughputs): bad cells, not names of categories. Drawn as categories, the column's numbers would
 * stand evenly spaced in the order they come, in silence; so such a field is refused naming its first bad cell, or
 * with {@code "missing": "skip"} read as numbers with those cells left out and counted.
 */
final class BadCells {

    private BadCells() {
    }

    /**
     * The field as it is, where it holds names (or numbers, or the axis is of categories by request); as numbers
     * without its bad cells where {@code skip}; else refused.
     */
    static PointsReader.Field checked(PointsReader.Field f, boolean categories, boolean skip, FigureSpec spec) {
        if (categories || !(f.column() instanceof Column.Texts texts)) {
            return f;
        }
        int numbers = 0;
        int words = 0;
        int first = -1;
        for (int i = 0; i < texts.size(); i++) {
            if (texts.missing(i)) {
                continue;
            }
            if (Double.isNaN(Cell.number(texts.text(i)))) {
                words++;
                first = first < 0 ? i : first;
            } else {
                numbers++;
            }
        }
        if (numbers == 0 || words == 0 || numbers < words) {
            return f; // names, with a number among them at most as often as not: categories
        }
        if (!skip) {
            throw spec.error(f.path(), f.at(first) + "holds " + dev.figmark.data.Quoted.of(texts.text(first)) + " among " + numbers
                    + " numbers: a cell that is not a number, not a category; give the series \"missing\": \"skip\" to leave such values out,"
                    + " or the axis \"type\": \"category\" where they are names");
        }
        double[] values = new double[texts.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = texts.missing(i) ? Double.NaN : Cell.number(texts.text(i));
        }
        return new PointsReader.Field(f.path(), new Column.Numbers(texts.name(), values), f.table(), null, null);
    }
}
