package dev.figmark.model;

import java.util.List;

/**
 * Each row's place as a new field, counted within each group (pandas' {@code cumcount}, or the row number a script
 * draws as x). JSON: {@code {"index": "step", "groupby": ["run"]}}.
 *
 * @param index   the new field's name
 * @param start   the first row's number (default 0, as pandas and range count)
 * @param groupby the fields whose values make a group, each counted alone
 */
@Kind("index")
@OneFieldCopies
public record Index(@Required @Matches(value = SeriesChecks.NAME, what = SeriesChecks.NAME_WORDS) String index,
        @Range(min = 0, max = 1) Integer start,
        List<String> groupby) implements Transform, IndexCopies {

    /** Checks the fields that must agree with each other. */
    public Index {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.index(this);
    }
}
