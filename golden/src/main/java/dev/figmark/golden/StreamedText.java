package dev.figmark.golden;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * CSV and text files too large to hold, compared row by row (or line by line) as they stream past, in bounded memory:
 * of each row only its first {@link #KEPT} characters are kept to show, the rest goes into a running hash; the first
 * {@link #NAMED} differing rows are named, the others counted. Rows are compared in order, without the alignment of
 * the in-memory comparison, so a row inserted early shows as changes from there on; the notes say so.
 */
final class StreamedText {

    /** Characters of one row kept to show it; the rest is hashed. */
    static final int KEPT = 4096;
    /** Differing rows named before the rest are counted. */
    static final int NAMED = 100;

    private StreamedText() {
    }

    /** Compares two files of one kind: CSV by cells, anything else by lines. */
    static Difference compare(String name, Path expected, Path actual, boolean csv) throws IOException {
        List<String> changes = new ArrayList<>();
        long differing = 0;
        long index = 0;
        boolean anyBytes = false;
        try (Rows a = new Rows(expected, csv); Rows b = new Rows(actual, csv)) {
            List<String> header = null;
            while (true) {
                Row x = a.next();
                Row y = b.next();
                if (x == null && y == null) {
                    break;
                }
                if (csv && index == 0 && x != null) {
                    header = x.cells();
                }
                String what = csv ? (index == 0 ? "header" : "row " + index) : "line " + (index + 1);
                index++;
                if (x != null && y != null && x.same(y)) {
                    continue;
                }
                differing++;
                if (differing > NAMED) {
                    continue;
                }
                if (x == null) {
                    changes.add(what + " added: " + TextDiff.shorten(y.shown()));
                } else if (y == null) {
                    changes.add(what + " removed: " + TextDiff.shorten(x.shown()));
                } else if (x.cut() || y.cut()) {
                    changes.add(what + ": differs" + (x.shown().equals(y.shown()) ? " after its first " + KEPT + " characters"
                            : ": " + ValueDiff.around(x.shown(), y.shown())) + " (a row of " + Math.max(x.length(), y.length()) + " characters)");
                } else if (csv && index > 1) {
                    CsvDiff.cells(what, header == null ? List.of() : header, x.cells(), y.cells(), changes);
                } else {
                    changes.add(what + ": " + ValueDiff.around(x.shown(), y.shown()));
                }
            }
            if (a.unclosed() != b.unclosed()) {
                changes.add("the " + (b.unclosed() ? "actual" : "expected") + " file ends inside a quoted cell (truncated?)");
            }
            anyBytes = Files.mismatch(expected, actual) >= 0;
        }
        if (differing > NAMED) {
            changes.add("and " + String.format(java.util.Locale.ROOT, "%,d", differing - NAMED) + " more " + (csv ? "rows" : "lines") + " differ");
        }
        List<String> notes = new ArrayList<>();
        notes.add("compared " + (csv ? "row by row" : "line by line") + " in order as the files streamed past (larger than "
                + (GoldenDirectory.MAX_TABLE_BYTES >> 20) + " MB): a row added or removed shows as changes from there on");
        if (changes.isEmpty() && anyBytes) {
            notes.add(csv ? "the cells are equal; the files differ in quoting or line endings" : "the lines are equal; the files differ in line endings");
        }
        return new Difference(name, changes, notes, null);
    }

    /**
     * One row: its cells (CSV) or its text, each kept to {@link #KEPT} characters in all, its whole length, and a hash
     * of all of it.
     */
    private record Row(List<String> cells, int length, long hash, boolean cut) {

        boolean same(Row other) {
            return hash == other.hash && length == other.length;
        }

        String shown() {
            return String.join(",", cells) + (cut ? "…" : "");
        }
    }

    /** A stream of rows from a file: RFC 4180 records for CSV (quoted cells may hold commas and line breaks), else lines. */
    private static final class Rows implements AutoCloseable {
        private final Reader in;
        private final boolean csv;
        private final char[] buffer = new char[1 << 16];
        private int at;
        private int end;
        private boolean quoteOpen;

        Rows(Path file, boolean csv) throws IOException {
            this.in = new java.io.InputStreamReader(Files.newInputStream(file, java.nio.file.LinkOption.NOFOLLOW_LINKS),
                    StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
            this.csv = csv;
        }

        private int read() throws IOException {
            int c = peek();
            if (c >= 0) {
                at++;
            }
            return c;
        }

        private int peek() throws IOException {
            if (at == end) {
                end = Math.max(0, in.read(buffer));
                at = 0;
            }
            return at < end ? buffer[at] : -1;
        }

        /** The next row, or null at the end of the file. */
        Row next() throws IOException {
            List<String> cells = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            int kept = 0;
            int length = 0;
            long hash = 0xcbf29ce484222325L;
            boolean cut = false;
            boolean quoted = false;
            boolean cellStart = true;
            boolean any = false;
            for (int c = read(); c >= 0; c = read()) {
                any = true;
                if (c == '\r') {
                    continue;
                }
                if (quoted) {
                    if (c == '"') {
                        if (peek() != '"') {
                            quoted = false;
                            continue;
                        }
                        read();
                    }
                } else if (csv && c == '"' && cellStart) {
                    quoted = true;
                    cellStart = false;
                    continue;
                } else if (c == '\n') {
                    break;
                } else if (csv && c == ',') {
                    cells.add(cell.toString());
                    cell.setLength(0);
                    cellStart = true;
                    hash = (hash ^ 0x1f) * 0x100000001b3L; // where a cell ends is part of the row
                    continue;
                }
                cellStart = false;
                hash = (hash ^ c) * 0x100000001b3L;
                length++;
                if (kept < KEPT) {
                    cell.append((char) c);
                    kept++;
                } else {
                    cut = true;
                }
            }
            if (!any) {
                return null;
            }
            quoteOpen = quoted;
            cells.add(cell.toString());
            return new Row(cells, length, hash, cut);
        }

        /** Whether the file ended inside a quoted cell. */
        boolean unclosed() {
            return quoteOpen;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
