package dev.figmark.model;

/**
 * An axis's range instead of the values' own: fixed ends, either of which may be left to the values ({@code [0,
 * null]}, matplotlib's {@code set_ylim(bottom=0)}), or ends as factors of the values drawn ({@code {"max": 1.1}},
 * a script's {@code set_ylim(top=1.1 * df.max())}).
 *
 * <pre>{@code
 * Axis room = Axis.linear("tokens/s").limits(Limits.fromData(null, 1.1));
 * }</pre>
 */
public sealed interface Limits permits Limits.Fixed, Limits.FromData {

    /**
     * Fixed ends.
     *
     * @param low  the low end, or null for the values' own
     * @param high the high end, or null for the values' own
     */
    record Fixed(Double low, Double high) implements Limits {
        /** Checks the ends. */
        public Fixed {
            if (low == null && high == null) {
                throw new FigureException("", "gives neither end; leave it out, or give one end a number");
            }
            if (low != null && !Double.isFinite(low) || high != null && !Double.isFinite(high)) {
                throw new FigureException("", "takes [low, high], two numbers (either null to leave that end to the values)");
            }
            if (low != null && high != null && !(high > low)) {
                throw new FigureException("", "needs low < high");
            }
        }
    }

    /**
     * Ends from the values drawn: the least times {@code min}, the largest times {@code max}.
     *
     * @param min the factor of the least value drawn, or null for the values' own end
     * @param max the factor of the largest value drawn, or null for the values' own end
     */
    record FromData(Double min, Double max) implements Limits {
        /** Checks the factors. */
        public FromData {
            if (min == null && max == null) {
                throw new FigureException("", "gives neither factor; give \"max\" (1.1: a tenth above the largest value drawn) or \"min\"");
            }
            if (min != null && !(min > 0 && Double.isFinite(min)) || max != null && !(max > 0 && Double.isFinite(max))) {
                throw new FigureException(min != null && !(min > 0 && Double.isFinite(min)) ? "min" : "max",
                        "is a factor of the values drawn, a number above 0 (1.1 for a tenth more)");
            }
        }
    }

    /**
     * Fixed ends.
     *
     * @param low  the low end, or null for the values' own
     * @param high the high end, or null for the values' own
     * @return the limits
     */
    static Fixed of(Double low, Double high) {
        return new Fixed(low, high);
    }

    /**
     * Ends as factors of the values drawn.
     *
     * @param min the factor of the least value, or null
     * @param max the factor of the largest value, or null
     * @return the limits
     */
    static FromData fromData(Double min, Double max) {
        return new FromData(min, max);
    }
}
