package dev.figmark.model;

/**
 * A series of points over x and y, the values inline or fields of its data: lines, steps, points, bars, error bars,
 * bands and areas.
 */
public sealed interface Points extends Series permits Line, Step, Scatter, Bar, HBar, ErrorBar, Band, Area {

    /**
     * The data source the series' fields come from.
     *
     * @return its name, or null for values given inline
     */
    String data();

    /**
     * The filter of the data's rows.
     *
     * @return the filter, or null for all rows
     */
    String where();

    /**
     * The x values: for bars, their categories.
     *
     * @return the values
     */
    Values x();

    /**
     * The y values: for bars, their heights or lengths.
     *
     * @return the values
     */
    Values y();

    /**
     * The factor y values are multiplied by.
     *
     * @return the factor, or null for 1
     */
    Double yScale();

    /**
     * The series' own colour.
     *
     * @return {@code #rrggbb}, or null for the palette's (a scatter's may name a field instead)
     */
    String color();

    /**
     * What becomes of a value that cannot be drawn.
     *
     * @return the choice, or null to refuse
     */
    Missing missing();

    /**
     * The field whose values make one series each.
     *
     * @return the grouping, or null for one series
     */
    By by();

    /**
     * The steps applied to the series' rows.
     *
     * @return the steps, or null for none
     */
    java.util.List<Transform> transform();
}
