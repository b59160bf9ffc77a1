package dev.figmark.scene;

import java.util.Objects;

/**
 * A piece of a text in one script position, shaped once when the text was set: its glyph ids in the font, each
 * glyph's advance in em, and the run's advance in points at its own size. Every writer draws from these numbers, so
 * none measures again and all three place each glyph where the layout did.
 *
 * @param glyphs   the font's glyph id for each code point of {@code text} (0 for one the font lacks)
 * @param advances each glyph's advance in em
 * @param face     the face the glyphs are of: the text's own, its italic, or a bundled one for characters it lacks
 */
public record TextRun(String text, Script script, double advance, int[] glyphs, double[] advances, FontFace face) {

    /** Raised and lowered runs stay this large, the smallest text venues accept, however small their scale makes them. */
    public static final double MIN_SCRIPT_PT = 6;

    /** Normal, raised (superscript) or lowered (subscript); raised and lowered runs are smaller. */
    public enum Script {
        NORMAL(1.0, 0.0), SUPER(0.7, -0.36), SUB(0.7, 0.16);

        private final double scale;
        private final double shift;

        Script(double scale, double shift) {
            this.scale = scale;
            this.shift = shift;
        }

        /** Size of a run relative to the text's size. */
        public double scale() {
            return scale;
        }

        /**
         * The size of a run in this position in a text of {@code textSize} points: scaled, but never below
         * {@link #MIN_SCRIPT_PT} unless the text itself is smaller.
         */
        public double size(double textSize) {
            return scale == 1 ? textSize : Math.max(textSize * scale, Math.min(textSize, MIN_SCRIPT_PT));
        }

        /** Baseline shift relative to the text's size, negative upwards. */
        public double shift() {
            return shift;
        }
    }

    public TextRun {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(script, "script");
        if (!(advance >= 0) || !Double.isFinite(advance)) {
            throw new IllegalArgumentException("advance must be finite and not negative");
        }
        Objects.requireNonNull(glyphs, "glyphs");
        Objects.requireNonNull(advances, "advances");
        Objects.requireNonNull(face, "face");
        int count = text.codePointCount(0, text.length());
        if (glyphs.length != count || advances.length != count) {
            throw new IllegalArgumentException("a glyph and an advance for each of the " + count + " code points, got " + glyphs.length
                    + " and " + advances.length);
        }
        glyphs = glyphs.clone();
        advances = advances.clone();
    }

    /** The glyph ids, a copy. */
    @Override
    public int[] glyphs() {
        return glyphs.clone();
    }

    /** The advances in em, a copy. */
    @Override
    public double[] advances() {
        return advances.clone();
    }

    /** The id of glyph {@code i}, without a copy. */
    public int glyph(int i) {
        return glyphs[i];
    }

    /** The advance of glyph {@code i} in em, without a copy. */
    public double advanceEm(int i) {
        return advances[i];
    }

    /** How many glyphs the run has: one per code point. */
    public int length() {
        return glyphs.length;
    }
}
