package dev.figmark.golden;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Line by line, for text files without a structure of their own (captions, logs). */
final class TextDiff {

    private TextDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual) {
        return new Difference(name, lines(new String(expected, StandardCharsets.UTF_8).split("\n", -1),
                new String(actual, StandardCharsets.UTF_8).split("\n", -1), "line"), null);
    }

    /** The first differing lines, and lines added or removed at the end. */
    static List<String> lines(String[] expected, String[] actual, String what) {
        List<String> changes = new ArrayList<>();
        int common = Math.min(expected.length, actual.length);
        for (int i = 0; i < common; i++) {
            if (!expected[i].equals(actual[i])) {
                changes.add(what + " " + (i + 1) + ": " + shorten(expected[i]) + " → " + shorten(actual[i]));
            }
        }
        for (int i = common; i < expected.length; i++) {
            changes.add(what + " " + (i + 1) + " removed: " + shorten(expected[i]));
        }
        for (int i = common; i < actual.length; i++) {
            changes.add(what + " " + (i + 1) + " added: " + shorten(actual[i]));
        }
        if (changes.isEmpty()) {
            changes.add("bytes differ (line endings or encoding)");
        }
        return changes;
    }

    static String shorten(String s) {
        return s.length() <= 120 ? s : s.substring(0, 117) + "…";
    }
}
