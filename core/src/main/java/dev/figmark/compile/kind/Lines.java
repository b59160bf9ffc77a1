package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Points;
import java.util.function.Consumer;

/** A line through its points, or a step line rising after each (matplotlib's {@code drawstyle="steps-post"}). */
final class Lines implements KindCompiler<Points> {

    private final String words;
    private final boolean steps;

    Lines(String words, boolean steps) {
        this.words = words;
        this.steps = steps;
    }

    @Override
    public DrawnSeries read(Points series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return words;
    }

    @Override
    public double markCost() {
        return PATH_POINT;
    }

    @Override
    public void layers(Points series, Drawing d, Consumer<Layer> add) {
        add.accept(steps ? Layers.steps(d.points(), d.stroke()) : Layers.line(d.points(), d.stroke()));
    }
}
