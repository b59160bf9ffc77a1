package dev.figmark.model;

/** A distribution drawn from raw samples: an ECDF, a box, a histogram, a violin, a strip of points. */
public sealed interface Distribution extends Series permits Ecdf, Box, Histogram, Violin, Strip {

    /**
     * The data source the samples come from.
     *
     * @return its name, or null for samples given inline
     */
    String data();

    /**
     * The filter of the data's rows.
     *
     * @return the filter, or null for all rows
     */
    String where();

    /**
     * The samples.
     *
     * @return the values
     */
    Values samples();

    /**
     * The factor the samples are multiplied by.
     *
     * @return the factor, or null for 1
     */
    Double scale();

    /**
     * The series' own colour.
     *
     * @return {@code #rrggbb}, or null for the palette's
     */
    String color();

    /**
     * What becomes of a sample that cannot be drawn.
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
