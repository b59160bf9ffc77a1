package dev.figmark.golden;

import dev.figmark.files.Shown;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * The outcome of comparing one expected file with one actual file.
 *
 * @param name the file's name, relative to the compared directories
 * @param changes what differs, in words; empty when the files match
 * @param notes what differs but does not count (a PDF's dates), or how the file was compared (as bytes)
 * @param diffImage for pictures (PNG, rendered PDF pages, rendered SVG) that differ, the expected picture faded with
 *     the differing pixels in red; null otherwise
 */
public record Difference(String name, List<String> changes, List<String> notes, BufferedImage diffImage) {

    /**
     * Copies the lists.
     *
     * @param changes the differences, each one line in words
     * @param diffImage a PNG that shows where pictures differ, or null
     * @param name the file's name, whose extension says its kind
     * @param notes differences that do not count, such as dates
     */
    public Difference {
        changes = List.copyOf(changes);
        notes = List.copyOf(notes);
    }

    /**
     * Files that match, without notes.
     *
     * @param name the file's name, whose extension says its kind
     * @return a match
     */
    public static Difference none(String name) {
        return new Difference(name, List.of(), List.of(), null);
    }

    /**
     * Whether the files match: nothing but notes differs.
     *
     * @return true when only notes differ
     */
    public boolean matches() {
        return changes.isEmpty();
    }

    /**
     * The changes and notes as one message, at most {@code limit} changes.
     *
     * @param limit the most changes to list
     * @return one message, a line per change
     */
    public String describe(int limit) {
        StringBuilder out = new StringBuilder(dev.figmark.files.Shown.name(name)).append(matches() ? ": matches" : ": differs");
        for (int i = 0; i < changes.size() && i < limit; i++) {
            out.append("\n  ").append(changes.get(i));
        }
        if (changes.size() > limit) {
            out.append("\n  … and ").append(changes.size() - limit).append(" more");
        }
        for (String note : notes) {
            out.append("\n  note: ").append(note);
        }
        return out.toString();
    }
}
