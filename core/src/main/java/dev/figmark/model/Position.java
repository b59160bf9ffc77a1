package dev.figmark.model;

/**
 * Where along an axis a note stands: at a number in the axis's units, or at a category by its name, as a script puts
 * a note at a bar ({@code ax.annotate("+34", ("vLLM", 120))}). JSON: a number or a text.
 *
 * <pre>{@code
 * Position at = Position.of(8);
 * Position bar = Position.named("vLLM");
 * }</pre>
 */
public sealed interface Position permits Position.At, Position.Named {

    /**
     * A number in the axis's units (or, for a note at "axes", a fraction of the plot).
     *
     * @param value the number
     */
    record At(double value) implements Position {
        /** Checks the number. */
        public At {
            if (!Double.isFinite(value)) {
                throw new FigureException("", "is not a finite number");
            }
        }
    }

    /**
     * A category of the axis, by its name.
     *
     * @param name the category's name, as the axis writes it
     */
    record Named(String name) implements Position {
        /** Checks the name. */
        public Named {
            if (name == null || name.isEmpty()) {
                throw new FigureException("", "names no category; give a number or a category's name");
            }
        }
    }

    /**
     * A number.
     *
     * @param value the number
     * @return the position
     */
    static Position of(double value) {
        return new At(value);
    }

    /**
     * A category by name.
     *
     * @param name the category
     * @return the position
     */
    static Position named(String name) {
        return new Named(name);
    }
}
