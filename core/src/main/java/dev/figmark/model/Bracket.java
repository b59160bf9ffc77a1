package dev.figmark.model;

/**
 * A bracket between two categories (or two x values) of a panel, with its text above it ({@code p < 0.01}, {@code 1.8×}): drawn
 * just above the highest data between its ends, and above any bracket it overlaps, so that several stack. JSON:
 * {@code "kind": "bracket"}.
 *
 * @param x     its two ends: two category names of the panel, or two numbers along x
 * @param text  the text over its middle, such as {@code p < 0.01}, with the markup of any text
 * @param color its line's and text's colour, #rrggbb (default ink)
 */
@Kind("bracket")
@OneFieldCopies
public record Bracket(@Required Values x, @Required String text, @Hex String color) implements Series, Coloured, BracketCopies {

    /** Checks the fields that must agree with each other. */
    public Bracket {
        if (x == null || x.count() != 2) {
            throw new FigureException("x", "a bracket spans two ends: two category names, or two numbers");
        }
        if (text == null || text.isBlank()) {
            throw new FigureException("text", "a bracket needs its text, such as p < 0.01 or 1.8×");
        }
    }

    /**
     * A bracket between two categories with its text, above the data between them.
     *
     * @param from the first category
     * @param to   the second
     * @param text its text
     * @return the bracket
     */
    public static Bracket of(String from, String to, String text) {
        return new Bracket(Values.texts(FigureException.notNull(from, "x[0]"), FigureException.notNull(to, "x[1]")), text, null);
    }

    /**
     * A bracket has no legend entry.
     *
     * @return null
     */
    @Override
    public String label() {
        return null;
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
