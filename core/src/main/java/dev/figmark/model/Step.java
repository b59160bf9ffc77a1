package dev.figmark.model;

import java.util.List;

/**
 * A step line: each value holds until the next x. JSON: {@code "kind": "step"}.
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
 * @param markerSize the markers' size in points, as matplotlib's markersize (default 4 on lines, 4.5 for points)
 * @param labels a label at its points: a field of the row, or a template of its fields in braces with Python's format
 *        specifications, such as "{speedup:.1f}×"; each beside its point where it covers nothing, else farther off
 *        with a leader line, else in the margin
 * @param labelsAt which points take a label: every one (default), the last, or the extremes (the least and greatest
 *        y)
 * @param labelsRequired whether a label left out (no free place beside its point, farther off or in the margin)
 *        refuses the figure, naming it, rather than being said in a warning: for a number the figure exists to show
 * @param markers each value its own marker shape (circle, square, triangle, diamond …), kept per value in every panel
 *        as its colour is: told apart in grey print; true for the values of by in turn (seaborn's markers=True), a list
 *        of markers for them (markers=["o", "s"]), or {"by": FIELD} for the values of another field (style=FIELD)
 * @param dashes each value its own dash (solid, dashed, dotted, dash-dot …), kept per value in every panel: true for
 *        the values of by in turn (seaborn's dashes=True), a list of line styles for them, or {"by": FIELD} for the
 *        values of another field (style=FIELD)
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 */
@Kind("step")
@OneFieldCopies
public record Step(String label,
        String data,
        String where,
        @Required Values x,
        @Required Values y,
        Double xScale,
        Double yScale,
        @Hex String color,
        Marker marker,
        LineStyle lineStyle,
        Boolean sort,
        YAxis axis,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        @Range(min = 0.5, max = 30) Double markerSize,
        String labels,
        LabelsAt labelsAt,
        Boolean labelsRequired,
        Styles markers,
        Styles dashes,
        Boolean legend) implements Points, Translucent, Marked, Dashed, OnYAxis, Sorted, Labelled, Styled, Listed, StepCopies {

    /** Checks the fields that must agree with each other. */
    public Step {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.styled(label, by, marker != null, markers, "markers", "marker", Marker.class);
        SeriesChecks.styled(label, by, lineStyle != null, dashes, "dashes", "line_style", LineStyle.class);
        SeriesChecks.labelsRequired(label, labels, labelsRequired);
        if (labelsAt != null && labels == null) {
            throw new FigureException("labels_at", SeriesChecks.who(label) + "says which points take a label; give \"labels\" (a field or template) too");
        }
        SeriesChecks.checkPoints(label, x, y);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
