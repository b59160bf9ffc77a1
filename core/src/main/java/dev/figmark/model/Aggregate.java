package dev.figmark.model;

import java.util.List;

/**
 * One row per group of rows that are equal in the groupby fields, in the order the groups first appear; each field
 * summed up by a statistic. Each summed-up value keeps the rows it came from, so an error bar or band can ask for
 * their spread ({@code "error": "sd"}, {@code "band": "ci95"}, {@code "band": ["min", "max"]}). A CSV or JSON lines
 * file too large for the heap is read in parts through an aggregate of count, sum, mean, min, max, sd, sem or ci95,
 * which keeps each group's moments instead of its rows. JSON: {@code {"aggregate": "mean", "groupby": ["engine", "batch"]}}.
 *
 * @param aggregate the statistic of each group's values: mean, median, min, max, sum, count (a field "count"), sd,
 *                  sem, ci95 (half the width of the 95 % confidence interval of the mean, Student's t), or a
 *                  percentile such as p99 (numpy's linear method)
 * @param groupby   the fields whose values make a group (none: the whole table is one group)
 * @param fields    the number fields summed up (default: every number field not in groupby); other fields are left
 *                  out
 * @param method    how a percentile falls between two values, as numpy's {@code percentile} names it: linear (default),
 *                  lower, higher, nearest, midpoint, inverted_cdf, ... (a nearest-rank P99 is inverted_cdf); the
 *                  caption says which
 * @param missing   what to do with a summed-up cell without a number (empty, n/a, NaN): refuse (default) names its
 *                  file, line and field, since a statistic over the others would stand for fewer rows than its group
 *                  has; skip leaves it out of its group's statistic and says in one warning which groups lost rows
 */
@Kind("aggregate")
@OneFieldCopies
public record Aggregate(@Required @Matches(value = Transform.STAT, what = Transform.STAT_WORDS) String aggregate,
        List<String> groupby,
        List<String> fields,
        @Matches(value = Transform.METHOD, what = Transform.METHOD_WORDS) String method,
        Series.Missing missing) implements Transform, AggregateCopies {

    /** Checks the fields that must agree with each other. */
    public Aggregate {
        groupby = Copies.list(groupby);
        fields = Copies.list(fields);
        SeriesChecks.distinct(groupby, "groupby");
        SeriesChecks.distinct(fields, "fields");
        if (method != null && !aggregate.startsWith("p")) {
            throw new FigureException("method", "says how a percentile falls between two values; " + aggregate + " is not a percentile");
        }
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.aggregate(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Aggregate groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
