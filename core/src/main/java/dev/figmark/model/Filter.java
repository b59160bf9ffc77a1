package dev.figmark.model;

/**
 * Keeps the rows an expression holds for (where SQL writes WHERE). JSON: {@code {"filter": "engine == \"vLLM\" and
 * batch >= 8"}}.
 *
 * @param filter the rows to keep: comparisons ({@code == != < <= > >=}) of fields, numbers, texts in quotes and dates
 *               (ISO 8601 in quotes), joined by and, or, not and parentheses; arithmetic as in calculate
 */
@Kind("filter")
@OneFieldCopies
public record Filter(@Required String filter) implements Transform, FilterCopies {

    /** Checks the fields that must agree with each other. */
    public Filter {
        SeriesChecks.expression(filter, "filter");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.filter(this);
    }
}
