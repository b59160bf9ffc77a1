package dev.figmark.table;

import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;

/** The refusals of data past the heap's budget, in the readers' words: the file, the place, the limit and the way out. */
final class Budgets {

    /** The heap a row's line number takes, beside its cells. */
    private static final int LINE_BYTES = Integer.BYTES;
    /** The heap a cell takes in a column of numbers or times. */
    private static final int CELL_BYTES = Double.BYTES;

    /**
     * The texts joined may take this share (1 / n) of a table's budget: the chunks read ahead hold as many again in
     * dictionaries of their own, and a dictionary grows by doubling.
     */
    private static final int TEXT_SHARE = 4;

    private Budgets() {
    }

    /** Refuses a table of {@code rows} rows of {@code columns} read columns that the heap cannot hold, before it is read. */
    static void rows(String where, long rows, int columns) {
        long need = rows * (LINE_BYTES + (long) CELL_BYTES * columns);
        if (need > HeapBudget.table()) {
            throw new TooLarge(where + ": " + rows + " rows of " + columns + (columns == 1 ? " column" : " columns") + " need "
                    + HeapBudget.megabytes(need) + ", more than the " + HeapBudget.megabytes(HeapBudget.table()) + " a table may take in "
                    + HeapBudget.heapWords() + "; read fewer columns or rows, or " + HeapBudget.more());
        }
    }

    /** Refuses a table whose columns' texts, joined so far up to {@code line}, take more than their share of the heap. */
    static void texts(String where, long line, ColumnParts[] columns) {
        long held = 0;
        for (ColumnParts c : columns) {
            held += c == null ? 0 : c.textBytes();
        }
        long most = HeapBudget.table() / TEXT_SHARE;
        if (held > most) {
            throw new TooLarge(where + ": its texts take more than " + HeapBudget.megabytes(most) + " by line " + line
                    + ", the most a table's texts may take in " + HeapBudget.heapWords() + "; read fewer columns or rows, or " + HeapBudget.more());
        }
    }

    /** The heap a row of a JSON document takes while its table is made: a map of its fields, and each field's entry and value. */
    private static final int OBJECT_ROW_BYTES = 120;
    /** The heap each field of such a row takes. */
    private static final int OBJECT_FIELD_BYTES = 64;

    /** Refuses the rows of a JSON or YAML document (exploded lists counted) whose objects the heap cannot hold while they are made a table. */
    static void objects(String where, long rows, int fields) {
        long need = rows * (OBJECT_ROW_BYTES + (long) OBJECT_FIELD_BYTES * fields);
        if (need > HeapBudget.table()) {
            throw new InputException(where + ": " + rows + " rows of " + fields + (fields == 1 ? " field" : " fields") + " need about "
                    + HeapBudget.megabytes(need) + " while they are read, more than the " + HeapBudget.megabytes(HeapBudget.table()) + " a table may take in "
                    + HeapBudget.heapWords() + "; keep such rows as JSON lines or CSV, which are read in columns, or " + HeapBudget.more());
        }
    }

    /** Refuses a JSON document of {@code bytes} whose tree the heap cannot hold, before it is parsed. */
    static void document(String where, long bytes) {
        if (bytes * HeapBudget.JSON_TREE_PER_BYTE > HeapBudget.table()) {
            throw new InputException(where + ": a JSON document of " + HeapBudget.megabytes(bytes) + " is more than "
                    + HeapBudget.megabytes(HeapBudget.table() / HeapBudget.JSON_TREE_PER_BYTE) + ", the most " + HeapBudget.heapWords()
                    + " parses at once; write its rows as JSON lines (one object per line) or CSV, which are read in parts, or "
                    + HeapBudget.more());
        }
    }

    /**
     * A record or cell too long: {@code column} names the cell's column, or is null for a record longer than the heap
     * lends one.
     */
    static InputException tooLong(String where, long line, String column) {
        if (column == null) {
            return new InputException(where + ":" + line + ": a record longer than " + HeapBudget.megabytes(HeapBudget.record())
                    + ", the longest " + HeapBudget.heapWords() + " reads at once; " + HeapBudget.more());
        }
        return new InputException(where + ":" + line + ": a cell " + (column.startsWith("of ") ? column : "of column " + column) + " longer than "
                + HeapBudget.MAX_CELL + " bytes, the longest a table takes; a table's cells are numbers, dates and names");
    }
}
