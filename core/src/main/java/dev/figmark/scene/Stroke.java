package dev.figmark.scene;

import java.util.List;

/**
 * How a line is drawn: width in points, colour, dash lengths in points (empty for solid), cap and join. A dash of
 * nothing but zeros is solid, decided here so that every format draws the same line.
 */
public record Stroke(double width, Color color, List<Double> dash, Cap cap, Join join) {

    public enum Cap { BUTT, ROUND, SQUARE }

    public enum Join { MITER, ROUND, BEVEL }

    public Stroke {
        if (!(width >= 0) || Double.isInfinite(width)) {
            throw new IllegalArgumentException("stroke width must be finite and not negative: " + width);
        }
        java.util.Objects.requireNonNull(color, "color");
        dash = solidIfZero(dash);
        java.util.Objects.requireNonNull(cap, "cap");
        java.util.Objects.requireNonNull(join, "join");
    }

    private static List<Double> solidIfZero(List<Double> dash) {
        boolean allZero = true;
        for (double d : dash) {
            if (!(d >= 0) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("dash lengths must be finite and not negative: " + dash);
            }
            allZero &= d == 0;
        }
        return allZero ? List.of() : List.copyOf(dash);
    }

    /** A solid line with butt caps and mitred joins: axes, ticks, outlines. */
    public static Stroke solid(double width, Color color) {
        return new Stroke(width, color, List.of(), Cap.BUTT, Join.MITER);
    }

    /** The seed's data lines: round caps and joins. */
    public static Stroke line(double width, Color color, List<Double> dash) {
        List<Double> pattern = solidIfZero(dash);
        return new Stroke(width, color, pattern, pattern.isEmpty() ? Cap.ROUND : Cap.BUTT, Join.ROUND);
    }

    public boolean dashed() {
        return !dash.isEmpty();
    }
}
