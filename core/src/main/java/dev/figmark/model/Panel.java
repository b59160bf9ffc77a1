package dev.figmark.model;

import java.util.List;

/**
 * One plot of a figure: its title, axes, legend, reference lines and series.
 *
 * <pre>{@code
 * Panel p = Panel.titled("TTFT").x(Axis.log10("ms")).y(Axis.linear("share of requests"))
 *     .grid(Panel.Grid.BOTH).legend(Legend.Position.LOWER_RIGHT)
 *     .series(Series.ecdf("vLLM", new double[] {12, 15, 18, 40}).percentiles(50, 99))
 *     .lines(ReferenceLine.atX(20, "SLO"));
 * }</pre>
 *
 * @param title  the panel's title above its plot; {@code \n} parts lines
 * @param x      the x axis (for horizontal bars, the category axis)
 * @param y      the y axis, on the left (for horizontal bars, the value axis)
 * @param y2     a second y axis on the right, for series with {@code "axis": "y2"} (power beside throughput)
 * @param grid   grid lines across the plot at the ticks of x, y (default), both or none
 * @param legend where the panel's legend goes (default: above at the right with two or more labels, else none)
 * @param lines  reference lines across the plot
 * @param series what the panel draws, in order: each later series over the earlier ones (spans, bands and areas
 *               under all lines, notes over everything)
 * @param data the data source (under the description's "data") the panel's series take their fields from, unless a
 *        series names its own
 * @param transform steps applied to the rows of the panel's data, in order, after its source's and before its
 *        series'
 * @param facet one panel per value of a field ("facet": "model"), or a grid of them ({"row": "model", "column":
 *        "gpu"}), from the panel's rows after its steps: the panels share the figure's legend and the figure's
 *        share, and wrap into its columns
 * @param inset a small plot inside this one that magnifies a range of it, joined to the range it shows
 * @param blank an empty place in the grid that keeps its room, as matplotlib's {@code axis("off")} leaves one: the
 *        panel gives nothing else
 */
@OneFieldCopies
public record Panel(String title, Axis x, Axis y, Axis y2, Grid grid, Legend legend, List<ReferenceLine> lines,
                    List<Series> series, String data, List<Transform> transform, Facet facet, Inset inset,
                    Boolean blank) implements PanelCopies {

    /** Where grid lines cross the plot. */
    public enum Grid {
        /** At x's ticks. */
        X,
        /** At y's ticks. */
        Y,
        /** At both. */
        BOTH,
        /** Nowhere. */
        NONE
    }

    /** Copies the lists. */
    public Panel {
        lines = Copies.list(lines);
        series = series == null ? List.of() : List.copyOf(series);
        if (Boolean.TRUE.equals(blank)) {
            String given = title != null ? "title" : x != null ? "x" : y != null ? "y" : y2 != null ? "y2" : grid != null ? "grid"
                    : legend != null ? "legend" : lines != null ? "lines" : !series.isEmpty() ? "series" : data != null ? "data"
                    : transform != null ? "transform" : facet != null ? "facet" : inset != null ? "inset" : null;
            if (given != null) {
                throw new FigureException(given, "a blank panel keeps an empty place in the grid and draws nothing; leave " + given
                        + " out, or blank");
            }
        }
    }

    /**
     * An empty panel with a title, to which series are added.
     *
     * @param title the title; empty for none
     * @return the panel
     */
    public static Panel titled(String title) {
        return new Panel(title, null, null, null, null, null, null, List.of(), null, null, null, null, null);
    }

    /**
     * The same panel with its legend at a position.
     *
     * @param value where
     * @return a new panel
     */
    public Panel legend(Legend.Position value) {
        return legend(Legend.at(value));
    }

    /**
     * The same panel with these reference lines, given in one call; refused on a panel that has lines already, as
     * {@code lines(List)} would replace them and a second call once added to them.
     *
     * @param lines the lines
     * @return a new panel
     */
    public Panel lines(ReferenceLine... lines) {
        Copies.once(this.lines, "lines");
        return lines(List.of(FigureException.noNulls("lines", lines)));
    }

    /**
     * The same panel with more reference lines after its own.
     *
     * @param more the lines
     * @return a new panel
     */
    public Panel addLines(ReferenceLine... more) {
        return lines(Copies.plus(lines, FigureException.noNulls("lines", more)));
    }

    /**
     * The same panel with these series, given in one call; refused on a panel that has series already, as {@code
     * series(List)} would replace them and a second call once added to them: one name never means two things.
     *
     * @param series the series, drawn in order
     * @return a new panel
     */
    public Panel series(Series... series) {
        Copies.once(this.series, "series");
        return series(List.of(FigureException.noNulls("series", series)));
    }

    /**
     * The same panel with more series, drawn over its own.
     *
     * @param more the series
     * @return a new panel
     */
    public Panel addSeries(Series... more) {
        return series(Copies.plus(series, FigureException.noNulls("series", more)));
    }

    /**
     * An empty place in a grid of panels, which keeps its room.
     *
     * @return the blank panel
     */
    public static Panel empty() {
        return new Panel(null, null, null, null, null, null, null, List.of(), null, null, null, null, true);
    }
}
