package dev.figmark.table;

import java.util.Arrays;
import java.util.List;

/** One column of a table: numbers (NaN where missing), texts (null where missing) or times (instants in UTC). */
public sealed interface Column permits Column.Numbers, Column.Texts, Column.Times {

    /** What a column holds, as messages name it. */
    enum Type {
        /** Numbers. */
        NUMBER("numbers"),
        /** Texts. */
        TEXT("text"),
        /** Dates and times. */
        TIME("dates and times");

        private final String words;

        Type(String words) {
            this.words = words;
        }

        /** How messages name what the column holds. */
        public String words() {
            return words;
        }
    }

    /** The column's name, as the file's header or keys spell it. */
    String name();

    /** How many rows it has. */
    int size();

    /** What it holds. */
    Type type();

    /** Whether the cell of a row holds no value. */
    boolean missing(int row);

    /** A cell as text: a number in its shortest form, a time in ISO 8601, empty where missing. */
    String text(int row);

    /** The column with only these rows, in this order. */
    Column select(int[] rows);

    /**
     * Numbers; NaN stands for a missing cell. An aggregated column keeps the rows behind each value.
     *
     * @param name    the column's name
     * @param values  the numbers
     * @param samples for an aggregated column, what it keeps of each row's group of values; null for any other
     */
    record Numbers(String name, double[] values, RowsBehind samples) implements Column {

        /** Numbers read or computed, with no rows behind them. */
        public Numbers(String name, double[] values) {
            this(name, values, null);
        }

        @Override
        public int size() {
            return values.length;
        }

        @Override
        public Type type() {
            return Type.NUMBER;
        }

        @Override
        public boolean missing(int row) {
            return Double.isNaN(values[row]);
        }

        @Override
        public String text(int row) {
            return missing(row) ? "" : Cell.shortest(values[row]);
        }

        @Override
        public Column select(int[] rows) {
            double[] out = new double[rows.length];
            for (int i = 0; i < rows.length; i++) {
                out[i] = values[rows[i]];
            }
            return new Numbers(name, out, samples == null ? null : samples.select(rows));
        }

        /** The number of a row. */
        public double value(int row) {
            return values[row];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Numbers n && n.name.equals(name) && Arrays.equals(n.values, values);
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + Arrays.hashCode(values);
        }
    }

    /**
     * Texts, kept as codes into a dictionary of the distinct values in the order they first appear: a column of
     * engine names over a million rows holds a million ints and a few strings.
     *
     * @param name       the column's name
     * @param codes      each row's index into {@code dictionary}, or -1 where missing
     * @param dictionary the distinct texts
     */
    record Texts(String name, int[] codes, List<String> dictionary) implements Column {

        /** Texts from an array, null where missing. */
        public static Texts of(String name, String[] values) {
            java.util.Map<String, Integer> codes = new java.util.HashMap<>();
            java.util.List<String> dictionary = new java.util.ArrayList<>();
            int[] out = new int[values.length];
            for (int i = 0; i < values.length; i++) {
                out[i] = values[i] == null ? -1 : codes.computeIfAbsent(values[i], v -> {
                    dictionary.add(v);
                    return dictionary.size() - 1;
                });
            }
            return new Texts(name, out, List.copyOf(dictionary));
        }
        @Override
        public int size() {
            return codes.length;
        }

        @Override
        public Type type() {
            return Type.TEXT;
        }

        @Override
        public boolean missing(int row) {
            return codes[row] < 0;
        }

        @Override
        public String text(int row) {
            return codes[row] < 0 ? "" : dictionary.get(codes[row]);
        }

        /** The text of a row, or null where missing. */
        public String value(int row) {
            return codes[row] < 0 ? null : dictionary.get(codes[row]);
        }

        @Override
        public Column select(int[] rows) {
            int[] out = new int[rows.length];
            for (int i = 0; i < rows.length; i++) {
                out[i] = codes[rows[i]];
            }
            return new Texts(name, out, dictionary);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Texts t && t.name.equals(name) && Arrays.equals(t.codes, codes) && t.dictionary.equals(dictionary);
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + Arrays.hashCode(codes);
        }
    }

    /**
     * Instants, as milliseconds since 1970 in UTC (a value without an offset is read as UTC).
     *
     * @param name     the column's name
     * @param millis   each row's instant, or {@link Long#MIN_VALUE} where missing
     * @param dateOnly whether every value was a date without a time of day
     */
    record Times(String name, long[] millis, boolean dateOnly) implements Column {
        /** The mark of a missing instant. */
        public static final long MISSING = Long.MIN_VALUE;

        @Override
        public int size() {
            return millis.length;
        }

        @Override
        public Type type() {
            return Type.TIME;
        }

        @Override
        public boolean missing(int row) {
            return millis[row] == MISSING;
        }

        @Override
        public String text(int row) {
            if (missing(row)) {
                return "";
            }
            java.time.Instant t = java.time.Instant.ofEpochMilli(millis[row]);
            return dateOnly ? t.atZone(java.time.ZoneOffset.UTC).toLocalDate().toString() : t.toString();
        }

        @Override
        public Column select(int[] rows) {
            long[] out = new long[rows.length];
            for (int i = 0; i < rows.length; i++) {
                out[i] = millis[rows[i]];
            }
            return new Times(name, out, dateOnly);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Times t && t.name.equals(name) && Arrays.equals(t.millis, millis) && t.dateOnly == dateOnly;
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + Arrays.hashCode(millis);
        }
    }
}
