package dev.figmark.model;

import java.util.List;

/**
 * Wide rows made long (Vega-Lite's fold, pandas' melt): each row becomes one row per folded field, holding the
 * field's name and its value, the other fields repeated; a CSV with a column per step or per worker becomes rows to
 * draw by. JSON: {@code {"fold": ["worker0", "worker1"], "as": ["worker", "ms"]}}.
 *
 * @param fold the fields folded, each holding numbers or each texts
 * @param as   the names of the two new fields: the folded field's name, and its value (default: key and value)
 */
@Kind("fold")
@OneFieldCopies
public record Fold(@Required @Range(min = 1, max = 10_000) List<String> fold, @Range(min = 2, max = 2) List<String> as) implements Transform, FoldCopies {

    /** Checks the fields that must agree with each other. */
    public Fold {
        fold = Copies.list(fold);
        as = Copies.list(as);
        SeriesChecks.distinct(fold, "fold");
        SeriesChecks.distinct(as, "as");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.fold(this);
    }
}
