package dev.figmark.golden;

import dev.figmark.data.Csv;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Cell by cell, naming the row and the column: {@code row 14, column value: 512.0 → 515.5}. */
final class CsvDiff {

    private CsvDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual) {
        List<List<String>> a = Csv.parse(new String(expected, StandardCharsets.UTF_8));
        List<List<String>> b = Csv.parse(new String(actual, StandardCharsets.UTF_8));
        List<String> changes = new ArrayList<>();
        List<String> header = a.isEmpty() ? List.of() : a.get(0);
        if (!a.isEmpty() && !b.isEmpty() && !a.get(0).equals(b.get(0))) {
            changes.add("header: " + String.join(",", a.get(0)) + " → " + String.join(",", b.get(0)));
        }
        int common = Math.min(a.size(), b.size());
        for (int r = 1; r < common; r++) {
            List<String> x = a.get(r);
            List<String> y = b.get(r);
            int cells = Math.max(x.size(), y.size());
            for (int c = 0; c < cells; c++) {
                String old = c < x.size() ? x.get(c) : "(none)";
                String now = c < y.size() ? y.get(c) : "(none)";
                if (!old.equals(now)) {
                    String column = c < header.size() ? header.get(c) : String.valueOf(c + 1);
                    changes.add("row " + r + ", column " + column + ": " + old + " → " + now);
                }
            }
        }
        for (int r = common; r < a.size(); r++) {
            changes.add("row " + r + " removed: " + String.join(",", a.get(r)));
        }
        for (int r = common; r < b.size(); r++) {
            changes.add("row " + r + " added: " + String.join(",", b.get(r)));
        }
        if (changes.isEmpty()) {
            changes.add("bytes differ (quoting or line endings)");
        }
        return new Difference(name, changes, null);
    }
}
