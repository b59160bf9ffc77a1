package dev.figmark.compile.out;

import dev.figmark.model.Area;
import dev.figmark.model.Band;
import dev.figmark.model.Bar;
import dev.figmark.model.Box;
import dev.figmark.model.Bracket;
import dev.figmark.model.Ecdf;
import dev.figmark.model.ErrorBar;
import dev.figmark.model.HBar;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Histogram;
import dev.figmark.model.Line;
import dev.figmark.model.Note;
import dev.figmark.model.Scatter;
import dev.figmark.model.SeriesVisitor;
import dev.figmark.model.Span;
import dev.figmark.model.Step;
import dev.figmark.model.Strip;
import dev.figmark.model.Timeline;
import dev.figmark.model.Violin;

/**
 * What a reader hears of each kind of series in a figure's text alternative, found through the model's visitor, so a
 * kind added does not build until it is named here; null for what annotates the data (spans, notes, brackets).
 */
final class KindWords implements SeriesVisitor<String> {

    static final KindWords OF = new KindWords();

    private KindWords() {
    }

    @Override
    public String visit(Line series) {
        return "line chart";
    }

    @Override
    public String visit(Step series) {
        return "step chart";
    }

    @Override
    public String visit(Scatter series) {
        return "scatter plot";
    }

    @Override
    public String visit(Bar series) {
        return "bar chart";
    }

    @Override
    public String visit(HBar series) {
        return "horizontal bar chart";
    }

    @Override
    public String visit(ErrorBar series) {
        return "error bars";
    }

    @Override
    public String visit(Band series) {
        return "bands";
    }

    @Override
    public String visit(Area series) {
        return "area chart";
    }

    @Override
    public String visit(Ecdf series) {
        return "cumulative distribution";
    }

    @Override
    public String visit(Box series) {
        return "box plot";
    }

    @Override
    public String visit(Histogram series) {
        return "histogram";
    }

    @Override
    public String visit(Violin series) {
        return "violin plot";
    }

    @Override
    public String visit(Strip series) {
        return "strip plot";
    }

    @Override
    public String visit(Span series) {
        return null;
    }

    @Override
    public String visit(Note series) {
        return null;
    }

    @Override
    public String visit(Heatmap series) {
        return "heat map";
    }

    @Override
    public String visit(Timeline series) {
        return "timeline";
    }

    @Override
    public String visit(Bracket series) {
        return null;
    }
}
