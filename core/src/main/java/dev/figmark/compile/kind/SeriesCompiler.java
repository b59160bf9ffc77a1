package dev.figmark.compile.kind;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.model.Kind;
import dev.figmark.model.Series;
import java.util.function.Consumer;

/**
 * A series' record with its kind's compiler, bound by the model's visitor where the record's type is known: the panel
 * asks it about any series, and the compiler is handed its own record, typed.
 *
 * @param kind   the kind's compiler
 * @param series the record it compiles
 * @param <S>    the record's type
 */
public record SeriesCompiler<S extends Series>(KindCompiler<S> kind, S series) {

    /** The kind's name as the description spells it, for messages only. */
    public String name() {
        return series.getClass().getAnnotation(Kind.class).value();
    }

    /** See {@link KindCompiler#read}. */
    public DrawnSeries read(SeriesPart part) {
        return kind.read(series, part);
    }

    /** See {@link KindCompiler#layers}. */
    public void layers(KindCompiler.Drawing drawing, Consumer<Layer> add) {
        kind.layers(series, drawing, add);
    }

    /** See {@link KindCompiler#words}. */
    public String words() {
        return kind.words();
    }

    /** See {@link KindCompiler#reads}. */
    public boolean reads() {
        return kind.reads();
    }

    /** Whether y starts at zero for this series: its kind's value axis, unless it runs across (a horizontal histogram's counts are along x). */
    public boolean fromZero(DrawnSeries data) {
        return kind.fromZero() && !data.binsAcross();
    }

    /** See {@link KindCompiler#shade}. */
    public Layer shade(DrawnSeries data, dev.figmark.scene.Color color) {
        return kind.shade(series, data, color);
    }

    /** See {@link KindCompiler#fills}. */
    public boolean fills() {
        return kind.fills(series);
    }

    /** See {@link KindCompiler#points}. */
    public boolean points() {
        return kind.points();
    }

    /** See {@link KindCompiler#ownMarks}. */
    public boolean ownMarks() {
        return kind.ownMarks();
    }

    /** See {@link KindCompiler#markCost}. */
    public double markCost() {
        return kind.markCost();
    }

    /** See {@link KindCompiler#inLegend}. */
    public boolean inLegend() {
        return kind.inLegend();
    }

    /** See {@link KindCompiler#swatch}. */
    public LegendGuide.Swatch swatch(KindCompiler.Drawing drawing) {
        return kind.swatch(series, drawing);
    }

    /** See {@link KindCompiler#csv}. */
    public void csv(DrawnSeries data, int panel, DrawnTable table) {
        kind.csv(series, data, panel, table);
    }
}
