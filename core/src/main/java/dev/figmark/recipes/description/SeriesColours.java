package dev.figmark.recipes.description;

import dev.figmark.chart.ColourDistance;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Palettes;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** A description's series colours: the palette it names, and the check that its series can be told apart. */
final class SeriesColours {

    private SeriesColours() {
    }

    /**
     * How a series is told apart from the others: its colour, and what else (dashes, markers, hatches, and whether it
     * is a filled shape or a line).
     */
    record Look(String label, Color color, List<Double> dash, Marker.Shape marker, Hatch.Pattern hatch, boolean filled) {
        boolean sameBesidesColour(Look o) {
            return dash.equals(o.dash) && Objects.equals(marker, o.marker) && hatch == o.hatch && filled == o.filled;
        }
    }

    /** The palette of figure.palette: a name, or colours; figmark's own by default. */
    static List<Color> palette(dev.figmark.model.Palette p) {
        if (p instanceof dev.figmark.model.Palette.Colours c) {
            return c.colours().stream().map(Color::hex).toList();
        }
        String name = p == null ? "default" : dev.figmark.model.json.Spelling.of(((dev.figmark.model.Palette.Named) p).name());
        return Palettes.NAMED.getOrDefault(name, Palette.SERIES);
    }

    /** A warning for each two series of a panel told apart by colour alone that some readers see as one. */
    static List<String> alike(List<Look> looks, String path) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < looks.size(); i++) {
            for (int j = i + 1; j < looks.size(); j++) {
                Look a = looks.get(i);
                Look b = looks.get(j);
                if (!a.sameBesidesColour(b)) {
                    continue;
                }
                ColourDistance.Vision v = ColourDistance.closest(a.color(), b.color());
                double d = ColourDistance.between(a.color(), b.color(), v);
                if (d < ColourDistance.MIN_DISTANCE) {
                    out.add(String.format(Locale.ROOT, "warning: %s: the series '%s' and '%s' look alike in %s (ΔE00 %.1f);"
                            + " set figure.print_safe, or a line_style, marker or hatch for one of them", path, a.label(), b.label(), v.words(), d));
                }
            }
        }
        return out;
    }
}
