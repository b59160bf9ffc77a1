package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.table.Column;
import dev.figmark.table.Samples;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The aggregate step: one row per group, the group fields as they are, each summed-up field a column of numbers that
 * keeps its group's values sorted ({@link Samples}), so that error bars and bands ask for any spread of them later.
 * Missing values take no part in a statistic (as pandas skips NaN) and are counted in one warning.
 */
final class Aggregation {

    /** The fewest values whose groups are sorted on every core: below, a thread's start costs more than it saves. */
    private static final int PARALLEL_ROWS = 1 << 18;

    private Aggregation() {
    }

    static Table run(Steps steps, Aggregate step) {
        Table table = steps.table();
        List<Column> keys = steps.fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        int[] firsts = groups.firsts();
        List<Column> out = new ArrayList<>();
        for (Column k : keys) {
            out.add(k.select(firsts));
        }
        String stat = step.aggregate();
        List<Column.Numbers> fields = new ArrayList<>();
        if (step.fields() != null) {
            for (int i = 0; i < step.fields().size(); i++) {
                if (step.groupby() != null && step.groupby().contains(step.fields().get(i))) {
                    throw new InputException(steps.path() + ".fields[" + i + "]: \"" + step.fields().get(i) + "\" makes the groups; it cannot be summed up too");
                }
                fields.add(steps.numbers(step.fields().get(i), "fields[" + i + "]"));
            }
        } else {
            for (Column c : table.columns()) {
                if (c instanceof Column.Numbers n && !keys.contains(c)) {
                    fields.add(n);
                }
            }
        }
        if (stat.equals("count") && step.fields() == null) {
            double[] counts = new double[groups.count()];
            for (int g = 0; g < counts.length; g++) {
                counts[g] = groups.start()[g + 1] - groups.start()[g];
            }
            out.add(new Column.Numbers("count", counts));
            return new Table(table.origin(), out, lines(table, firsts));
        }
        if (fields.isEmpty()) {
            throw new InputException(steps.path() + ": the rows have no number field to sum up besides groupby (fields are "
                    + String.join(", ", table.names()) + ")");
        }
        int missing = 0;
        boolean parallel = table.rows() >= PARALLEL_ROWS;
        int[] groupStart = groups.start();
        int[] groupRows = groups.rows();
        for (Column.Numbers f : fields) {
            double[] values = f.values();
            // Each group's values without the missing ones, sorted and summed up on its own: on every core where the
            // rows are many. First each group's count, so that every group knows where its values go.
            int[] start = new int[groups.count() + 1];
            each(groups.count(), parallel, g -> {
                int kept = 0;
                for (int i = groupStart[g]; i < groupStart[g + 1]; i++) {
                    kept += Double.isNaN(values[groupRows[i]]) ? 0 : 1;
                }
                start[g + 1] = kept;
            });
            for (int g = 0; g < groups.count(); g++) {
                start[g + 1] += start[g];
            }
            int n = start[groups.count()];
            missing += table.rows() - n;
            double[] kept = new double[n];
            double[] summed = new double[groups.count()];
            each(groups.count(), parallel, g -> {
                int at = start[g];
                for (int i = groupStart[g]; i < groupStart[g + 1]; i++) {
                    double v = values[groupRows[i]];
                    if (!Double.isNaN(v)) {
                        kept[at++] = v;
                    }
                }
                Arrays.sort(kept, start[g], start[g + 1]);
                summed[g] = Statistics.of(stat, kept, start[g], start[g + 1] - start[g]);
            });
            out.add(new Column.Numbers(f.name(), summed, new Samples(kept, start)));
        }
        steps.warn(missing, "without a number take no part in the " + stat + " of their groups");
        return new Table(table.origin(), out, lines(table, firsts));
    }

    /** Runs {@code task} for each of {@code count} groups, on every core where asked. */
    private static void each(int count, boolean parallel, java.util.function.IntConsumer task) {
        IntStream groups = IntStream.range(0, count);
        (parallel ? groups.parallel() : groups).forEach(task);
    }

    /** Each group's line: that of its first row, where messages find it. */
    private static int[] lines(Table table, int[] firsts) {
        int[] out = new int[firsts.length];
        for (int i = 0; i < firsts.length; i++) {
            out[i] = table.lines()[firsts[i]];
        }
        return out;
    }
}
