package dev.figmark.compile.kind;

import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.model.Series;
import dev.figmark.scene.Color;
import dev.figmark.scene.Stroke;
import java.util.function.Consumer;

/**
 * How one kind of series (or a family: bar and hbar) becomes a drawing: it reads its typed record's data, and gives its
 * layers, its legend swatch, its rows in the CSV, its words in the text alternative and what it asks of its panel.
 * Found for a record by {@link KindCompilers#of}, a visitor over the sealed model, so a kind without a compiler does
 * not compile; nothing asks a kind's name, and no compiler casts its record back.
 *
 * @param <S> the record, or the records of the family, that it compiles
 */
public interface KindCompiler<S extends Series> {

    /** Points of a line, step, area or band that cost the heap of one mark: a path keeps two numbers a point, a marker a shape. */
    int POINTS_PER_PATH_MARK = 8;
    /** What one point of a path costs, in marks. */
    double PATH_POINT = 1.0 / POINTS_PER_PATH_MARK;

    /**
     * What a read series is drawn with in its panel: its positions along x (categories placed), its points in the
     * axis's order, its stroke and look, its slot among bars side by side, and the distance along x that a slot's
     * group of bars divides ({@link Bars#unit}).
     */
    record Drawing(DrawnSeries data, double[] xs, SeriesValues points, Stroke stroke, FigureLooks.Look look, int slot, int slots, double unit) {
    }

    /**
     * Reads one part of the series (all of it, or one value of its {@code by} field) into what is drawn.
     *
     * @param series the record
     * @param part   its rows and axes, and the readers of points and samples
     * @return the drawn series
     */
    DrawnSeries read(S series, SeriesPart part);

    /**
     * Adds the series' layers in paint order; markers, labels and colour bars are the panel's, which every kind
     * shares.
     *
     * @param series  the record
     * @param drawing the series as it is drawn
     * @param add     where each layer goes
     */
    void layers(S series, Drawing drawing, Consumer<Layer> add);

    /** What the figure's text alternative calls a figure of this kind ("line chart"); null for what annotates the data. */
    String words();

    /** Whether the series is read into points by the panel; spans, notes, brackets and heat maps are drawn their own way. */
    default boolean reads() {
        return true;
    }

    /** Whether its value axis starts at zero: bars, areas and histograms. */
    default boolean fromZero() {
        return false;
    }

    /** Whether it fills shapes, which print tells apart by their hatch: bars, timelines, areas, filled histograms. */
    default boolean fills(S series) {
        return false;
    }

    /** Whether it draws points, whose markers are the larger size and round by default: scatters, error bars and strips. */
    default boolean points() {
        return false;
    }

    /** Whether it draws marks of its own that no marker layer repeats: violins and strips. */
    default boolean ownMarks() {
        return false;
    }

    /**
     * What each of its points costs in marks, the heap's measure of one drawn point ({@link dev.figmark.data.HeapBudget#BYTES_PER_MARK}):
     * one by default; a path's point less ({@link #POINTS_PER_PATH_MARK}); a box's or violin's none, as
     * they draw a few marks whatever their samples.
     */
    default double markCost() {
        return 1;
    }

    /** Whether its label makes a legend entry; a box's, violin's or strip's names its category instead. */
    default boolean inLegend() {
        return true;
    }

    /**
     * Its shade, which the panel draws under every series' lines so that none covers another's (a band's, an
     * area's, a filled density's), in the series' colour; null for none.
     */
    default Layer shade(S series, DrawnSeries data, Color color) {
        return null;
    }

    /** What the legend draws for it: a line by default, with its marker. */
    default LegendGuide.Swatch swatch(S series, Drawing drawing) {
        return new LegendGuide.Line(drawing.stroke(), drawing.look().marker(), drawing.look().color(), Color.WHITE);
    }

    /** Its rows in the CSV of what is drawn: each point by default. */
    default void csv(S series, DrawnSeries data, int panel, DrawnTable table) {
        table.series(panel, data);
    }
}
