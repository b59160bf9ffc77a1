package dev.figmark.scene;

import dev.figmark.venue.Lengths;

/** Lengths: the scene is in PostScript points, figures are sized in inches. */
public final class Units {

    /** PostScript points in an inch: the one conversion the whole project uses, as the venues' lengths define it. */
    public static final double POINTS_PER_INCH = Lengths.POINTS_PER_INCH;

    /** TeX points in an inch: LaTeX's {@code pt}, in which {@code \\the\\columnwidth} prints a class's lengths. */
    public static final double TEX_POINTS_PER_INCH = Lengths.TEX_POINTS_PER_INCH;

    private Units() {
    }

    /** Inches in points. */
    public static double points(double inches) {
        return inches * POINTS_PER_INCH;
    }

    /** Points in inches. */
    public static double inches(double points) {
        return points / POINTS_PER_INCH;
    }
}
