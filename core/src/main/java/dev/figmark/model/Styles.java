package dev.figmark.model;

import java.util.List;

/**
 * Each value its own marker, dash or hatch besides its colour, kept per value in every panel, as seaborn's
 * {@code markers=}, {@code dashes=} and {@code style=} give them. JSON: {@code true} (the values of {@code by} in turn
 * from figmark's cycle), a list of names (the values of {@code by} in turn from the list), or an object naming
 * another field ({@code {"by": "gpu"}}: one per value of gpu, while colours go by {@code by}).
 *
 * <pre>{@code
 * Styles cycle = Styles.each();
 * Styles mine = Styles.of("circle", "square");
 * Styles gpus = Styles.by("gpu");
 * }</pre>
 */
public sealed interface Styles permits Styles.Each, Styles.Listed, Styles.ByField {

    /** The values of {@code by} in turn, each from figmark's cycle. */
    record Each() implements Styles {
    }

    /**
     * The values of {@code by} in turn, each from this list.
     *
     * @param values the names, one per value, in the order the values are drawn
     */
    record Listed(List<String> values) implements Styles {
        /** Checks the names. */
        public Listed {
            values = Copies.list(values);
            if (values == null || values.isEmpty()) {
                throw new FigureException("", "gives no names; give one per value, or true for figmark's own");
            }
            SeriesChecks.distinct(values, "");
        }
    }

    /**
     * One per value of another field than the colours' {@code by}: the series is split by both, seaborn's {@code style=}.
     *
     * @param by     the field whose values each take their own
     * @param values the names in the order the field's values first appear (default figmark's cycle)
     */
    record ByField(@Required String by, List<String> values) implements Styles {
        /** Checks the field and the names. */
        public ByField {
            values = Copies.list(values);
            if (by == null || by.isEmpty()) {
                throw new FigureException("by", "name the field whose values each take their own");
            }
            SeriesChecks.distinct(values, "values");
        }
    }

    /**
     * The values of {@code by} in turn, each from figmark's cycle.
     *
     * @return the styles
     */
    static Styles each() {
        return new Each();
    }

    /**
     * The values of {@code by} in turn, each from these names.
     *
     * @param names one per value
     * @return the styles
     */
    static Styles of(String... names) {
        if (names == null) {
            throw new FigureException("", "gives no names; give one per value, or true for figmark's own");
        }
        return new Listed(java.util.Arrays.asList(names));
    }

    /**
     * One per value of another field.
     *
     * @param field the field
     * @return the styles
     */
    static Styles by(String field) {
        return new ByField(field, null);
    }

    /** @return the names given, in turn, or null for figmark's cycle */
    default List<String> names() {
        return this instanceof Listed l ? l.values() : this instanceof ByField b ? b.values() : null;
    }

    /** @return the other field whose values each take their own, or null where they go by {@code by} */
    default String field() {
        return this instanceof ByField b ? b.by() : null;
    }
}
