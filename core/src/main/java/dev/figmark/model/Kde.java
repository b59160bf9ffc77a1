package dev.figmark.model;

import java.util.List;

/**
 * The kernel density estimate of raw samples, as seaborn's {@code kdeplot} draws it: Gaussian kernels over a grid from
 * {@code cut} bandwidths below the least sample to as far above the greatest, the density of each series integrating
 * to one (seaborn's {@code common_norm=False}); on a log x axis the density of the samples' logarithm, as seaborn's
 * {@code log_scale=True}. JSON: {@code "kind": "kde"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param samples the raw samples, inline or a field of the data's rows
 * @param scale multiply the samples by this factor (1e-3 for ms to s)
 * @param bandwidth the kernels' width: scott (default) or silverman, scipy's rules, or a number, the factor of the
 *        samples' standard deviation (scipy's {@code bw_method})
 * @param cut how many bandwidths beyond the least and greatest sample the density is drawn to (default 3, seaborn's;
 *        0 stops at the samples)
 * @param fill shade the area under the density in the series' colour, light (seaborn's {@code fill=True})
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
@Kind("kde")
@OneFieldCopies
public record Kde(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        @Matches(value = "scott|silverman|[0-9]*[.]?[0-9]+", what = "scott, silverman or a number (the factor of the samples' standard deviation)") String bandwidth,
        @Range(min = 0, max = 10) Double cut,
        Boolean fill,
        @Hex String color,
        LineStyle lineStyle,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        Boolean legend) implements Distribution, Translucent, Dashed, Listed, KdeCopies {

    /** Checks the fields that must agree with each other. */
    public Kde {
        SeriesChecks.legend(label, by, legend);
        transform = Copies.list(transform);
        SeriesChecks.checkSamples(label, samples);
    }

    /**
     * The kernel density estimate of raw samples, by scott's bandwidth, drawn to three bandwidths beyond them.
     *
     * @param label   the legend's name for it; empty for none
     * @param samples the samples, in any order
     * @return the series
     */
    public static Kde of(String label, double[] samples) {
        return new Kde(label, null, null, Values.of(samples), null, null, null, null, null, null, null, null, null, null, null);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
