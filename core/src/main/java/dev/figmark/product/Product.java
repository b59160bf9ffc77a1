package dev.figmark.product;

import dev.figmark.chart.Figure;

/**
 * One figure ready to lay out and write: its file stem, the chart, the table of exactly what it draws, and a caption
 * from the data's own numbers. With {@code autoHeight}, the layout may grow the height until every text fits (and
 * says so when it grows by more than a tenth); with {@code gridAsked}, the grid's columns are the user's and are kept,
 * or the figure is refused, never regridded.
 */
public record Product(String stem, Figure figure, Table table, String caption, boolean autoHeight, boolean gridAsked) {

    /** A figure whose grid the layout may change when its panels do not fit. */
    public Product(String stem, Figure figure, Table table, String caption, boolean autoHeight) {
        this(stem, figure, table, caption, autoHeight, false);
    }
}
