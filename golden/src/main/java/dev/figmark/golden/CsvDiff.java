package dev.figmark.golden;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Cell by cell, naming the row and the column: {@code row 14, column value: 512.0 → 515.5}. */
final class CsvDiff {

    private CsvDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual) {
        List<List<String>> a = rows(new String(expected, StandardCharsets.UTF_8));
        List<List<String>> b = rows(new String(actual, StandardCharsets.UTF_8));
        List<String> changes = new ArrayList<>();
        String text = new String(expected, StandardCharsets.UTF_8);
        String other = new String(actual, StandardCharsets.UTF_8);
        if (unclosed(text) != unclosed(other)) {
            changes.add("the " + (unclosed(other) ? "actual" : "expected") + " file ends inside a quoted cell (truncated?)");
        }
        List<String> header = a.isEmpty() ? List.of() : a.get(0);
        if (!a.isEmpty() && !b.isEmpty() && !a.get(0).equals(b.get(0))) {
            changes.add("header: " + String.join(",", a.get(0)) + " → " + String.join(",", b.get(0)));
        }
        int common = Math.min(a.size(), b.size());
        for (int r = 1; r < common; r++) {
            cells("row " + r, header, a.get(r), b.get(r), changes);
        }
        for (int r = common; r < a.size(); r++) {
            changes.add("row " + r + " removed: " + TextDiff.shorten(String.join(",", a.get(r))));
        }
        for (int r = common; r < b.size(); r++) {
            changes.add("row " + r + " added: " + TextDiff.shorten(String.join(",", b.get(r))));
        }
        List<String> notes = changes.isEmpty() ? List.of("the cells are equal; the files differ in quoting or line endings") : List.of();
        return new Difference(name, changes, notes, null);
    }

    /** Each differing cell of one row, named by its column: {@code row 14, column value: 512.0 → 515.5}. */
    static void cells(String row, List<String> header, List<String> x, List<String> y, List<String> changes) {
        for (int c = 0; c < Math.max(x.size(), y.size()); c++) {
            String old = c < x.size() ? x.get(c) : "(none)";
            String now = c < y.size() ? y.get(c) : "(none)";
            if (!old.equals(now)) {
                String column = c < header.size() ? header.get(c) : String.valueOf(c + 1);
                changes.add(row + ", column " + column + ": " + ValueDiff.around(old, now));
            }
        }
    }

    /** Whether a quoted cell is left open at the end: in RFC 4180, closed quotes come in pairs. */
    private static boolean unclosed(String text) {
        return text.chars().filter(c -> c == '"').count() % 2 == 1;
    }

    /** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF ends a row. */
    static List<List<String>> rows(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i++);
            if (c == '"' && cell.length() == 0) {
                while (i < n) {
                    char q = text.charAt(i++);
                    if (q != '"') {
                        cell.append(q);
                    } else if (i < n && text.charAt(i) == '"') {
                        cell.append('"');
                        i++;
                    } else {
                        break;
                    }
                }
            } else if (c == ',') {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else if (c != '\r') {
                cell.append(c);
            }
        }
        if (cell.length() > 0 || !row.isEmpty()) {
            row.add(cell.toString());
            rows.add(row);
        }
        return rows;
    }
}
