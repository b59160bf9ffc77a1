package dev.figmark.compile.kind;

import dev.figmark.chart.frame.Layer;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Series;
import java.util.function.Consumer;

/** Spans, notes, brackets and heat maps: drawn by the panel their own way, never read into points. */
final class DrawnApart implements KindCompiler<Series> {

    private final String words;

    DrawnApart(String words) {
        this.words = words;
    }

    @Override
    public boolean reads() {
        return false;
    }

    @Override
    public String words() {
        return words;
    }

    @Override
    public DrawnSeries read(Series series, SeriesPart part) {
        throw apart(series);
    }

    @Override
    public void layers(Series series, Drawing d, Consumer<Layer> add) {
        throw apart(series);
    }

    private static IllegalStateException apart(Series series) {
        return new IllegalStateException(KindCompilers.name(series) + " is drawn apart from the panel's points");
    }
}
