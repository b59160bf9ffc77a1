package dev.figmark.model;

/**
 * One panel per value of a field (wrapped into the figure's columns), or a grid of panels with a field's values down
 * the rows and another's across the columns. The panels share the figure's legend, and each value keeps its look in
 * all of them. In JSON the field alone ({@code "facet": "model"}) or an object ({@code {"row": "model", "column":
 * "gpu"}}).
 *
 * @param field  the field whose values make the panels, in the order they first appear
 * @param row    the field whose values make the grid's rows
 * @param column the field whose values make the grid's columns
 */
@OneFieldCopies
public record Facet(String field, String row, String column) implements FacetCopies {

    /** Checks the fields that must agree with each other. */
    public Facet {
        if (field != null && (row != null || column != null)) {
            throw new FigureException(row != null ? "row" : "column", "give field (panels wrapped into columns) or row and column (a grid), not both");
        }
        if (field == null && row == null && column == null) {
            throw new FigureException("", "name the field whose values make the panels");
        }
    }

    /**
     * One panel per value of a field.
     *
     * @param field the field
     * @return the facet
     */
    public static Facet of(String field) {
        return new Facet(field, null, null);
    }

    /**
     * A grid: one row of panels per value of one field, one column per value of another.
     *
     * @param row    the rows' field, or null for one row
     * @param column the columns' field, or null for one column
     * @return the facet
     */
    public static Facet grid(String row, String column) {
        return new Facet(null, row, column);
    }
}
