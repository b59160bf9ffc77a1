package dev.figmark.model;

import java.util.List;

/**
 * Several statistics of one field's values at once, as a long table (one row per group and statistic, holding the
 * statistic's name and its value), so that they can be categories: P50, P90 and P99 bars from raw latencies. JSON:
 * {@code {"describe": ["p50", "p90", "p99"], "field": "ttft_ms", "groupby": ["engine"]}}.
 *
 * @param describe the statistics, each as an aggregate names it: mean, median, min, max, sum, count, sd, sem, ci95 or a
 *                 percentile such as p99
 * @param field    the number field
 * @param method   how a percentile falls between two values, as numpy's {@code percentile} names it (default linear)
 * @param groupby  the fields whose values make a group
 * @param as       the names of the two new fields: the statistic's, and its value (default: statistic and value)
 */
@Kind("describe")
@OneFieldCopies
public record Describe(@Required @Range(min = 1, max = 100) List<String> describe,
        @Required String field,
        @Matches(value = Transform.METHOD, what = Transform.METHOD_WORDS) String method,
        List<String> groupby,
        @Range(min = 2, max = 2) List<String> as) implements Transform, DescribeCopies {

    /** Checks the fields that must agree with each other. */
    public Describe {
        describe = Copies.list(describe);
        groupby = Copies.list(groupby);
        as = Copies.list(as);
        SeriesChecks.distinct(describe, "describe");
        SeriesChecks.distinct(groupby, "groupby");
        SeriesChecks.distinct(as, "as");
        for (int i = 0; describe != null && i < describe.size(); i++) {
            if (describe.get(i) == null || !describe.get(i).matches(Transform.STAT)) {
                throw new FigureException("describe[" + i + "]", "is not " + Transform.STAT_WORDS);
            }
        }
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.describe(this);
    }
}
