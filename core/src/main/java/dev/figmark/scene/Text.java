package dev.figmark.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A line of text anchored at a point. It carries its own measured advances and the font's vertical metrics, so the
 * writers place it from these numbers alone (see {@link #placed()}) and agree with the layout to the last digit.
 * Made by {@code dev.figmark.text.Typesetter}, which measures.
 *
 * @param ascent  the face's ascent as a fraction of the size
 * @param descent the face's descent (positive) as a fraction of the size
 * @param capHeight the height of capitals as a fraction of the size, to centre text on its visible middle
 */
public record Text(double x, double y, List<TextRun> runs, FontFace face, double size, Color color,
                   Anchor anchor, Baseline baseline, boolean vertical,
                   double ascent, double descent, double capHeight) implements Mark {

    /** Where the anchor point sits along the line. */
    public enum Anchor {
        START(0.0), MIDDLE(0.5), END(1.0);

        private final double fraction;

        Anchor(double fraction) {
            this.fraction = fraction;
        }

        public double fraction() {
            return fraction;
        }
    }

    /** Where the anchor point sits across the line. */
    public enum Baseline { BASELINE, TOP, MIDDLE, BOTTOM }

    /** A run placed relative to the anchor point, in the text's own unrotated frame (y down), at its own size. */
    public record Placed(TextRun run, double dx, double dy, double size) {

        /** The run's characters. */
        public String text() {
            return run.text();
        }
    }

    public Text {
        runs = List.copyOf(runs);
        Objects.requireNonNull(face, "face");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(anchor, "anchor");
        Objects.requireNonNull(baseline, "baseline");
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("text position must be finite");
        }
        if (!(size > 0) || !Double.isFinite(size)) {
            throw new IllegalArgumentException("text size must be positive: " + size);
        }
    }

    /** The whole string, runs joined. */
    public String content() {
        StringBuilder out = new StringBuilder();
        for (TextRun run : runs) {
            out.append(run.text());
        }
        return out.toString();
    }

    public double width() {
        double w = 0;
        for (TextRun run : runs) {
            w += run.advance();
        }
        return w;
    }

    /** Offset from the anchor point down to the baseline of normal runs. */
    public double baselineShift() {
        return switch (baseline) {
            case BASELINE -> 0.0;
            case TOP -> ascent * size;
            case BOTTOM -> -descent * size;
            case MIDDLE -> capHeight * size / 2;
        };
    }

    /** The runs with their offsets from the anchor point, before rotation. */
    public List<Placed> placed() {
        List<Placed> out = new ArrayList<>(runs.size());
        double dx = -width() * anchor.fraction();
        double base = baselineShift();
        for (TextRun run : runs) {
            TextRun.Script script = run.script();
            out.add(new Placed(run, dx, base + script.shift() * size, script.size(size)));
            dx += run.advance();
        }
        return out;
    }

    /** The box the text's glyphs may occupy on the page (ascent to descent over the advance), rotation included. */
    @Override
    public Box bounds() {
        double left = -width() * anchor.fraction();
        double top = Double.POSITIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (Placed p : placed()) {
            top = Math.min(top, p.dy() - ascent * p.size());
            bottom = Math.max(bottom, p.dy() + descent * p.size());
        }
        if (runs.isEmpty()) {
            top = bottom = baselineShift();
        }
        double right = left + width();
        if (!vertical) {
            return Box.of(x + left, y + top, x + right, y + bottom);
        }
        // Turned a quarter counter-clockwise: along the line is up the page, below the line is to the right.
        return Box.of(x + top, y - right, x + bottom, y - left);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.text(this);
    }
}
