package dev.figmark.model;

import java.util.List;

/**
 * Each value of a field as its share (0 to 1) of the total of its group: the parts of a 100 % stacked bar. JSON:
 * {@code {"normalize": "ms", "groupby": ["engine"]}}.
 *
 * @param normalize the number field, replaced by each value's share
 * @param groupby   the fields whose values make a group, whose total is 1 (none: the whole table)
 */
@Kind("normalize")
@OneFieldCopies
public record Normalize(@Required String normalize, List<String> groupby) implements Transform, NormalizeCopies {

    /** Checks the fields that must agree with each other. */
    public Normalize {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.normalize(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Normalize groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
