package dev.figmark.model;

/**
 * A new field from an arithmetic expression over the fields of each row: {@code + - * /}, powers ({@code ^}),
 * parentheses, {@code log}, {@code log2}, {@code log10}, {@code exp}, {@code sqrt}, {@code abs}, {@code min} and
 * {@code max} of any count of values. JSON: {@code {"calculate": "tokens / seconds", "as": "tps"}}.
 *
 * @param calculate the expression, such as tokens / seconds or log2(batch)
 * @param as        the new field's name (a field of that name is replaced)
 */
@Kind("calculate")
public record Calculate(@Required String calculate,
        @Required @Matches(value = SeriesChecks.NAME, what = SeriesChecks.NAME_WORDS) String as) implements Transform {

    /**
     * Checks the fields that must agree with each other.
     *
     * @param calculate see the record
     * @param as        see the record
     */
    public Calculate {
        SeriesChecks.expression(calculate, "calculate");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.calculate(this);
    }

    /**
     * The same step with another {@code calculate}.
     *
     * @param value the expression
     * @return a new step
     */
    public Calculate calculate(String value) {
        return Copies.with(this, "calculate", value);
    }

    /**
     * The same step with another {@code as}.
     *
     * @param value the new field's name
     * @return a new step
     */
    public Calculate as(String value) {
        return Copies.with(this, "as", value);
    }
}
