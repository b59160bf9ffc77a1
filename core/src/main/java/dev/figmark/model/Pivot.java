package dev.figmark.model;

import java.util.List;

/**
 * Long rows made wide (Vega-Lite's pivot, pandas' pivot): one row per group, a new field for each value of the pivot
 * field, in the order the values first come, holding the value field of the group's row with that value (missing
 * where it has none); two rows of one group with one value are refused, as pandas refuses them. JSON: {@code {"pivot":
 * "metric", "value": "ms", "groupby": ["clients"]}}.
 *
 * @param pivot   the field whose values name the new fields
 * @param value   the field the new fields take their values from
 * @param groupby the fields whose values make a row of the new table
 */
@Kind("pivot")
@OneFieldCopies
public record Pivot(@Required String pivot, @Required String value, List<String> groupby) implements Transform, PivotCopies {

    /** Checks the fields that must agree with each other. */
    public Pivot {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.pivot(this);
    }
}
