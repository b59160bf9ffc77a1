package dev.figmark.recipes.run;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.data.RunData;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A run as its recipes read it: the data, the style it is drawn in, the measurer of text, the lifecycle options, and
 * the number style all its figures share ({@link NumberStyle}).
 */
public record RunInput(RunData run, Style style, Typesetter type, TimelineOptions timeline, NumberStyle numbers) {

    /**
     * How a run's figures write numbers from 1,000 up: in full with thousands separators, or, once any figure of the
     * run reaches 10,000, all in K, so one figure never writes 1,322 where another writes 1K.
     *
     * @param largest the largest number any of the run's figures writes
     */
    public record NumberStyle(double largest) {
        /** Axis numbers: 1,600 or 1.6K, by the run's largest. */
        public DoubleFunction<String> ticks() {
            return dev.figmark.chart.scale.Formats.compactFor(largest);
        }

        /** A bar's value: 1,651, or 1.65K (three figures) in a run that writes K. */
        public DoubleFunction<String> values() {
            if (!(largest >= 10000)) {
                return v -> dev.figmark.chart.scale.Formats.value(v);
            }
            return v -> Math.abs(v) >= 1000 && Math.abs(v) < 1e15 ? dev.figmark.chart.scale.PyFormat.groupedG(
                    new java.math.BigDecimal(v / 1000).round(new java.math.MathContext(3)).doubleValue()) + "K" : dev.figmark.chart.scale.Formats.value(v);
        }
    }

    /** A run with the given lifecycle options, each figure in its own number style until {@link RunRecipes#withOneNumberStyle}. */
    public RunInput(RunData run, Style style, Typesetter type, TimelineOptions timeline) {
        this(run, style, type, timeline, new NumberStyle(0));
    }

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
    Product product(String stem, List<FigurePlot.Row> rows, double seedHeightIn, LegendGuide legend, String bottomLabel, Table table, String caption,
                    dev.figmark.product.Reading reading) {
        double height = Units.points(style.height() > 0 ? style.height() : seedHeightIn);
        FigurePlot figure = new FigurePlot(style.widthPt(), height, style.title(), legend, bottomLabel, rows);
        return new Product(stem, figure, table, caption, style.height() <= 0, reading);
    }
}
