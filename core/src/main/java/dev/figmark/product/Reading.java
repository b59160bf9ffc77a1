package dev.figmark.product;

/**
 * How a figure's table reads as data, for the text that tells a reader who cannot see the figure what it shows
 * ({@link AltText}): the kind of figure in words, and which columns hold the panel, the series, the x and the y values
 * (and a heat map's cell values). A column left null is not in the table: one panel, one series, or values with no x.
 *
 * @param kind   the kind of figure, as a reader would name it ("bar chart", "line chart and bands")
 * @param panel  the column that names or numbers the panel, or null
 * @param series the column that names the series, or null
 * @param x      the column of x values or category names, or null for values alone (a distribution)
 * @param y      the column of y values, or a heat map's row names
 * @param value  a heat map's column of cell values, or null
 * @param names  the series' names as the legend shows them, by the text of their cells ("1" is "1 client")
 */
public record Reading(String kind, String panel, String series, String x, String y, String value, java.util.Map<String, String> names) {

    /** A table read as nothing: the figure's text alternative names its panels, axes and legends alone. */
    public static final Reading NONE = new Reading("figure", null, null, null, null, null);

    public Reading {
        java.util.Objects.requireNonNull(kind, "kind");
        names = java.util.Map.copyOf(names);
    }

    /** A table whose series are named as their cells are written. */
    public Reading(String kind, String panel, String series, String x, String y, String value) {
        this(kind, panel, series, x, y, value, java.util.Map.of());
    }

    /** Rows of (panel, series, x, y) values drawn as {@code kind}. */
    public static Reading of(String kind, String panel, String series, String x, String y) {
        return new Reading(kind, panel, series, x, y, null);
    }

    /** The same reading, its series named as the legend names them. */
    public Reading named(java.util.Map<String, String> legendNames) {
        return new Reading(kind, panel, this.series, x, y, value, legendNames);
    }

    /** Whether the table is read at all. */
    boolean reads() {
        return y != null;
    }
}
