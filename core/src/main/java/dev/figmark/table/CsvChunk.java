package dev.figmark.table;

import dev.figmark.data.HeapBudget;
import dev.figmark.table.ColumnBuilder.State;
import java.util.Arrays;

/**
 * The records of one stretch of a CSV file (RFC 4180: quotes, doubled quotes, newlines inside quotes, CRLF or LF),
 * read from its bytes into columns of its own: the records that begin at or after {@code start} and before
 * {@code end}, the last read to its own end wherever that is. Lines are counted from the chunk's first (1); what
 * goes wrong is kept, not thrown, as the chunk may turn out to have started inside a quoted field ({@link CsvReader}).
 * A column given no state is not read: its cells are counted, not typed.
 */
final class CsvChunk {

    /** The bytes read past the chunk's end at first, for its last record; more are read when it is longer. */
    private static final int SLACK = 1 << 16;
    /** How many records are read before the columns are sized for the rest of the chunk. */
    private static final int SAMPLE_RECORDS = 512;

    /** What went wrong first in the chunk, at a line counted from the chunk's first; null if nothing. */
    enum Fault { CELLS, QUOTE, LONG }

    private final Bytes file;
    private final long start;
    private final long end;
    private final long limit;
    private final boolean skipBad;

    final ColumnBuilder[] columns;
    /** Where the chunk's records ended: the start of the first record at or after {@code end}. */
    long stop;
    /** The lines its records took: one each, and one more for each newline inside quotes. */
    int lineCount;
    int[] lines = new int[64];
    int rows;
    int skipped;
    int firstSkipped = -1;
    Fault fault;
    int faultLine;
    int faultCells;
    /** The longest record read: past it, the chunk fails as {@link Fault#LONG} with no cell named. */
    private final long recordLimit = HeapBudget.record();
    /** Whether the record being read is longer than {@link #recordLimit}. */
    private boolean recordTooLong;
    /** The first cell of the record being read longer than {@link HeapBudget#MAX_CELL}; -1 while there is none. */
    private int longCell = -1;
    /** Whether a record ran past {@code limit}: the chunk's start was a guess, and it is read again from a known one. */
    boolean abandoned;

    // The window of the file's bytes: buffer[0, filled) holds the file from offset base.
    private byte[] buffer;
    private int filled;
    private long base;
    private int at;
    private byte[] scratch = new byte[256];
    private int[] cellFrom = new int[16];
    private int[] cellTo = new int[16];

    /** Arrays that chunks read before this one gave back, for it to use; null where there are none. */
    private Spares spares;

    /** Reads into arrays of {@code from} where it has them, and gives the buffer of bytes back there. */
    CsvChunk recycling(Spares from) {
        spares = from;
        return this;
    }

    CsvChunk(Bytes file, long start, long end, long limit, boolean skipBad, String[] names, State[] states, boolean[] dateOnly) {
        this.file = file;
        this.start = start;
        this.end = end;
        this.limit = limit;
        this.skipBad = skipBad;
        columns = new ColumnBuilder[names.length];
        for (int c = 0; c < names.length; c++) {
            columns[c] = states[c] == null ? null : new ColumnBuilder(names[c], states[c], dateOnly[c]);
        }
    }

    /** Where the chunk's first record begins (a guess, for all but the first chunk). */
    long start() {
        return start;
    }

    /** The file the chunk is of. */
    Bytes file() {
        return file;
    }

    /** Reads the chunk's records. */
    CsvChunk read() {
        base = start;
        int size = (int) Math.min(Integer.MAX_VALUE - 16, Math.max(0, end - start) + SLACK);
        buffer = spares == null ? new byte[size] : spares.bytes(size);
        filled = file.read(base, buffer, 0, buffer.length);
        at = 0;
        int width = columns.length;
        while (base + at < end && base + at < file.size()) {
            int cells = record();
            if (recordTooLong || longCell >= 0) {
                fail(Fault.LONG, recordLine, recordTooLong ? -1 : longCell);
                break;
            }
            if (cells < 0) {
                break;
            }
            if (rows == SAMPLE_RECORDS && base + at < end) {
                reserve();
            }
            if (cells == 1 && cellTo[0] == cellFrom[0]) {
                continue; // a blank line holds nothing
            }
            if (cells != width) {
                if (!skipBad) {
                    fail(Fault.CELLS, recordLine, cells);
                    break;
                }
                skipped++;
                firstSkipped = firstSkipped < 0 ? recordLine : firstSkipped;
                continue;
            }
            if (rows == lines.length) {
                lines = Arrays.copyOf(lines, rows * 2);
            }
            lines[rows++] = recordLine;
            byte[] cellBytes = plain ? buffer : scratch;
            for (int c = 0; c < width; c++) {
                if (columns[c] != null) {
                    columns[c].add(cellBytes, cellFrom[c], cellTo[c], ascii);
                }
            }
        }
        stop = base + at;
        if (spares != null) {
            spares.give(buffer);
        }
        buffer = null;
        return this;
    }

    /** The first record's cells as texts (the header), or null where the file holds none or it cannot be read. */
    String[] header() {
        base = start;
        buffer = new byte[SLACK];
        filled = file.read(base, buffer, 0, buffer.length);
        at = 0;
        if (base >= file.size()) {
            return null;
        }
        int cells = record();
        if (recordTooLong || longCell >= 0) {
            fail(Fault.LONG, 1, recordTooLong ? -1 : longCell);
            return null;
        }
        if (cells < 0) {
            return null;
        }
        byte[] cellBytes = plain ? buffer : scratch;
        String[] out = new String[cells];
        for (int c = 0; c < cells; c++) {
            out[c] = new String(cellBytes, cellFrom[c], cellTo[c] - cellFrom[c], java.nio.charset.StandardCharsets.UTF_8);
        }
        stop = base + at;
        buffer = null;
        return out;
    }

    private void fail(Fault kind, int line, int cells) {
        fault = kind;
        faultLine = line;
        faultCells = cells;
    }

    /** Sizes the columns for the rest of the chunk, from the bytes its first records took. */
    private void reserve() {
        long perRecord = Math.max(1, (base + at - start) / rows);
        int expected = (int) Math.min(Integer.MAX_VALUE / 2, (end - start) / perRecord + rows / 8 + 16);
        if (lines.length < expected) {
            int[] more = spares == null ? new int[expected] : spares.ints(expected);
            System.arraycopy(lines, 0, more, 0, rows);
            lines = more;
        }
        for (ColumnBuilder c : columns) {
            if (c != null) {
                c.reserve(expected, spares);
            }
        }
    }

    private boolean plain;
    private boolean ascii;
    private int recordLine;

    /**
     * Reads the record at {@code at} into {@code cellFrom}/{@code cellTo} (of {@code buffer} where {@code plain}, else
     * of {@code scratch}); its count of cells, or -1 where it cannot be read (a quote never closed, or past the limit).
     */
    private int record() {
        lineCount++;
        recordLine = lineCount;
        // Most records hold no quote: their cells are cut from the bytes as they stand.
        int newline = find((byte) '\n', at);
        int stopAt = newline < 0 ? filled : newline;
        if (base + stopAt > limit) {
            abandoned = true;
            return -1;
        }
        int high = 0;
        plain = true;
        for (int i = at; i < stopAt; i++) {
            byte b = buffer[i];
            high |= b;
            if (b == '"' || b == '\r' && i != stopAt - 1) {
                plain = false;
                break;
            }
        }
        if (plain) {
            ascii = high >= 0;
            int cells = 0;
            int from = at;
            for (int i = at; i < stopAt; i++) {
                if (buffer[i] == ',') {
                    cells = cell(cells, from, i);
                    from = i + 1;
                }
            }
            int last = stopAt > from && buffer[stopAt - 1] == '\r' ? stopAt - 1 : stopAt;
            cells = cell(cells, from, Math.max(from, last));
            at = stopAt + 1;
            return cells;
        }
        return quoted();
    }

    /** A record with quotes or stray carriage returns, cell by cell into {@code scratch}. */
    private int quoted() {
        ascii = true;
        int cells = 0;
        int length = 0;
        int from = 0;
        boolean inQuotes = false;
        int quoteLine = 0;
        while (true) {
            if (at >= filled && !more()) {
                break;
            }
            if (base + at > limit) {
                abandoned = true;
                return -1;
            }
            if (recordTooLong) {
                return -1;
            }
            byte c = buffer[at++];
            ascii &= c >= 0;
            if (inQuotes) {
                if (c == '"') {
                    if ((at < filled || more()) && buffer[at] == '"') {
                        length = put(length, c);
                        at++;
                    } else {
                        inQuotes = false;
                    }
                } else {
                    if (c == '\n') {
                        lineCount++;
                    }
                    length = put(length, c);
                }
                continue;
            }
            if (c == '"') {
                inQuotes = true;
                quoteLine = lineCount;
            } else if (c == ',') {
                cells = cell(cells, from, length);
                from = length;
            } else if (c == '\n') {
                break;
            } else if (c != '\r') {
                length = put(length, c);
            }
        }
        if (recordTooLong) {
            return -1;
        }
        if (inQuotes) {
            fail(Fault.QUOTE, quoteLine, 0);
            at = filled;
            return -1;
        }
        plain = false;
        return cell(cells, from, length);
    }

    private int put(int length, byte c) {
        if (length == scratch.length) {
            if (length >= recordLimit) {
                recordTooLong = true;
                return length;
            }
            scratch = Arrays.copyOf(scratch, length * 2);
        }
        scratch[length] = c;
        return length + 1;
    }

    private int cell(int cells, int from, int to) {
        if (to - from > HeapBudget.MAX_CELL && longCell < 0) {
            longCell = cells;
        }
        if (cells == cellFrom.length) {
            cellFrom = Arrays.copyOf(cellFrom, cells * 2);
            cellTo = Arrays.copyOf(cellTo, cells * 2);
        }
        cellFrom[cells] = from;
        cellTo[cells] = to;
        return cells + 1;
    }

    /** The index of the next {@code b} at or after {@code from}, reading more of the file as needed; -1 at its end. */
    private int find(byte b, int from) {
        int i = from;
        while (true) {
            for (; i < filled; i++) {
                if (buffer[i] == b) {
                    return i;
                }
            }
            int shift = at;
            if (!more()) {
                return -1;
            }
            i -= shift - at;
        }
    }

    /** Reads more of the file into the window, dropping what is before the current record; false at the file's end. */
    private boolean more() {
        if (base + filled >= file.size()) {
            return false;
        }
        int keep = filled - at;
        if (keep >= recordLimit) {
            recordTooLong = true;
            return false;
        }
        int room = Math.max(buffer.length, keep * 2);
        byte[] next = room == buffer.length ? buffer : new byte[room];
        System.arraycopy(buffer, at, next, 0, keep);
        buffer = next;
        base += at;
        at = 0;
        filled = keep + file.read(base + keep, buffer, keep, buffer.length - keep);
        return true;
    }
}
