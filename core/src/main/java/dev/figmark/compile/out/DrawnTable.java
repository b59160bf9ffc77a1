package dev.figmark.compile.out;

import dev.figmark.compile.drawn.Categories;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Box;
import dev.figmark.model.ErrorBar;
import dev.figmark.model.Histogram;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.Timeline;
import dev.figmark.model.Violin;
import dev.figmark.product.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The CSV of a description: one row per drawn value, with only the columns some series of the figure fills: bounds of
 * error bars, bands and areas ({@code y_low}, {@code y_high}), a histogram's bin edges ({@code x_low}, {@code x_high}),
 * a heat map's cell values ({@code value}), a fitted curve's formula with its parameters and R² ({@code fit}). Points
 * on categories down y write their value in x and its bounds in {@code x_low} and {@code x_high}; a horizontal
 * histogram's bins, down y, their edges in {@code y_low} and {@code y_high}.
 */
public final class DrawnTable {

    private final boolean bins;
    private final boolean bounds;
    private final boolean values;
    private final boolean fits;
    private final Table table;

    DrawnTable(boolean bins, boolean bounds, boolean values, boolean fits) {
        this.bins = bins;
        this.bounds = bounds;
        this.values = values;
        this.fits = fits;
        List<String> header = new ArrayList<>(List.of("panel", "series", "x", "y"));
        if (bins) {
            header.addAll(List.of("x_low", "x_high"));
        }
        if (bounds) {
            header.addAll(List.of("y_low", "y_high"));
        }
        if (values) {
            header.add("value");
        }
        if (fits) {
            header.add("fit");
        }
        table = new Table(header.toArray(String[]::new));
    }

    /**
     * The table of a figure's drawn series, with the columns some of them fill: the low and high of error bars, bands
     * and areas (along x for points on categories down y, as a histogram's bin edges), heat maps' values, fits.
     */
    public static DrawnTable of(List<List<DrawnSeries>> read, boolean heatmaps) {
        List<DrawnSeries> all = read.stream().flatMap(List::stream).toList();
        // A box's or violin's low and high are its reach, which its own rows name (whiskers, outliers, densities): no bounds.
        boolean bounds = all.stream().anyMatch(d -> d.low() != null && !(d.extras().across() && d.spec() instanceof ErrorBar)
                && !(d.spec() instanceof Box || d.spec() instanceof Violin) || d.binsAcross());
        boolean bins = all.stream().anyMatch(d -> d.spec() instanceof Histogram && !d.binsAcross()
                || d.low() != null && d.extras().across() && d.spec() instanceof ErrorBar);
        return new DrawnTable(bins, bounds, heatmaps, all.stream().anyMatch(d -> d.extras().fit() != null));
    }

    /** A point or bar: x and y, with its bounds when it has them (null when not). */
    public void point(int panel, String series, Object x, Object y, Double low, Double high) {
        add(panel, series, x, y, null, null, low, high, null, null);
    }

    /**
     * A distribution's row, its statistic or category and its value: the value in y as it is drawn upright, in x for
     * a box or violin laid across ({@code "orientation": "horizontal"}), as a strip's points are, so the CSV holds what is drawn.
     */
    public void distribution(int panel, DrawnSeries d, Object at, Object value) {
        boolean across = d.extras().across();
        point(panel, d.label(), across ? value : at, across ? at : value, null, null);
    }

    /** The rows of a drawn series: a histogram's bins, else each point (by category name, over categories). */
    public void series(int panel, DrawnSeries d) {
        if (d.spec() instanceof Histogram) {
            for (int i = 0; i + 1 < d.x().length; i++) {
                double[] bin = d.bin(i);
                double middle = DrawnSeries.decimal((bin[0] + bin[1]) / 2);
                if (d.binsAcross()) {
                    // Bins down y: x its height, y its middle, y_low and y_high its edges.
                    add(panel, d.label(), bin[2], middle, null, null, bin[0], bin[1], null, null);
                } else {
                    bin(panel, d.label(), middle, bin[2], bin[0], bin[1]);
                }
            }
            return;
        }
        if (d.extras().across()) {
            // Points on categories down y: x their value and its bounds, y their category.
            for (int i = 0; i < d.x().length; i++) {
                add(panel, d.label(), d.y()[i], Categories.written(d.categories().get(i)), d.low() == null ? null : d.low()[i],
                        d.high() == null ? null : d.high()[i], null, null, null, d.extras().fit());
            }
            return;
        }
        for (int i = 0; i < d.x().length; i++) {
            Object x = d.categories() != null ? Categories.written(d.categories().get(i)) : d.extras().dates().text(d.x()[i]);
            if (d.spec() instanceof Timeline) {
                // A timeline's bar: its row, its length, and where it starts and ends (dates as dates).
                add(panel, d.label(), x, DrawnSeries.decimal(d.high()[i] - d.low()[i]), null, null, d.extras().dates().text(d.low()[i]),
                        d.extras().dates().text(d.high()[i]), null, null);
                continue;
            }
            add(panel, d.label(), x, d.y()[i], null, null, d.low() == null ? null : d.low()[i], d.high() == null ? null : d.high()[i], null, d.extras().fit());
        }
    }

    /** A histogram's bin: its middle, its height, and its edges. */
    public void bin(int panel, String series, double middle, double height, double from, double to) {
        add(panel, series, middle, height, from, to, null, null, null, null);
    }

    /** A heat map's cell: its column, its row, and its value. */
    public void cell(int panel, String series, Object column, Object row, Double value) {
        add(panel, series, column, row, null, null, null, null, value, null);
    }

    private void add(int panel, String series, Object x, Object y, Double xLow, Double xHigh, Object low, Object high, Double value, String fit) {
        List<Object> row = new ArrayList<>(List.of(panel, series));
        row.add(x);
        row.add(y);
        if (bins) {
            row.add(xLow);
            row.add(xHigh);
        }
        if (bounds) {
            row.add(low);
            row.add(high);
        }
        if (values) {
            row.add(value);
        }
        if (fits) {
            row.add(fit);
        }
        table.add(row.toArray());
    }

    /**
     * How this table reads, for the figure's text alternative: the kinds of its series in words, and its columns.
     *
     * @param panels the description's panels
     * @param words  what a series' kind is called ("line chart"), null for what annotates the data
     * @return the reading
     */
    public dev.figmark.product.Reading reading(List<Panel> panels, java.util.function.Function<Series, String> words) {
        java.util.Set<String> kinds = new java.util.LinkedHashSet<>();
        for (Panel panel : panels) {
            for (Series s : panel.series()) {
                String said = words.apply(s);
                if (said != null) {
                    kinds.add(said);
                }
            }
        }
        List<String> all = new ArrayList<>(kinds);
        String kind = all.isEmpty() ? "figure" : all.get(0);
        if (all.size() > 1) {
            List<String> rest = all.subList(1, all.size());
            kind += " with " + (rest.size() == 1 ? rest.get(0) : String.join(", ", rest.subList(0, rest.size() - 1)) + " and " + rest.get(rest.size() - 1));
        }
        return new dev.figmark.product.Reading(kind, "panel", "series", "x", "y", values ? "value" : null);
    }

    /** The table as drawn, for the figure's CSV. */
    public Table table() {
        return table;
    }
}
