package dev.figmark.model;

import java.util.List;

/**
 * A running statistic of a field down the rows, within each group, as pandas' {@code cumsum}: the running sum, the
 * count of values so far, their running share of the group's total (a CDF of the values' sum), or the running least or
 * greatest. A missing value stays missing and the run goes on past it. JSON: {@code {"cumulative": "share", "field":
 * "ttft_ms", "sort": "ttft_ms", "as": "cdf"}}.
 *
 * @param cumulative the statistic: sum, count, share, min or max
 * @param field      the number field
 * @param sort       a field the rows are put in order of first, least first (stable); none keeps the table's order
 * @param groupby    the fields whose values make a group, each run alone
 * @param as         the new field's name (default: the field, replaced)
 */
@Kind("cumulative")
@OneFieldCopies
public record Cumulative(@Required @Matches(value = "sum|count|share|min|max", what = "sum, count, share, min or max") String cumulative,
        @Required String field,
        String sort,
        List<String> groupby,
        @Matches(value = SeriesChecks.NAME, what = SeriesChecks.NAME_WORDS) String as) implements Transform, CumulativeCopies {

    /** Checks the fields that must agree with each other. */
    public Cumulative {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.cumulative(this);
    }
}
