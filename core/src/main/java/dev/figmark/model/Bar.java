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
 */
@Kind("bar")
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
        @Range(min = 0, max = 4) Double edgeWidth) implements Points {

    /**
     * Checks the fields that must agree with each other.
     *
     * @param label see the record
     * @param data see the record
     * @param where see the record
     * @param x see the record
     * @param group see the record
     * @param y see the record
     * @param yScale see the record
     * @param yErr see the record
     * @param yLow see the record
     * @param yHigh see the record
     * @param stack see the record
     * @param values see the record
     * @param hatch see the record
     * @param color see the record
     * @param axis see the record
     * @param missing see the record
     * @param by see the record
     * @param transform see the record
     * @param error see the record
     * @param labels see the record
     * @param alpha see the record
     * @param edgeColor see the record
     * @param edgeWidth see the record
     */
    public Bar {
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
     * The same series with another {@code label}.
     *
     * @param value the series' name in the legend and the CSV
     * @return a new series
     */
    public Bar label(String value) {
        return Copies.with(this, "label", value);
    }

    /**
     * The same series with another {@code data}.
     *
     * @param value the data source (under the description's "data") whose rows the series takes its fields from
     * @return a new series
     */
    public Bar data(String value) {
        return Copies.with(this, "data", value);
    }

    /**
     * The same series with another {@code where}.
     *
     * @param value keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
     * @return a new series
     */
    public Bar where(String value) {
        return Copies.with(this, "where", value);
    }

    /**
     * The same series with another {@code x}.
     *
     * @param value the bars' categories (or numeric positions)
     * @return a new series
     */
    public Bar x(Values value) {
        return Copies.with(this, "x", value);
    }

    /**
     * The same series with another {@code y}.
     *
     * @param value the bars' values
     * @return a new series
     */
    public Bar y(Values value) {
        return Copies.with(this, "y", value);
    }

    /**
     * The same series with another {@code y_scale}.
     *
     * @param value multiply y values by this factor
     * @return a new series
     */
    public Bar yScale(Double value) {
        return Copies.with(this, "yScale", value);
    }

    /**
     * The same series with another {@code y_err}.
     *
     * @param value the distance from y to either bound (symmetric)
     * @return a new series
     */
    public Bar yErr(Values value) {
        return Copies.with(this, "yErr", value);
    }

    /**
     * The same series with another {@code y_low}.
     *
     * @param value the lower bound of each value, with y_high (asymmetric)
     * @return a new series
     */
    public Bar yLow(Values value) {
        return Copies.with(this, "yLow", value);
    }

    /**
     * The same series with another {@code y_high}.
     *
     * @param value the upper bound of each value, with y_low
     * @return a new series
     */
    public Bar yHigh(Values value) {
        return Copies.with(this, "yHigh", value);
    }

    /**
     * The same series with another {@code stack}.
     *
     * @param value stacked on the stacked bars before it at the same category
     * @return a new series
     */
    public Bar stack(Boolean value) {
        return Copies.with(this, "stack", value);
    }

    /**
     * The same series with another {@code values}.
     *
     * @param value each bar's value beside its tip (true), or on stacked bars {@code "total"}
     * @return a new series
     */
    public Bar values(ValueLabels value) {
        return Copies.with(this, "values", value);
    }

    /**
     * The same series with another {@code hatch}.
     *
     * @param value hatch lines over the colour
     * @return a new series
     */
    public Bar hatch(Hatch value) {
        return Copies.with(this, "hatch", value);
    }

    /**
     * The same series with another {@code color}.
     *
     * @param value the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
     * @return a new series
     */
    public Bar color(String value) {
        return Copies.with(this, "color", value);
    }

    /**
     * The same series with another {@code axis}.
     *
     * @param value the y axis the series is drawn against
     * @return a new series
     */
    public Bar axis(YAxis value) {
        return Copies.with(this, "axis", value);
    }

    /**
     * The same series with another {@code missing}.
     *
     * @param value what to do with a value that cannot be drawn (missing, not a number, or not positive on a log axis)
     * @return a new series
     */
    public Bar missing(Missing value) {
        return Copies.with(this, "missing", value);
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

    /**
     * The same series with another {@code by}.
     *
     * @param value the field whose values make one series each
     * @return a new series
     */
    public Bar by(By value) {
        return Copies.with(this, "by", value);
    }

    /**
     * The same series with another {@code transform}.
     *
     * @param value the steps, in order
     * @return a new series
     */
    public Bar transform(List<Transform> value) {
        return Copies.with(this, "transform", value);
    }

    /**
     * The same series with another {@code error}.
     *
     * @param value the spread or ends of the rows behind each value
     * @return a new series
     */
    public Bar error(Interval value) {
        return Copies.with(this, "error", value);
    }

    /**
     * The same series with another {@code labels}.
     *
     * @param value a field, or a template of fields
     * @return a new series
     */
    public Bar labels(String value) {
        return Copies.with(this, "labels", value);
    }

    /**
     * The same series with another {@code alpha}.
     *
     * @param value the opacity, 0 to 1
     * @return a new series
     */
    public Bar alpha(Double value) {
        return Copies.with(this, "alpha", value);
    }

    /**
     * The same series with another {@code edge_color}.
     *
     * @param value the edge's colour
     * @return a new series
     */
    public Bar edgeColor(String value) {
        return Copies.with(this, "edgeColor", value);
    }

    /**
     * The same series with another {@code edge_width}.
     *
     * @param value the edge's width in points
     * @return a new series
     */
    public Bar edgeWidth(Double value) {
        return Copies.with(this, "edgeWidth", value);
    }

    /**
     * The same series with its bars grouped: an outer category for each bar.
     *
     * @param value the groups, inline or a field
     * @return a new series
     */
    public Bar group(Values value) {
        return Copies.with(this, "group", value);
    }
}
