package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.ErrorBar;
import java.util.function.Consumer;

/** Points with their error bars, capped unless {@code "caps": false}, up y or across x. */
final class ErrorBars implements KindCompiler<ErrorBar> {

    @Override
    public DrawnSeries read(ErrorBar series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return "error bars";
    }

    @Override
    public boolean points() {
        return true;
    }

    @Override
    public void layers(ErrorBar series, Drawing d, Consumer<Layer> add) {
        DrawnSeries data = d.data();
        add.accept(Layers.errorBars(data.label(), d.xs(), data.low(), data.high(), d.look().color(), !Boolean.FALSE.equals(series.caps()), data.across()));
    }

    @Override
    public LegendGuide.Swatch swatch(ErrorBar series, Drawing d) {
        return Scatters.symbol(d);
    }
}
