package dev.figmark.model;

/** A distribution drawn from raw samples: an ECDF, a box, a histogram, a violin, a strip of points. */
public sealed interface Distribution extends Series, Grouped, Coloured permits Ecdf, Kde, Box, Histogram, Violin, Strip {

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
}
