package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Calculate;
import dev.figmark.model.Extract;
import dev.figmark.model.Filter;
import dev.figmark.model.Fold;
import dev.figmark.model.Series;
import dev.figmark.model.Transform;
import dev.figmark.table.Column;
import dev.figmark.table.Moments;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * An aggregate step over a file read in parts ({@code Tables.stream}), for files larger than the heap: each part
 * goes through the steps before the aggregate, which see one row at a time (filter, calculate, extract, fold), and
 * into each group's moments (count, sum, mean and spread by Welford's method, min, max), so that memory holds the
 * groups, not the rows. The table it gives is the aggregate's, in the groups' order of first rows, to the rounding of
 * sums taken in another order; a statistic that needs every value (a median, a percentile) is not taken this way.
 * The steps' warnings are counted over every part and said once each; a cell without a number is refused at its line,
 * or left out and counted as the aggregate does. A field of JSON lines first seen in a later part is missing in the
 * parts before it, as when the file is read whole; one no part holds is refused at the end, naming the fields there are.
 */
public final class Streamed implements Consumer<Table> {

    /**
     * A step before the aggregate, with the JSON path its messages name.
     *
     * @param step the step
     * @param path its path ({@code d.json: panels[0].transform[0]})
     */
    public record Step(Transform step, String path) {
    }

    /** The most groups an aggregate read in parts keeps: more would not be drawn on any page. */
    static final int MAX_GROUPS = 1_000_000;

    private final List<Step> before;
    private final Aggregate aggregate;
    private final String path;
    private final Consumer<String> warnings;
    private final Map<String, Integer> tally = new LinkedHashMap<>();
    private final long[] rowsIn;
    private final long[] rowsOut;
    private final Map<List<Object>, Integer> groups = new HashMap<>();
    private final List<Object[]> keys = new ArrayList<>();
    private final List<String[]> keyTexts = new ArrayList<>();
    private final List<String> keyKinds = new ArrayList<>();
    private boolean keysDateOnly = true;
    private int[] lines = new int[16];
    private int[] rows = new int[16];
    private String origin;
    private List<String> fieldNames;
    private MomentSums[] sums;
    /** The fields the steps and the aggregate read, each filled in as missing where a part of JSON lines lacks it. */
    private final java.util.Set<String> read = new java.util.LinkedHashSet<>();
    /** The fields the steps make, which no part holds. */
    private final java.util.Set<String> made = new java.util.HashSet<>();
    /** Every field some part held. */
    private final java.util.Set<String> seen = new java.util.LinkedHashSet<>();
    /** The first cell without a number in a field no part had held yet, refused at the end unless the field is not the file's. */
    private InputException refusal;

    /**
     * An aggregate read in parts.
     *
     * @param before    the steps before it, each of which sees one row at a time ({@link #rowWise})
     * @param aggregate the aggregate, of a statistic its groups' moments give ({@link #fromMoments})
     * @param path      its JSON path, for messages
     * @param warnings  where warnings go, each said once at the end
     */
    public Streamed(List<Step> before, Aggregate aggregate, String path, Consumer<String> warnings) {
        this.before = List.copyOf(before);
        this.aggregate = aggregate;
        this.path = path;
        this.warnings = warnings;
        rowsIn = new long[before.size()];
        rowsOut = new long[before.size()];
        for (Step step : before) {
            if (step.step() instanceof Filter f) {
                read.addAll(Expression.fields(f.filter()));
            } else if (step.step() instanceof Calculate c) {
                read.addAll(Expression.fields(c.calculate()));
                made.add(c.as());
            } else if (step.step() instanceof Extract e) {
                read.add(e.extract());
            } else if (step.step() instanceof Fold f) {
                read.addAll(f.fold());
                made.addAll(Reshapes.foldNames(f));
            }
        }
        read.addAll(aggregate.groupby() == null ? List.of() : aggregate.groupby());
        read.addAll(aggregate.fields() == null ? List.of() : aggregate.fields());
        read.removeAll(made);
    }

    /** Whether a step sees one row at a time, and so can go before an aggregate over a file read in parts. */
    public static boolean rowWise(Transform step) {
        return step instanceof Filter || step instanceof Calculate || step instanceof Extract || step instanceof Fold;
    }

    /** Whether an aggregate's statistic comes from its groups' moments, and so can be taken over a file read in parts. */
    public static boolean fromMoments(Aggregate step) {
        return Statistics.fromMoments(step.aggregate());
    }

    @Override
    public void accept(Table part) {
        seen.addAll(part.names());
        Table t = part;
        for (String name : read) {
            if (t.column(name) == null) {
                // JSON lines may name a field first in a later part: in the lines before, it is missing, as when read whole.
                double[] none = new double[t.rows()];
                Arrays.fill(none, Double.NaN);
                t = t.with(new Column.Numbers(name, none));
            }
        }
        for (int i = 0; i < before.size(); i++) {
            rowsIn[i] += t.rows();
            t = before.get(i).step().accept(new Steps(t, before.get(i).path(), warnings, tally));
            rowsOut[i] += t.rows();
        }
        origin = origin == null ? t.origin() : origin;
        Steps steps = new Steps(t, path, warnings, tally);
        List<Column> keyColumns = steps.fields(aggregate.groupby(), "groupby");
        List<Column.Numbers> fields = fields(steps, t, keyColumns);
        Groups local = Groups.of(t, keyColumns);
        int[] global = global(t, keyColumns, local);
        for (int f = 0; f < fields.size(); f++) {
            add(t, fields.get(f), sums[f], local.group(), global);
        }
        if (fields.isEmpty()) {
            for (int r = 0; r < t.rows(); r++) {
                rows[global[local.group()[r]]]++;
            }
        }
    }

    /** The fields summed up: those named, else every number column that makes no group, as the first part has them. */
    private List<Column.Numbers> fields(Steps steps, Table t, List<Column> keyColumns) {
        if (fieldNames == null) {
            fieldNames = new ArrayList<>();
            if (aggregate.fields() != null) {
                for (int i = 0; i < aggregate.fields().size(); i++) {
                    if (aggregate.groupby() != null && aggregate.groupby().contains(aggregate.fields().get(i))) {
                        throw new InputException(path + ".fields[" + i + "]: \"" + aggregate.fields().get(i) + "\" makes the groups; it cannot be summed up too");
                    }
                    fieldNames.add(aggregate.fields().get(i));
                }
            } else if (!aggregate.aggregate().equals("count")) {
                t.columns().stream().filter(c -> c instanceof Column.Numbers && !keyColumns.contains(c)).forEach(c -> fieldNames.add(c.name()));
                if (fieldNames.isEmpty()) {
                    throw new InputException(path + ": the rows have no number field to sum up besides groupby (fields are " + String.join(", ", t.names()) + ")");
                }
            }
            sums = new MomentSums[fieldNames.size()];
            for (int f = 0; f < sums.length; f++) {
                sums[f] = new MomentSums();
            }
        }
        List<Column.Numbers> out = new ArrayList<>();
        for (int i = 0; i < fieldNames.size(); i++) {
            out.add(steps.numbers(fieldNames.get(i), aggregate.fields() == null ? "fields" : "fields[" + i + "]"));
        }
        return out;
    }

    /** Each of a part's groups as a group of the whole, the new ones numbered after those before, in the order they come. */
    private int[] global(Table t, List<Column> keyColumns, Groups local) {
        int[] firsts = local.firsts();
        int[] out = new int[firsts.length];
        for (int g = 0; g < firsts.length; g++) {
            int head = firsts[g];
            Object[] key = new Object[keyColumns.size()];
            for (int k = 0; k < key.length; k++) {
                key[k] = keyValue(keyColumns.get(k), head, k);
            }
            List<Object> asList = Arrays.asList(key);
            Integer known = groups.get(asList);
            if (known == null) {
                known = keys.size();
                if (known >= MAX_GROUPS) {
                    throw new InputException(path + ".groupby: makes more than " + MAX_GROUPS + " groups by " + t.at(head)
                            + ", more than any figure draws; group by fields of fewer values");
                }
                groups.put(asList, known);
                keys.add(key);
                String[] texts = new String[key.length];
                for (int k = 0; k < key.length; k++) {
                    texts[k] = keyColumns.get(k).text(head);
                }
                keyTexts.add(texts);
                if (known >= lines.length) {
                    lines = Arrays.copyOf(lines, lines.length * 2);
                    rows = Arrays.copyOf(rows, rows.length * 2);
                }
                lines[known] = t.lines()[head];
                for (MomentSums s : sums) {
                    s.room(known + 1);
                }
            }
            out[g] = known;
        }
        return out;
    }

    /** A group field's value at a row, as the key of its group: a number, a time or a text, null where missing. */
    private Object keyValue(Column c, int row, int k) {
        while (keyKinds.size() <= k) {
            keyKinds.add(null);
        }
        if (c.missing(row)) {
            return null;
        }
        keyKinds.set(k, c instanceof Column.Numbers ? "n" : c instanceof Column.Times ? "t" : "s");
        if (c instanceof Column.Times times) {
            keysDateOnly &= times.dateOnly();
            return times.millis()[row];
        }
        return c instanceof Column.Numbers n ? (Object) n.value(row) : c.text(row);
    }

    private void add(Table t, Column.Numbers field, MomentSums s, int[] local, int[] global) {
        double[] values = field.values();
        boolean skip = aggregate.missing() == Series.Missing.SKIP;
        for (int r = 0; r < values.length; r++) {
            int g = global[local[r]];
            s.all[g]++;
            double v = values[r];
            if (!Double.isNaN(v)) {
                s.add(g, v);
            } else if (!skip && seen.contains(field.name())) {
                throw refusal != null ? refusal : missingCell(t, r, field, g);
            } else if (!skip) {
                // A field no part has held yet: a name the file lacks, said as such at the end, before any cell is refused.
                refusal = refusal != null ? refusal : missingCell(t, r, field, g);
            } else if (s.firstMissing[g] == null) {
                s.firstMissing[g] = t.at(r);
            }
        }
    }

    /** The refusal of a cell without a number, which the aggregate would leave out of its group in silence. */
    private InputException missingCell(Table t, int r, Column.Numbers field, int g) {
        return new InputException(path + ": " + t.at(r) + ": \"" + field.name() + "\" has no number, in the group " + groupWords(g) + ", whose "
                + aggregate.aggregate() + " would stand for fewer rows than the group has; mend the cell, or give the step \"missing\": \"skip\""
                + " to leave such cells out, said in one warning");
    }

    /**
     * The aggregate's table, once every part is in: the warnings of the steps said once each with their counts over
     * every part.
     *
     * @return one row per group, the group fields and each field's statistic, which keeps its group's moments
     * @throws InputException where a step left no rows of those it was given
     */
    public Table finish() {
        for (String name : read) {
            if (!seen.isEmpty() && !seen.contains(name)) {
                throw new InputException(path + ": no field \"" + name + "\" in any row of the file; fields are " + String.join(", ", seen));
            }
        }
        if (refusal != null) {
            throw refusal;
        }
        for (int i = 0; i < before.size(); i++) {
            if (rowsOut[i] == 0 && rowsIn[i] > 0) {
                throw Steps.noRows(before.get(i).path(), before.get(i).step(), rowsIn[i]);
            }
        }
        tally.forEach((key, count) -> {
            int cut = key.indexOf('\u0000');
            warnings.accept(Steps.warning(key.substring(0, cut), count, key.substring(cut + 1)));
        });
        int n = keys.size();
        List<Column> out = new ArrayList<>();
        List<String> groupby = aggregate.groupby() == null ? List.of() : aggregate.groupby();
        for (int k = 0; k < groupby.size(); k++) {
            out.add(keyColumn(groupby.get(k), k, n));
        }
        if (fieldNames == null || fieldNames.isEmpty()) {
            double[] counts = new double[n];
            for (int g = 0; g < n; g++) {
                counts[g] = rows[g];
            }
            out.add(new Column.Numbers("count", counts));
        } else {
            summed(out, n);
        }
        return new Table(origin == null ? path : origin, out, Arrays.copyOf(lines, n));
    }

    private void summed(List<Column> out, int n) {
        int missing = 0;
        List<String> lost = new ArrayList<>();
        for (int f = 0; f < fieldNames.size(); f++) {
            MomentSums s = sums[f];
            double[] sum = new double[n];
            double[] min = Arrays.copyOf(s.min, n);
            double[] max = Arrays.copyOf(s.max, n);
            double[] value = new double[n];
            List<String> named = new ArrayList<>();
            int more = 0;
            for (int g = 0; g < n; g++) {
                sum[g] = s.sum[g] + s.compensation[g];
                value[g] = Statistics.ofMoments(aggregate.aggregate(), s.count[g], sum[g], s.m2[g], min[g], max[g]);
                missing += s.all[g] - s.count[g];
                if (s.all[g] > s.count[g] && named.size() < Aggregation.NAMED_GROUPS) {
                    named.add(Aggregation.lostGroup(fieldNames.get(f), groupWords(g), s.count[g], s.all[g], s.firstMissing[g]));
                } else if (s.all[g] > s.count[g]) {
                    more++;
                }
            }
            if (!named.isEmpty()) {
                lost.add(Aggregation.lostGroups(named, more));
            }
            out.add(new Column.Numbers(fieldNames.get(f), value, new Moments(Arrays.copyOf(s.count, n), sum, Arrays.copyOf(s.m2, n), min, max)));
        }
        if (missing > 0) {
            warnings.accept(Steps.warning(path, missing, Aggregation.skipped(aggregate.aggregate(), lost)));
        }
    }

    private String groupWords(int g) {
        return Aggregation.group(aggregate.groupby() == null ? List.of() : aggregate.groupby(), Arrays.asList(keyTexts.get(g)));
    }

    /** A group field's column, one value per group, of the kind its values had. */
    private Column keyColumn(String name, int k, int n) {
        String kind = k < keyKinds.size() && keyKinds.get(k) != null ? keyKinds.get(k) : "n";
        switch (kind) {
            case "t": {
                long[] millis = new long[n];
                for (int g = 0; g < n; g++) {
                    millis[g] = keys.get(g)[k] == null ? Column.Times.MISSING : (Long) keys.get(g)[k];
                }
                return new Column.Times(name, millis, keysDateOnly);
            }
            case "s": {
                String[] texts = new String[n];
                for (int g = 0; g < n; g++) {
                    texts[g] = keys.get(g)[k] == null ? null : keyTexts.get(g)[k];
                }
                return Column.Texts.of(name, texts);
            }
            default: {
                double[] numbers = new double[n];
                for (int g = 0; g < n; g++) {
                    numbers[g] = keys.get(g)[k] == null ? Double.NaN : (Double) keys.get(g)[k];
                }
                return new Column.Numbers(name, numbers);
            }
        }
    }
}
