package dev.figmark.compile.kind;

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
import dev.figmark.model.Kde;
import dev.figmark.model.Line;
import dev.figmark.model.Note;
import dev.figmark.model.Points;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.SeriesVisitor;
import dev.figmark.model.Span;
import dev.figmark.model.Step;
import dev.figmark.model.Strip;
import dev.figmark.model.Timeline;
import dev.figmark.model.Violin;

/**
 * The compiler of every kind of series, one small class per kind or family, found through the model's visitor: a
 * kind added to the sealed {@link Series} has no compiler here until one is written, and the build fails until then.
 */
public final class KindCompilers implements SeriesVisitor<SeriesCompiler<?>> {

    private static final KindCompilers REGISTRY = new KindCompilers();

    private static final KindCompiler<Points> LINES = new Lines("line chart", false);
    private static final KindCompiler<Points> STEPS = new Lines("step chart", true);
    private static final KindCompiler<Ecdf> ECDFS = new Ecdfs();
    private static final KindCompiler<Kde> KDES = new Kdes();
    private static final KindCompiler<Scatter> SCATTERS = new Scatters();
    private static final KindCompiler<Bar> BARS = new Bars<>("bar chart");
    private static final KindCompiler<HBar> HBARS = new Bars<>("horizontal bar chart");
    private static final KindCompiler<Timeline> TIMELINES = new Timelines();
    private static final KindCompiler<ErrorBar> ERROR_BARS = new ErrorBars();
    private static final KindCompiler<Band> BANDS = new Bands();
    private static final KindCompiler<Area> AREAS = new Areas();
    private static final KindCompiler<Histogram> HISTOGRAMS = new Histograms();
    private static final KindCompiler<Box> BOXES = new Boxes();
    private static final KindCompiler<Violin> VIOLINS = new Violins();
    private static final KindCompiler<Strip> STRIPS = new Strips();
    private static final KindCompiler<Series> ANNOTATIONS = new DrawnApart(null);
    private static final KindCompiler<Series> HEATMAPS = new DrawnApart("heat map");

    private KindCompilers() {
    }

    /** The compiler of a series' kind, bound to the series. */
    public static SeriesCompiler<?> of(Series series) {
        return series.accept(REGISTRY);
    }

    /** The kind's name as the description spells it, for messages only. */
    public static String name(Series series) {
        return of(series).name();
    }

    @Override
    public SeriesCompiler<?> visit(Line series) {
        return new SeriesCompiler<>(LINES, series);
    }

    @Override
    public SeriesCompiler<?> visit(Step series) {
        return new SeriesCompiler<>(STEPS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Ecdf series) {
        return new SeriesCompiler<>(ECDFS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Kde series) {
        return new SeriesCompiler<>(KDES, series);
    }

    @Override
    public SeriesCompiler<?> visit(Scatter series) {
        return new SeriesCompiler<>(SCATTERS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Bar series) {
        return new SeriesCompiler<>(BARS, series);
    }

    @Override
    public SeriesCompiler<?> visit(HBar series) {
        return new SeriesCompiler<>(HBARS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Timeline series) {
        return new SeriesCompiler<>(TIMELINES, series);
    }

    @Override
    public SeriesCompiler<?> visit(ErrorBar series) {
        return new SeriesCompiler<>(ERROR_BARS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Band series) {
        return new SeriesCompiler<>(BANDS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Area series) {
        return new SeriesCompiler<>(AREAS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Histogram series) {
        return new SeriesCompiler<>(HISTOGRAMS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Box series) {
        return new SeriesCompiler<>(BOXES, series);
    }

    @Override
    public SeriesCompiler<?> visit(Violin series) {
        return new SeriesCompiler<>(VIOLINS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Strip series) {
        return new SeriesCompiler<>(STRIPS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Span series) {
        return new SeriesCompiler<>(ANNOTATIONS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Note series) {
        return new SeriesCompiler<>(ANNOTATIONS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Bracket series) {
        return new SeriesCompiler<>(ANNOTATIONS, series);
    }

    @Override
    public SeriesCompiler<?> visit(Heatmap series) {
        return new SeriesCompiler<>(HEATMAPS, series);
    }
}
