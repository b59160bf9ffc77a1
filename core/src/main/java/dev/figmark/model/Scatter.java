package dev.figmark.model;

/**
 * Points without a line, in the order given. JSON: {@code "kind": "scatter"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param x x values: inline, or a field of the data's rows
 * @param y y values: inline, or a field of the data's rows
 * @param xScale multiply x values by this factor (1e-3 for ms to s)
 * @param yScale multiply y values by this factor
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param marker a marker at each point
 * @param axis the y axis the series is drawn against: y (left, default) or y2 (right; the panel needs {@code
 *        y2})
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 */
@Kind("scatter")
public record Scatter(String label,
        String data,
        String where,
        @Required Values x,
        @Required Values y,
        Double xScale,
        Double yScale,
        @Hex String color,
        Marker marker,
        YAxis axis,
        Missing missing) implements Points {

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
     * @param color see the record
     * @param marker see the record
     * @param axis see the record
     * @param missing see the record
     */
    public Scatter {
        SeriesChecks.checkPoints(label, x, y);
    }

    /**
     * The same series with another {@code label}.
     *
     * @param value the series' name in the legend and the CSV
     * @return a new series
     */
    public Scatter label(String value) {
        return Copies.with(this, "label", value);
    }

    /**
     * The same series with another {@code data}.
     *
     * @param value the data source (under the description's "data") whose rows the series takes its fields from
     * @return a new series
     */
    public Scatter data(String value) {
        return Copies.with(this, "data", value);
    }

    /**
     * The same series with another {@code where}.
     *
     * @param value keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
     * @return a new series
     */
    public Scatter where(String value) {
        return Copies.with(this, "where", value);
    }

    /**
     * The same series with another {@code x}.
     *
     * @param value x values
     * @return a new series
     */
    public Scatter x(Values value) {
        return Copies.with(this, "x", value);
    }

    /**
     * The same series with another {@code y}.
     *
     * @param value y values
     * @return a new series
     */
    public Scatter y(Values value) {
        return Copies.with(this, "y", value);
    }

    /**
     * The same series with another {@code x_scale}.
     *
     * @param value multiply x values by this factor (1e-3 for ms to s)
     * @return a new series
     */
    public Scatter xScale(Double value) {
        return Copies.with(this, "xScale", value);
    }

    /**
     * The same series with another {@code y_scale}.
     *
     * @param value multiply y values by this factor
     * @return a new series
     */
    public Scatter yScale(Double value) {
        return Copies.with(this, "yScale", value);
    }

    /**
     * The same series with another {@code color}.
     *
     * @param value the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
     * @return a new series
     */
    public Scatter color(String value) {
        return Copies.with(this, "color", value);
    }

    /**
     * The same series with another {@code marker}.
     *
     * @param value a marker at each point
     * @return a new series
     */
    public Scatter marker(Marker value) {
        return Copies.with(this, "marker", value);
    }

    /**
     * The same series with another {@code axis}.
     *
     * @param value the y axis the series is drawn against
     * @return a new series
     */
    public Scatter axis(YAxis value) {
        return Copies.with(this, "axis", value);
    }

    /**
     * The same series with another {@code missing}.
     *
     * @param value what to do with a value that cannot be drawn (missing, not a number, or not positive on a log axis)
     * @return a new series
     */
    public Scatter missing(Missing value) {
        return Copies.with(this, "missing", value);
    }
}
