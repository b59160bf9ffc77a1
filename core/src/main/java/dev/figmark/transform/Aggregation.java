package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Series;
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
 * A cell without a number is refused naming its file and line, since the statistic of the others would stand for
 * fewer rows than the group has; with {@code "missing": "skip"} it takes no part (as pandas skips NaN), and one warning
 * names the groups that lost rows.
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
            return table.derived(out, firsts);
        }
        if (fields.isEmpty()) {
            throw new InputException(steps.path() + ": the rows have no number field to sum up besides groupby (fields are "
                    + String.join(", ", table.names()) + ")");
        }
        int missing = 0;
        List<String> lost = new ArrayList<>();
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
            if (n < table.rows()) {
                lost.add(lost(table, f, keys, groups, start, stat, step.missing() == Series.Missing.SKIP, steps.path()));
            }
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
                summed[g] = Statistics.of(stat, step.method() == null ? "linear" : step.method(), kept, start[g], start[g + 1] - start[g]);
            });
            out.add(new Column.Numbers(f.name(), summed, new Samples(kept, start)));
        }
        steps.warn(missing, skipped(stat, lost));
        return table.derived(out, firsts);
    }

    /** The most groups a warning names before it counts the rest. */
    static final int NAMED_GROUPS = 3;

    /** What the warning of an aggregate with {@code "missing": "skip"} says of the values it left out, field by field. */
    static String skipped(String stat, List<String> lost) {
        return "without a number left out of the " + stat + " of their groups, as \"missing\": \"skip\" asks: " + String.join("; ", lost);
    }

    /** How an aggregate's messages name a group: {@code engine = vLLM, batch = 8}, or the whole table without fields. */
    static String group(List<String> fields, List<String> values) {
        if (fields.isEmpty()) {
            return "the whole table";
        }
        List<String> out = new ArrayList<>();
        for (int k = 0; k < fields.size(); k++) {
            out.add(fields.get(k) + " = " + values.get(k));
        }
        return String.join(", ", out);
    }

    /** A field's groups that lost values, the first {@link #NAMED_GROUPS} named ({@link #lostGroup}) and the rest counted. */
    static String lostGroups(List<String> named, int more) {
        return String.join("; ", named) + (more > 0 ? "; and " + more + " more groups" : "");
    }

    /** One group that lost values of a field, for the warning: {@code ms in engine = vllm: 4 of 5 rows, the first without a number at na.csv:3}. */
    static String lostGroup(String field, String group, int has, int all, String firstAt) {
        return field + " in " + group + ": " + has + " of " + all + " rows, the first without a number at " + firstAt;
    }

    /**
     * The groups of a field that lost values, in words for the warning ("ms in engine = vllm: 4 of 5 rows, the first
     * without a number at na.csv:3"); without {@code skip}, the first such cell refused with its file and line.
     */
    private static String lost(Table table, Column.Numbers f, List<Column> keys, Groups groups, int[] kept, String stat, boolean skip, String path) {
        double[] values = f.values();
        List<String> named = new ArrayList<>();
        int more = 0;
        for (int g = 0; g < groups.count(); g++) {
            int all = groups.start()[g + 1] - groups.start()[g];
            int has = kept[g + 1] - kept[g];
            if (has == all) {
                continue;
            }
            int first = -1;
            for (int i = groups.start()[g]; i < groups.start()[g + 1] && first < 0; i++) {
                first = Double.isNaN(values[groups.rows()[i]]) ? groups.rows()[i] : -1;
            }
            int head = groups.rows()[groups.start()[g]];
            String group = group(keys.stream().map(Column::name).toList(), keys.stream().map(k -> k.text(head)).toList());
            if (!skip) {
                throw new InputException(path + ": " + table.at(first) + ": \"" + f.name() + "\" has no number, in the group " + group + ", whose " + stat
                        + " would stand for " + has + " of its " + all + " rows; mend the cell, or give the step \"missing\": \"skip\" to leave such"
                        + " cells out, said in one warning");
            }
            if (named.size() < NAMED_GROUPS) {
                named.add(lostGroup(f.name(), group, has, all, table.at(first)));
            } else {
                more++;
            }
        }
        return lostGroups(named, more);
    }

    /** Runs {@code task} for each of {@code count} groups, on every core where asked. */
    private static void each(int count, boolean parallel, java.util.function.IntConsumer task) {
        IntStream groups = IntStream.range(0, count);
        (parallel ? groups.parallel() : groups).forEach(task);
    }
}
