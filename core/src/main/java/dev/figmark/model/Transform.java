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
public sealed interface Transform permits Filter, Calculate, Aggregate, Normalize, Relative, Window, Frontier, Fit {

    /** The statistics a group of rows is summed up by: an aggregate's value, the ends of an error bar or band. */
    String STAT = "mean|median|min|max|sum|count|sd|sem|ci(?:[1-9][0-9]?(?:\\.[0-9]+)?)|p(?:100|[1-9]?[0-9](?:\\.[0-9]+)?)";
    /** The statistics, in words, for messages and the schema. */
    String STAT_WORDS = "a statistic: mean, median, min, max, sum, count, sd, sem, ci95 (or ci90, ci99: Student's t), "
            + "or a percentile such as p50, p99, p99.9 (numpy's linear method)";

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
        return new Aggregate(statistic, List.of(FigureException.noNulls("groupby", groupby)), null, null);
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
}
