package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Timeline;
import dev.figmark.scene.Hatch;
import java.util.function.Consumer;

/** A timeline's bars, each from its start to its end along x in its lane down y. */
final class Timelines implements KindCompiler<Timeline> {

    @Override
    public DrawnSeries read(Timeline series, SeriesPart part) {
        return part.labelled(part.timeline(series));
    }

    @Override
    public String words() {
        return "timeline";
    }

    @Override
    public boolean fills(Timeline series) {
        return true;
    }

    @Override
    public void layers(Timeline series, Drawing d, Consumer<Layer> add) {
        add.accept(Layers.bars(d.xs(), d.data().low(), d.data().high(), Layers.BAR_HEIGHT, 0, d.look().color(), d.look().hatch(), true));
    }

    @Override
    public LegendGuide.Swatch swatch(Timeline series, Drawing d) {
        // Hatched as the bars are: a timeline's bars have no edge of their own.
        return new LegendGuide.Patch(d.look().color(), d.look().hatch() == null ? null : Hatch.of(d.look().hatch(), Layers.hatchInk(null)));
    }
}
