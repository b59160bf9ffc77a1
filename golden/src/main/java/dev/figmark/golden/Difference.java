package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * The outcome of comparing one expected file with one actual file.
 *
 * @param changes readable lines, empty when the files match
 * @param diffImage for images, the pixels that differ marked in red; null otherwise
 */
public record Difference(String name, List<String> changes, BufferedImage diffImage) {

    public Difference {
        changes = List.copyOf(changes);
    }

    public static Difference none(String name) {
        return new Difference(name, List.of(), null);
    }

    public boolean matches() {
        return changes.isEmpty();
    }

    /** The changes as one message, at most {@code limit} lines. */
    public String describe(int limit) {
        StringBuilder out = new StringBuilder(name).append(matches() ? ": matches" : ": differs");
        for (int i = 0; i < changes.size() && i < limit; i++) {
            out.append("\n  ").append(changes.get(i));
        }
        if (changes.size() > limit) {
            out.append("\n  … and ").append(changes.size() - limit).append(" more");
        }
        return out.toString();
    }
}
