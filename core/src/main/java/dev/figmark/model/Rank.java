package dev.figmark.model;

import java.util.List;

/**
 * Each row's rank by a number field within its group, as pandas' {@code rank}: 1 for the least (or, descending, the
 * greatest); ties share the mean of their ranks by default, or the least, the greatest, the rank of their order, or
 * dense ranks. A missing value has no rank. JSON: {@code {"rank": "tps", "order": "descending", "groupby": ["model"]}}.
 *
 * @param rank    the number field ranked
 * @param order   ascending (default: 1 for the least) or descending
 * @param ties    average (default), min, max, first or dense, as pandas' method
 * @param groupby the fields whose values make a group, each ranked alone
 * @param as      the new field's name (default: rank)
 */
@Kind("rank")
@OneFieldCopies
public record Rank(@Required String rank,
        Order order,
        @Matches(value = "average|min|max|first|dense", what = "average, min, max, first or dense") String ties,
        List<String> groupby,
        @Matches(value = SeriesChecks.NAME, what = SeriesChecks.NAME_WORDS) String as) implements Transform, RankCopies {

    /** Which end ranks first. */
    public enum Order {
        /** The least value first. */
        ASCENDING,
        /** The greatest value first. */
        DESCENDING
    }

    /** Checks the fields that must agree with each other. */
    public Rank {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.rank(this);
    }
}
