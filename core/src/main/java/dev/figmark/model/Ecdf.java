package dev.figmark.model;

import java.util.List;

/**
 * The empirical distribution of raw samples: the share of them at or below each value. JSON: {@code "kind": "ecdf"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param samples the raw samples, inline or a field of the data's rows
 * @param scale multiply the samples by this factor (1e-3 for ms to s)
 * @param complementary the share of samples at or above each value (1 down to 1/n), for tails on a log axis
 * @param percentiles percentiles to mark with their values, such as [50, 99] (nearest rank)
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param lineStyle the line's dash (default solid, or one per series in a print_safe figure)
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
@Kind("ecdf")
@OneFieldCopies
public record Ecdf(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        Boolean complementary,
        @Range(min = 1, max = 12) List<Double> percentiles,
        @Hex String color,
        LineStyle lineStyle,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        Boolean legend) implements Distribution, Translucent, Dashed, Listed, EcdfCopies {

    /** Checks the fields that must agree with each other. */
    public Ecdf {
        SeriesChecks.legend(label, by, legend);
        percentiles = Copies.list(percentiles);
        SeriesChecks.checkSamples(label, samples);
        SeriesChecks.checkPercentiles(label, "percentiles", percentiles, -1);
    }

    /**
     * The same series with percentiles marked.
     *
     * @param values such as 50 and 99
     * @return a new series
     */
    public Ecdf percentiles(double... values) {
        return percentiles(java.util.Arrays.stream(values).boxed().toList());
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
