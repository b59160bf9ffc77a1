package dev.figmark.model;

import java.util.List;

/**
 * The density of raw samples as a violin at its category, mirrored about it: a Gaussian kernel density with Scott's
 * or Silverman's bandwidth as scipy's gaussian_kde computes it, drawn from two bandwidths below the smallest sample
 * to two above the largest (seaborn's cut), each violin as wide as the others at its widest; its quartiles inside, a
 * bar from q1 to q3 and a dot at the median. JSON: {@code "kind": "violin"}.
 *
 * @param label     its category's name, and its name in the CSV; with by, a template of fields, or left out for each
 *                  value
 * @param data      the data source (under the description's "data") whose rows the samples come from
 * @param where     keep only the data's rows that match
 * @param samples   the raw samples: inline numbers, or a field of the data's rows
 * @param scale     multiply the samples by this factor
 * @param bandwidth the kernel's bandwidth: scott (default), silverman, or a factor of the samples' standard
 *                  deviation, as gaussian_kde's bw_method
 * @param color     the series' colour, #rrggbb, instead of the palette's
 * @param missing   what to do with a sample that cannot be drawn: refuse (default) names it; skip leaves it out and
 *                  counts it in one warning
 * @param by        one series per value of this field, each at its own category
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param alpha     the opacity, from 0 to 1 (the default)
 * @param orientation horizontal lays the violin along x, its category down y (matplotlib's orientation="horizontal");
 *        vertical (default) stands it up
 */
@Kind("violin")
@OneFieldCopies
public record Violin(String label,
        String data,
        String where,
        @Required Values samples,
        Double scale,
        @Matches(value = "scott|silverman|[0-9]*[.]?[0-9]+", what = "scott, silverman or a number (the factor of the samples' standard deviation)") String bandwidth,
        @Hex String color,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha,
        Orientation orientation) implements Distribution, Oriented, Translucent, ViolinCopies {

    /** Checks the fields that must agree with each other. */
    public Violin {
        transform = Copies.list(transform);
        SeriesChecks.checkSamples(label, samples);
    }

    /**
     * A violin of raw samples at its label: their kernel density, mirrored, with its quartiles inside.
     *
     * @param label   its category's name
     * @param samples the samples
     * @return the series
     */
    public static Violin of(String label, double[] samples) {
        return new Violin(label, null, null, Values.of(samples), null, null, null, null, null, null, null, null);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
