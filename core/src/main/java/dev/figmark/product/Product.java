package dev.figmark.product;

import dev.figmark.chart.Figure;

/**
 * One figure ready to lay out and write: its file stem, the chart, the table of exactly what it draws, and a caption
 * from the data's own numbers. With {@code autoHeight}, the layout may grow the height until every text fits.
 */
public record Product(String stem, Figure figure, Table table, String caption, boolean autoHeight) {
}
