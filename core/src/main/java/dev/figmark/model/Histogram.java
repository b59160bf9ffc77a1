package dev.figmark.model;

import java.util.List;

/**
 * A histogram of raw samples: counts or densities in bins, as bars or their outline. JSON: {@code "kind":
 * "histogram"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param samples the raw samples, inline or a field of the data's rows
 * @param scale multiply the samples by this factor (1e-3 for ms to s)
 * @param bins a number of equal bins over the samples, their edges, or auto (default; numpy's choice)
 * @param density heights as a density (the bars' areas sum to 1) instead of counts
 * @param step the outline of the bins instead of filled bars
 * @param lineStyle the outline's dash, with step
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 * @param by one series per value of this field (in the order they first appear, or the order given), each labelled
 *        by its value (or by the label as a template of fields, such as "{engine} p99"), each with its own colour
 *        and legend entry; a value keeps its look in every panel
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param alpha the series' opacity, from 0 (unseen) to 1 (opaque, the default), as matplotlib's alpha: its lines,
 *        markers and fills (a band's or area's light fill is made lighter still)
 * @param edgeColor the colour of each bar's edge, #rrggbb (default none: light bars on white want one)
 * @param edgeWidth the width of each bar's edge, in points (default 0.5 with an edge colour)
 * @param legend false leaves the series out of the legend (matplotlib's label "_nolegend_", seaborn's legend=False): a fit or
 *        a reference drawn beside the data; its label still names it in the CSV and the caption
 * @param orientation which way the bars run: vertical (default; bins along x) or horizontal (bins down y, counts along x,
 *        as matplotlib's orientation="horizontal": a histogram in the margin of a scatter's y)
 */
@Kind("histogram")
@OneFieldCopies
public record Histogram(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        Bins bins,
        Boolean density,
        Boolean step,
        LineStyle lineStyle,
        @Hex String color,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        @Hex String edgeColor,
        @Range(min = 0, max = 4) Double edgeWidth,
        Boolean legend,
        Orientation orientation) implements Distribution, Oriented, Translucent, Dashed, Edged, Listed, HistogramCopies {

    /** Checks the fields that must agree with each other. */
    public Histogram {
        SeriesChecks.legend(label, by, legend);
        SeriesChecks.checkSamples(label, samples);
        if (lineStyle != null && !Boolean.TRUE.equals(step)) {
            throw new FigureException("line_style", SeriesChecks.who(label) + "dashes the outline of a histogram drawn with \"step\": true; filled bars have no line");
        }
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
