package dev.figmark.table;

/**
 * What an aggregated column keeps of the rows behind each of its values, so that an error bar or band can ask for a
 * spread of them without the table they came from: every value ({@link Samples}), or, for a file read in parts, the
 * moments they are summed up from ({@link Moments}).
 */
public sealed interface RowsBehind permits Samples, Moments {

    /** How many groups there are. */
    int groups();

    /** How many values group {@code g} has. */
    int size(int g);

    /** What these groups keep only, in this order. */
    RowsBehind select(int[] groups);
}
