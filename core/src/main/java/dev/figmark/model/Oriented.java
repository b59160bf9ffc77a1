package dev.figmark.model;

/** A distribution drawn up (the default) or across: a histogram's bins, a box, a violin or a strip down y. */
public interface Oriented {

    /** Which way a distribution runs: its values up y (default), or along x with its bins or category down y. */
    enum Orientation {
        /** Values up y: a histogram's bins along x, a box standing on its category. */
        VERTICAL,
        /** Values along x: a histogram's bins down y (matplotlib's orientation="horizontal"), a box lying at its category. */
        HORIZONTAL
    }

    /** @return horizontal to run the samples' values along x, or null (vertical) to run them up y */
    Orientation orientation();

    /** @return whether its values run along x */
    default boolean across() {
        return orientation() == Orientation.HORIZONTAL;
    }
}
