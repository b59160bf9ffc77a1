package dev.figmark.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A rectangle with a fill, an outline, or both; the fill is painted first. */
public record Rect(Box box, Color fill, Stroke stroke) implements Mark {

    /** Checks that the rectangle paints something. */
    public Rect {
        Objects.requireNonNull(box, "box");
        if (fill == null && stroke == null) {
            throw new IllegalArgumentException("a rectangle needs a fill or a stroke");
        }
    }

    /** A filled rectangle without an outline. */
    public static Rect filled(Box box, Color fill) {
        return new Rect(box, fill, null);
    }

    /**
     * A bar in paint order: its fill, then its hatch (null for none), then its outline (null for none), so that the
     * outline stays crisp over the hatch in every format. Without a hatch it is one rectangle.
     */
    public static List<Mark> bar(Box box, Color fill, Stroke outline, Hatch hatch) {
        if (hatch == null) {
            return List.of(new Rect(box, fill, outline));
        }
        List<Mark> out = new ArrayList<>(3);
        if (fill != null) {
            out.add(filled(box, fill));
        }
        out.add(new Hatching(box, hatch));
        if (outline != null) {
            out.add(new Rect(box, null, outline));
        }
        return out;
    }

    /** The box; an outline's half width is not counted, as matplotlib does not count it. */
    @Override
    public Box bounds() {
        return box;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.rect(this);
    }
}
