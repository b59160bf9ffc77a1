package dev.figmark.compile.kind;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.look.Markers;
import dev.figmark.model.Scatter;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import java.util.function.Consumer;

/** Points: their markers, sized or shaded ({@link Bubbles}), and their labels are the panel's, as for every kind. */
final class Scatters implements KindCompiler<Scatter> {

    @Override
    public DrawnSeries read(Scatter series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return "scatter plot";
    }

    @Override
    public boolean points() {
        return true;
    }

    @Override
    public void layers(Scatter series, Drawing d, Consumer<Layer> add) {
        // Nothing of its own: the panel draws the markers, sized or shaded, and the labels.
    }

    @Override
    public LegendGuide.Swatch swatch(Scatter series, Drawing d) {
        return symbol(d);
    }

    /** A marker alone, as points are drawn: round unless the look names another. */
    static LegendGuide.Swatch symbol(Drawing d) {
        Marker.Shape shape = d.look().marker() == null ? Marker.Shape.CIRCLE : d.look().marker();
        return new LegendGuide.Symbol(shape, d.look().color(), Color.WHITE, 0.5, Markers.size(shape, Markers.POINT));
    }
}
