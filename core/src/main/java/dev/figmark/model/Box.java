package dev.figmark.model;

import java.util.List;

/**
 * A box plot of raw samples at its label's category: quartiles as numpy computes them, whiskers, outliers. JSON:
 * {@code "kind": "box"}.
 *
 * @param label the series' name in the legend and the CSV; series of one label share one colour and one legend
 *        entry across the figure
 * @param data the data source (under the description's "data") whose rows the series takes its fields from
 * @param where keep only the data's rows that match, such as {@code engine == "vllm" and batch >= 8}
 * @param samples the raw samples, inline or a field of the data's rows
 * @param scale multiply the samples by this factor (1e-3 for ms to s)
 * @param whiskers whiskers at these two percentiles (such as [5, 95]) instead of the furthest samples within 1.5
 *        IQR
 * @param mean a diamond at the mean
 * @param color the series' colour, {@code #rrggbb}, instead of the palette's (it takes no palette slot)
 * @param missing what to do with a value that cannot be drawn (missing, not a number, or not positive on a log
 *        axis): refuse (default) names it; skip leaves it out and counts it in one warning
 * @param by one series per value of this field (in the order they first appear, or the order given), each labelled
 *        by its value (or by the label as a template of fields, such as "{engine} p99"), each with its own colour
 *        and legend entry; a value keeps its look in every panel
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param orientation horizontal lays the box along x, its category down y (matplotlib's orientation="horizontal",
 *        seaborn's boxplot with the values in x); vertical (default) stands it up
 */
@Kind("box")
@OneFieldCopies
public record Box(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        List<Double> whiskers,
        Boolean mean,
        @Hex String color,
        Missing missing,
        By by,
        List<Transform> transform,
        Orientation orientation) implements Distribution, Oriented, BoxCopies {

    /** Checks the fields that must agree with each other. */
    public Box {
        whiskers = Copies.list(whiskers);
        SeriesChecks.checkSamples(label, samples);
        SeriesChecks.checkPercentiles(label, "whiskers", whiskers, 2);
    }

    /**
     * The same box with whiskers at two percentiles.
     *
     * @param low  such as 5
     * @param high such as 95
     * @return a new series
     */
    public Box whiskers(double low, double high) {
        return whiskers(List.of(low, high));
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
