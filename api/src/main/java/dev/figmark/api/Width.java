package dev.figmark.api;

/**
 * A figure's width, given once: a paper's single or double column, or a length. The height follows from the content
 * unless {@link Plot.Builder#height(double)} fixes it.
 */
public final class Width {

    /** One column of a two-column paper: 3.5 in. */
    public static final Width SINGLE = new Width("single", 3.5);
    /** Both columns of a two-column paper: 7.16 in. */
    public static final Width DOUBLE = new Width("double", 7.16);

    private static final double MIN_IN = 1.0;
    private static final double MAX_IN = 40.0;
    private static final double POINTS_PER_INCH = 72.0;

    private final Object json;
    private final double inches;

    private Width(Object json, double inches) {
        this.json = json;
        this.inches = inches;
    }

    /**
     * A width in inches.
     *
     * @param inches between 1 and 40
     * @return the width
     * @throws IllegalArgumentException when out of range
     */
    public static Width inches(double inches) {
        if (!(inches >= MIN_IN && inches <= MAX_IN)) {
            throw new IllegalArgumentException("a width is between " + MIN_IN + " and " + MAX_IN + " in, not " + inches);
        }
        return new Width(inches, inches);
    }

    /**
     * A width in PostScript points, as a LaTeX {@code \columnwidth} is often given (252 pt is 3.5 in).
     *
     * @param points between 72 and 2880
     * @return the width
     */
    public static Width points(double points) {
        return inches(points / POINTS_PER_INCH);
    }

    /**
     * The width in inches.
     *
     * @return inches
     */
    public double inInches() {
        return inches;
    }

    /** How the description says it: "single", "double" or a number of inches. */
    Object json() {
        return json;
    }

    @Override
    public String toString() {
        return json instanceof String s ? s : inches + " in";
    }
}
