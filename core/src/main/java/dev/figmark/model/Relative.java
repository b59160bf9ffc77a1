package dev.figmark.model;

import java.util.List;

/**
 * Each value of a field against the value of its group's baseline row: a speed-up over a baseline engine, a slowdown
 * against batch 1. JSON: {@code {"relative": "tps", "baseline": "engine == \"HF\"", "groupby": ["batch"]}}.
 *
 * @param relative the number field, replaced by each value against the baseline's
 * @param baseline an expression that picks the baseline row of each group, such as engine == "HF"
 * @param groupby  the fields a row shares with its baseline row (none: one baseline row for the whole table)
 * @param mode     ratio (value / baseline, the default: a speed-up of throughputs), inverse (baseline / value: a
 *                 speed-up of times) or difference (value − baseline)
 */
@Kind("relative")
@OneFieldCopies
public record Relative(@Required String relative, @Required String baseline, List<String> groupby, Mode mode) implements Transform, RelativeCopies {

    /** Checks the fields that must agree with each other. */
    public Relative {
        groupby = Copies.list(groupby);
        SeriesChecks.expression(baseline, "baseline");
        SeriesChecks.distinct(groupby, "groupby");
    }

    /** How a value is set against its baseline's. */
    public enum Mode {
        /** value / baseline. */
        RATIO,
        /** baseline / value. */
        INVERSE,
        /** value − baseline. */
        DIFFERENCE
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.relative(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Relative groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
