package dev.figmark.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A finished figure: a page in points with a background, a tree of marks, and what the figure is about for a reader
 * who cannot see it. What every writer draws.
 */
public record Scene(double width, double height, Color background, Group root, About about) {

    public Scene {
        if (!(width > 0) || !(height > 0) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("scene size must be positive and finite: " + width + " x " + height);
        }
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(about, "about");
    }

    /** A scene about nothing said: no title, no text alternative. */
    public Scene(double width, double height, Color background, Group root) {
        this(width, height, background, root, About.NONE);
    }

    /** The same scene, about this. */
    public Scene about(About value) {
        return new Scene(width, height, background, root, value);
    }

    /**
     * The figure's title and its text alternative, in a language: what SVG's {@code <title>} and {@code <desc>}, PNG's
     * {@code iTXt} and a tagged PDF's {@code /Title}, {@code /Alt} and {@code /Lang} carry for screen readers.
     *
     * @param title    a short name of the figure; empty for none
     * @param alt      one to three sentences that say what the figure shows; empty for none
     * @param language the language of both, as BCP 47 ({@code en})
     */
    public record About(String title, String alt, String language) {
        /** Nothing said. */
        public static final About NONE = new About("", "", "en");

        public About {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(alt, "alt");
            Objects.requireNonNull(language, "language");
        }

        /** Whether there is anything to say. */
        public boolean said() {
            return !title.isEmpty() || !alt.isEmpty();
        }
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
