package dev.figmark.model;

import dev.figmark.data.InputException;
import dev.figmark.table.Tables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Rows given with the description rather than read from a file, held in columns: numbers ({@code double[]}, NaN
 * where missing) or texts ({@code String[]}, null where missing). Dates are texts in ISO 8601, typed as dates when
 * the figure reads them, as a file's are. In JSON an array of objects, one per row ({@code [{"engine": "vLLM",
 * "batch": 1, "tps": 41.2}, …]}); in Java built from arrays or read from a file.
 *
 * <pre>{@code
 * Table trials = Table.of("engine", "vLLM", "vLLM", "SGLang", "SGLang")
 *     .with("batch", 1, 8, 1, 8)
 *     .with("tps", 41.2, 280.5, 44.0, 301.9);
 * Source inline = Source.of(trials);
 * }</pre>
 */
public final class Table {

    private final List<String> names;
    private final List<Object> columns;
    private final int rows;

    private Table(List<String> names, List<Object> columns, int rows) {
        this.names = List.copyOf(names);
        this.columns = List.copyOf(columns);
        this.rows = rows;
    }

    /**
     * A table of one column of texts.
     *
     * @param name   the column's name
     * @param values its values, null where missing
     * @return the table
     */
    public static Table of(String name, String... values) {
        return new Table(List.of(), List.of(), FigureException.notNull(values, "values").length).with(name, values);
    }

    /**
     * A table of one column of numbers.
     *
     * @param name   the column's name
     * @param values its values, NaN where missing
     * @return the table
     */
    public static Table of(String name, double... values) {
        return new Table(List.of(), List.of(), FigureException.notNull(values, "values").length).with(name, values);
    }

    /**
     * A table of rows given as maps of field names to numbers, texts or nulls (JSON's records), its columns every
     * name any row has, in the order they first appear; a column of numbers alone is numbers, else texts.
     *
     * @param rows the rows
     * @return the table
     */
    public static Table ofRows(List<Map<String, Object>> rows) {
        FigureException.notNull(rows, "rows");
        for (int i = 0; i < rows.size(); i++) {
            FigureException.notNull(rows.get(i), "rows[" + i + "]");
        }
        List<String> names = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            for (String k : r.keySet()) {
                if (!names.contains(k)) {
                    names.add(k);
                }
            }
        }
        List<Object> columns = new ArrayList<>();
        for (String n : names) {
            boolean numbers = rows.stream().allMatch(r -> r.get(n) == null || r.get(n) instanceof Number);
            if (numbers) {
                columns.add(rows.stream().mapToDouble(r -> r.get(n) == null ? Double.NaN : ((Number) r.get(n)).doubleValue()).toArray());
            } else {
                columns.add(rows.stream().map(r -> text(r.get(n))).toArray(String[]::new));
            }
        }
        return new Table(names, columns, rows.size());
    }

    private static String text(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Number n) {
            double d = n.doubleValue();
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf((long) d) : String.valueOf(d);
        }
        return String.valueOf(value);
    }

    /**
     * A table read from a file: CSV with a header row, a JSON array of objects, or JSON lines, told by its extension
     * ({@code .csv}, {@code .json}, {@code .jsonl}, {@code .ndjson}). A row with too few or too many cells is refused.
     *
     * @param file the file
     * @return the table
     * @throws FigureException naming the file, the line and what is wrong
     */
    public static Table read(Path file) {
        FigureException.notNull(file, "file");
        dev.figmark.table.Table t;
        try {
            t = dev.figmark.table.Tables.read(file, file.toString(), null, false, line -> { });
        } catch (InputException e) {
            throw new FigureException("", e.getMessage());
        }
        List<Object> columns = new ArrayList<>();
        for (dev.figmark.table.Column c : t.columns()) {
            if (c instanceof dev.figmark.table.Column.Numbers n) {
                double[] values = new double[c.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = n.value(i);
                }
                columns.add(values);
            } else {
                String[] values = new String[c.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = c.missing(i) ? null : c.text(i);
                }
                columns.add(values);
            }
        }
        return new Table(t.names(), columns, t.rows());
    }

    /**
     * The same table with a column of texts added, or replaced when one of its name exists.
     *
     * @param name   the column's name
     * @param values its values, as many as the table has rows; null where missing
     * @return a new table
     */
    public Table with(String name, String... values) {
        return with(name, (Object) FigureException.notNull(values, "values").clone(), values.length);
    }

    /**
     * The same table with a column of numbers added, or replaced when one of its name exists.
     *
     * @param name   the column's name
     * @param values its values, as many as the table has rows; NaN where missing
     * @return a new table
     */
    public Table with(String name, double... values) {
        return with(name, (Object) FigureException.notNull(values, "values").clone(), values.length);
    }

    private Table with(String name, Object column, int size) {
        if (name == null || name.isEmpty()) {
            throw new FigureException("", "a column needs a name");
        }
        if (!names.isEmpty() && size != rows) {
            throw new FigureException("", "the column \"" + name + "\" has " + size + " values, the table " + rows + " rows");
        }
        List<String> n = new ArrayList<>(names);
        List<Object> c = new ArrayList<>(columns);
        int at = n.indexOf(name);
        if (at >= 0) {
            c.set(at, column);
        } else {
            n.add(name);
            c.add(column);
        }
        return new Table(n, c, size);
    }

    /**
     * How many rows the table has.
     *
     * @return the count
     */
    public int rows() {
        return rows;
    }

    /**
     * The columns' names, in order.
     *
     * @return the names
     */
    public List<String> names() {
        return names;
    }

    /**
     * A column of numbers, as a copy.
     *
     * @param name the column's name
     * @return its values, NaN where missing; null when the column is not numbers or does not exist
     */
    public double[] numbers(String name) {
        int at = names.indexOf(FigureException.notNull(name, "column"));
        return at >= 0 && columns.get(at) instanceof double[] d ? d.clone() : null;
    }

    /**
     * A column as texts, numbers in their shortest form, as a copy.
     *
     * @param name the column's name
     * @return its values, null where missing; null when the column does not exist
     */
    public String[] texts(String name) {
        int at = names.indexOf(FigureException.notNull(name, "column"));
        if (at < 0) {
            return null;
        }
        if (columns.get(at) instanceof String[] s) {
            return s.clone();
        }
        double[] d = (double[]) columns.get(at);
        String[] out = new String[d.length];
        for (int i = 0; i < d.length; i++) {
            out[i] = Double.isNaN(d[i]) ? null : text(d[i]);
        }
        return out;
    }

    /**
     * The value of one cell: a Double (never NaN), a String, or null where missing.
     *
     * @param row    the row, from 0
     * @param column the column's name
     * @return the value
     */
    public Object value(int row, String column) {
        int at = names.indexOf(FigureException.notNull(column, "column"));
        if (at < 0 || row < 0 || row >= rows) {
            throw new FigureException(at < 0 ? "column" : "row", at < 0 ? "no column \"" + column + "\"; the columns are " + String.join(", ", names)
                    : "no row " + row + "; the table has " + rows);
        }
        Object c = columns.get(at);
        if (c instanceof double[] d) {
            return Double.isNaN(d[row]) ? null : d[row];
        }
        return ((String[]) c)[row];
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Table t) || !t.names.equals(names) || t.rows != rows) {
            return false;
        }
        for (int i = 0; i < columns.size(); i++) {
            Object a = columns.get(i);
            Object b = t.columns.get(i);
            boolean same = a instanceof double[] x ? b instanceof double[] y && Arrays.equals(x, y)
                    : b instanceof String[] z && Arrays.equals((String[]) a, z);
            if (!same) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return names.hashCode() * 31 + rows;
    }

    @Override
    public String toString() {
        return "Table" + names + " x " + rows;
    }
}
