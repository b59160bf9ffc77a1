package dev.figmark.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** A finished figure: a page in points with a background and a tree of marks. What every writer draws. */
public record Scene(double width, double height, Color background, Group root) {

    public Scene {
        if (!(width > 0) || !(height > 0) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("scene size must be positive and finite: " + width + " x " + height);
        }
        Objects.requireNonNull(root, "root");
    }

    public Box page() {
        return new Box(0, 0, width, height);
    }

    /** Every mark but groups, in drawing order, with its group offsets applied through {@code visitor}'s offsets. */
    public void forEachMark(Walker visitor) {
        visit(root, 0, 0, visitor);
    }

    private static void visit(Group group, double dx, double dy, Walker visitor) {
        double gx = dx + group.dx();
        double gy = dy + group.dy();
        for (Mark mark : group.children()) {
            if (mark instanceof Group child) {
                visit(child, gx, gy, visitor);
            } else {
                visitor.visit(mark, gx, gy);
            }
        }
    }

    /** A mark and the page offset of the group holding it. */
    @FunctionalInterface
    public interface Walker {
        void visit(Mark mark, double dx, double dy);
    }

    /** All texts with their page offsets applied. */
    public List<Text> texts() {
        List<Text> out = new ArrayList<>();
        forEachMark((mark, dx, dy) -> {
            if (mark instanceof Text t) {
                out.add(dx == 0 && dy == 0 ? t : t.moved(dx, dy));
            }
        });
        return out;
    }

    /** The faces used, bundled first in their fixed order, then by file, so writers embed them in a fixed order. */
    public Set<FontFace> faces() {
        Set<FontFace> faces = new java.util.TreeSet<>();
        forEachMark((mark, dx, dy) -> {
            if (mark instanceof Text t) {
                faces.add(t.face());
                for (TextRun run : t.runs()) {
                    faces.add(run.face());
                }
            }
        });
        return faces;
    }
}
