package dev.figmark.table;

/**
 * The rows behind each value of an aggregated column: each group's values, sorted, one after another, so that an
 * error bar or band can ask for any spread or percentile of them without the table they came from.
 *
 * @param values every group's values, each group's sorted ascending, without missing ones
 * @param start  where each group's values start in {@code values}; one more entry than groups, the last the end
 */
public record Samples(double[] values, int[] start) {

    /** How many groups there are. */
    public int groups() {
        return start.length - 1;
    }

    /** How many values group {@code g} has. */
    public int size(int g) {
        return start[g + 1] - start[g];
    }

    /** Value {@code i} of group {@code g}, in ascending order. */
    public double value(int g, int i) {
        return values[start[g] + i];
    }

    /** The samples of these groups only, in this order. */
    public Samples select(int[] groups) {
        int[] s = new int[groups.length + 1];
        for (int i = 0; i < groups.length; i++) {
            s[i + 1] = s[i] + size(groups[i]);
        }
        double[] v = new double[s[groups.length]];
        for (int i = 0; i < groups.length; i++) {
            System.arraycopy(values, start[groups[i]], v, s[i], size(groups[i]));
        }
        return new Samples(v, s);
    }
}
