package dev.figmark.table;

import java.util.Arrays;

/**
 * The rows behind each value of an aggregated column: each group's values, sorted, so that an error bar or band can
 * ask for any spread or percentile of them without the table they came from. The groups of a selection (a facet's
 * rows) share the values of the whole: ten million values are not copied once per facet.
 *
 * @param values every group's values, each group's sorted ascending, without missing ones
 * @param starts where each group's values start in {@code values}
 * @param ends   where each group's values end in {@code values} (exclusive)
 */
public record Samples(double[] values, int[] starts, int[] ends) implements RowsBehind {

    /**
     * Groups one after another in {@code values}.
     *
     * @param values every group's values, each group's sorted ascending
     * @param start  where each group's values start; one more entry than groups, the last the end
     */
    public Samples(double[] values, int[] start) {
        this(values, Arrays.copyOf(start, start.length - 1), Arrays.copyOfRange(start, 1, start.length));
    }

    @Override
    public int groups() {
        return starts.length;
    }

    @Override
    public int size(int g) {
        return ends[g] - starts[g];
    }

    /** Value {@code i} of group {@code g}, in ascending order. */
    public double value(int g, int i) {
        return values[starts[g] + i];
    }

    /** The samples of these groups only, in this order, sharing these values. */
    @Override
    public Samples select(int[] groups) {
        int[] s = new int[groups.length];
        int[] e = new int[groups.length];
        for (int i = 0; i < groups.length; i++) {
            s[i] = starts[groups[i]];
            e[i] = ends[groups[i]];
        }
        return new Samples(values, s, e);
    }
}
