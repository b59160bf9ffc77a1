package dev.figmark.recipes.description;

import dev.figmark.chart.Layers;
import dev.figmark.chart.Legend;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
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

    private LegendEntries() {
    }

    /** A series' swatch: what the legend draws for it. */
    static Legend.Swatch swatch(SeriesReader.Data d, FigureLooks.Look look, Stroke stroke) {
        Color color = look.color();
        Marker.Shape marker = look.marker();
        return switch (d.kind()) {
            // Hatched as the bars are: a timeline's bars have no edge of their own (DescribedPanel).
            case "bar", "hbar", "timeline" -> new Legend.Patch(color, look.hatch() == null ? null
                    : Hatch.of(look.hatch(), Layers.hatchInk(d.kind().equals("timeline") ? null : SeriesFields.edge(d.spec()))));
            case "area" -> new Legend.Patch(color.withOpacity(color.opacity() * Stacks.opacity("area")), null);
            case "histogram" -> !SeriesFields.filled(d.spec()) ? new Legend.Line(stroke, null, color, Color.WHITE) : new Legend.Patch(color, null);
            case "scatter", "errorbar" -> {
                Marker.Shape shape = marker == null ? Marker.Shape.CIRCLE : marker;
                yield new Legend.Symbol(shape, color, Color.WHITE, 0.5, Markers.size(shape, Markers.POINT));
            }
            case "band" -> new Legend.Line(stroke, marker, color, Color.WHITE, color.withOpacity(color.opacity() * Stacks.opacity("band")));
            default -> new Legend.Line(stroke, marker, color, Color.WHITE);
        };
    }

    /**
     * One entry per label, in the order labels first appear: series that share a label (a line and its points) are
     * one entry, a line taking the marker of its namesake when it has none.
     */
    static List<Legend.Entry> merged(List<Legend.Entry> entries) {
        Map<String, Legend.Swatch> byLabel = new LinkedHashMap<>();
        for (Legend.Entry e : entries) {
            Legend.Swatch had = byLabel.get(e.label());
            if (had == null) {
                byLabel.put(e.label(), e.swatch());
            } else if (had instanceof Legend.Line line && line.marker() == null && e.swatch() instanceof Legend.Symbol s) {
                byLabel.put(e.label(), new Legend.Line(line.stroke(), s.shape(), s.face(), s.edge(), line.fill()));
            } else if (had instanceof Legend.Line line && line.marker() == null && e.swatch() instanceof Legend.Line other && other.marker() != null) {
                byLabel.put(e.label(), new Legend.Line(line.stroke(), other.marker(), other.markerFace(), other.markerEdge(), line.fill()));
            }
        }
        List<Legend.Entry> out = new ArrayList<>();
        byLabel.forEach((label, swatch) -> out.add(new Legend.Entry(label, swatch)));
        return out;
    }
}
