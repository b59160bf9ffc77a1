package dev.figmark.model;

import java.util.List;

/**
 * A curve fitted by least squares to two number fields, within each group, as a table of points over the data's
 * range of x (a line drawn through them), its parameters and R² in the CSV and the caption. Power and exponential
 * curves are fitted as straight lines through the logarithms (numpy's polyfit of log y), as scripts fit them. JSON:
 * {@code {"fit": "power", "x": "gpus", "y": "tps"}}.
 *
 * @param fit     the curve: linear (y = a + b·x), power (y = a·x^b), exponential (y = a·e^(b·x)) or polynomial (of
 *                degree)
 * @param x       the field the curve is a function of
 * @param y       the field it is fitted to
 * @param degree  a polynomial's degree (default 2)
 * @param groupby the fields whose values make a group, each with its own curve
 * @param points  how many points the curve is drawn through (default 100), evenly spread over x, or over its
 *                logarithm for a power curve
 */
@Kind("fit")
@OneFieldCopies
public record Fit(@Required Model fit,
        @Required String x,
        @Required String y,
        @Range(min = 1, max = 9) Integer degree,
        List<String> groupby,
        @Range(min = 2, max = 2000) Integer points) implements Transform, FitCopies {

    /** Checks the fields that must agree with each other. */
    public Fit {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
        if (degree != null && fit != Model.POLYNOMIAL) {
            throw new FigureException("degree", "only a polynomial takes a degree; a " + fit.name().toLowerCase(java.util.Locale.ROOT) + " curve has none");
        }
    }

    /** The curves a fit draws. */
    public enum Model {
        /** y = a + b·x. */
        LINEAR,
        /** y = a·x^b, fitted as a line through log x and log y. */
        POWER,
        /** y = a·e^(b·x), fitted as a line through x and log y. */
        EXPONENTIAL,
        /** y = c0 + c1·x + … + cn·x^n. */
        POLYNOMIAL
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.fit(this);
    }

    /**
     * The same step with other fields that make a group.
     *
     * @param fields the fields
     * @return a new step
     */
    public Fit groupby(String... fields) {
        return groupby(List.of(fields));
    }
}
