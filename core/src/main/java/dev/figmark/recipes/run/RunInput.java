package dev.figmark.recipes.run;

import dev.figmark.chart.Figure;
import dev.figmark.chart.Legend;
import dev.figmark.chart.Style;
import dev.figmark.data.RunData;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import java.util.List;

/** A run as its recipes read it: the data, the style it is drawn in, the measurer of text and the lifecycle options. */
public record RunInput(RunData run, Style style, Typesetter type, TimelineOptions timeline) {

    /** A run with the lifecycle figure's default options. */
    public RunInput(RunData run, Style style, Typesetter type) {
        this(run, style, type, TimelineOptions.DEFAULT);
    }

    /** " on HARDWARE" for captions, or nothing when the run does not say. */
    String on() {
        String hardware = run.hardware();
        return hardware.isEmpty() ? "" : " on " + hardware;
    }

    /**
     * The product of a recipe: the style's width, and its height when given, else the seed's height for this figure,
     * grown later by the layout until every text fits.
     */
    Product product(String stem, List<Figure.Row> rows, double seedHeightIn, Legend legend, String bottomLabel, Table table, String caption) {
        double height = Units.points(style.height() > 0 ? style.height() : seedHeightIn);
        Figure figure = new Figure(style.widthPt(), height, style.title(), legend, bottomLabel, rows);
        return new Product(stem, figure, table, caption, style.height() <= 0);
    }
}
