package dev.figmark.scene;

import java.util.List;
import java.util.Objects;

/**
 * Marks drawn together, shifted by an offset and optionally clipped to a box given in the group's own coordinates.
 * The name (a panel's key, say) survives into SVG as a class so that a golden diff can say where a change is.
 */
public record Group(String name, double dx, double dy, Box clip, List<Mark> children) implements Mark {

    public Group {
        Objects.requireNonNull(name, "name");
        if (!Double.isFinite(dx) || !Double.isFinite(dy)) {
            throw new IllegalArgumentException("group offset must be finite");
        }
        children = List.copyOf(children);
    }

    public static Group of(String name, List<Mark> children) {
        return new Group(name, 0, 0, null, children);
    }

    public static Group clipped(String name, Box clip, List<Mark> children) {
        return new Group(name, 0, 0, clip, children);
    }

    /** The union of the children's bounds, shifted by the group's offset; null when no child paints. */
    @Override
    public Box bounds() {
        Box out = null;
        for (Mark child : children) {
            Box b = child.bounds();
            if (b != null) {
                b = b.translate(dx, dy);
                out = out == null ? b : out.union(b);
            }
        }
        return out;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.group(this);
    }
}
