package dev.figmark.transform;

import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's rows grouped by the values of some fields, the groups in the order their first rows come (pandas'
 * {@code groupby(sort=False)}); a missing value is a value of its own. No fields: one group of every row.
 *
 * @param group each row's group
 * @param start where each group's rows start in {@code rows}; one more entry than groups
 * @param rows  every group's rows, in the table's order, one group after another
 */
record Groups(int[] group, int[] start, int[] rows) {

    /** How many groups there are. */
    int count() {
        return start.length - 1;
    }

    /** The rows of group {@code g}, in order. */
    int[] rows(int g) {
        return Arrays.copyOfRange(rows, start[g], start[g + 1]);
    }

    /** The first row of each group. */
    int[] firsts() {
        int[] out = new int[count()];
        for (int g = 0; g < out.length; g++) {
            out[g] = rows[start[g]];
        }
        return out;
    }

    /** The rows of {@code table} grouped by {@code fields}, each of which the table has. */
    static Groups of(Table table, List<Column> fields) {
        int n = table.rows();
        int[] group = new int[n];
        int count = 0;
        if (fields.size() == 1) {
            count = dense(fields.get(0), n, group);
        } else if (!fields.isEmpty()) {
            count = combined(fields, n, group);
        } else {
            count = n == 0 ? 0 : 1;
        }
        int[] start = new int[count + 1];
        for (int r = 0; r < n; r++) {
            start[group[r] + 1]++;
        }
        for (int g = 0; g < count; g++) {
            start[g + 1] += start[g];
        }
        int[] fill = Arrays.copyOf(start, count);
        int[] rows = new int[n];
        for (int r = 0; r < n; r++) {
            rows[fill[group[r]]++] = r;
        }
        return new Groups(group, start, rows);
    }

    /**
     * Numbers each row's group by the combined values of several fields, in the order groups first come: each field's
     * values numbered first, then the numbers of a row's fields combined into one long and those numbered. No object
     * per row. Where the fields have too many values for their product to fit a long, each row's values are a key of a
     * map.
     */
    private static int combined(List<Column> fields, int n, int[] group) {
        long[] key = new long[n];
        int[] ids = new int[n];
        int parts = FirstSeen.parts(n);
        long span = 1;
        for (Column field : fields) {
            int values = Math.max(1, dense(field, n, ids));
            if (span > Long.MAX_VALUE / values) {
                return byMap(fields, n, group);
            }
            long radix = span;
            FirstSeen.each(parts, p -> {
                for (int r = FirstSeen.from(p, parts, n), to = FirstSeen.from(p + 1, parts, n); r < to; r++) {
                    key[r] += radix * ids[r];
                }
            });
            span *= values;
        }
        if (span > FirstSeen.DIRECT) {
            return FirstSeen.number(key, n, group);
        }
        FirstSeen.each(parts, p -> {
            for (int r = FirstSeen.from(p, parts, n), to = FirstSeen.from(p + 1, parts, n); r < to; r++) {
                ids[r] = (int) key[r];
            }
        });
        return FirstSeen.small(ids, 0, (int) span, n, group);
    }

    /** Each row's value of a field numbered 0, 1, … in the order values first come; how many values there are. */
    private static int dense(Column field, int n, int[] ids) {
        if (field instanceof Column.Texts t) {
            return FirstSeen.small(t.codes(), 1, t.dictionary().size() + 1, n, ids);
        }
        if (field instanceof Column.Numbers numbers) {
            return FirstSeen.number(numbers.values(), n, ids);
        }
        return FirstSeen.number(((Column.Times) field).millis(), n, ids);
    }

    private static int byMap(List<Column> fields, int n, int[] group) {
        Map<Key, Integer> seen = new HashMap<>();
        int count = 0;
        for (int r = 0; r < n; r++) {
            long[] key = new long[fields.size()];
            for (int f = 0; f < key.length; f++) {
                key[f] = bits(fields.get(f), r);
            }
            Integer g = seen.get(new Key(key));
            if (g == null) {
                g = count++;
                seen.put(new Key(key), g);
            }
            group[r] = g;
        }
        return count;
    }

    /** A cell as bits that are equal exactly when the cells are: a number's (all NaNs one), a text's code, a time. */
    private static long bits(Column c, int row) {
        if (c instanceof Column.Numbers n) {
            return FirstSeen.bits(n.value(row));
        }
        if (c instanceof Column.Texts t) {
            return t.codes()[row];
        }
        return ((Column.Times) c).millis()[row];
    }

    /** The values of one row's fields, as a key of a map. */
    private record Key(long[] bits) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(bits, k.bits);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bits);
        }
    }

    /** How a group is named in messages: {@code batch = 8, engine = vLLM}. */
    static String name(List<Column> fields, int row) {
        StringBuilder out = new StringBuilder();
        for (Column c : fields) {
            out.append(out.length() == 0 ? "" : ", ").append(c.name()).append(" = ").append(c.missing(row) ? "(none)" : c.text(row));
        }
        return out.length() == 0 ? "the whole table" : out.toString();
    }
}
