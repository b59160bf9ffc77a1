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

    /** The differing lines, each shown around its change; lines added or removed are named as such. */
    static List<String> lines(String[] expected, String[] actual, String what) {
        List<String> changes = new ArrayList<>();
        for (Edits.Edit e : Edits.between(clean(expected), clean(actual))) {
            if (e.old() == null) {
                changes.add(what + " " + (e.newIndex() + 1) + " added: " + shorten(e.now()));
            } else if (e.now() == null) {
                changes.add(what + " " + (e.oldIndex() + 1) + " removed: " + shorten(e.old()));
            } else {
                changes.add(what + " " + (e.newIndex() + 1) + ": " + ValueDiff.around(e.old(), e.now()));
            }
        }
        return changes;
    }

    private static List<String> clean(String[] lines) {
        List<String> out = new ArrayList<>(lines.length);
        for (String line : lines) {
            out.add(line.replace("\r", ""));
        }
        return out;
    }

    static String shorten(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN - 3) + "…";
    }
}
