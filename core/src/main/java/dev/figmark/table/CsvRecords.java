package dev.figmark.table;

import dev.figmark.data.InputException;
import java.util.ArrayList;
import java.util.List;

/** The records of CSV text, one at a time (RFC 4180: quotes, doubled quotes, newlines inside quotes, CRLF or LF). */
final class CsvRecords {

    private final String text;
    private final String where;
    private int at;
    private int line;
    private int recordLine;

    CsvRecords(String text, String where) {
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
