package dev.figmark.golden;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Line by line, for text files without a structure of their own (captions, logs, JSON, HTML). */
final class TextDiff {

    /** Longest value shown whole in a message. */
    static final int SHOWN = 120;

    private TextDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual) {
        List<String> changes = lines(new String(expected, StandardCharsets.UTF_8).split("\n", -1),
                new String(actual, StandardCharsets.UTF_8).split("\n", -1), "line");
        List<String> notes = changes.isEmpty() ? List.of("the lines are equal; the files differ in line endings or encoding") : List.of();
        return new Difference(name, changes, notes, null);
    }

    /** The differing lines, each shown around its change, and lines added or removed at the end. */
    static List<String> lines(String[] expected, String[] actual, String what) {
        List<String> changes = new ArrayList<>();
        int common = Math.min(expected.length, actual.length);
        for (int i = 0; i < common; i++) {
            String x = expected[i].replace("\r", "");
            String y = actual[i].replace("\r", "");
            if (!x.equals(y)) {
                changes.add(what + " " + (i + 1) + ": " + ValueDiff.around(x, y));
            }
        }
        for (int i = common; i < expected.length; i++) {
            changes.add(what + " " + (i + 1) + " removed: " + shorten(expected[i]));
        }
        for (int i = common; i < actual.length; i++) {
            changes.add(what + " " + (i + 1) + " added: " + shorten(actual[i]));
        }
        return changes;
    }

    static String shorten(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN - 3) + "…";
    }
}
