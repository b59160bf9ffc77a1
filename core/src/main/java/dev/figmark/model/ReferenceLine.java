package dev.figmark.model;

import java.util.List;

/**
 * A reference line across a panel's plot: vertical at an x, horizontal at a y, of a slope (y = x), or through two
 * points (ideal scaling); dashed and muted unless told, with an optional note beside it, and in the legend on request.
 *
 * <pre>{@code
 * ReferenceLine slo = ReferenceLine.atY(200, "p99 SLO").style(Series.LineStyle.DOTTED).color("#d62728");
 * ReferenceLine load = ReferenceLine.atX(12, "load ends").side(ReferenceLine.Side.RIGHT);
 * ReferenceLine ideal = ReferenceLine.through(1, 1800, 64, 115200, "ideal scaling").legend(true);
 * }</pre>
 *
 * @param x          a vertical line at this x, or at a category by its name (between two: a number such as 1.5)
 * @param y          a horizontal line at this y, or at a category by its name (horizontal bars, timelines)
 * @param style      the line's dash (default dashed)
 * @param color      the line's colour, {@code #rrggbb} (default muted grey)
 * @param annotation a note beside the line
 * @param side       a vertical line's note to its left (default) or right
 * @param slope a line of this slope, y = slope · x + intercept, drawn across the plot (on log axes too, where it
 *        bends unless it runs through the origin): 1 is y = x
 * @param intercept with slope, where the line crosses x = 0 (default 0)
 * @param through a line through two points, [[x1, y1], [x2, y2]], drawn across the plot: ideal scaling from a first
 *        measurement
 * @param legend list the line in the panel's legend, its annotation as its label (default false: the note beside it
 *        names it)
 */
@OneFieldCopies
public record ReferenceLine(Position x, Position y, Series.LineStyle style, @Hex String color, String annotation, Side side, Double slope, Double intercept, List<List<Double>> through, Boolean legend) implements ReferenceLineCopies {

    /** Which side of a vertical line its note goes. */
    public enum Side {
        /** Left of the line. */
        LEFT,
        /** Right of the line. */
        RIGHT
    }

    /** Checks that the line is vertical or horizontal, and that a side is only given for a vertical one. */
    public ReferenceLine {
        through = through == null ? null : through.stream().map(List::copyOf).toList();
        int given = (x == null ? 0 : 1) + (y == null ? 0 : 1) + (slope == null ? 0 : 1) + (through == null ? 0 : 1);
        if (given != 1) {
            throw new FigureException(given == 0 ? "" : y != null ? "y" : slope != null ? "slope" : "through",
                    "a reference line needs one of \"x\", \"y\", \"slope\" or \"through\"");
        }
        if (intercept != null && slope == null) {
            throw new FigureException("intercept", "goes with slope: y = slope · x + intercept");
        }
        if (through != null && (through.size() != 2 || through.get(0).size() != 2 || through.get(1).size() != 2)) {
            throw new FigureException("through", "takes two points, [[x1, y1], [x2, y2]]");
        }
        if (through != null && through.get(0).get(0).equals(through.get(1).get(0))) {
            throw new FigureException("through", "two points of one x make a vertical line; give \"x\" instead");
        }
        if (Boolean.TRUE.equals(legend) && (annotation == null || annotation.isBlank())) {
            throw new FigureException("legend", "lists the line by its annotation; give the line one");
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
        return new ReferenceLine(Position.of(x), null, null, null, note, null, null, null, null, null);
    }

    /**
     * A horizontal line.
     *
     * @param y    where
     * @param note its note, or null
     * @return the line
     */
    public static ReferenceLine atY(double y, String note) {
        return new ReferenceLine(null, Position.of(y), null, null, note, null, null, null, null, null);
    }

    /**
     * A line through two points, across the plot.
     *
     * @param x1   the first point's x
     * @param y1   its y
     * @param x2   the second point's x
     * @param y2   its y
     * @param note its note, or null
     * @return the line
     */
    public static ReferenceLine through(double x1, double y1, double x2, double y2, String note) {
        return new ReferenceLine(null, null, null, null, note, null, null, null, List.of(List.of(x1, y1), List.of(x2, y2)), null);
    }

    /**
     * The line y = slope · x, across the plot.
     *
     * @param slope the slope (1 for y = x)
     * @param note  its note, or null
     * @return the line
     */
    public static ReferenceLine slope(double slope, String note) {
        return new ReferenceLine(null, null, null, null, note, null, slope, null, null, null);
    }
}
