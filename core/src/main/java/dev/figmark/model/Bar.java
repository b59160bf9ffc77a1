package dev.figmark.model;

import java.util.List;

/**
 * Vertical bars, one per category; bar series of a panel stand side by side, or stack. JSON: {@code "kind": "bar"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param x the bars' categories (or numeric positions): inline, or a field of the data's rows
 * @param group the outer category of each bar (model, beside x's batch size): inline, or a field; the bars of one
 *        group stand together, a gap between groups, x's names under the bars and each group's name under its bars
 * @param y the bars' values: inline, or a field of the data's rows
 * @param yScale multiply y values by this factor
 * @param yErr the distance from y to either bound (symmetric): inline, or a field
 * @param yLow the lower bound of each value, with y_high (asymmetric)
 * @param yHigh the upper bound of each value, with y_low
 * @param stack stacked on the stacked bars before it at the same category
 * @param values each bar's value beside its tip (true; on stacked bars inside each part, where it fits), or on
 *        stacked bars {@code "total"}: the top of the stack so far, on the last part the stack's sum
 * @param hatch hatch lines over the colour; by default none, or in a print_safe figure one per bar series after
 *        the first
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param axis the y axis the series is drawn against: y (left, default) or y2 (right; the panel needs {@code
 *        y2})
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 * @param by one series per value of this field (in the order they first appear, or the order given), each labelled
 *        by its value (or by the label as a template of fields, such as "{engine} p99"), each with its own colour
 *        and legend entry; a value keeps its look in every panel
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param error error bars from the rows behind each aggregated y (y must come from an aggregate step): "sd", "sem"
 *        or "ci95" for y ± that spread of its rows, or two ends such as ["min", "max"] or ["p10", "p90"]
 * @param labels a label at each bar or point: a field of the row, or a template of its fields in braces with
 *        Python's format specifications, such as "{value:.1f}×" or "{share:.0%}" (value is the drawn y); inside
 *        stacked parts where they fit, those that do not fit left out and counted in one warning
 * @param alpha the series' opacity, from 0 (unseen) to 1 (opaque, the default), as matplotlib's alpha: its lines,
 *        markers and fills (a band's or area's light fill is made lighter still)
 * @param edgeColor the colour of each bar's edge, #rrggbb (default none: light bars on white want one)
 * @param edgeWidth the width of each bar's edge, in points (default 0.5 with an edge colour)
 * @param hatches each value its own hatch (none, lines, crosses, dots …), kept per value in every panel as its colour
 *        is: bars told apart in grey print; true for the values of by in turn, a list of hatches for them, or {"by":
 *        FIELD} for the values of another field
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 */
@Kind("bar")
@OneFieldCopies
public record Bar(String label,
        String data,
        String where,
        @Required Values x,
        Values group,
        @Required Values y,
        Double yScale,
        Values yErr,
        Values yLow,
        Values yHigh,
        Boolean stack,
        ValueLabels values,
        Hatch hatch,
        @Hex String color,
        YAxis axis,
        Missing missing,
        By by,
        List<Transform> transform,
        Interval error,
        String labels,
        @Range(min = 0, max = 1) Double alpha,
        @Hex String edgeColor,
        @Range(min = 0, max = 4) Double edgeWidth,
        Styles hatches,
        Boolean legend) implements Points, BarLike, OnYAxis, Styled, Listed, BarCopies {

    /** Checks the fields that must agree with each other. */
    public Bar {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.styled(label, by, hatch != null, hatches, "hatches", "hatch", Hatch.class);
        SeriesChecks.checkPoints(label, x, y);
        if (group != null && (group.count() < 0) != (x.count() < 0)) {
            throw new FigureException("group", SeriesChecks.who(label) + "give group as x is given: both inline, or both fields of the data");
        }
        if (group != null && group.count() >= 0 && group.count() != x.count()) {
            throw new FigureException("group", SeriesChecks.who(label) + "has " + group.count() + " values but x has " + x.count());
        }
        SeriesChecks.checkBounds(label, y, yErr, yLow, yHigh, false);
        SeriesChecks.checkInterval(label, "error", error, y, yErr, yLow);
        SeriesChecks.checkUnstacked(label, stack, yErr, yLow);
        if (labels != null && values != null && values != ValueLabels.NONE) {
            throw new FigureException("labels", SeriesChecks.who(label) + "give values (each bar's value) or labels (a field or template), not both");
        }
        if (Boolean.TRUE.equals(stack) && error != null) {
            throw new FigureException("error", SeriesChecks.who(label) + "stacked bars take no error bars; draw them side by side");
        }
    }

    /**
     * The same series with {@code y_err} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Bar yErr(double... values) {
        return yErr(Values.of(values));
    }

    /**
     * The same series with {@code y_low} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Bar yLow(double... values) {
        return yLow(Values.of(values));
    }

    /**
     * The same series with {@code y_high} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Bar yHigh(double... values) {
        return yHigh(Values.of(values));
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
