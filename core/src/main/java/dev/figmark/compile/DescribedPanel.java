package dev.figmark.compile;

import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Bars;
import dev.figmark.compile.kind.Bubbles;
import dev.figmark.compile.kind.KindCompiler;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.kind.SeriesCompiler;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.look.Markers;
import dev.figmark.compile.look.SeriesColours;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.model.Axis;
import dev.figmark.model.BarLike;
import dev.figmark.model.Bracket;
import dev.figmark.model.Legend;
import dev.figmark.model.Marked;
import dev.figmark.model.Note;
import dev.figmark.model.Panel;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Span;
import dev.figmark.model.Spelling;
import dev.figmark.model.Timeline;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One panel of a description that is not a heat map: its layers in paint order (spans, then bands and areas, then
 * lines, bars and markers, then notes), its axes (shared across the grid on request), its reference lines, and the
 * legend entries of its labelled series, each drawn as the series is.
 */
final class DescribedPanel {

    /** A drawn panel before its legend is placed: the builder, its legend entries and how its series look. */
    record Drawn(PanelPlot.Builder builder, List<LegendGuide.Entry> entries, List<SeriesColours.Look> looks) {
    }

    private final FigureSpec spec;
    private final DescriptionAxes axes;
    private final Style style;
    private final FigureLooks figureLooks;
    private final SharedAxes shared;
    private final DrawnTable table;
    private final double largestSize;

    DescribedPanel(FigureSpec spec, DescriptionAxes axes, Style style, FigureLooks looks, SharedAxes shared, DrawnTable table, double largestSize) {
        this.spec = spec;
        this.axes = axes;
        this.style = style;
        this.figureLooks = looks;
        this.shared = shared;
        this.table = table;
        this.largestSize = largestSize;
    }

    /** What a panel's legend gathers while its series are drawn: their entries, styles' and sizes' after them, and their looks. */
    private static final class Gathered {
        final List<LegendGuide.Entry> entries = new ArrayList<>();
        final List<LegendGuide.Entry> styles = new ArrayList<>();
        final List<LegendGuide.Entry> sizes = new ArrayList<>();
        final java.util.Set<String> sized = new java.util.HashSet<>();
        final List<SeriesColours.Look> looks = new ArrayList<>();
        boolean shaded;
    }

    /** Where a panel's series are drawn: its builder, its y2 (or null), its categories and bar slots, and what it gathers. */
    private record Place(PanelPlot.Builder b, int p, String path, AxisGuide y2, List<String> categories, List<Integer> slots, int barCount, double unit,
                         boolean atEnd, List<Layer> drawnData, Gathered gathered) {
    }

    Drawn draw(PanelPlot.Builder b, Panel panel, int p, List<DrawnSeries> series) {
        String path = "panels[" + p + "]";
        boolean timeline = series.stream().anyMatch(d -> d.spec() instanceof Timeline);
        boolean horizontal = timeline || series.stream().anyMatch(DrawnSeries::across);
        List<String> categories = axes.panelCategories(panel, p, path, series, horizontal, timeline, shared);
        // Bars side by side, one slot each; stacked bars share one slot, that of the first of them.
        List<Integer> slots = new ArrayList<>();
        int barCount = 0;
        int stackSlot = -1;
        for (DrawnSeries d : series) {
            boolean bar = d.spec() instanceof BarLike;
            boolean stacked = bar && Boolean.TRUE.equals(((BarLike) d.spec()).stack());
            if (stacked && stackSlot < 0) {
                stackSlot = barCount++;
            }
            slots.add(!bar ? -1 : stacked ? stackSlot : barCount++);
        }
        // Spans first, under everything; notes after all data.
        List<Layer> notes = new ArrayList<>();
        for (int m = 0; m < panel.series().size(); m++) {
            Series mark = panel.series().get(m);
            if (mark instanceof Span span) {
                b.layer(Annotations.span(span));
            } else if (mark instanceof Note note) {
                notes.add(Annotations.note(note, horizontal ? null : categories, horizontal ? categories : null, path + ".series[" + m + "]", spec));
            }
        }
        boolean bars = series.stream().anyMatch(d -> KindCompilers.of(d.spec()).fromZero(d));
        AxisGuide y2 = SecondAxis.axis(panel, series, path, axes, spec, style, bars);
        boolean atEnd = panel.legend() != null && panel.legend().position() == Legend.Position.END;
        if (atEnd) {
            namedAtTheirEnds(series, path);
        }
        // The data layers of the left axis, drawn again in an inset when the panel has one.
        Place place = new Place(b, p, path, y2, categories, slots, barCount, Bars.unit(series), atEnd, new ArrayList<>(), new Gathered());
        for (int s = 0; s < series.size(); s++) {
            DrawnSeries d = series.get(s);
            Layer fill = KindCompilers.of(d.spec()).shade(d, figureLooks.of(p, s).color());
            if (fill != null) {
                SecondAxis.target(b, y2, d).accept(fill);
                place.drawnData().add(fill);
            }
        }
        for (int s = 0; s < series.size(); s++) {
            drawSeries(place, series.get(s), s);
        }
        Gathered gathered = place.gathered();
        List<LegendGuide.Entry> entries = gathered.entries;
        entries.addAll(gathered.styles);
        entries.addAll(gathered.sizes);
        List<Brackets.Placed> brackets = new ArrayList<>();
        for (int m = 0; m < panel.series().size(); m++) {
            if (panel.series().get(m) instanceof Bracket bracket) {
                brackets.add(Brackets.place(bracket, categories, path + ".series[" + m + "]", spec));
            }
        }
        if (!brackets.isEmpty()) {
            b.layer(Brackets.layer(brackets, tops(series, categories), horizontal));
        }
        if (panel.inset() != null) {
            b.layer(Insets.layer(panel, path, series, categories, horizontal || timeline, y2 != null, place.drawnData(), spec));
        }
        notes.forEach(b::layer);
        AxisGuide[] drawn = axes(b, panel, p, path, series, categories, horizontal, bars && !timeline, y2 == null ? null
                : y2.toBuilder().color(seriesColour(panel.y2(), series, p, true, path + ".y2")).build(), timeline,
                horizontal || timeline ? null : seriesColour(panel.y(), series, p, false, path + ".y"));
        Annotations.onLogAxes(panel, drawn[0].scale().log(), drawn[1].scale().log(), path, spec);
        entries.addAll(Annotations.referenceLines(panel, b, horizontal ? null : categories, horizontal ? categories : null, path, spec));
        return new Drawn(b, LegendEntries.merged(entries), gathered.looks);
    }

    /** Refuses "legend": "end" for a listed series with no last point along x to name it at: only lines and steps over x have one. */
    private void namedAtTheirEnds(List<DrawnSeries> series, String path) {
        for (DrawnSeries d : series) {
            if (!d.label().isEmpty() && KindCompilers.of(d.spec()).inLegend() && LegendEntries.listed(d.spec())
                    && (!(d.spec() instanceof dev.figmark.model.Line || d.spec() instanceof dev.figmark.model.Step) || d.extras().across())) {
                throw spec.error(path + ".legend", "\"end\" names each line and step at its last point along x, and the " + KindCompilers.name(d.spec())
                        + " '" + d.label() + "' has none" + (d.extras().across() ? " (its points run down y)" : "") + "; give the panel a legend that lists it"
                        + " (\"best\", \"above\")");
            }
        }
    }

    /** One series' layers (its kind's, then its markers, labels and name at its end), its CSV rows and its legend entries. */
    private void drawSeries(Place place, DrawnSeries d, int s) {
        Series record = d.spec();
        SeriesCompiler<?> compiler = KindCompilers.of(record);
        FigureLooks.Look look = figureLooks.of(place.p(), s);
        Color color = look.color();
        Stroke stroke = Stroke.line(Layers.LINE_WIDTH, color, look.dash());
        double[] xs = d.categories() == null ? d.x() : DescriptionAxes.positions(d, place.categories());
        SeriesValues data = new SeriesValues(d.label(), xs, d.y());
        if (d.categories() != null && !(record instanceof BarLike)) {
            // A line over categories runs in the axis's order of them, whatever the order of its rows.
            Integer[] order = new Integer[xs.length];
            java.util.Arrays.setAll(order, i -> i);
            java.util.Arrays.sort(order, (i, j) -> Double.compare(xs[i], xs[j]));
            data = new SeriesValues(d.label(), java.util.Arrays.stream(order).mapToDouble(i -> xs[i]).toArray(),
                    java.util.Arrays.stream(order).mapToDouble(i -> d.y()[i]).toArray());
        }
        // Points on categories down y are drawn at (value, category); their compiler turns its own layers.
        data = d.extras().across() ? new SeriesValues(d.label(), data.y(), data.x()) : data;
        Consumer<Layer> target = SecondAxis.target(place.b(), place.y2(), d);
        Consumer<Layer> add = layer -> {
            target.accept(layer);
            place.drawnData().add(layer);
        };
        KindCompiler.Drawing drawing = new KindCompiler.Drawing(d, xs, data, stroke, look, place.slots().get(s), place.barCount(), place.unit());
        compiler.layers(drawing, add);
        ColourBar bar = marks(place, drawing, compiler, add);
        boolean listed = LegendEntries.listed(record);
        if (place.atEnd() && listed && !d.label().isEmpty()) {
            add.accept(Bubbles.end(d.label(), xs, d.y(), color));
        }
        compiler.csv(d, place.p() + 1, table);
        if (!d.label().isEmpty() && compiler.inLegend() && listed) {
            listed(place.gathered(), drawing, compiler, bar);
        }
    }

    /**
     * The panel's marks at a series' points, which every kind shares: sized or shaded points (and their colour bar,
     * returned, or null), else its markers; and its labels.
     */
    private ColourBar marks(Place place, KindCompiler.Drawing drawing, SeriesCompiler<?> compiler, Consumer<Layer> add) {
        DrawnSeries d = drawing.data();
        Series record = d.spec();
        Marker.Shape marker = drawing.look().marker();
        Color color = drawing.look().color();
        boolean turned = d.extras().across();
        DrawnSeries at = turned ? d.turned(drawing.xs()) : d;
        double[] atX = turned ? d.y() : drawing.xs();
        ColourBar bar = null;
        if (compiler.ownMarks()) {
            // A violin and a strip draw their own marks.
        } else if (record instanceof Scatter scatter && (d.extras().sizes() != null || d.extras().shades() != null)) {
            if (d.extras().shades() != null) {
                if (place.gathered().shaded) {
                    throw spec.error(place.path(), "two series of the panel colour their points by fields; one colour bar serves one of them");
                }
                place.gathered().shaded = true;
                bar = Bubbles.bar(d, scatter.color());
                place.b().layer(bar);
            }
            add.accept(Bubbles.points(at, atX, marker == null ? Marker.Shape.CIRCLE : marker, color, bar, largestSize));
            if (d.extras().sizes() != null && place.gathered().sized.add(scatter.size())) {
                place.gathered().sizes.addAll(Bubbles.sizeEntries(scatter.sizeLabel() != null ? scatter.sizeLabel() : scatter.size(), largestSize,
                        java.util.Arrays.stream(d.extras().sizes()).min().orElse(0)));
            }
        } else if (marker != null) {
            Double given = record instanceof Marked m ? m.markerSize() : null;
            double size = given != null ? given : Markers.size(marker, compiler.points() ? Markers.POINT : Markers.ON_LINE);
            add.accept(Layers.markers(drawing.points(), marker, size, color, Color.WHITE, 0.5));
        }
        if (d.extras().labels() != null && !(record instanceof BarLike)) {
            add.accept(Bubbles.labels(at, atX, color, largestSize, marker == null ? Marker.Shape.CIRCLE : marker, Bubbles.labelled(record, atX, at.y()),
                    record instanceof dev.figmark.model.Labelled l && Boolean.TRUE.equals(l.labelsRequired())));
        }
        return bar;
    }

    /** A listed series' look and legend entries: its own, or its colour's and its style's where styles go by another field. */
    private static void listed(Gathered gathered, KindCompiler.Drawing drawing, SeriesCompiler<?> compiler, ColourBar bar) {
        DrawnSeries d = drawing.data();
        FigureLooks.Look look = drawing.look();
        Marker.Shape marker = look.marker();
        gathered.looks.add(new SeriesColours.Look(d.label(), look.color(), look.dash(), marker, look.hatch(), compiler.fills()));
        if (d.extras().style() != null && bar == null) {
            // Colours and styles by two fields: each colour once, then each style once, in grey.
            LegendGuide.Entry[] two = LegendEntries.byStyle(d, compiler, drawing);
            if (two[0] != null) {
                gathered.entries.add(two[0]);
            }
            gathered.styles.add(two[1]);
        } else {
            gathered.entries.add(new LegendGuide.Entry(d.label(), bar != null ? new LegendGuide.Symbol(marker == null ? Marker.Shape.CIRCLE : marker, Color.hex("#9a9a9a"),
                    Color.WHITE, 0.5, Markers.size(Marker.Shape.CIRCLE, Markers.POINT)) : compiler.swatch(drawing)));
        }
    }

    /** For each series, its x positions and the top of what it draws there: what brackets must clear. */
    private static List<double[][]> tops(List<DrawnSeries> series, List<String> categories) {
        List<double[][]> out = new ArrayList<>();
        for (DrawnSeries d : series) {
            double[] xs = d.categories() == null ? d.x() : DescriptionAxes.positions(d, categories);
            double[] top = new double[xs.length];
            for (int i = 0; i < xs.length; i++) {
                top[i] = d.high() != null && i < d.high().length ? Math.max(d.y()[Math.min(i, d.y().length - 1)], d.high()[i]) : d.y()[i];
            }
            out.add(new double[][] {xs, top});
        }
        return out;
    }

    /**
     * The colour a y axis is drawn in when its description asks for its series' colour ({@code series_color}): the one
     * colour of the series drawn against it; null when not asked. Refused where the series differ in colour.
     */
    private Color seriesColour(Axis given, List<DrawnSeries> series, int p, boolean right, String path) {
        if (given == null || !Boolean.TRUE.equals(given.seriesColor())) {
            return null;
        }
        java.util.Set<Color> colours = new java.util.LinkedHashSet<>();
        for (int s = 0; s < series.size(); s++) {
            if (SecondAxis.on(series.get(s)) == right) {
                colours.add(figureLooks.of(p, s).color());
            }
        }
        if (colours.size() != 1) {
            throw spec.error(path + ".series_color", "draws the axis in the colour of its series, and the " + colours.size()
                    + " series drawn against it differ in colour; give them one \"color\", or leave series_color out");
        }
        return colours.iterator().next().withOpacity(1.0);
    }

    /** Sets the panel's axes as drawn, x along and y up the page, and gives them. */
    private AxisGuide[] axes(PanelPlot.Builder b, Panel panel, int p, String path, List<DrawnSeries> series, List<String> categories,
            boolean horizontal, boolean bars, AxisGuide y2, boolean timeline, Color yColour) {
        String grid = panel.grid() == null ? "y" : dev.figmark.model.Spelling.of(panel.grid());
        Axis xSpec = panel.x();
        Axis ySpec = panel.y();
        boolean turned = DescriptionAxes.describedAsDrawn(series, horizontal, timeline);
        DescriptionAxes.requireKind(xSpec, categories != null && !timeline && !turned, spec, path + ".x");
        DescriptionAxes.requireKind(ySpec, timeline || turned, spec, path + ".y");
        DescriptionAxes.requireKind(panel.y2(), false, spec, path + ".y2");
        AxisGuide category = categories == null ? null : axes.categoryAxis(categories, turned ? ySpec : xSpec, horizontal);
        boolean gridX = grid.equals("x") || grid.equals("both");
        boolean gridY = grid.equals("y") || grid.equals("both");
        AxisGuide x;
        AxisGuide y;
        if (timeline) {
            // A timeline's rows are its y categories and its time runs along x, as the description names them.
            if (series.stream().anyMatch(d -> !(d.spec() instanceof Timeline))) {
                throw spec.error(path, "a timeline's panel draws timelines and notes only; draw the other series in a panel of their own");
            }
            x = axes.valueAxis(xSpec, shared.x() ? shared.values(true, p, true) : series, false, path + ".x", false, gridX, style);
            if (xSpec != null && xSpec.label() != null) {
                x = x.toBuilder().label(xSpec.label()).build();
            }
            y = axes.categoryAxis(categories, ySpec, true);
        } else if (horizontal) {
            Axis values = turned ? xSpec : ySpec;
            x = axes.valueAxis(values, shared.x() ? shared.values(true, p, true) : series, false, path + (turned ? ".x" : ".y"), !turned, gridX, style);
            if (values != null && values.label() != null) {
                x = x.toBuilder().label(values.label()).build();
            }
            y = category;
        } else {
            // A horizontal histogram's counts run along x, from zero.
            boolean countsAlongX = series.stream().anyMatch(DrawnSeries::binsAcross);
            x = category != null ? category : axes.valueAxis(xSpec, shared.x() ? shared.overNumbers(false, p) : series, true, path + ".x",
                    shared.x() ? shared.bars(false, p, true) : countsAlongX, gridX, style);
            y = axes.valueAxis(ySpec, shared.y() ? shared.values(false, p, false) : SecondAxis.left(series), false, path + ".y",
                    shared.y() ? shared.bars(false, p, false) : bars, gridY, style);
        }
        if (xSpec != null && Boolean.TRUE.equals(xSpec.seriesColor())) {
            throw spec.error(path + ".x.series_color", "draws a y axis in its series' colour; an x axis is shared by every series");
        }
        if ((horizontal || timeline) && ySpec != null && Boolean.TRUE.equals(ySpec.seriesColor())) {
            throw spec.error(path + ".y.series_color", "draws a vertical axis of values in its series' colour, and horizontal bars and timelines have none");
        }
        for (String name : List.of("y", "y2")) {
            Axis given = name.equals("y") ? ySpec : panel.y2();
            if (given != null && given.tickAngle() != null) {
                throw spec.error(path + "." + name + ".tick_angle", "turns the tick labels of x, under the plot; a y axis keeps its labels level");
            }
        }
        if (xSpec != null && xSpec.tickAngle() != null) {
            x = x.toBuilder().tickAngle(xSpec.tickAngle()).build();
        }
        y = yColour == null ? y : y.toBuilder().color(yColour).build();
        b.x(x).y(y).y2(y2);
        if (shared.x() || shared.y()) {
            // Shared axes: one range (or one list of categories); tick labels and the axis label on the outer panels
            // only, here and wherever the layout moves the panel.
            b.sharing(new PanelPlot.Sharing(shared.x() ? x : null, shared.y() ? y : null));
        }
        return new AxisGuide[] {x, y};
    }
}
