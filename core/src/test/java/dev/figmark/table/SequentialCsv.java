package dev.figmark.table;

import dev.figmark.data.InputException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The CSV reader as it was before the parallel one (commit 97d24c0), kept whole as the reference that
 * {@link CsvReaderTest} holds {@link CsvReader} to: one thread, one string per cell.
 */
final class SequentialCsv {

    private SequentialCsv() {
    }

    static Table read(byte[] bytes, String where, boolean skipBad, Consumer<String> warnings) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        String text = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
        Records records = new Records(text, where);
        List<String> header = records.next();
        if (header == null) {
            throw new InputException(where + ": is empty; a CSV needs a header row naming its columns");
        }
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < header.size(); i++) {
            String h = header.get(i).strip();
            if (h.isEmpty()) {
                throw new InputException(where + ":1: column " + (i + 1) + " of the header has no name");
            }
            Integer before = seen.put(h, i);
            if (before != null) {
                throw new InputException(where + ":1: the column \"" + h + "\" is named twice, as columns " + (before + 1) + " and " + (i + 1));
            }
        }
        List<OneColumn> columns = new ArrayList<>();
        for (String h : seen.keySet()) {
            columns.add(new OneColumn(h));
        }
        int[] lines = new int[1024];
        int rows = 0;
        int skipped = 0;
        int firstSkipped = -1;
        for (List<String> record = records.next(); record != null; record = records.next()) {
            int line = records.line();
            if (record.size() == 1 && record.get(0).isEmpty()) {
                continue; // a blank line holds nothing
            }
            if (record.size() != columns.size()) {
                if (!skipBad) {
                    throw new InputException(where + ":" + line + ": has " + record.size() + (record.size() == 1 ? " cell" : " cells")
                            + " but the header names " + columns.size() + " (" + String.join(", ", seen.keySet()) + ")"
                            + "; give \"missing\": \"skip\" on the data source to leave such rows out");
                }
                skipped++;
                firstSkipped = firstSkipped < 0 ? line : firstSkipped;
                continue;
            }
            for (int c = 0; c < columns.size(); c++) {
                columns.get(c).add(record.get(c));
            }
            if (rows == lines.length) {
                lines = java.util.Arrays.copyOf(lines, rows * 2);
            }
            lines[rows++] = line;
        }
        if (skipped > 0) {
            warnings.accept("warning: " + where + ": " + skipped + (skipped == 1 ? " row" : " rows") + " with too few or too many cells left out"
                    + " (the first at line " + firstSkipped + ")");
        }
        return new Table(where + ":", columns.stream().map(OneColumn::build).toList(), java.util.Arrays.copyOf(lines, rows));
    }

    static final class Records {
    
        private final String text;
        private final String where;
        private int at;
        private int line;
        private int recordLine;
    
        Records(String text, String where) {
            this.text = text;
            this.where = where;
        }
    
        /** The line the last record began on. */
        int line() {
            return recordLine;
        }
    
        /** The next record's cells, or null at the end. */
        List<String> next() {
            if (at >= text.length()) {
                return null;
            }
            line++;
            recordLine = line;
            List<String> cells = new ArrayList<>();
            // Most records hold no quote: their cells are cut from the text as they stand.
            int end = text.indexOf('\n', at);
            end = end < 0 ? text.length() : end;
            boolean plain = true;
            for (int i = at; i < end && plain; i++) {
                char c = text.charAt(i);
                plain = c != '"' && (c != '\r' || i == end - 1);
            }
            if (plain) {
                int from = at;
                for (int comma = text.indexOf(',', from); comma >= 0 && comma < end; comma = text.indexOf(',', from)) {
                    cells.add(text.substring(from, comma));
                    from = comma + 1;
                }
                int last = end > from && text.charAt(end - 1) == '\r' ? end - 1 : end;
                cells.add(text.substring(from, Math.max(from, last)));
                at = end + 1;
                return cells;
            }
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            int quoteLine = 0;
            while (at < text.length()) {
                char c = text.charAt(at++);
                if (quoted) {
                    if (c == '"') {
                        if (at < text.length() && text.charAt(at) == '"') {
                            cell.append('"');
                            at++;
                        } else {
                            quoted = false;
                        }
                    } else {
                        if (c == '\n') {
                            line++;
                        }
                        cell.append(c);
                    }
                    continue;
                }
                if (c == '"') {
                    quoted = true;
                    quoteLine = line;
                } else if (c == ',') {
                    cells.add(cell.toString());
                    cell.setLength(0);
                } else if (c == '\n') {
                    break;
                } else if (c != '\r') {
                    cell.append(c);
                }
            }
            if (quoted) {
                throw new InputException(where + ":" + quoteLine + ": a quote opened on this line is never closed");
            }
            cells.add(cell.toString());
            return cells;
        }
    }

        static final class OneColumn {
    
        private enum State { UNKNOWN, NUMBER, TIME, TEXT }
    
        private final String name;
        private State state = State.UNKNOWN;
        private int size;
        private double[] numbers = new double[16];
        private long[] times;
        private boolean dateOnly = true;
        private int[] codes;
        private final Map<String, Integer> dictionary = new HashMap<>();
        private final List<String> texts = new ArrayList<>();
    
        OneColumn(String name) {
            this.name = name;
        }
    
        /** Adds a cell given as text (CSV). */
        void add(String cell) {
            ensure();
            if (Cell.missing(cell)) {
                if (state == State.TEXT) {
                    codes[size] = cell.isEmpty() ? -1 : code(cell);
                } else {
                    numbers[size] = Double.NaN;
                    if (times != null) {
                        times[size] = Column.Times.MISSING;
                    }
                }
                size++;
                return;
            }
            if (state == State.UNKNOWN) {
                state = !Double.isNaN(Cell.number(cell)) ? State.NUMBER : Cell.time(cell) != Column.Times.MISSING ? State.TIME : State.TEXT;
                if (state == State.TIME) {
                    times = new long[numbers.length];
                    Arrays.fill(times, 0, size, Column.Times.MISSING);
                } else if (state == State.TEXT) {
                    toText();
                }
            }
            switch (state) {
                case NUMBER -> {
                    double v = Cell.number(cell);
                    if (Double.isNaN(v)) {
                        toText();
                        codes[size] = code(cell);
                    } else {
                        numbers[size] = v;
                    }
                }
                case TIME -> {
                    long t = Cell.time(cell);
                    if (t == Column.Times.MISSING) {
                        toText();
                        codes[size] = code(cell);
                    } else {
                        times[size] = t;
                        dateOnly &= Cell.dateOnly(cell);
                    }
                }
                default -> codes[size] = code(cell);
            }
            size++;
        }
    
        /** Adds a value read from JSON: a number, a text, a boolean (as text) or null. */
        void add(Object value) {
            if (value == null) {
                add("");
            } else if (value instanceof Number n) {
                double d = n.doubleValue();
                add(Double.isFinite(d) ? Cell.shortest(d) : "");
            } else {
                add(String.valueOf(value));
            }
        }
    
        private void ensure() {
            if (state != State.TEXT && size == numbers.length) {
                numbers = Arrays.copyOf(numbers, size * 2);
                if (times != null) {
                    times = Arrays.copyOf(times, size * 2);
                }
            }
            if (state == State.TEXT && size == codes.length) {
                codes = Arrays.copyOf(codes, size * 2);
            }
        }
    
        private int code(String text) {
            return dictionary.computeIfAbsent(text, t -> {
                texts.add(t);
                return texts.size() - 1;
            });
        }
    
        /** Turns the column into text, each earlier value in its shortest form (a time in ISO 8601). */
        private void toText() {
            codes = new int[Math.max(16, numbers.length)];
            for (int i = 0; i < size; i++) {
                if (times != null) {
                    codes[i] = times[i] == Column.Times.MISSING ? -1 : code(new Column.Times(name, new long[] {times[i]}, dateOnly).text(0));
                } else {
                    codes[i] = Double.isNaN(numbers[i]) ? -1 : code(Cell.shortest(numbers[i]));
                }
            }
            state = State.TEXT;
            numbers = null;
            times = null;
        }
    
        Column build() {
            return switch (state) {
                case UNKNOWN, NUMBER -> new Column.Numbers(name, Arrays.copyOf(numbers, size));
                case TIME -> new Column.Times(name, Arrays.copyOf(times, size), dateOnly);
                case TEXT -> new Column.Texts(name, Arrays.copyOf(codes, size), List.copyOf(texts));
            };
        }
    }
}
