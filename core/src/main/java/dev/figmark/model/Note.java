package dev.figmark.model;

import java.util.List;

/**
 * A note in the plot: at a data position (or a fraction of the plot), placed beside it where it covers no data, with
 * an optional arrow to a point. JSON: {@code "kind": "text"}.
 *
 * @param text  the note, with the markup of any text ({@code _{sub}}, {@code ^{super}}, {@code *italic*})
 * @param x     where, along x: in data units, a category by its name (a bar's: "vLLM"), or with {@code "at": "axes"} a
 *              fraction of the plot from its left
 * @param y     where, along y: in data units, a category by its name (a horizontal bar's, a heat map's row), or a
 *              fraction of the plot from its bottom
 * @param at    whether x and y are data units (default) or fractions of the plot
 * @param point the data point [x, y] an arrow from the note points to
 * @param color the note's colour, {@code #rrggbb}, its text's and its arrow's (default ink)
 * @param place where the note may go: near its anchor where it covers no data (auto, the default), or exactly
 *              there (force), with a warning when it covers data
 * @param weight the note's weight: normal (default) or bold, in the figure's face
 * @param size  the note's size in points (default the tick numbers' size); no smaller than the 6 pt papers accept
 * @param rotation degrees the note is turned counter-clockwise on the page about where it starts (a label along a
 *              slope), -90 to 90; the layout holds it clear of data and other text along its line
 */
@Kind("text")
@OneFieldCopies
public record Note(@Required String text, @Required Position x, @Required Position y, Anchor at, List<Double> point, @Hex String color,
                   Place place, Weight weight, @Range(min = 6, max = 24) Double size,
                   @Range(min = -90, max = 90) Double rotation) implements Series, Coloured, NoteCopies {

    /** The weight of a note's letters. */
    public enum Weight {
        /** As the figure's other text. */
        NORMAL,
        /** Bold, in the figure's face. */
        BOLD
    }

    /** What a note's x and y count in. */
    public enum Anchor {
        /** Data units of the panel's axes. */
        DATA,
        /** Fractions of the plot from its lower left corner. */
        AXES
    }

    /** Where a note may go. */
    public enum Place {
        /** Beside its anchor, at the first of several places that covers no data. */
        AUTO,
        /** Exactly at its anchor, whatever it covers (a warning says what). */
        FORCE
    }

    /** Checks the note. */
    public Note {
        point = Copies.list(point);
        if (text == null || x == null || y == null) {
            throw new FigureException(text == null ? "text" : x == null ? "x" : "y", "a text needs \"text\", and \"x\" and \"y\" where it goes");
        }
        if (at == Anchor.AXES && (x instanceof Position.Named || y instanceof Position.Named)) {
            throw new FigureException(x instanceof Position.Named ? "x" : "y", "names a category, and \"at\": \"axes\" takes fractions of the plot");
        }
        if (point != null && point.size() != 2) {
            throw new FigureException("point", "give the point the arrow goes to as [x, y]");
        }
    }

    @Override
    public String label() {
        return null;
    }

    /**
     * The same note with an arrow to a data point.
     *
     * @param px the point's x
     * @param py the point's y
     * @return a new note
     */
    public Note point(double px, double py) {
        return point(List.of(px, py));
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
