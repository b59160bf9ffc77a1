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
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 */
@Kind("area")
@OneFieldCopies
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
        @Range(min = 0, max = 1) Double alpha,
        Boolean legend) implements Points, Translucent, Dashed, OnYAxis, Sorted, Stackable, Listed, AreaCopies {

    /** Checks the fields that must agree with each other. */
    public Area {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.checkPoints(label, x, y);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
