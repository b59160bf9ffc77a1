package dev.figmark.compile;

import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.KindCompiler;
import dev.figmark.compile.kind.SeriesCompiler;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.look.ValueStyles;
import dev.figmark.model.Legend;
import dev.figmark.model.Series;
import dev.figmark.model.Styles;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Legend entries that tell the truth: each drawn as its series is (dash, marker, fill, hatch), one entry per label
 * however many series carry it, and a figure's legend gathering every label of the panels it speaks for.
 */
final class LegendEntries {

    /** A panel's legend placements by the positions descriptions give them ("figure" and "none" aside). */
    static final Map<Legend.Position, LegendGuide.Placement> PLACEMENTS = Map.ofEntries(
            Map.entry(Legend.Position.ABOVE_RIGHT, LegendGuide.Placement.ABOVE_RIGHT),
            Map.entry(Legend.Position.ABOVE_LEFT, LegendGuide.Placement.ABOVE_LEFT),
            Map.entry(Legend.Position.ABOVE, LegendGuide.Placement.ABOVE_CENTER),
            Map.entry(Legend.Position.BELOW, LegendGuide.Placement.BELOW_RIGHT),
            Map.entry(Legend.Position.BELOW_LEFT, LegendGuide.Placement.BELOW_LEFT),
            Map.entry(Legend.Position.RIGHT, LegendGuide.Placement.OUTSIDE_RIGHT),
            Map.entry(Legend.Position.BEST, LegendGuide.Placement.INSIDE_BEST),
            Map.entry(Legend.Position.UPPER_RIGHT, LegendGuide.Placement.INSIDE_UPPER_RIGHT),
            Map.entry(Legend.Position.UPPER_LEFT, LegendGuide.Placement.INSIDE_UPPER_LEFT),
            Map.entry(Legend.Position.LOWER_RIGHT, LegendGuide.Placement.INSIDE_LOWER_RIGHT),
            Map.entry(Legend.Position.LOWER_LEFT, LegendGuide.Placement.INSIDE_LOWER_LEFT));

    /** The figure legend's placements by position. */
    static final Map<Legend.Position, LegendGuide.Placement> FIGURE_PLACEMENTS = Map.of(
            Legend.Position.ABOVE_LEFT, LegendGuide.Placement.FIGURE_LEFT,
            Legend.Position.ABOVE, LegendGuide.Placement.FIGURE_CENTER,
            Legend.Position.ABOVE_RIGHT, LegendGuide.Placement.FIGURE_RIGHT,
            Legend.Position.BELOW, LegendGuide.Placement.FIGURE_BELOW,
            Legend.Position.BELOW_LEFT, LegendGuide.Placement.FIGURE_BELOW_LEFT,
            Legend.Position.RIGHT, LegendGuide.Placement.FIGURE_SIDE);

    private LegendEntries() {
    }

    /**
     * One entry per label, in the order labels first appear: series that share a label (a line and its points) are
     * one entry, a line taking the marker of its namesake when it has none.
     */
    static List<LegendGuide.Entry> merged(List<LegendGuide.Entry> entries) {
        Map<String, LegendGuide.Swatch> byLabel = new LinkedHashMap<>();
        for (LegendGuide.Entry e : entries) {
            LegendGuide.Swatch had = byLabel.get(e.label());
            byLabel.put(e.label(), had == null ? e.swatch() : both(had, e.swatch()));
        }
        List<LegendGuide.Entry> out = new ArrayList<>();
        byLabel.forEach((label, swatch) -> out.add(new LegendGuide.Entry(label, swatch)));
        return out;
    }

    /** Whether the legend lists a series: all but those that say {@code "legend": false}. */
    static boolean listed(Series s) {
        return !(s instanceof dev.figmark.model.Listed l && Boolean.FALSE.equals(l.legend()));
    }

    /**
     * One swatch for two series of one label, drawn as both are where one swatch can show both: a line takes the
     * other's marker where it has none, and the fill of bars or an area behind it (bars in one panel and a step in
     * another, as a grid of panels draws one label), a marker alone goes on that fill. Otherwise the first stays.
     */
    private static LegendGuide.Swatch both(LegendGuide.Swatch had, LegendGuide.Swatch next) {
        if (had instanceof LegendGuide.Line line) {
            if (next instanceof LegendGuide.Symbol s && line.marker() == null) {
                return new LegendGuide.Line(line.stroke(), s.shape(), s.face(), s.edge(), line.fill());
            }
            if (next instanceof LegendGuide.Line other && line.marker() == null && other.marker() != null) {
                return new LegendGuide.Line(line.stroke(), other.marker(), other.markerFace(), other.markerEdge(), line.fill());
            }
            if (next instanceof LegendGuide.Patch patch && line.fill() == null) {
                return new LegendGuide.Line(line.stroke(), line.marker(), line.markerFace(), line.markerEdge(), patch.fill());
            }
            return had;
        }
        if (had instanceof LegendGuide.Patch patch && next instanceof LegendGuide.Line line && line.fill() == null) {
            return new LegendGuide.Line(line.stroke(), line.marker(), line.markerFace(), line.markerEdge(), patch.fill());
        }
        if (had instanceof LegendGuide.Patch patch && next instanceof LegendGuide.Symbol s) {
            return new LegendGuide.Line(Stroke.solid(0.5, patch.fill().withOpacity(0)), s.shape(), s.face(), s.edge(), patch.fill());
        }
        if (had instanceof LegendGuide.Symbol s && next instanceof LegendGuide.Line line && line.marker() == null) {
            return new LegendGuide.Line(line.stroke(), s.shape(), s.face(), s.edge(), line.fill());
        }
        if (had instanceof LegendGuide.Symbol s && next instanceof LegendGuide.Patch patch) {
            return new LegendGuide.Line(Stroke.solid(0.5, patch.fill().withOpacity(0)), s.shape(), s.face(), s.edge(), patch.fill());
        }
        return had;
    }

    /**
     * The entries of a series whose markers, dashes or hatches go by another field than its colour ({@code {"by":
     * FIELD}}), seaborn's hue and style: its colour's, drawn without those styles and named by its label before the
     * style's value, and its style value's, drawn with them in grey; an entry alone for a series with no colour of
     * its own to name.
     *
     * @return the colour's entry (or null) and the style's
     */
    static LegendGuide.Entry[] byStyle(DrawnSeries d, SeriesCompiler<?> compiler, KindCompiler.Drawing drawing) {
        String style = d.extras().style();
        String colourName = d.label().endsWith(", " + style) ? d.label().substring(0, d.label().length() - style.length() - 2) : null;
        FigureLooks.Look look = drawing.look();
        boolean markers = field(ValueStyles.Dimension.MARKERS, d);
        boolean dashes = field(ValueStyles.Dimension.DASHES, d);
        boolean hatches = field(ValueStyles.Dimension.HATCHES, d);
        dev.figmark.scene.Marker.Shape plain = compiler.points() ? dev.figmark.scene.Marker.Shape.CIRCLE : null;
        FigureLooks.Look coloured = new FigureLooks.Look(look.color(), dashes ? List.of() : look.dash(), markers ? plain : look.marker(),
                hatches ? null : look.hatch(), look.slot());
        FigureLooks.Look styled = new FigureLooks.Look(Palette.INK2, look.dash(), look.marker(), look.hatch(), look.slot());
        LegendGuide.Entry colour = colourName == null ? null : new LegendGuide.Entry(colourName, compiler.swatch(restyled(drawing, coloured)));
        return new LegendGuide.Entry[] {colour, new LegendGuide.Entry(style, compiler.swatch(restyled(drawing, styled)))};
    }

    private static boolean field(ValueStyles.Dimension dimension, DrawnSeries d) {
        Styles given = dimension.of(d.spec());
        return given != null && given.field() != null;
    }

    private static KindCompiler.Drawing restyled(KindCompiler.Drawing d, FigureLooks.Look look) {
        Stroke stroke = new Stroke(d.stroke().width(), look.color(), look.dash(), d.stroke().cap(), d.stroke().join());
        return new KindCompiler.Drawing(d.data(), d.xs(), d.points(), stroke, look, d.slot(), d.slots(), d.unit());
    }
}
