package dev.figmark.model;

import java.util.List;

/**
 * The rows no other row beats in both of two fields (the Pareto frontier), in order of the first field, within each
 * group. JSON: {@code {"frontier": ["latency_ms", "tps"], "best": ["min", "max"]}}.
 *
 * @param frontier the two number fields
 * @param best     for each field, whether its best is its min or its max
 * @param groupby  the fields whose values make a group, each with its own frontier
 */
@Kind("frontier")
@OneFieldCopies
public record Frontier(@Required @Range(min = 2, max = 2) List<String> frontier,
        @Required @Range(min = 2, max = 2) List<Best> best,
        List<String> groupby) implements Transform, FrontierCopies {

    /** Checks the fields that must agree with each other. */
    public Frontier {
        frontier = Copies.list(frontier);
        best = Copies.list(best);
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(frontier, "frontier");
        SeriesChecks.distinct(groupby, "groupby");
    }

    /** Which end of a field is best. */
    public enum Best {
        /** The least value. */
        MIN,
        /** The greatest value. */
        MAX
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.frontier(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Frontier groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
