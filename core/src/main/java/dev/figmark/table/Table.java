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
 */
public record Table(String origin, List<Column> columns, int[] lines) {

    /**
     * Checks that the columns agree.
     *
     * @param origin  see the record
     * @param columns see the record
     * @param lines   see the record
     */
    public Table {
        columns = List.copyOf(columns);
        for (Column c : columns) {
            if (c.size() != lines.length) {
                throw new IllegalArgumentException("column " + c.name() + " has " + c.size() + " rows, the table " + lines.length);
            }
        }
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
        int[] ls = new int[rows.length];
        for (int i = 0; i < rows.length; i++) {
            ls[i] = lines[rows[i]];
        }
        return new Table(origin, out, ls);
    }

    /** The table with a column added, or replaced when one of its name exists. */
    public Table with(Column column) {
        Map<String, Column> out = new LinkedHashMap<>();
        columns.forEach(c -> out.put(c.name(), c));
        out.put(column.name(), column);
        return new Table(origin, new ArrayList<>(out.values()), lines);
    }

    /** Where a row came from, for messages: {@code sweep.csv:7}, {@code sweep.json row 3}. */
    public String at(int row) {
        return origin + lines[row];
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
        return o instanceof Table t && t.origin.equals(origin) && t.columns.equals(columns) && java.util.Arrays.equals(t.lines, lines);
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
