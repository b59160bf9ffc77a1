package dev.figmark.model;

/**
 * A reference line across a panel's plot: vertical at an x or horizontal at a y, dashed and muted unless told, with an
 * optional note beside it.
 *
 * <pre>{@code
 * ReferenceLine slo = ReferenceLine.atY(200, "p99 SLO").style(Series.LineStyle.DOTTED).color("#d62728");
 * ReferenceLine load = ReferenceLine.atX(12, "load ends").side(ReferenceLine.Side.RIGHT);
 * }</pre>
 *
 * @param x          a vertical line at this x
 * @param y          a horizontal line at this y
 * @param style      the line's dash (default dashed)
 * @param color      the line's colour, {@code #rrggbb} (default muted grey)
 * @param annotation a note beside the line
 * @param side       a vertical line's note to its left (default) or right
 */
public record ReferenceLine(Double x, Double y, Series.LineStyle style, @Hex String color, String annotation, Side side) {

    /** Which side of a vertical line its note goes. */
    public enum Side {
        /** Left of the line. */
        LEFT,
        /** Right of the line. */
        RIGHT
    }

    /**
     * Checks that the line is vertical or horizontal, and that a side is only given for a vertical one.
     *
     * @param x          see the record
     * @param y          see the record
     * @param style      see the record
     * @param color      see the record
     * @param annotation see the record
     * @param side       see the record
     */
    public ReferenceLine {
        if ((x == null) == (y == null)) {
            throw new FigureException(x == null ? "" : "y", "a reference line needs \"x\" or \"y\", one of them");
        }
        if (side != null && x == null) {
            throw new FigureException("side", "places the note of a vertical line (x); a horizontal line's note sits above it at the right");
        }
    }

    /**
     * A vertical line.
     *
     * @param x     where
     * @param note  its note, or null
     * @return the line
     */
    public static ReferenceLine atX(double x, String note) {
        return new ReferenceLine(x, null, null, null, note, null);
    }

    /**
     * A horizontal line.
     *
     * @param y    where
     * @param note its note, or null
     * @return the line
     */
    public static ReferenceLine atY(double y, String note) {
        return new ReferenceLine(null, y, null, null, note, null);
    }

    /**
     * The same line in another dash.
     *
     * @param value the dash
     * @return a new line
     */
    public ReferenceLine style(Series.LineStyle value) {
        return Copies.with(this, "style", value);
    }

    /**
     * The same line in another colour.
     *
     * @param value {@code #rrggbb}
     * @return a new line
     */
    public ReferenceLine color(String value) {
        return Copies.with(this, "color", value);
    }

    /**
     * The same vertical line with its note on another side.
     *
     * @param value the side
     * @return a new line
     */
    public ReferenceLine side(Side value) {
        return Copies.with(this, "side", value);
    }

    /**
     * The same line with another {@code x}.
     *
     * @param value a vertical line at this x
     * @return a new line
     */
    public ReferenceLine x(Double value) {
        return Copies.with(this, "x", value);
    }

    /**
     * The same line with another {@code y}.
     *
     * @param value a horizontal line at this y
     * @return a new line
     */
    public ReferenceLine y(Double value) {
        return Copies.with(this, "y", value);
    }

    /**
     * The same line with another {@code annotation}.
     *
     * @param value the note beside it
     * @return a new line
     */
    public ReferenceLine annotation(String value) {
        return Copies.with(this, "annotation", value);
    }
}
