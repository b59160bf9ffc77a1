package dev.figmark.model;

import java.util.List;

/**
 * A rolling statistic of a field over the last rows, or over a span of time before each row, within each group; the
 * rows before the first full window are left out (pandas' rolling, whose min_periods is the window), and said. JSON:
 * {@code {"window": "mean", "field": "tps", "size": 10}} or {@code {"window": "mean", "field": "tps", "span":
 * "5min", "on": "time"}}.
 *
 * @param window  the statistic: mean, median, sum, min or max
 * @param field   the number field, replaced by its rolling statistic
 * @param size    the window in rows, the row itself among them
 * @param span    the window as a span of on before each row (its end included, its start not, as pandas'
 *                rolling("5min")): a number in on's units, or with a unit for dates: 500ms, 30s, 5min, 2h, 7d
 * @param on      the field rows are ordered by, and that span measures (default: the table's order)
 * @param groupby the fields whose values make a group, each rolled alone
 */
@Kind("window")
@OneFieldCopies
public record Window(@Required @Matches(value = "mean|median|sum|min|max", what = "mean, median, sum, min or max") String window,
        @Required String field,
        @Range(min = 1, max = 1_000_000) Integer size,
        @Matches(value = SeriesChecks.SPAN, what = SeriesChecks.SPAN_WORDS) String span,
        String on,
        List<String> groupby) implements Transform, WindowCopies {

    /** Checks the fields that must agree with each other. */
    public Window {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
        if ((size == null) == (span == null)) {
            throw new FigureException(size == null ? "" : "span", "give the window as size (rows) or as span (of on), one of the two");
        }
        if (span != null && on == null) {
            throw new FigureException("span", "a span measures the field on; name it (\"on\": \"time\")");
        }
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.window(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Window groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
