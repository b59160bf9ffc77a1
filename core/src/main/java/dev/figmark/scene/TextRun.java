package dev.figmark.scene;

import java.util.Objects;

/** A piece of a text in one script position, with its advance measured at its own size when the text was set. */
public record TextRun(String text, Script script, double advance) {

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
    }
}
