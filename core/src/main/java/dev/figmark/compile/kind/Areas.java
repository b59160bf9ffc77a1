package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Area;
import dev.figmark.scene.Color;
import java.util.function.Consumer;

/** An area filled from zero, or stacked on the areas before it ({@link Stacks}): its fill under every series' lines, its top line. */
final class Areas implements KindCompiler<Area> {

    /** How strongly an area is filled: stacked areas touch, and must stay apart in grey print. */
    static final double OPACITY = 0.55;

    @Override
    public DrawnSeries read(Area series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return "area chart";
    }

    @Override
    public double markCost() {
        return PATH_POINT;
    }

    @Override
    public boolean fromZero() {
        return true;
    }

    @Override
    public boolean fills(Area series) {
        return true;
    }

    @Override
    public void layers(Area series, Drawing d, Consumer<Layer> add) {
        add.accept(Layers.line(new SeriesValues(d.data().label(), d.xs(), d.data().high()), d.stroke()));
    }

    @Override
    public Layer shade(Area series, DrawnSeries d, Color color) {
        return Layers.fillBetween(d.label(), d.x(), d.low(), d.high(), color.faded(OPACITY));
    }

    @Override
    public LegendGuide.Swatch swatch(Area series, Drawing d) {
        Color color = d.look().color();
        return new LegendGuide.Patch(color.faded(OPACITY), null);
    }
}
