package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Band;
import dev.figmark.scene.Color;
import java.util.function.Consumer;

/** A line with a band shaded between its bounds, the shade under every series' lines. */
final class Bands implements KindCompiler<Band> {

    /** How strongly a band is filled: light, so the lines over it stay clear. */
    static final double OPACITY = 0.25;

    @Override
    public DrawnSeries read(Band series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return "bands";
    }

    @Override
    public double markCost() {
        return PATH_POINT;
    }

    @Override
    public void layers(Band series, Drawing d, Consumer<Layer> add) {
        add.accept(Layers.line(d.points(), d.stroke()));
    }

    @Override
    public Layer shade(Band series, DrawnSeries d, Color color) {
        return Layers.fillBetween(d.label(), d.x(), d.low(), d.high(), color.faded(OPACITY));
    }

    @Override
    public LegendGuide.Swatch swatch(Band series, Drawing d) {
        Color color = d.look().color();
        return new LegendGuide.Line(d.stroke(), d.look().marker(), color, Color.WHITE, color.faded(OPACITY));
    }
}
