package dev.figmark.model;

import java.util.List;

/**
 * Raw samples as points at their category, spread across it by a jitter that is the same on every machine (the
 * golden ratio's sequence, not a random one): every measurement seen, as seaborn's stripplot draws them. JSON:
 * {@code "kind": "strip"}.
 *
 * @param label      its category's name, and its name in the CSV; with by, a template of fields, or left out for
 *                   each value
 * @param data       the data source (under the description's "data") whose rows the samples come from
 * @param where      keep only the data's rows that match
 * @param samples    the raw samples: inline numbers, or a field of the data's rows
 * @param scale      multiply the samples by this factor
 * @param jitter     how far across its category the points spread, as a share of the category's width (default 0.5;
 *                   0 for a line of points)
 * @param marker     the points' marker (default circle)
 * @param markerSize the markers' size in points (default 3)
 * @param color      the series' colour, #rrggbb, instead of the palette's
 * @param missing    what to do with a sample that cannot be drawn: refuse (default) names it; skip leaves it out and
 *                   counts it in one warning
 * @param by         one series per value of this field, each at its own category
 * @param transform  steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param alpha      the opacity, from 0 to 1 (the default)
 * @param orientation horizontal spreads the samples along x, their category down y (seaborn's stripplot with the
 *        values in x); vertical (default) up y
 */
@Kind("strip")
@OneFieldCopies
public record Strip(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        @Range(min = 0, max = 1) Double jitter,
        Marker marker,
        @Range(min = 0.5, max = 30) Double markerSize,
        @Hex String color,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        Orientation orientation) implements Distribution, Oriented, Translucent, Marked, StripCopies {

    /** Checks the fields that must agree with each other. */
    public Strip {
        transform = Copies.list(transform);
        SeriesChecks.checkSamples(label, samples);
    }

    /**
     * Raw samples as points at their label, spread across it by a jitter that is the same on every machine.
     *
     * @param label   its category's name
     * @param samples the samples
     * @return the series
     */
    public static Strip of(String label, double[] samples) {
        return new Strip(label, null, null, Values.of(samples), null, null, null, null, null, null, null, null, null, null);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
