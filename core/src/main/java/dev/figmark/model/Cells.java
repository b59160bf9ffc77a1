package dev.figmark.model;

import java.util.ArrayList;
import java.util.List;

/** A heat map's values: a field of its data's rows (one cell per row), or rows of numbers given inline. */
public sealed interface Cells permits Cells.Field, Cells.Rows {

    /**
     * One cell per row of the heat map's data, its value in this field.
     *
     * @param name the field's name
     */
    record Field(String name) implements Cells {
        /**
         * Checks the name.
         *
         * @param name the field's name
         */
        public Field {
            if (name == null || name.isEmpty()) {
                throw new FigureException("", "a field name must not be empty");
            }
        }
    }

    /**
     * Rows of values, the first drawn at the top; NaN (JSON's null) leaves a cell empty.
     *
     * @param rows one array per row, each with one value per column
     */
    record Rows(List<Values.Numbers> rows) implements Cells {
        /**
         * Copies the rows.
         *
         * @param rows the rows
         */
        public Rows {
            rows = List.of(FigureException.noNulls("z", FigureException.notNull(rows, "z").toArray(Values.Numbers[]::new)));
        }
    }

    /**
     * Rows of values given inline.
     *
     * @param rows one array per row
     * @return the cells
     */
    static Cells of(double[][] rows) {
        List<Values.Numbers> out = new ArrayList<>();
        for (double[] row : FigureException.notNull(rows, "z")) {
            out.add(new Values.Numbers(row));
        }
        return new Rows(out);
    }

    /**
     * A field of the heat map's data.
     *
     * @param name the field's name
     * @return the cells
     */
    static Cells field(String name) {
        return new Field(name);
    }
}
