package dev.figmark.scene;

import java.util.Objects;

/** A rectangle with an optional fill, outline and hatch (print-safe bars). */
public record Rect(Box box, Color fill, Stroke stroke, Hatch hatch) implements Mark {

    public Rect {
        Objects.requireNonNull(box, "box");
        if (fill == null && stroke == null && hatch == null) {
            throw new IllegalArgumentException("a rectangle needs a fill, a stroke or a hatch");
        }
    }

    public static Rect filled(Box box, Color fill) {
        return new Rect(box, fill, null, null);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.rect(this);
    }
}
