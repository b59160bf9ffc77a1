package dev.figmark.model;

import java.util.List;

/**
 * The best rows of each group by a number field, best first (pandas' {@code nlargest} and {@code nsmallest}, the
 * best row of each group with 1); among ties the first rows are kept. Rows without a value are never best. JSON:
 * {@code {"top": 1, "by": "tps", "groupby": ["engine"]}}.
 *
 * @param top     how many rows of each group are kept
 * @param by      the number field that decides
 * @param order   descending (default: the greatest is best) or ascending
 * @param groupby the fields whose values make a group
 */
@Kind("top")
@OneFieldCopies
public record Top(@Required @Range(min = 1, max = 1_000_000) Integer top,
        @Required String by,
        Rank.Order order,
        List<String> groupby) implements Transform, TopCopies {

    /** Checks the fields that must agree with each other. */
    public Top {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.top(this);
    }
}
