package dev.figmark.model;

/**
 * A series of points over x and y, the values inline or fields of its data: lines, steps, points, bars, error bars,
 * bands and areas.
 */
public sealed interface Points extends Series, Grouped, Coloured permits Line, Step, Scatter, Bar, HBar, ErrorBar, Band, Area {

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
}
