package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.Turned;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.compile.drawn.BoxStats;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.look.Markers;
import dev.figmark.compile.out.DrawnTable;
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
import dev.figmark.model.Kind;
import dev.figmark.model.Line;
import dev.figmark.model.Note;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.SeriesVisitor;
import dev.figmark.model.Span;
import dev.figmark.model.Step;
import dev.figmark.model.Strip;
import dev.figmark.model.Timeline;
import dev.figmark.model.Violin;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import java.util.List;
import java.util.function.Consumer;

/**
 * The compiler of every kind of series, one small class per kind or family, found through the model's visitor: a
 * kind added to the sealed {@link Series} has no compiler here until one is written, and the build fails until then.
 */
public final class KindCompilers implements SeriesVisitor<KindCompiler> {

    private static final KindCompilers REGISTRY = new KindCompilers();

    private KindCompilers() {
    }

    /** The compiler of a series' kind. */
    public static KindCompiler of(Series series) {
        return series.accept(REGISTRY);
    }

    /** The kind's name as the description spells it, for messages only. */
    public static String name(Series series) {
        return series.getClass().getAnnotation(Kind.class).value();
    }

    @Override
    public KindCompiler visit(Line series) {
        return LineKinds.LINE;
    }

    @Override
    public KindCompiler visit(Step series) {
        return LineKinds.STEP;
    }

    @Override
    public KindCompiler visit(Ecdf series) {
        return LineKinds.ECDF;
    }

    @Override
    public KindCompiler visit(Scatter series) {
        return PointKinds.SCATTER;
    }

    @Override
    public KindCompiler visit(Bar series) {
        return BarKinds.BARS;
    }

    @Override
    public KindCompiler visit(HBar series) {
        return BarKinds.BARS;
    }

    @Override
    public KindCompiler visit(Timeline series) {
        return BarKinds.TIMELINE;
    }

    @Override
    public KindCompiler visit(ErrorBar series) {
        return IntervalKinds.ERROR_BARS;
    }

    @Override
    public KindCompiler visit(Band series) {
        return IntervalKinds.BAND;
    }

    @Override
    public KindCompiler visit(Area series) {
        return AreaKinds.AREA;
    }

    @Override
    public KindCompiler visit(Histogram series) {
        return SampleKinds.HISTOGRAM;
    }

    @Override
    public KindCompiler visit(Box series) {
        return SampleKinds.BOX;
    }

    @Override
    public KindCompiler visit(Violin series) {
        return SampleKinds.VIOLIN;
    }

    @Override
    public KindCompiler visit(Strip series) {
        return SampleKinds.STRIP;
    }

    @Override
    public KindCompiler visit(Span series) {
        return Apart.INSTANCE;
    }

    @Override
    public KindCompiler visit(Note series) {
        return Apart.INSTANCE;
    }

    @Override
    public KindCompiler visit(Bracket series) {
        return Apart.INSTANCE;
    }

    @Override
    public KindCompiler visit(Heatmap series) {
        return Apart.INSTANCE;
    }

    /** A line, a step or an ECDF's steps, with an ECDF's percentiles marked. */
    private enum LineKinds implements KindCompiler {
        LINE, STEP, ECDF;

        @Override
        public double markCost() {
            return KindCompiler.PATH_POINT;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            add.accept(this == LINE ? Layers.line(d.points(), d.stroke()) : Layers.steps(d.points(), d.stroke()));
            if (this == ECDF) {
                Ecdf ecdf = (Ecdf) d.data().spec();
                if (ecdf.percentiles() != null && !ecdf.percentiles().isEmpty()) {
                    add.accept(Distributions.percentiles(d.data(), d.look().color()));
                }
            }
        }
    }

    /** Points: their markers and labels are the panel's, as for every kind. */
    private enum PointKinds implements KindCompiler {
        SCATTER;

        @Override
        public boolean points() {
            return true;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            // Nothing of its own: the panel draws the markers, sized or shaded, and the labels.
        }

        @Override
        public LegendGuide.Swatch swatch(Drawing d) {
            return KindCompilers.symbol(d);
        }
    }

    /** Bars up or across, side by side or stacked; a timeline's bars from start to end. */
    private enum BarKinds implements KindCompiler {
        BARS, TIMELINE;

        @Override
        public boolean fromZero() {
            return this == BARS;
        }

        @Override
        public boolean fills(DrawnSeries d) {
            return true;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            if (this == BARS) {
                Bars.layers(d.data(), d.xs(), d.slot(), d.slots(), d.unit(), d.look().color(), d.look().hatch()).forEach(add);
            } else {
                add.accept(Layers.bars(d.xs(), d.data().low(), d.data().high(), Layers.BAR_HEIGHT, 0, d.look().color(), d.look().hatch(), true));
            }
        }

        @Override
        public LegendGuide.Swatch swatch(Drawing d) {
            // Hatched as the bars are: a timeline's bars have no edge of their own.
            FigureLooks.Look look = d.look();
            return new LegendGuide.Patch(look.color(), look.hatch() == null ? null
                    : Hatch.of(look.hatch(), Layers.hatchInk(this == TIMELINE ? null : Bars.edge(d.data().spec()))));
        }
    }

    /** Error bars at points, or a band shaded under its line (the shade is the panel's first layer). */
    private enum IntervalKinds implements KindCompiler {
        ERROR_BARS, BAND;

        @Override
        public double markCost() {
            return this == BAND ? KindCompiler.PATH_POINT : 1;
        }

        @Override
        public boolean points() {
            return this == ERROR_BARS;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            DrawnSeries data = d.data();
            if (this == BAND) {
                add.accept(Layers.line(d.points(), d.stroke()));
            } else {
                add.accept(Layers.errorBars(data.label(), d.xs(), data.low(), data.high(), d.look().color(),
                        !Boolean.FALSE.equals(((ErrorBar) data.spec()).caps()), data.across()));
            }
        }

        @Override
        public LegendGuide.Swatch swatch(Drawing d) {
            Color color = d.look().color();
            return this == ERROR_BARS ? KindCompilers.symbol(d)
                    : new LegendGuide.Line(d.stroke(), d.look().marker(), color, Color.WHITE, color.withOpacity(color.opacity() * Stacks.BAND_OPACITY));
        }
    }

    /** An area: its top line (the fill is the panel's first layer). */
    private enum AreaKinds implements KindCompiler {
        AREA;

        @Override
        public double markCost() {
            return KindCompiler.PATH_POINT;
        }

        @Override
        public boolean fromZero() {
            return true;
        }

        @Override
        public boolean fills(DrawnSeries d) {
            return true;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            add.accept(Layers.line(new SeriesValues(d.data().label(), d.xs(), d.data().high()), d.stroke()));
        }

        @Override
        public LegendGuide.Swatch swatch(Drawing d) {
            Color color = d.look().color();
            return new LegendGuide.Patch(color.withOpacity(color.opacity() * Stacks.AREA_OPACITY), null);
        }
    }

    /** Distributions of samples: a histogram's bars or steps, a box, a violin, a strip of points. */
    private enum SampleKinds implements KindCompiler {
        HISTOGRAM, BOX, VIOLIN, STRIP;

        @Override
        public double markCost() {
            return this == BOX || this == VIOLIN ? 0 : 1;
        }

        @Override
        public boolean fromZero() {
            return this == HISTOGRAM;
        }

        @Override
        public boolean fills(DrawnSeries d) {
            return this == HISTOGRAM && !Histograms.stepped(d.spec());
        }

        @Override
        public boolean points() {
            return this == STRIP;
        }

        @Override
        public boolean ownMarks() {
            return this == VIOLIN || this == STRIP;
        }

        @Override
        public boolean inLegend() {
            return this == HISTOGRAM;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            DrawnSeries data = d.data();
            Color color = d.look().color();
            Marker.Shape marker = d.look().marker();
            // A box, violin, strip or histogram across is drawn upright and laid down (chart.Turned).
            boolean laid = this == HISTOGRAM ? data.binsAcross() : data.across();
            Consumer<Layer> to = laid ? layer -> add.accept(dev.figmark.chart.Turned.of(layer)) : add;
            switch (this) {
                case HISTOGRAM -> to.accept(Histograms.layer(data, color, d.stroke()));
                case BOX -> to.accept(Boxes.layer(data.label(), data.extras().box(), d.xs()[0], color));
                case VIOLIN -> to.accept(Violins.layer(data, d.xs()[0], color));
                case STRIP -> to.accept(Strips.layer(data, d.xs()[0], color, marker == null ? Marker.Shape.CIRCLE : marker));
            }
        }

        @Override
        public LegendGuide.Swatch swatch(Drawing d) {
            Color color = d.look().color();
            return Histograms.stepped(d.data().spec()) ? new LegendGuide.Line(d.stroke(), null, color, Color.WHITE) : new LegendGuide.Patch(color, null);
        }

        @Override
        public void csv(DrawnSeries d, int panel, DrawnTable table) {
            switch (this) {
                case BOX -> {
                    for (Object[] row : Boxes.rows(d.extras().box())) {
                        table.distribution(panel, d, row[0], row[1]);
                    }
                }
                case VIOLIN -> {
                    // The quartiles it draws inside, and its density at each point its outline is drawn through.
                    BoxStats st = d.extras().box();
                    for (Object[] row : List.of(new Object[] {"q1", st.q1()}, new Object[] {"median", st.median()}, new Object[] {"q3", st.q3()})) {
                        table.distribution(panel, d, row[0], row[1]);
                    }
                    for (int i = 0; i < d.extras().sizes().length; i++) {
                        table.distribution(panel, d, "density at " + DrawnSeries.decimal(d.extras().sizes()[i]), DrawnSeries.decimal(d.extras().shades()[i]));
                    }
                }
                default -> table.series(panel, d);
            }
        }
    }

    /** Spans, notes, brackets and heat maps: drawn by the panel their own way, never read into points. */
    private enum Apart implements KindCompiler {
        INSTANCE;

        @Override
        public boolean reads() {
            return false;
        }

        @Override
        public void layers(Drawing d, Consumer<Layer> add) {
            throw new IllegalStateException(KindCompilers.name(d.data().spec()) + " is drawn apart from the panel's points");
        }
    }

    /** A marker alone, as points are drawn: round unless the look names another. */
    private static LegendGuide.Swatch symbol(KindCompiler.Drawing d) {
        Marker.Shape shape = d.look().marker() == null ? Marker.Shape.CIRCLE : d.look().marker();
        return new LegendGuide.Symbol(shape, d.look().color(), Color.WHITE, 0.5, Markers.size(shape, Markers.POINT));
    }
}
