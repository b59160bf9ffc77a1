package dev.figmark.table;

import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import dev.figmark.table.ColumnBuilder.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Reads a CSV file on every core: the file cut into chunks, each chunk's records typed from their bytes into columns
 * of its own in parallel, then the chunks joined in order. A chunk starts at the first line break after its place in
 * the file, a guess that is wrong only inside a quoted field: the chunks are joined one after another, and a chunk
 * whose guess was not where the chunk before it ended is read again from there, as is one whose columns continue
 * differently from the state the chunks before it left them in. What it makes is exactly what one reader going through
 * the file would make, values and errors alike ({@code CsvReaderTest} holds it to that reader).
 */
final class CsvReader {

    private CsvReader() {
    }

    /** The table of a CSV file, in chunks of the size this machine's cores suit. */
    static Table read(Bytes file, String where, boolean skipBad, Consumer<String> warnings) {
        return read(file, where, skipBad, warnings, name -> true);
    }

    /**
     * The table of a CSV file, only the columns {@code read} names typed: the others are there by name with no value
     * in any row (a description that never names them cannot tell), at no cost but their share of the bytes.
     */
    static Table read(Bytes file, String where, boolean skipBad, Consumer<String> warnings, Predicate<String> read) {
        return read(file, where, skipBad, warnings, Chunks.size(file), read);
    }

    /** The table of a CSV file read in chunks of about {@code chunk} bytes. */
    static Table read(Bytes file, String where, boolean skipBad, Consumer<String> warnings, long chunk) {
        return read(file, where, skipBad, warnings, chunk, name -> true);
    }

    /** The table of a CSV file read in chunks of about {@code chunk} bytes, only the columns {@code read} names typed. */
    static Table read(Bytes file, String where, boolean skipBad, Consumer<String> warnings, long chunk, Predicate<String> read) {
        return join(file, where, skipBad, chunk, read).run(warnings, null);
    }

    /**
     * Reads a CSV file as one table per part of about {@code chunk} bytes, each given to {@code batches} in the
     * file's order and given up after, so that a file far larger than the heap is read in the memory of a few parts:
     * each part's rows name their lines in the file. A column keeps its kind (numbers, times or texts) from the first
     * part that has a value in it: one that turns later, as one reader of the whole file would turn it, is refused
     * naming its line, since the parts before were given as the other kind.
     */
    static void stream(Bytes file, String where, boolean skipBad, Consumer<String> warnings, long chunk, Predicate<String> read, Consumer<Table> batches) {
        join(file, where, skipBad, chunk, read).run(warnings, batches);
    }

    private static Join join(Bytes file, String where, boolean skipBad, long chunk, Predicate<String> read) {
        long bom = bom(file);
        CsvChunk head = new CsvChunk(file, bom, bom + 1, Long.MAX_VALUE, false, new String[0], new State[0], new boolean[0]);
        String[] header = head.header();
        if (head.fault == CsvChunk.Fault.LONG) {
            throw Budgets.tooLong(where, 1, head.faultCells < 0 ? null : "of the header");
        }
        if (header == null) {
            if (head.fault != null) {
                throw new InputException(where + ":" + head.faultLine + ": a quote opened on this line is never closed");
            }
            throw new InputException(where + ": is empty; a CSV needs a header row naming its columns");
        }
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < header.length; i++) {
            String h = header[i].strip();
            if (h.isEmpty()) {
                throw new InputException(where + ":1: column " + (i + 1) + " of the header has no name");
            }
            Integer before = seen.put(h, i);
            if (before != null) {
                throw new InputException(where + ":1: the column \"" + h + "\" is named twice, as columns " + (before + 1) + " and " + (i + 1));
            }
        }
        String[] names = seen.keySet().toArray(String[]::new);
        long data = head.stop;
        int chunks = (int) Math.max(1, Math.min(Integer.MAX_VALUE, (file.size() - data + chunk - 1) / chunk));
        long[] bounds = new long[chunks + 1];
        for (int k = 0; k <= chunks; k++) {
            bounds[k] = k == chunks ? file.size() : data + k * chunk;
        }
        boolean[] unread = new boolean[names.length];
        for (int j = 0; j < names.length; j++) {
            unread[j] = !read.test(names[j]);
        }
        return new Join(file, names, unread, where, skipBad, chunk, bounds, head.lineCount);
    }

    /**
     * The chunks read on every core and joined in order, at most one per core and {@link Chunks#IN_FLIGHT_SPARE} more read ahead of the
     * join, so that the bytes and parts held at once are bounded whatever the file's size; a chunk whose guess was
     * wrong is read again from where the one before it ended.
     */
    private static final class Join {
        private final Bytes file;
        private final String[] names;
        private final boolean[] unread;
        private final String where;
        private final boolean skipBad;
        private final long chunk;
        private final long[] bounds;
        private final State[] unknown;
        private final boolean[] dates;
        private final Spares spares = new Spares();
        private final int headerLines;

        Join(Bytes file, String[] names, boolean[] unread, String where, boolean skipBad, long chunk, long[] bounds, int headerLines) {
            this.headerLines = headerLines;
            this.file = file;
            this.names = names;
            this.unread = unread;
            this.where = where;
            this.skipBad = skipBad;
            this.chunk = chunk;
            this.bounds = bounds;
            unknown = new State[names.length];
            for (int j = 0; j < names.length; j++) {
                unknown[j] = unread[j] ? null : State.UNKNOWN;
            }
            dates = new boolean[names.length];
            Arrays.fill(dates, true);
        }

        /** Chunk {@code k} read from its guessed start. */
        private CsvChunk guess(int k) {
            long start = k == 0 ? bounds[0] : Chunks.lineAfter(file, bounds[k] - 1);
            long limit = k == 0 ? Long.MAX_VALUE : bounds[k + 1] + chunk;
            return new CsvChunk(file, start, bounds[k + 1], limit, skipBad, names, unknown, dates).recycling(spares).read();
        }

        /**
         * Joins the chunks in order: into one table, returned, where {@code batches} is null; else each chunk's rows
         * as a table of their own, given to {@code batches} (and null returned).
         */
        Table run(Consumer<String> warnings, Consumer<Table> batches) {
            int chunks = bounds.length - 1;
            ExecutorService pool = Chunks.pool(chunks, "figmark-csv");
            try {
                List<Future<Long>> counts = pool == null || batches != null ? List.of() : countRecords(pool);
                List<Future<CsvChunk>> ahead = new ArrayList<>();
                int window = Chunks.window();
                for (int k = 0; k < chunks; k++) {
                    int next = k;
                    ahead.add(k < window && pool != null ? pool.submit(() -> guess(next)) : null);
                }
                ColumnParts[] columns = null;
                State[] given = batches == null ? null : unknown.clone();
                int[] lines = new int[0];
                int rows = 0;
                long at = bounds[0];
                int linesBefore = headerLines;
                int skipped = 0;
                int firstSkipped = -1;
                for (int k = 0; k < chunks; k++) {
                    CsvChunk c = pool == null ? guess(k) : Chunks.take(ahead.get(k));
                    ahead.set(k, null);
                    if (pool != null && k + window < chunks) {
                        int next = k + window;
                        ahead.set(next, pool.submit(() -> guess(next)));
                    }
                    if (bounds[k + 1] <= at) {
                        continue; // a record of the chunk before took the whole of this one
                    }
                    if (columns == null) {
                        int expected = pool == null || batches != null ? c.rows : (int) Math.min(Integer.MAX_VALUE - 16, records(counts));
                        if (batches == null) {
                            Budgets.rows(where, expected, (int) java.util.stream.IntStream.range(0, names.length).filter(j -> !unread[j]).count());
                        }
                        columns = parts(expected, given);
                        lines = new int[expected];
                    }
                    if (c.start() != at || c.abandoned || !continues(c, columns)) {
                        c = again(k, at, columns);
                    }
                    fault(c, linesBefore);
                    append(c, columns);
                    if (batches == null) {
                        Budgets.texts(where, linesBefore + c.lineCount, columns);
                    }
                    if (c.skipped > 0) {
                        firstSkipped = firstSkipped < 0 ? linesBefore + c.firstSkipped : firstSkipped;
                        skipped += c.skipped;
                    }
                    if (rows + c.rows > lines.length) {
                        lines = Arrays.copyOf(lines, Math.max(rows + c.rows, lines.length + lines.length / 2));
                    }
                    for (int i = 0; i < c.rows; i++) {
                        lines[rows + i] = c.lines[i] + linesBefore;
                    }
                    rows += c.rows;
                    spares.give(c.lines);
                    if (batches != null) {
                        kept(columns, given, linesBefore + 1);
                        batches.accept(table(columns, lines, rows));
                        columns = parts(0, given);
                        lines = new int[0];
                        rows = 0;
                    }
                    linesBefore += c.lineCount;
                    at = c.stop;
                }
                if (skipped > 0) {
                    warnings.accept("warning: " + where + ": " + skipped + (skipped == 1 ? " row" : " rows") + " with too few or too many cells left out"
                            + " (the first at line " + firstSkipped + ")");
                }
                return batches == null ? table(columns, lines, rows) : null;
            } finally {
                if (pool != null) {
                    pool.shutdownNow();
                }
            }
        }

        /**
         * Reads chunk {@code k} again from {@code at}, where the records before it ended, each column in the kind the
         * chunks before left it: for a chunk whose guessed start fell inside a quoted field, or whose columns typed otherwise.
         */
        private CsvChunk again(int k, long at, ColumnParts[] columns) {
            State[] states = new State[names.length];
            boolean[] only = new boolean[names.length];
            for (int j = 0; j < names.length; j++) {
                states[j] = unread[j] ? null : columns[j].state();
                only[j] = unread[j] || columns[j].dateOnly();
            }
            return new CsvChunk(file, at, bounds[k + 1], Long.MAX_VALUE, skipBad, names, states, only).read();
        }

        /** Appends a chunk's columns to the table's, and gives their arrays back for the chunks after it. */
        private void append(CsvChunk c, ColumnParts[] columns) {
            for (int j = 0; j < names.length; j++) {
                if (!unread[j]) {
                    columns[j].append(c.columns[j]);
                    spares.give(c.columns[j]);
                }
            }
        }

        /** New parts for the columns read, expecting {@code expected} rows, each in the kind {@code given} (null: unknown). */
        private ColumnParts[] parts(int expected, State[] given) {
            ColumnParts[] out = new ColumnParts[names.length];
            for (int j = 0; j < names.length; j++) {
                out[j] = unread[j] ? null : new ColumnParts(names[j], expected, given == null ? State.UNKNOWN : given[j]);
            }
            return out;
        }

        /**
         * Notes each column's kind once it has one, and refuses a column that turns from the kind its batches were
         * given in: the batches before it cannot be read again.
         */
        private void kept(ColumnParts[] columns, State[] given, int firstLine) {
            for (int j = 0; j < names.length; j++) {
                if (unread[j]) {
                    continue;
                }
                State now = columns[j].state();
                if (given[j] != State.UNKNOWN && now != given[j]) {
                    throw new InputException(where + ": the column \"" + names[j] + "\" holds " + ColumnParts.words(now) + " from about line " + firstLine
                            + " after " + ColumnParts.words(given[j]) + " before it; a file read in parts through an aggregate keeps each column's kind;"
                            + " mend the cells, or " + dev.figmark.data.HeapBudget.more() + " to read it whole");
                }
                given[j] = now;
            }
        }

        /** The table of the columns joined: those not read are there by name, with no value in any row. */
        private Table table(ColumnParts[] columns, int[] lines, int rows) {
            List<Column> out = new ArrayList<>();
            int[] none = null;
            for (int j = 0; j < names.length; j++) {
                if (columns == null) {
                    out.add(new Column.Numbers(names[j], new double[0]));
                    continue;
                }
                if (unread[j]) {
                    if (none == null) {
                        none = new int[rows];
                        Arrays.fill(none, -1);
                    }
                    out.add(new Column.Texts(names[j], none, List.of()));
                    continue;
                }
                out.add(columns[j].build());
                columns[j] = null;
            }
            return new Table(where + ":", out, lines.length == rows ? lines : Arrays.copyOf(lines, rows));
        }

        /**
         * How many records the data can hold at most: its line breaks, counted on every core (a pass over bytes the
         * system has just read, a twentieth of the parse). Exact where no record spans lines and none is blank, so
         * that the columns are made once at their length and never copied to it.
         */
        private List<Future<Long>> countRecords(ExecutorService pool) {
            List<Future<Long>> counts = new ArrayList<>();
            for (int k = 0; k < bounds.length - 1; k++) {
                long from = bounds[k];
                long to = bounds[k + 1];
                counts.add(pool.submit(() -> Chunks.lineBreaks(file, from, to)));
            }
            return counts;
        }

        /** The sum of the counts, plus one for a last record without a line break. */
        private long records(List<Future<Long>> counts) {
            byte[] last = new byte[1];
            long total = file.read(file.size() - 1, last, 0, 1) == 1 && last[0] == '\n' ? 0 : 1;
            for (Future<Long> f : counts) {
                total += Chunks.take(f);
            }
            return total;
        }

        /** Throws what went wrong first in a chunk that was read from a known start. */
        private void fault(CsvChunk c, int linesBefore) {
            if (c.fault == CsvChunk.Fault.LONG) {
                throw Budgets.tooLong(where, linesBefore + c.faultLine, c.faultCells < 0 ? null : names[Math.min(c.faultCells, names.length - 1)]);
            }
            if (c.fault == CsvChunk.Fault.QUOTE) {
                throw new InputException(where + ":" + (linesBefore + c.faultLine) + ": a quote opened on this line is never closed");
            }
            if (c.fault == CsvChunk.Fault.CELLS) {
                throw new InputException(where + ":" + (linesBefore + c.faultLine) + ": has " + c.faultCells + (c.faultCells == 1 ? " cell" : " cells")
                        + " but the header names " + names.length + " (" + String.join(", ", names) + ")"
                        + "; give \"missing\": \"skip\" on the data source to leave such rows out");
            }
        }

        private static boolean continues(CsvChunk c, ColumnParts[] columns) {
            for (int j = 0; j < columns.length; j++) {
                if (columns[j] != null && !columns[j].continues(c.columns[j])) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Where a UTF-8 byte-order mark ends: 3, or 0 where the file has none. */
    private static long bom(Bytes file) {
        byte[] b = new byte[3];
        int n = file.read(0, b, 0, 3);
        return n == 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf ? 3 : 0;
    }
}
