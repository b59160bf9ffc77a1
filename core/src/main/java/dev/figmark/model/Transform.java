package dev.figmark.model;

import java.util.List;

/**
 * One step that turns a table into another, applied in order (Vega-Lite's {@code transform} list): in JSON an object
 * named by its key ({@code {"filter": "batch >= 8"}}), in Java the records made by these factories. A data source's
 * steps run first, then its panel's, then its series'. Each record is checked when made; each is run by figmark's
 * own code (an expression is parsed by figmark, never handed to a scripting engine).
 *
 * <pre>{@code
 * java.util.List<Transform> steps = java.util.List.of(
 *     Transform.filter("model == \"8B\""),
 *     Transform.calculate("tokens / seconds", "tps"),
 *     Transform.aggregate("mean", "engine", "batch"),
 *     Transform.relative("tps", "engine == \"HF\"").groupby("batch"));
 * }</pre>
 */
@Keyed
public sealed interface Transform permits Filter, Calculate, Aggregate, Normalize, Relative, Window, Frontier, Fit, Cumulative, Bin, Fold, Pivot,
        Index, Rank, Top, Extract, Describe {

    /** The statistics a group of rows is summed up by: an aggregate's value, the ends of an error bar or band. */
    String STAT = "mean|median|min|max|sum|count|sd|sem|ci(?:[1-9][0-9]?(?:\\.[0-9]+)?)|p(?:100|[1-9]?[0-9](?:\\.[0-9]+)?)";
    /** The statistics, in words, for messages and the schema. */
    String STAT_WORDS = "a statistic: mean, median, min, max, sum, count, sd, sem, ci95 (or ci90, ci99: Student's t), "
            + "or a percentile such as p50, p99, p99.9 (numpy's linear method unless a method is named)";
    /** numpy's methods of a percentile that falls between two values (numpy.percentile's method). */
    String METHOD = "linear|lower|higher|nearest|midpoint|inverted_cdf|averaged_inverted_cdf|closest_observation|interpolated_inverted_cdf"
            + "|hazen|weibull|median_unbiased|normal_unbiased";
    /** The methods, in words. */
    String METHOD_WORDS = "one of numpy's percentile methods: linear (its default), lower, higher, nearest, midpoint, inverted_cdf,"
            + " averaged_inverted_cdf, closest_observation, interpolated_inverted_cdf, hazen, weibull, median_unbiased, normal_unbiased";

    /**
     * Dispatches to the visitor's method for this kind of step.
     *
     * @param visitor the visitor
     * @param <R>     what it gives
     * @return what the visitor gives
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method per kind of step: a new kind does not compile until every visitor runs it.
     *
     * @param <R> what it gives
     */
    interface Visitor<R> {
        /**
         * Keeps the rows an expression holds for.
         *
         * @param step the step
         * @return the result
         */
        R filter(Filter step);

        /**
         * A new field from an expression.
         *
         * @param step the step
         * @return the result
         */
        R calculate(Calculate step);

        /**
         * One row per group.
         *
         * @param step the step
         * @return the result
         */
        R aggregate(Aggregate step);

        /**
         * Each value's share of its group's total.
         *
         * @param step the step
         * @return the result
         */
        R normalize(Normalize step);

        /**
         * Each value against a baseline row.
         *
         * @param step the step
         * @return the result
         */
        R relative(Relative step);

        /**
         * A rolling statistic.
         *
         * @param step the step
         * @return the result
         */
        R window(Window step);

        /**
         * The Pareto frontier.
         *
         * @param step the step
         * @return the result
         */
        R frontier(Frontier step);

        /**
         * A fitted curve.
         *
         * @param step the step
         * @return the result
         */
        R fit(Fit step);

        /**
         * A running statistic.
         *
         * @param step the step
         * @return the result
         */
        R cumulative(Cumulative step);

        /**
         * Rows counted or summed up in bins.
         *
         * @param step the step
         * @return the result
         */
        R bin(Bin step);

        /**
         * Wide rows made long.
         *
         * @param step the step
         * @return the result
         */
        R fold(Fold step);

        /**
         * Long rows made wide.
         *
         * @param step the step
         * @return the result
         */
        R pivot(Pivot step);

        /**
         * Each row's place.
         *
         * @param step the step
         * @return the result
         */
        R index(Index step);

        /**
         * Each row's rank.
         *
         * @param step the step
         * @return the result
         */
        R rank(Rank step);

        /**
         * The best rows of each group.
         *
         * @param step the step
         * @return the result
         */
        R top(Top step);

        /**
         * New fields from a text's parts.
         *
         * @param step the step
         * @return the result
         */
        R extract(Extract step);

        /**
         * Several statistics as a long table.
         *
         * @param step the step
         * @return the result
         */
        R describe(Describe step);
    }

    /**
     * Keeps the rows an expression holds for: comparisons ({@code ==}, {@code !=}, {@code <}, {@code <=}, {@code >},
     * {@code >=}) of fields, numbers and texts, joined by {@code and}, {@code or}, {@code not} and parentheses.
     *
     * @param expression such as {@code engine == "vLLM" and batch >= 8}
     * @return the step
     */
    static Filter filter(String expression) {
        return new Filter(expression);
    }

    /**
     * A new field (or a field replaced) from an arithmetic expression over fields.
     *
     * @param expression such as {@code tokens / seconds} or {@code log2(batch)}
     * @param as         the new field's name
     * @return the step
     */
    static Calculate calculate(String expression, String as) {
        return new Calculate(expression, as);
    }

    /**
     * One row per group of rows equal in {@code groupby}, each number field summed up by {@code statistic}.
     *
     * @param statistic mean, median, min, max, sum, count, sd, sem, ci95 or a percentile such as p99
     * @param groupby   the fields that make a group
     * @return the step
     */
    static Aggregate aggregate(String statistic, String... groupby) {
        return new Aggregate(statistic, List.of(FigureException.noNulls("groupby", groupby)), null, null, null);
    }

    /**
     * Each value of a field as its share of its group's total: the parts of a 100 % stacked bar.
     *
     * @param field   the field
     * @param groupby the fields that make a group (its total)
     * @return the step
     */
    static Normalize normalize(String field, String... groupby) {
        return new Normalize(field, List.of(FigureException.noNulls("groupby", groupby)));
    }

    /**
     * Each value of a field as its ratio to the baseline row's: a speed-up over a baseline.
     *
     * @param field    the field
     * @param baseline an expression that picks the baseline rows, such as {@code engine == "HF"}
     * @return the step
     */
    static Relative relative(String field, String baseline) {
        return new Relative(field, baseline, null, null);
    }

    /**
     * A rolling statistic of a field over the last {@code size} rows.
     *
     * @param statistic mean, median, sum, min or max
     * @param field     the field
     * @param size      how many rows, the row itself among them
     * @return the step
     */
    static Window window(String statistic, String field, int size) {
        return new Window(statistic, field, size, null, null, null);
    }

    /**
     * The rows no other row beats in both fields: the Pareto frontier, in order of the first field.
     *
     * @param x     the first field
     * @param bestX whether its best is its minimum or its maximum
     * @param y     the second field
     * @param bestY whether its best is its minimum or its maximum
     * @return the step
     */
    static Frontier frontier(String x, Frontier.Best bestX, String y, Frontier.Best bestY) {
        return new Frontier(List.of(FigureException.notNull(x, "fields[0]"), FigureException.notNull(y, "fields[1]")),
                List.of(FigureException.notNull(bestX, "best[0]"), FigureException.notNull(bestY, "best[1]")), null);
    }

    /**
     * A curve fitted by least squares to two fields, drawn as a line over the data's range.
     *
     * @param model linear, power, exponential or polynomial
     * @param x     the field the curve is a function of
     * @param y     the field it is fitted to
     * @return the step
     */
    static Fit fit(Fit.Model model, String x, String y) {
        return new Fit(model, x, y, null, null, null);
    }

    /**
     * A running statistic of a field down the rows, as pandas' cumsum.
     *
     * @param statistic sum, count, share, min or max
     * @param field     the number field, replaced by its running statistic
     * @return the step
     */
    static Cumulative cumulative(String statistic, String field) {
        return new Cumulative(statistic, field, null, null, null);
    }

    /**
     * Rows counted in bins of a fixed width of a number or time field.
     *
     * @param field the field binned
     * @param width the bins' width: a number, or with a unit for times (2s, 5min)
     * @return the step
     */
    static Bin bin(String field, String width) {
        return new Bin(field, width, null, null, null, null);
    }

    /**
     * Wide rows made long: each row one row per folded field, holding its name (key) and its value (value).
     *
     * @param fields the fields folded
     * @return the step
     */
    static Fold fold(String... fields) {
        return new Fold(List.of(FigureException.noNulls("fold", fields)), null);
    }

    /**
     * Long rows made wide: a new field for each value of {@code field}, holding {@code value}.
     *
     * @param field   the field whose values name the new fields
     * @param value   the field they take their values from
     * @param groupby the fields whose values make a row
     * @return the step
     */
    static Pivot pivot(String field, String value, String... groupby) {
        return new Pivot(field, value, List.of(FigureException.noNulls("groupby", groupby)));
    }

    /**
     * Each row's place, from 0, as a new field.
     *
     * @param as the new field's name
     * @return the step
     */
    static Index index(String as) {
        return new Index(as, null, null);
    }

    /**
     * Each row's rank by a number field, 1 for the least, ties sharing the mean of their ranks.
     *
     * @param field the number field
     * @return the step
     */
    static Rank rank(String field) {
        return new Rank(field, null, null, null, null);
    }

    /**
     * The {@code n} rows of greatest {@code by} of each group, best first.
     *
     * @param n  how many rows of each group
     * @param by the number field that decides
     * @return the step
     */
    static Top top(int n, String by) {
        return new Top(n, FigureException.notNull(by, "by"), null, null);
    }

    /**
     * New fields from the named groups of a pattern over a text field.
     *
     * @param field   the text field
     * @param pattern the regular expression (RE2 syntax), such as {@code q(?P<prompt>[0-9]+)s(?P<output>[0-9]+)}
     * @return the step
     */
    static Extract extract(String field, String pattern) {
        return new Extract(field, pattern);
    }

    /**
     * Several statistics of one field as a long table of statistic and value.
     *
     * @param field      the number field
     * @param statistics such as p50, p90, p99
     * @return the step
     */
    static Describe describe(String field, String... statistics) {
        return new Describe(List.of(FigureException.noNulls("describe", statistics)), field, null, null, null);
    }
}
