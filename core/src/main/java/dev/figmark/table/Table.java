package dev.figmark.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rows of data in columns, each typed once, and for each row the line of the file it came from. Immutable: a
 * filter or a transform makes a new table that shares what it can.
 *
 * @param origin  what the table was read from, as messages put it before a row's line: {@code sweep.csv:} or
 *                {@code sweep.json row }
 * @param columns the columns in order, all of one length
 * @param lines   each row's line in its file (1 is the first line), or its place in the rows given inline
 * @param files   for a table stacked from many files, the file of each row; null for a table of one
 */
public record Table(String origin, List<Column> columns, int[] lines, Files files) {

    /**
     * Where each row of a table stacked from many files came from, so that a message names its file and line.
     *
     * @param origins each file as messages put it before a row's line ({@code results/qps_4/run_2.csv:})
     * @param ofRow   each row's file, an index into {@code origins}
     */
    public record Files(List<String> origins, int[] ofRow) {

        /** The files of these rows, in this order. */
        Files select(int[] rows) {
            int[] out = new int[rows.length];
            for (int i = 0; i < rows.length; i++) {
                out[i] = ofRow[rows[i]];
            }
            return new Files(origins, out);
        }
    }

    /**
     * Checks that the columns agree.
     *
     * @param origin  see the record
     * @param columns see the record
     * @param lines   see the record
     * @param files   see the record
     */
    public Table {
        columns = List.copyOf(columns);
        for (Column c : columns) {
            if (c.size() != lines.length) {
                throw new IllegalArgumentException("column " + c.name() + " has " + c.size() + " rows, the table " + lines.length);
            }
        }
        if (files != null && files.ofRow().length != lines.length) {
            throw new IllegalArgumentException("the files name " + files.ofRow().length + " rows, the table " + lines.length);
        }
    }

    /**
     * A table of one file, or of rows given inline.
     *
     * @param origin  see the record
     * @param columns see the record
     * @param lines   see the record
     */
    public Table(String origin, List<Column> columns, int[] lines) {
        this(origin, columns, lines, null);
    }

    /** A table of new columns whose rows each come from a row of this one (a group's first, a fit's source), which messages name. */
    public Table derived(List<Column> out, int[] fromRows) {
        int[] ls = new int[fromRows.length];
        for (int i = 0; i < fromRows.length; i++) {
            ls[i] = lines[fromRows[i]];
        }
        return new Table(origin, out, ls, files == null ? null : files.select(fromRows));
    }

    /** How many rows the table has. */
    public int rows() {
        return lines.length;
    }

    /** The columns' names, in order. */
    public List<String> names() {
        return columns.stream().map(Column::name).toList();
    }

    /** The column of that name, or null when there is none. */
    public Column column(String name) {
        for (Column c : columns) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    /** The table with only these rows, in this order. */
    public Table select(int[] rows) {
        List<Column> out = new ArrayList<>();
        for (Column c : columns) {
            out.add(c.select(rows));
        }
        return derived(out, rows);
    }

    /** The table with a column added, or replaced when one of its name exists. */
    public Table with(Column column) {
        Map<String, Column> out = new LinkedHashMap<>();
        columns.forEach(c -> out.put(c.name(), c));
        out.put(column.name(), column);
        return new Table(origin, new ArrayList<>(out.values()), lines, files);
    }

    /** Where a row came from, for messages: {@code sweep.csv:7}, {@code sweep.json row 3}, {@code qps_4/run_2.csv:7}. */
    public String at(int row) {
        return (files == null ? origin : files.origins().get(files.ofRow()[row])) + lines[row];
    }

    /** The file the table was read from, for messages. */
    public String file() {
        return origin.endsWith(":") ? origin.substring(0, origin.length() - 1) : origin.replaceFirst(" row $", "");
    }

    /** Builds a table from rows of values by name, typing each column by all of its values. */
    static Table of(String origin, List<String> names, List<List<Object>> rows, int[] lines) {
        List<ColumnBuilder> builders = new ArrayList<>();
        for (String n : names) {
            builders.add(new ColumnBuilder(n));
        }
        for (List<Object> row : rows) {
            for (int c = 0; c < builders.size(); c++) {
                builders.get(c).add(c < row.size() ? row.get(c) : null);
            }
        }
        return new Table(origin, builders.stream().map(ColumnBuilder::build).toList(), lines);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Table t && t.origin.equals(origin) && t.columns.equals(columns) && java.util.Arrays.equals(t.lines, lines)
                && (t.files == null ? files == null : files != null && t.files.origins().equals(files.origins())
                && java.util.Arrays.equals(t.files.ofRow(), files.ofRow()));
    }

    @Override
    public int hashCode() {
        return columns.hashCode();
    }

    @Override
    public String toString() {
        return origin + " " + names() + " x " + rows();
    }
}
