package dev.figmark.model;

import java.util.List;

/**
 * A line over a shaded band from y_low to y_high, or y - y_err to y + y_err: a confidence interval, a range. JSON:
 * {@code "kind": "band"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param x x values: inline, or a field of the data's rows
 * @param y y values: inline, or a field of the data's rows
 * @param xScale multiply x values by this factor (1e-3 for ms to s)
 * @param yScale multiply y values by this factor
 * @param yErr the distance from y to either bound (symmetric): inline, or a field
 * @param yLow the lower bound of each value, with y_high (asymmetric)
 * @param yHigh the upper bound of each value, with y_low
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param marker a marker at each point
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
 * @param band the band, from the rows behind each aggregated y (y must come from an aggregate step): "sd", "sem" or
 *        "ci95" for y ± that spread of its rows, or two ends such as ["min", "max"] or ["p10", "p90"]
 * @param alpha the series' opacity, from 0 (unseen) to 1 (opaque, the default), as matplotlib's alpha: its lines,
 *        markers and fills (a band's or area's light fill is made lighter still)
 * @param markerSize the markers' size in points, as matplotlib's markersize (default 4 on lines, 4.5 for points)
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 */
@Kind("band")
@OneFieldCopies
public record Band(String label,
        String data,
        String where,
        @Required Values x,
        @Required Values y,
        Double xScale,
        Double yScale,
        Values yErr,
        Values yLow,
        Values yHigh,
        @Hex String color,
        Marker marker,
        LineStyle lineStyle,
        Boolean sort,
        YAxis axis,
        Missing missing,
        By by,
        List<Transform> transform,
        Interval band,
        @Range(min = 0, max = 1) Double alpha,
        @Range(min = 0.5, max = 30) Double markerSize,
        Boolean legend) implements Points, Translucent, Marked, Dashed, OnYAxis, Sorted, Bounded, Listed, BandCopies {

    /** Checks the fields that must agree with each other. */
    public Band {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.checkPoints(label, x, y);
        SeriesChecks.checkBounds(label, y, yErr, yLow, yHigh, true && band == null);
        SeriesChecks.checkInterval(label, "band", band, y, yErr, yLow);
    }

    /**
     * The same series with {@code y_err} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Band yErr(double... values) {
        return yErr(Values.of(values));
    }

    /**
     * The same series with {@code y_low} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Band yLow(double... values) {
        return yLow(Values.of(values));
    }

    /**
     * The same series with {@code y_high} given inline.
     *
     * @param values one per value; NaN for none
     * @return a new series
     */
    public Band yHigh(double... values) {
        return yHigh(Values.of(values));
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
