package dev.figmark.recipes.description;

import dev.figmark.chart.Legend;
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
