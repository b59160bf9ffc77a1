package dev.figmark.recipes.description;

import dev.figmark.chart.Legend;
import dev.figmark.chart.Palette;
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
    static final Map<dev.figmark.model.Legend.Position, Legend.Placement> PLACEMENTS = Map.ofEntries(
            Map.entry(dev.figmark.model.Legend.Position.ABOVE_RIGHT, Legend.Placement.ABOVE_RIGHT),
            Map.entry(dev.figmark.model.Legend.Position.ABOVE_LEFT, Legend.Placement.ABOVE_LEFT),
            Map.entry(dev.figmark.model.Legend.Position.ABOVE, Legend.Placement.ABOVE_CENTER),
            Map.entry(dev.figmark.model.Legend.Position.BELOW, Legend.Placement.BELOW_RIGHT),
            Map.entry(dev.figmark.model.Legend.Position.BELOW_LEFT, Legend.Placement.BELOW_LEFT),
            Map.entry(dev.figmark.model.Legend.Position.RIGHT, Legend.Placement.OUTSIDE_RIGHT),
            Map.entry(dev.figmark.model.Legend.Position.BEST, Legend.Placement.INSIDE_BEST),
            Map.entry(dev.figmark.model.Legend.Position.UPPER_RIGHT, Legend.Placement.INSIDE_UPPER_RIGHT),
            Map.entry(dev.figmark.model.Legend.Position.UPPER_LEFT, Legend.Placement.INSIDE_UPPER_LEFT),
            Map.entry(dev.figmark.model.Legend.Position.LOWER_RIGHT, Legend.Placement.INSIDE_LOWER_RIGHT),
            Map.entry(dev.figmark.model.Legend.Position.LOWER_LEFT, Legend.Placement.INSIDE_LOWER_LEFT));

    /** The figure legend's placements by position. */
    static final Map<dev.figmark.model.Legend.Position, Legend.Placement> FIGURE_PLACEMENTS = Map.of(
            dev.figmark.model.Legend.Position.ABOVE_LEFT, Legend.Placement.FIGURE_LEFT,
            dev.figmark.model.Legend.Position.ABOVE, Legend.Placement.FIGURE_CENTER,
            dev.figmark.model.Legend.Position.ABOVE_RIGHT, Legend.Placement.FIGURE_RIGHT,
            dev.figmark.model.Legend.Position.BELOW, Legend.Placement.FIGURE_BELOW,
            dev.figmark.model.Legend.Position.BELOW_LEFT, Legend.Placement.FIGURE_BELOW_LEFT,
            dev.figmark.model.Legend.Position.RIGHT, Legend.Placement.FIGURE_SIDE);

    private LegendEntries() {
    }

    /**
     * One entry per label, in the order labels first appear: series that share a label (a line and its points) are
     * one entry, a line taking the marker of its namesake when it has none.
     */
    static List<Legend.Entry> merged(List<Legend.Entry> entries) {
        Map<String, Legend.Swatch> byLabel = new LinkedHashMap<>();
        for (Legend.Entry e : entries) {
            Legend.Swatch had = byLabel.get(e.label());
            byLabel.put(e.label(), had == null ? e.swatch() : both(had, e.swatch()));
        }
        List<Legend.Entry> out = new ArrayList<>();
        byLabel.forEach((label, swatch) -> out.add(new Legend.Entry(label, swatch)));
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
    private static Legend.Swatch both(Legend.Swatch had, Legend.Swatch next) {
        if (had instanceof Legend.Line line) {
            if (next instanceof Legend.Symbol s && line.marker() == null) {
                return new Legend.Line(line.stroke(), s.shape(), s.face(), s.edge(), line.fill());
            }
            if (next instanceof Legend.Line other && line.marker() == null && other.marker() != null) {
                return new Legend.Line(line.stroke(), other.marker(), other.markerFace(), other.markerEdge(), line.fill());
            }
            if (next instanceof Legend.Patch patch && line.fill() == null) {
                return new Legend.Line(line.stroke(), line.marker(), line.markerFace(), line.markerEdge(), patch.fill());
            }
            return had;
        }
        if (had instanceof Legend.Patch patch && next instanceof Legend.Line line && line.fill() == null) {
            return new Legend.Line(line.stroke(), line.marker(), line.markerFace(), line.markerEdge(), patch.fill());
        }
        if (had instanceof Legend.Patch patch && next instanceof Legend.Symbol s) {
            return new Legend.Line(Stroke.solid(0.5, patch.fill().withOpacity(0)), s.shape(), s.face(), s.edge(), patch.fill());
        }
        if (had instanceof Legend.Symbol s && next instanceof Legend.Line line && line.marker() == null) {
            return new Legend.Line(line.stroke(), s.shape(), s.face(), s.edge(), line.fill());
        }
        if (had instanceof Legend.Symbol s && next instanceof Legend.Patch patch) {
            return new Legend.Line(Stroke.solid(0.5, patch.fill().withOpacity(0)), s.shape(), s.face(), s.edge(), patch.fill());
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
    static Legend.Entry[] byStyle(SeriesReader.Data d, KindCompiler compiler, KindCompiler.Drawing drawing) {
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
        Legend.Entry colour = colourName == null ? null : new Legend.Entry(colourName, compiler.swatch(restyled(drawing, coloured)));
        return new Legend.Entry[] {colour, new Legend.Entry(style, compiler.swatch(restyled(drawing, styled)))};
    }

    private static boolean field(ValueStyles.Dimension dimension, SeriesReader.Data d) {
        Styles given = dimension.of(d.spec());
        return given != null && given.field() != null;
    }

    private static KindCompiler.Drawing restyled(KindCompiler.Drawing d, FigureLooks.Look look) {
        Stroke stroke = new Stroke(d.stroke().width(), look.color(), look.dash(), d.stroke().cap(), d.stroke().join());
        return new KindCompiler.Drawing(d.data(), d.xs(), d.points(), stroke, look, d.slot(), d.slots(), d.unit());
    }
}
