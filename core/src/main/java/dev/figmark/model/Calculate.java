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
@OneFieldCopies
public record Calculate(@Required String calculate,
        @Required @Matches(value = SeriesChecks.NAME, what = SeriesChecks.NAME_WORDS) String as) implements Transform, CalculateCopies {

    /** Checks the fields that must agree with each other. */
    public Calculate {
        SeriesChecks.expression(calculate, "calculate");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.calculate(this);
    }
}
