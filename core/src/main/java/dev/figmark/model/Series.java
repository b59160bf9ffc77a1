package dev.figmark.model;

import java.util.List;

/**
 * What a panel draws, one record per kind, each with exactly the fields that change its drawing: in JSON an object
 * with {@code "kind"}, in Java the records made by this interface's factories and changed by their one-argument
 * methods ({@code Series.line("vLLM", x, y).marker(Marker.CIRCLE)}). Colours, dashes and markers come from the
 * figure's palette unless given; a label keeps one look across all panels.
 *
 * <pre>{@code
 * double[] clients = {1, 2, 4, 8};
 * Series line = Series.line("vLLM", clients, new double[] {41, 79, 152, 284}).marker(Series.Marker.CIRCLE)
 *     .lineStyle(Series.LineStyle.DASHED);
 * Series bars = Series.bars("RocksDB", java.util.List.of("get", "put"), new double[] {12.4, 3.1}).yErr(0.8, 0.2)
 *     .values(Series.ValueLabels.EACH).hatch(Series.Hatch.FORWARD);
 * Series band = Series.band("p10 to p90", clients, new double[] {2, 3, 4, 5}, new double[] {1, 2, 3, 4}, new double[] {3, 4, 5, 6});
 * Series box = Series.box("vLLM", new double[] {12, 15, 18, 40}).whiskers(5, 95).mean(true);
 * Series map = Series.heatmap("speed-up", java.util.List.of("1", "4"), java.util.List.of("2K"), new double[][] {{0.9, 1.2}})
 *     .center(1.0);
 * Series note = Series.note("knee", 4, 150).point(8, 284);
 * }</pre>
 */
public sealed interface Series permits Points, Distribution, Span, Note, Heatmap, Timeline, Bracket {

    /** The symbol at each data point. */
    enum Marker {
        /** No symbol. */
        NONE,
        /** A circle. */
        CIRCLE,
        /** A square. */
        SQUARE,
        /** A triangle pointing up. */
        TRIANGLE_UP,
        /** A triangle pointing down. */
        TRIANGLE_DOWN,
        /** A diamond. */
        DIAMOND,
        /** A triangle pointing left. */
        TRIANGLE_LEFT,
        /** A triangle pointing right. */
        TRIANGLE_RIGHT,
        /** A pentagon. */
        PENTAGON,
        /** A hexagon. */
        HEXAGON,
        /** A five-pointed star. */
        STAR,
        /** An x. */
        X,
        /** A plus. */
        PLUS,
        /** A small dot. */
        POINT
    }

    /** How a line is drawn. */
    enum LineStyle {
        /** Unbroken. */
        SOLID,
        /** Long dashes. */
        DASHED,
        /** Dots. */
        DOTTED,
        /** Dashes and dots. */
        DASHDOT
    }

    /** Lines over a bar's colour, so that grey print tells bars apart. */
    enum Hatch {
        /** None. */
        NONE,
        /** Rising lines, {@code /}. */
        FORWARD,
        /** Falling lines, {@code \}. */
        BACKWARD,
        /** Both, {@code x}. */
        CROSS,
        /** Lines across, {@code -}. */
        HORIZONTAL,
        /** Lines down, {@code |}. */
        VERTICAL,
        /** Both, {@code +}. */
        GRID,
        /** Small squares in staggered rows, matplotlib's {@code .}. */
        DOTS,
        /** Small rings, {@code o}. */
        CIRCLES,
        /** Small asterisks, {@code *}. */
        STARS
    }

    /** The y axis a series is drawn against. */
    enum YAxis {
        /** The left axis. */
        Y,
        /** The panel's second axis, on the right. */
        Y2
    }

    /** What becomes of a value that cannot be drawn: missing, not a number, or not positive on a log axis. */
    enum Missing {
        /** Refused, naming the value and where it is: the default. */
        REFUSE,
        /** Left out of the drawing and the CSV, and counted in one warning. */
        SKIP
    }

    /** Which points of a line or step take a label. */
    enum LabelsAt {
        /** Every point: the default. */
        EVERY,
        /** The last point, in x order: a line's value where it ends. */
        LAST,
        /** The points of the least and greatest y. */
        EXTREMES
    }

    /** Which values bars write beside their tips. */
    enum ValueLabels {
        /** None: JSON's false. */
        @Key("false") NONE,
        /** Each bar's own value: JSON's true. */
        @Key("true") EACH,
        /** On stacked bars, the top of the stack so far, so the last part writes the stack's sum. */
        TOTAL
    }

    /**
     * The series' label: its legend entry and its name in the CSV; empty or null for none.
     *
     * @return the label, or null
     */
    String label();

    /**
     * Calls the visitor's method for this kind.
     *
     * @param visitor the operation
     * @param <R>     what it gives
     * @return what the visitor gave
     */
    <R> R accept(SeriesVisitor<R> visitor);

    /**
     * A line through the points.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    static Line line(String label, double[] x, double[] y) {
        return new Line(label, null, null, Values.of(x), Values.of(y), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A line through values from anywhere: inline, or fields of the series' data ({@code .data("runs")}).
     *
     * @param label the legend's name for it
     * @param x     the x values
     * @param y     the y values
     * @return the series
     */
    static Line line(String label, Values x, Values y) {
        return new Line(label, null, null, x, y, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Points from values from anywhere: inline, or fields of the series' data.
     *
     * @param label the legend's name for them
     * @param x     the x values
     * @param y     the y values
     * @return the series
     */
    static Scatter scatter(String label, Values x, Values y) {
        return new Scatter(label, null, null, x, y, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Bars from values from anywhere: inline, or fields of the series' data.
     *
     * @param label the legend's name for them
     * @param x     the categories
     * @param y     the values
     * @return the series
     */
    static Bar bars(String label, Values x, Values y) {
        return new Bar(label, null, null, x, null, y, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A step line: each value holds until the next x, as a CDF is drawn.
     *
     * @param label the legend's name for it
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    static Step step(String label, double[] x, double[] y) {
        return new Step(label, null, null, Values.of(x), Values.of(y), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Points without a line.
     *
     * @param label the legend's name for them
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    static Scatter scatter(String label, double[] x, double[] y) {
        return new Scatter(label, null, null, Values.of(x), Values.of(y), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Vertical bars, one per category; several bar series in a panel stand side by side.
     *
     * @param label      the legend's name for them
     * @param categories the category of each bar, in order
     * @param values     the bars' heights, as many as categories
     * @return the series
     */
    static Bar bars(String label, List<String> categories, double[] values) {
        return new Bar(label, null, null, Values.of(categories), null, Values.of(values), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Horizontal bars, one per category, the first at the top. The panel's {@code y} axis is their value axis, as
     * {@code y} holds the values.
     *
     * @param label      the legend's name for them
     * @param categories the category of each bar, in order
     * @param values     the bars' lengths, as many as categories
     * @return the series
     */
    static HBar hbars(String label, List<String> categories, double[] values) {
        return new HBar(label, null, null, Values.of(categories), Values.of(values), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Points with vertical error bars from {@code y - err} to {@code y + err}.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @param err   each value's distance to either end of its bar, as many as y
     * @return the series
     */
    static ErrorBar errorBars(String label, double[] x, double[] y, double[] err) {
        return new ErrorBar(label, null, null, Values.of(x), Values.of(y), null, null, Values.of(err), null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A line through the points over a shaded band from {@code low} to {@code high}: a confidence interval, a range.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @param low   the band's lower edge at each x
     * @param high  its upper edge at each x
     * @return the series
     */
    static Band band(String label, double[] x, double[] y, double[] low, double[] high) {
        return new Band(label, null, null, Values.of(x), Values.of(y), null, null, null, Values.of(low), Values.of(high), null, null, null, null,
                null, null, null, null, null, null, null, null);
    }

    /**
     * A line over a band drawn from the rows behind each aggregated value of a field (y from an aggregate step):
     * {@code Interval.of("ci95")}, {@code Interval.between("min", "max")}.
     *
     * <pre>{@code
     * Series band = Series.band("", Values.field("batch"), Values.field("tps"), Interval.of("ci95")).by(By.of("engine"));
     * }</pre>
     *
     * @param label the legend's name for it; empty for none (or, with a by field, each value's own)
     * @param x     the x values, a field of the series' data
     * @param y     the aggregated y values, a field of the series' data
     * @param band  the band's spread or ends
     * @return the series
     */
    static Band band(String label, Values x, Values y, Interval band) {
        return new Band(label, null, null, x, y, null, null, null, null, null, null, null, null, null, null, null, null, null, band, null, null, null);
    }

    /**
     * Points with error bars drawn from the rows behind each aggregated value of a field (y from an aggregate step).
     *
     * @param label the legend's name for them; empty for none (or, with a by field, each value's own)
     * @param x     the x values, a field of the series' data
     * @param y     the aggregated y values, a field of the series' data
     * @param error the error bars' spread or ends
     * @return the series
     */
    static ErrorBar errorBars(String label, Values x, Values y, Interval error) {
        return new ErrorBar(label, null, null, x, y, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, error, null, null, null);
    }

    /**
     * The area between zero and the line through the points; {@code .stack(true)} stacks it on the panel's earlier
     * stacked areas.
     *
     * @param label the legend's name for it; empty for none
     * @param x     the x values
     * @param y     the y values, as many as x
     * @return the series
     */
    static Area area(String label, double[] x, double[] y) {
        return new Area(label, null, null, Values.of(x), Values.of(y), null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * The empirical distribution of raw samples: the share of them at or below each value.
     *
     * @param label   the legend's name for it; empty for none
     * @param samples the samples, in any order
     * @return the series
     */
    static Ecdf ecdf(String label, double[] samples) {
        return new Ecdf(label, null, null, Values.of(samples), null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A box plot of raw samples at its label: quartiles, whiskers at 1.5 IQR, outliers.
     *
     * @param label   its category's name
     * @param samples the samples
     * @return the series
     */
    static Box box(String label, double[] samples) {
        return new Box(label, null, null, Values.of(samples), null, null, null, null, null, null, null, null);
    }

    /**
     * A histogram of raw samples in {@code bins} equal bins over their range.
     *
     * @param label   the legend's name for it; empty for none
     * @param samples the samples
     * @param bins    how many bins
     * @return the series
     */
    static Histogram histogram(String label, double[] samples, int bins) {
        return new Histogram(label, null, null, Values.of(samples), null, Bins.count(bins), null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /**
     * A heat map: each value a cell in the colour of its value, a colour bar beside it; NaN leaves a cell empty.
     *
     * @param label   what the values measure, written by the colour bar
     * @param columns the names along x
     * @param rows    the names down y, the first at the top
     * @param values  one row of values per row name, each with one value per column name
     * @return the series
     */
    static Heatmap heatmap(String label, List<String> columns, List<String> rows, double[][] values) {
        return new Heatmap(label, null, null, Values.of(columns), Values.of(rows), Cells.of(values), null, null, null, null, null, null, null,
                null, null, null, null, null, null);
    }

    /**
     * A shaded interval of x, across the plot, with an optional label.
     *
     * @param from  where it starts
     * @param to    where it ends
     * @param label its label, or null
     * @return the span
     */
    static Span spanX(double from, double to, String label) {
        return new Span(label, List.of(from, to), null, null);
    }

    /**
     * A shaded interval of y, across the plot, with an optional label.
     *
     * @param from  where it starts
     * @param to    where it ends
     * @param label its label, or null
     * @return the span
     */
    static Span spanY(double from, double to, String label) {
        return new Span(label, null, List.of(from, to), null);
    }

    /**
     * A note at a data position, placed beside it where it covers no data.
     *
     * @param text the note, with the markup of any text
     * @param x    where, in data units
     * @param y    where, in data units
     * @return the note
     */
    static Note note(String text, double x, double y) {
        return new Note(text, Position.of(x), Position.of(y), null, null, null, null, null, null, null);
    }
}
