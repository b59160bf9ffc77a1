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
 * @param rotation degrees the line is turned counter-clockwise about its anchor, besides {@code vertical}'s quarter
 *                 turn (0 for none): a note along a slope
 */
public record Text(double x, double y, List<TextRun> runs, FontFace face, double size, Color color,
                   Anchor anchor, Baseline baseline, boolean vertical,
                   double ascent, double descent, double capHeight, double rotation) implements Mark {

    /** The same text without a turn of its own: as the typesetter makes it. */
    public Text(double x, double y, List<TextRun> runs, FontFace face, double size, Color color, Anchor anchor, Baseline baseline,
                boolean vertical, double ascent, double descent, double capHeight) {
        this(x, y, runs, face, size, color, anchor, baseline, vertical, ascent, descent, capHeight, 0);
    }

    /** The same text turned counter-clockwise about its anchor by some degrees. */
    public Text rotated(double degrees) {
        return new Text(x, y, runs, face, size, color, anchor, baseline, vertical, ascent, descent, capHeight, degrees);
    }

    /** The same text moved on the page. */
    public Text moved(double dx, double dy) {
        return new Text(x + dx, y + dy, runs, face, size, color, anchor, baseline, vertical, ascent, descent, capHeight, rotation);
    }

    /** Whether the text is turned by an angle of its own (neither level nor a quarter turn). */
    public boolean turned() {
        return rotation != 0 && !vertical;
    }

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
        if (!Double.isFinite(rotation) || rotation <= -180 || rotation > 180 || vertical && rotation != 0) {
            throw new IllegalArgumentException("a text turns by -180 to 180 degrees, and a vertical one by none of its own: " + rotation);
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
        if (turned()) {
            return turnedBox(left, top, right, bottom);
        }
        if (!vertical) {
            return Box.of(x + left, y + top, x + right, y + bottom);
        }
        // Turned a quarter counter-clockwise: along the line is up the page, below the line is to the right.
        return Box.of(x + top, y - right, x + bottom, y - left);
    }

    /** The page's box around part of the text's own box (left, top, right, bottom from its anchor), turned. */
    private Box turnedBox(double left, double top, double right, double bottom) {
        double[] c = corners(left, top, right, bottom);
        return Box.of(Math.min(Math.min(c[0], c[2]), Math.min(c[4], c[6])), Math.min(Math.min(c[1], c[3]), Math.min(c[5], c[7])),
                Math.max(Math.max(c[0], c[2]), Math.max(c[4], c[6])), Math.max(Math.max(c[1], c[3]), Math.max(c[5], c[7])));
    }

    /** The corners of the text's own box (left, top, right, bottom from its anchor), turned, on the page. */
    private double[] corners(double left, double top, double right, double bottom) {
        double a = Math.toRadians(rotation);
        double cos = Math.cos(a);
        double sin = Math.sin(a);
        double[] local = {left, top, right, top, right, bottom, left, bottom};
        double[] out = new double[8];
        for (int i = 0; i < 8; i += 2) {
            // Counter-clockwise on a page whose y runs down.
            out[i] = x + local[i] * cos + local[i + 1] * sin;
            out[i + 1] = y - local[i] * sin + local[i + 1] * cos;
        }
        return out;
    }

    /**
     * The boxes that together hold a turned text's ink, each a short stretch of the line: what the layout checks
     * against other texts and data, far closer than one box around the whole turned line. A level or vertical text is
     * its one box.
     */
    public List<Box> pieces() {
        if (!turned()) {
            return List.of(bounds());
        }
        Box own = new Text(0, 0, runs, face, size, color, anchor, baseline, false, ascent, descent, capHeight, 0).bounds();
        double height = Math.max(own.height(), 1e-6);
        int n = Math.max(1, (int) Math.ceil(own.width() / height));
        List<Box> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            double from = own.x() + own.width() * k / n;
            double to = own.x() + own.width() * (k + 1) / n;
            out.add(turnedBox(from, own.y(), to, own.bottom()));
        }
        return out;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.text(this);
    }
}
