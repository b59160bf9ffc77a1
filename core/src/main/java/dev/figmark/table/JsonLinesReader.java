package dev.figmark.table;

import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.table.ColumnBuilder.State;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Reads JSON lines on every core: the file cut into chunks at line breaks (a JSON text holds none), the line breaks
 * before each counted first so that every message names its line, each chunk's objects typed into columns of its own
 * in parallel, then joined in order as {@link CsvReader} joins a CSV's. A field first seen in a later line is missing in
 * the lines before it. Exactly the table and the errors of reading line by line ({@code JsonLinesReaderTest}).
 */
final class JsonLinesReader {

    private JsonLinesReader() {
    }

    /** The table of a file of JSON lines. */
    static Table read(Bytes file, String where) {
        return read(file, where, Chunks.size(file));
    }

    /** The table of a file of JSON lines read in chunks of about {@code chunk} bytes. */
    static Table read(Bytes file, String where, long chunk) {
        return read(file, where, chunk, null);
    }

    /**
     * Reads a file of JSON lines as one table per chunk, each given to {@code batches} in the file's order: its rows
     * name their lines, and a field first seen in a later chunk is absent from the ones before (the reader of the
     * parts fills it in). A field that turns kind after its first chunks is refused naming where.
     */
    static void stream(Bytes file, String where, long chunk, java.util.function.Consumer<Table> batches) {
        read(file, where, chunk, batches);
    }

    private static Table read(Bytes file, String where, long chunk, java.util.function.Consumer<Table> batches) {
        int chunks = (int) Math.max(1, Math.min(Integer.MAX_VALUE, (file.size() + chunk - 1) / chunk));
        ExecutorService pool = Chunks.pool(chunks, "figmark-jsonl");
        try {
            long[] starts = starts(file, chunks, chunk);
            long[] breaks = new long[chunks];
            List<Future<Long>> counts = new ArrayList<>();
            for (int k = 0; k < chunks; k++) {
                long from = starts[k];
                long to = Math.max(from, starts[k + 1]);
                if (pool == null) {
                    breaks[k] = Chunks.lineBreaks(file, from, to);
                } else {
                    counts.add(pool.submit(() -> Chunks.lineBreaks(file, from, to)));
                }
            }
            for (int k = 0; k < counts.size(); k++) {
                breaks[k] = Chunks.take(counts.get(k));
            }
            int[] firstLine = new int[chunks];
            long rowsAtMost = 1;
            for (int k = 0; k < chunks; k++) {
                firstLine[k] = (int) rowsAtMost;
                rowsAtMost += breaks[k];
            }
            List<Future<Part>> parts = new ArrayList<>();
            int window = Chunks.window();
            for (int k = 0; k < chunks; k++) {
                parts.add(pool != null && k < window ? submit(pool, file, starts, firstLine, k, where) : null);
            }
            Map<String, ColumnParts> columns = new LinkedHashMap<>();
            int[] lines = new int[batches != null ? 0 : (int) Math.min(Integer.MAX_VALUE - 16, rowsAtMost)];
            int rows = 0;
            for (int k = 0; k < chunks; k++) {
                long from = starts[k];
                long to = Math.max(from, starts[k + 1]);
                Part p = pool == null ? new Part(file, from, to, firstLine[k], where, Map.of()).read() : Chunks.take(parts.get(k));
                parts.set(k, null);
                if (pool != null && k + window < chunks) {
                    parts.set(k + window, submit(pool, file, starts, firstLine, k + window, where));
                }
                if (!continues(p, columns)) {
                    Map<String, Start> states = new LinkedHashMap<>();
                    columns.forEach((name, c) -> states.put(name, new Start(c.state(), c.dateOnly())));
                    p = new Part(file, from, to, firstLine[k], where, states).read();
                }
                if (p.error != null) {
                    throw p.error;
                }
                if (k == 0 && batches == null) {
                    Budgets.rows(where, rowsAtMost, Math.max(1, p.columns.size()));
                }
                if (batches != null) {
                    batches.accept(part(p, columns, where));
                    continue;
                }
                append(p, columns, lines.length, rows);
                Budgets.texts(where, p.rows == 0 ? firstLine[k] : p.lines[p.rows - 1], columns.values().toArray(ColumnParts[]::new));
                System.arraycopy(p.lines, 0, lines, rows, p.rows);
                rows += p.rows;
            }
            List<Column> out = new ArrayList<>();
            for (ColumnParts c : columns.values()) {
                out.add(c.build());
            }
            return new Table(where + ":", out, lines.length == rows ? lines : java.util.Arrays.copyOf(lines, rows));
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /** Where each of the chunks begins, at the line after each multiple of {@code chunk}; past the last, the file's end. */
    private static long[] starts(Bytes file, int chunks, long chunk) {
        long[] starts = new long[chunks + 1];
        for (int k = 1; k < chunks; k++) {
            starts[k] = Chunks.lineAfter(file, k * chunk - 1);
        }
        starts[chunks] = file.size();
        return starts;
    }

    /**
     * Appends a chunk's columns to the table's, after {@code rows} rows: a field first seen in it missing in the
     * rows before, a field it lacks missing in its rows.
     */
    private static void append(Part p, Map<String, ColumnParts> columns, int capacity, int rows) {
        for (String name : p.columns.keySet()) {
            if (!columns.containsKey(name)) {
                ColumnParts c = new ColumnParts(name, capacity);
                c.appendMissing(rows);
                columns.put(name, c);
            }
        }
        for (Map.Entry<String, ColumnParts> e : columns.entrySet()) {
            ColumnBuilder b = p.columns.get(e.getKey());
            if (b == null) {
                e.getValue().appendMissing(p.rows);
            } else {
                e.getValue().append(b);
            }
        }
    }

    /**
     * One chunk's rows as a table of their own, its columns in the kinds the chunks before left them ({@code kinds},
     * which it updates); a column that turns from the kind earlier chunks were given in is refused.
     */
    private static Table part(Part p, Map<String, ColumnParts> kinds, String where) {
        List<Column> out = new ArrayList<>();
        for (Map.Entry<String, ColumnBuilder> e : p.columns.entrySet()) {
            ColumnParts before = kinds.get(e.getKey());
            State was = before == null ? State.UNKNOWN : before.state();
            ColumnParts c = new ColumnParts(e.getKey(), p.rows, was);
            c.append(e.getValue());
            if (was != State.UNKNOWN && c.state() != was) {
                throw new InputException(where + ": the field \"" + e.getKey() + "\" holds " + ColumnParts.words(c.state()) + " by line " + (p.rows == 0 ? 0
                        : p.lines[p.rows - 1]) + " after " + ColumnParts.words(was) + " before it; a file read in parts through an aggregate keeps each field's kind;"
                        + " mend the values, or " + HeapBudget.more() + " to read it whole");
            }
            if (was == State.UNKNOWN) {
                kinds.put(e.getKey(), new ColumnParts(e.getKey(), 0, c.state())); // the kind alone, no values held
            }
            out.add(c.build());
        }
        return new Table(where + ":", out, java.util.Arrays.copyOf(p.lines, p.rows));
    }

    private static Future<Part> submit(ExecutorService pool, Bytes file, long[] starts, int[] firstLine, int k, String where) {
        long from = starts[k];
        long to = Math.max(from, starts[k + 1]);
        return pool.submit(() -> new Part(file, from, to, firstLine[k], where, Map.of()).read());
    }

    /** The state a column known from the chunks before starts a chunk in. */
    private record Start(State state, boolean dateOnly) {
    }

    /** Whether every column of a part read from nothing reads as it would after the parts before it. */
    private static boolean continues(Part p, Map<String, ColumnParts> columns) {
        for (Map.Entry<String, ColumnBuilder> e : p.columns.entrySet()) {
            ColumnParts c = columns.get(e.getKey());
            if (c != null && !c.continues(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    /** The lines of one chunk: each an object whose fields go to columns by name, in the order names first come. */
    private static final class Part {
        private final Bytes file;
        private final long from;
        private final long to;
        private final int firstLine;
        private final String where;
        /** The state each column known from the chunks before starts in. */
        private final Map<String, Start> start;
        final Map<String, ColumnBuilder> columns = new LinkedHashMap<>();
        int[] lines = new int[64];
        int rows;
        InputException error;

        Part(Bytes file, long from, long to, int firstLine, String where, Map<String, Start> start) {
            this.file = file;
            this.from = from;
            this.to = to;
            this.firstLine = firstLine;
            this.where = where;
            this.start = start;
        }

        Part read() {
            if (to - from > HeapBudget.record() + Chunks.LARGEST_CHUNK) {
                error = Budgets.tooLong(where, firstLine + Chunks.longLine(file, from, to, HeapBudget.record()), null);
                return this;
            }
            byte[] bytes = new byte[(int) (to - from)];
            file.read(from, bytes, 0, bytes.length);
            start.forEach((name, s) -> columns.put(name, new ColumnBuilder(name, s.state(), s.dateOnly())));
            int line = firstLine;
            int at = 0;
            while (true) {
                int end = at;
                while (end < bytes.length && bytes[end] != '\n') {
                    end++;
                }
                if (end == bytes.length && at == end) {
                    break; // nothing after the last line break: blank, or the next chunk's first line
                }
                String text = new String(bytes, at, end - at, StandardCharsets.UTF_8);
                if (!text.isBlank()) {
                    try {
                        row(text, line);
                    } catch (InputException e) {
                        error = e;
                        return this;
                    }
                }
                line++;
                if (end == bytes.length) {
                    break;
                }
                at = end + 1;
            }
            return this;
        }

        private void row(String text, int line) {
            Json row = Json.parseStrict(text.getBytes(StandardCharsets.UTF_8), where + ":" + line);
            if (!row.isObject()) {
                throw new InputException(where + ":" + line + ": is " + row.kind() + ", not an object of fields");
            }
            Map<String, Object> values = new LinkedHashMap<>();
            for (String key : row.keys()) {
                Json v = row.get(key);
                values.put(key, v.isObject() || v.isArray() ? String.valueOf(v.raw()) : v.raw());
            }
            for (String key : values.keySet()) {
                if (!columns.containsKey(key)) {
                    ColumnBuilder b = new ColumnBuilder(key);
                    for (int r = 0; r < rows; r++) {
                        b.add("");
                    }
                    columns.put(key, b);
                }
            }
            for (Map.Entry<String, ColumnBuilder> e : columns.entrySet()) {
                e.getValue().add(values.get(e.getKey()));
            }
            if (rows == lines.length) {
                lines = java.util.Arrays.copyOf(lines, rows * 2);
            }
            lines[rows++] = line;
        }
    }
}
