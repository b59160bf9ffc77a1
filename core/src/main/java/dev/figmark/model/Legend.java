package dev.figmark.model;

/**
 * Where a legend goes and in how many columns. In JSON a position alone is a text ({@code "legend": "below"}); with
 * columns, an object ({@code {"position": "above", "columns": 3}}).
 *
 * <pre>{@code
 * Legend above = Legend.at(Legend.Position.ABOVE).columns(3);
 * }</pre>
 *
 * @param position where it goes
 * @param columns  entries per row (matplotlib's ncol); as many as fit unless given
 */
@OneFieldCopies
public record Legend(@Required Position position, @Range(min = 1, max = 12) Integer columns) implements LegendCopies {

    /** Where a legend goes. */
    public enum Position {
        /** Above the plot, at its right edge (a panel's default with two or more entries). */
        @Key("above right") ABOVE_RIGHT,
        /** Above the plot, at its left edge. */
        @Key("above left") ABOVE_LEFT,
        /** Above the plot, centred. */
        ABOVE,
        /** Below the plot, at its right edge. */
        BELOW,
        /** Below the plot, at its left edge. */
        @Key("below left") BELOW_LEFT,
        /** Right of the plot, outside it. */
        RIGHT,
        /** In the figure's one legend, above all panels. */
        FIGURE,
        /** Nowhere. */
        NONE,
        /** At the end of each line and step, its name in its colour, in place of a box of entries (direct labelling). */
        END,
        /** Inside the plot, in the first corner that covers no data; else above, with a warning. */
        BEST,
        /** Inside, the upper right corner, when it covers no data. */
        @Key("upper right") UPPER_RIGHT,
        /** Inside, the upper left corner. */
        @Key("upper left") UPPER_LEFT,
        /** Inside, the lower right corner. */
        @Key("lower right") LOWER_RIGHT,
        /** Inside, the lower left corner. */
        @Key("lower left") LOWER_LEFT
    }

    /** Checks the position. */
    public Legend {
        if (position == null) {
            throw new FigureException("position", "a legend needs a position");
        }
    }

    /**
     * A legend at a position.
     *
     * @param position where
     * @return the legend
     */
    public static Legend at(Position position) {
        return new Legend(position, null);
    }
}
