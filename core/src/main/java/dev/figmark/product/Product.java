package dev.figmark.product;

import dev.figmark.chart.FigurePlot;

/**
 * One figure ready to lay out and write: its file stem, the chart, the table of exactly what it draws, and a caption
 * from the data's own numbers. With {@code autoHeight}, the layout may grow the height until every text fits (and
 * says so when it grows by more than a tenth); with {@code gridAsked}, the grid's columns are the user's and are kept,
 * or the figure is refused, never regridded. {@code reading} says how the table reads, for the text alternative
 * ({@link AltText}), unless {@code alt} gives the user's own (null for none).
 */
public record Product(String stem, FigurePlot figure, Table table, String caption, boolean autoHeight, boolean gridAsked, Reading reading,
                      String alt) {

    public Product {
        java.util.Objects.requireNonNull(reading, "reading");
    }

    /** A figure whose table reads as {@code reading}, its text alternative made from it. */
    public Product(String stem, FigurePlot figure, Table table, String caption, boolean autoHeight, boolean gridAsked, Reading reading) {
        this(stem, figure, table, caption, autoHeight, gridAsked, reading, null);
    }

    /** A figure whose grid the layout may change when its panels do not fit. */
    public Product(String stem, FigurePlot figure, Table table, String caption, boolean autoHeight, Reading reading) {
        this(stem, figure, table, caption, autoHeight, false, reading, null);
    }

    /** The same figure under another stem, of another chart, table and caption: a part of it, or it made to fit. */
    public Product with(String otherStem, FigurePlot otherFigure, Table otherTable, String otherCaption, boolean otherAutoHeight) {
        return new Product(otherStem, otherFigure, otherTable, otherCaption, otherAutoHeight, gridAsked, reading, alt);
    }

    /** The text alternative: the user's own, or one made from the table. */
    public String altText() {
        return AltText.of(this);
    }
}
