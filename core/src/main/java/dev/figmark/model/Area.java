package dev.figmark.model;

import java.util.List;

/**
 * The area between zero (or the stacked areas before it) and the line through the points. JSON: {@code "kind":
 * "area"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param x x values: inline, or a field of the data's rows
 * @param y y values: inline, or a field of the data's rows
 * @param xScale multiply x values by this factor (1e-3 for ms to s)
 * @param yScale multiply y values by this factor
 * @param stack stacked on the stacked areas before it in the panel, which share its x
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param lineStyle the line's dash (default solid, or one per series in a print_safe figure)
 * @param sort sort points by x before drawing (default true)
 * @param axis the y axis the series is drawn against: y (left, default) or y2 (right; the panel needs {@code
 *        y2})
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 * @param by one series per value of this field (in the order they first appear, or the order given), each labelled
 *        by its value (or by the label as a template of fields, such as "{engine} p99"), each with its own colour
 *        and legend entry; a value keeps its look in every panel
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param alpha the series' opacity, from 0 (unseen) to 1 (opaque, the default), as matplotlib's alpha: its lines,
 *        markers and fills (a band's or area's light fill is made lighter still)
 */
@Kind("area")
public record Area(String label,
        String data,
        String where,
        @Required Values x,
        @Required Values y,
        Double xScale,
        Double yScale,
        Boolean stack,
        @Hex String color,
        LineStyle lineStyle,
        Boolean sort,
        YAxis axis,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha) implements Points {

    /**
     * Checks the fields that must agree with each other.
     *
     * @param label see the record
     * @param data see the record
     * @param where see the record
     * @param x see the record
     * @param y see the record
     * @param xScale see the record
     * @param yScale see the record
     * @param stack see the record
     * @param color see the record
     * @param lineStyle see the record
     * @param sort see the record
     * @param axis see the record
     * @param missing see the record
     * @param by see the record
     * @param transform see the record
     * @param alpha see the record
     */
    public Area {
        SeriesChecks.checkPoints(label, x, y);
    }

    /**
     * The same series with another {@code label}.
     *
     * @param value the series' name in the legend and the CSV
     * @return a new series
     */
    public Area label(String value) {
        return Copies.with(this, "label", value);
    }

    /**
     * The same series with another {@code data}.
     *
     * @param value the data source (under the description's "data") whose rows the series takes its fields from
     * @return a new series
     */
    public Area data(String value) {
        return Copies.with(this, "data", value);
    }

    /**
     * The same series with another {@code where}.
     *
     * @param value keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
     * @return a new series
     */
    public Area where(String value) {
        return Copies.with(this, "where", value);
    }

    /**
     * The same series with another {@code x}.
     *
     * @param value x values
     * @return a new series
     */
    public Area x(Values value) {
        return Copies.with(this, "x", value);
    }

    /**
     * The same series with another {@code y}.
     *
     * @param value y values
     * @return a new series
     */
    public Area y(Values value) {
        return Copies.with(this, "y", value);
    }

    /**
     * The same series with another {@code x_scale}.
     *
     * @param value multiply x values by this factor (1e-3 for ms to s)
     * @return a new series
     */
    public Area xScale(Double value) {
        return Copies.with(this, "xScale", value);
    }

    /**
     * The same series with another {@code y_scale}.
     *
     * @param value multiply y values by this factor
     * @return a new series
     */
    public Area yScale(Double value) {
        return Copies.with(this, "yScale", value);
    }

    /**
     * The same series with another {@code stack}.
     *
     * @param value stacked on the stacked areas before it in the panel, which share its x
     * @return a new series
     */
    public Area stack(Boolean value) {
        return Copies.with(this, "stack", value);
    }

    /**
     * The same series with another {@code color}.
     *
     * @param value the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
     * @return a new series
     */
    public Area color(String value) {
        return Copies.with(this, "color", value);
    }

    /**
     * The same series with another {@code line_style}.
     *
     * @param value the line's dash (default solid, or one per series in a print_safe figure)
     * @return a new series
     */
    public Area lineStyle(LineStyle value) {
        return Copies.with(this, "lineStyle", value);
    }

    /**
     * The same series with another {@code sort}.
     *
     * @param value sort points by x before drawing (default true)
     * @return a new series
     */
    public Area sort(Boolean value) {
        return Copies.with(this, "sort", value);
    }

    /**
     * The same series with another {@code axis}.
     *
     * @param value the y axis the series is drawn against
     * @return a new series
     */
    public Area axis(YAxis value) {
        return Copies.with(this, "axis", value);
    }

    /**
     * The same series with another {@code missing}.
     *
     * @param value what to do with a value that cannot be drawn (missing, not a number, or not positive on a log axis)
     * @return a new series
     */
    public Area missing(Missing value) {
        return Copies.with(this, "missing", value);
    }

    /**
     * The same series with another {@code by}.
     *
     * @param value the field whose values make one series each
     * @return a new series
     */
    public Area by(By value) {
        return Copies.with(this, "by", value);
    }

    /**
     * The same series with another {@code transform}.
     *
     * @param value the steps, in order
     * @return a new series
     */
    public Area transform(List<Transform> value) {
        return Copies.with(this, "transform", value);
    }

    /**
     * The same series with another {@code alpha}.
     *
     * @param value the opacity, 0 to 1
     * @return a new series
     */
    public Area alpha(Double value) {
        return Copies.with(this, "alpha", value);
    }
}
