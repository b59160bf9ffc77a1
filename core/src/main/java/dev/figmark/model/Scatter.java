package dev.figmark.model;

import java.util.List;

/**
 * Points without a line, in the order given. JSON: {@code "kind": "scatter"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param x x values: inline, or a field of the data's rows
 * @param y y values: inline, or a field of the data's rows; names (texts) place the points on categories down y, the
 *        first at the top
 * @param xScale multiply x values by this factor (1e-3 for ms to s)
 * @param yScale multiply y values by this factor
 * @param color the series' colour in hex ({@code #rrggbb}, {@code #rgb}, {@code #rrggbbaa}), instead of the palette's (it
 *        takes no palette slot); or a field of the series' data (so that a word here is a field, not a colour's name): numbers drawn through a colour map with a colour bar beside the plot, texts each in its
 *        palette colour with a legend entry, as by draws them
 * @param marker a marker at each point
 * @param axis the y axis the series is drawn against: y (left, default) or y2 (right; the panel needs {@code
 *        y2})
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 * @param by one series per value of this field (in the order they first appear, or the order given), each labelled
 *        by its value (or by the label as a template of fields, such as "{engine} p99"), each with its own colour
 *        and legend entry; a value keeps its look in every panel
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param labels a label at each bar or point: a field of the row, or a template of its fields in braces with
 *        Python's format specifications, such as "{value:.1f}×" or "{share:.0%}" (value is the drawn y); inside
 *        stacked parts where they fit, those that do not fit left out and counted in one warning
 * @param size a number field each point's area is proportional to (the largest drawn at a fixed size), with a size
 *        legend whose numbers are short (7B, 2.5×10²⁴)
 * @param sizeLabel the size legend's title, in place of the field's name ("parameters")
 * @param alpha the series' opacity, from 0 (unseen) to 1 (opaque, the default), as matplotlib's alpha: its lines,
 *        markers and fills (a band's or area's light fill is made lighter still)
 * @param markerSize the markers' size in points, as matplotlib's markersize (default 4 on lines, 4.5 for points)
 * @param labelsRequired whether a label left out (no free place beside its point, farther off or in the margin)
 *        refuses the figure, naming it, rather than being said in a warning: for a number the figure exists to show
 * @param markers each value its own marker shape (circle, square, triangle, diamond …), kept per value in every panel
 *        as its colour is: told apart in grey print; true for the values of by in turn (seaborn's markers=True), a list
 *        of markers for them (markers=["o", "s"]), or {"by": FIELD} for the values of another field (style=FIELD)
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 */
@Kind("scatter")
@OneFieldCopies
public record Scatter(String label,
        String data,
        String where,
        @Required Values x,
        @Required Values y,
        Double xScale,
        Double yScale,
        String color,
        Marker marker,
        YAxis axis,
        Missing missing,
        By by,
        List<Transform> transform,
        String labels,
        String size,
        String sizeLabel,
        @Range(min = 0, max = 1) Double alpha,
        @Range(min = 0.5, max = 30) Double markerSize,
        Boolean labelsRequired,
        Styles markers,
        Boolean legend) implements Points, Translucent, Marked, OnYAxis, OverX, Labelled, Styled, Listed, ScatterCopies {

    /** Checks the fields that must agree with each other. */
    public Scatter {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.styled(label, by, marker != null, markers, "markers", "marker", Marker.class);
        SeriesChecks.labelsRequired(label, labels, labelsRequired);
        SeriesChecks.checkPoints(label, x, y, true);
        if (size != null && size.isBlank()) {
            throw new FigureException("size", "names no field; give the field each point's area is proportional to, or leave size out");
        }
        if (color != null && color.isBlank()) {
            throw new FigureException("color", "is empty; write #rrggbb, such as #1f77b4, or name a field");
        }
        if (sizeLabel != null && size == null) {
            throw new FigureException("size_label", "names the size legend, and the points have no size; give \"size\" a field");
        }
        if (color != null && color.startsWith("#") && Colours.hex(color) == null) {
            throw new FigureException("color", "\"" + color + "\" is not a colour; write #rrggbb, such as #1f77b4, or name a field");
        }
        if (color != null && !color.startsWith("#") && by != null) {
            throw new FigureException("color", "by and a colour field both give each value its colour; give one of them");
        }
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
