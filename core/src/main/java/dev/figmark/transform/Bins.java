package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.data.PairwiseSum;
import dev.figmark.model.Bin;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bin step: rows in bins of a fixed width of a number or time field, within each group, one row per bin from the
 * first bin with a row to the last of the whole table, so that every group spans the same bins and a bin with no row
 * holds 0 (a count or sum) or nothing (a mean, min or max), as pandas' {@code groupby(np.floor(t / w) * w)} reindexed
 * to the full range. Each bin holds its start, not its end. Rows without a value of the field are left out, said once.
 */
final class Bins {

    /** The most bins a step makes: more than a figure draws apart. */
    static final int MOST_BINS = 100_000;

    private Bins() {
    }

    static Table run(Steps steps, Bin step) {
        Table table = steps.table();
        Column binned = steps.column(step.bin(), "bin");
        if (binned instanceof Column.Texts) {
            throw new InputException(steps.path() + ".bin: \"" + step.bin() + "\" holds text; bins are of numbers or times");
        }
        boolean times = binned instanceof Column.Times;
        double width = Windows.span(step.width(), binned, steps.path(), "width");
        String statistic = step.statistic() == null ? "count" : step.statistic();
        Column.Numbers field = step.field() == null ? null : steps.numbers(step.field(), "field");
        List<Column> keys = steps.fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        double[] at = new double[table.rows()];
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        int without = 0;
        for (int r = 0; r < at.length; r++) {
            double v = times ? (binned.missing(r) ? Double.NaN : ((Column.Times) binned).millis()[r]) : ((Column.Numbers) binned).value(r);
            at[r] = Double.isNaN(v) ? Double.NaN : Math.floor(v / width);
            without += Double.isNaN(v) ? 1 : 0;
            if (!Double.isNaN(v)) {
                low = Math.min(low, at[r]);
                high = Math.max(high, at[r]);
            }
        }
        steps.warn(without, "of \"" + step.bin() + "\" are missing, so their rows are in no bin and are left out");
        if (low > high) {
            throw new InputException(steps.path() + ".bin: \"" + step.bin() + "\" has no value to bin");
        }
        long bins = (long) (high - low) + 1;
        if (bins > MOST_BINS) {
            throw new InputException(steps.path() + ".width: " + step.width() + " makes " + bins + " bins of \"" + step.bin() + "\", more than "
                    + MOST_BINS + "; give a wider width");
        }
        int b = (int) bins;
        double per = step.rate() != null && step.rate() ? (times ? width / 1000 : width) : 1;
        int count = groups.count() * b;
        int[] firsts = new int[count];
        double[] starts = new double[count];
        double[] values = new double[count];
        for (int g = 0; g < groups.count(); g++) {
            int[] rows = groups.rows(g);
            List<List<Double>> inBin = new ArrayList<>();
            for (int k = 0; k < b; k++) {
                inBin.add(new ArrayList<>());
            }
            for (int r : rows) {
                if (!Double.isNaN(at[r])) {
                    inBin.get((int) (at[r] - low)).add(field == null ? 1.0 : field.value(r));
                }
            }
            for (int k = 0; k < b; k++) {
                int i = g * b + k;
                firsts[i] = rows[0];
                starts[i] = (low + k) * width;
                values[i] = statistic(statistic, inBin.get(k)) / per;
            }
        }
        List<Column> out = new ArrayList<>();
        for (Column key : keys) {
            out.add(key.select(firsts));
        }
        out.add(times ? new Column.Times(step.bin(), Arrays.stream(starts).mapToLong(s -> (long) s).toArray(), false)
                : new Column.Numbers(step.bin(), starts));
        out.add(new Column.Numbers(field == null ? "count" : field.name(), values));
        return table.derived(out, firsts);
    }

    /** A bin's statistic: a count or sum of none is 0; a mean, min or max of none is missing. Missing values take no part. */
    private static double statistic(String statistic, List<Double> in) {
        double[] v = in.stream().mapToDouble(Double::doubleValue).filter(x -> !Double.isNaN(x)).toArray();
        return switch (statistic) {
            case "count" -> v.length;
            case "sum" -> PairwiseSum.of(v, 0, v.length);
            case "mean" -> v.length == 0 ? Double.NaN : PairwiseSum.of(v, 0, v.length) / v.length;
            case "min" -> v.length == 0 ? Double.NaN : Arrays.stream(v).min().getAsDouble();
            default -> v.length == 0 ? Double.NaN : Arrays.stream(v).max().getAsDouble();
        };
    }
}
