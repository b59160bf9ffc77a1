package dev.figmark.compile.drawn;

import dev.figmark.model.HBar;
import dev.figmark.model.Histogram;
import dev.figmark.model.Series;
import java.util.List;

/**
 * One series ready to draw: its label, values and record (whose class finds its kind's compiler); {@code low} and
 * {@code high} (null when the series has none) bound each value: its error bar, its band, or the base and top of its
 * area; {@code extras} what some kinds draw besides. What the compile stage reads, draws, tabulates and tells.
 *
 * @param label      the series' name in the legend, the CSV and messages (may be empty)
 * @param x          its x values (category positions where it has categories)
 * @param y          its y values
 * @param categories the category of each value, or null on a numeric x
 * @param spec       the record it was described by
 * @param low        the low bound of each value, or null
 * @param high       the high bound of each value, or null
 * @param extras     what it draws besides its points
 */
public record DrawnSeries(String label, double[] x, double[] y, List<String> categories, Series spec, double[] low, double[] high,
                          Extras extras) {

    /** A series of points and nothing else. */
    public DrawnSeries(String label, double[] x, double[] y, List<String> categories, Series spec) {
        this(label, x, y, categories, spec, null, null, Extras.NONE);
    }

    /** A series of points between bounds. */
    public DrawnSeries(String label, double[] x, double[] y, List<String> categories, Series spec, double[] low, double[] high) {
        this(label, x, y, categories, spec, low, high, Extras.NONE);
    }

    /** The same series with other bounds. */
    public DrawnSeries bounded(double[] lows, double[] highs) {
        return new DrawnSeries(label, x, y, categories, spec, lows, highs, extras);
    }

    /** The same series under another label. */
    public DrawnSeries labelled(String name) {
        return new DrawnSeries(name, x, y, categories, spec, low, high, extras);
    }

    /** The same series drawing these besides its points. */
    public DrawnSeries with(Extras more) {
        return new DrawnSeries(label, x, y, categories, spec, low, high, more);
    }

    /** The same points as drawn on categories down y: x its values, y their categories' {@code positions}. */
    public DrawnSeries turned(double[] positions) {
        return new DrawnSeries(label, y, positions, null, spec, low, high, extras);
    }

    /** Whether its categories run down y and its values along x: horizontal bars, and points on categories down y. */
    public boolean across() {
        return spec instanceof HBar || extras.across();
    }

    /** Whether it is a histogram whose bins run down y, their heights along x. */
    public boolean binsAcross() {
        return spec instanceof Histogram h && h.across();
    }

    /** A histogram's bin edges, whichever way it runs: along x upright, down y across. */
    public double[] binEdges() {
        return binsAcross() ? y : x;
    }

    /** A histogram's bin heights (counts or densities), one fewer than its edges, whichever way it runs. */
    public double[] binHeights() {
        return binsAcross() ? x : y;
    }

    /** A histogram's bin {@code i}: its edges {@code i} and {@code i + 1}, and its height. */
    public double[] bin(int i) {
        return new double[] {binEdges()[i], binEdges()[i + 1], binHeights()[i]};
    }

    /** A series' label as drawn: its own, empty for none. */
    public static String labelOf(Series s) {
        return s.label() == null ? "" : s.label();
    }

    /** A sum of decimals without binary noise (23.3, not 23.299999999999997): twelve significant digits. */
    public static double decimal(double value) {
        return Double.isFinite(value) && value != 0
                ? new java.math.BigDecimal(value).round(new java.math.MathContext(12)).doubleValue() : value;
    }
}
