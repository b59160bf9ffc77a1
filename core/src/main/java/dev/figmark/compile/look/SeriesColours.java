package dev.figmark.compile.look;

import dev.figmark.chart.look.ColourDistance;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Palettes;
import dev.figmark.model.Colours;
import dev.figmark.model.Spelling;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** A description's series colours: the palette it names, and the check that its series can be told apart. */
public final class SeriesColours {

    private SeriesColours() {
    }

    /**
     * How a series is told apart from the others: its colour, and what else (dashes, markers, hatches, and whether it
     * is a filled shape or a line).
     */
    public record Look(String label, Color color, List<Double> dash, Marker.Shape marker, Hatch.Pattern hatch, boolean filled) {
        boolean sameBesidesColour(Look o) {
            return dash.equals(o.dash) && Objects.equals(marker, o.marker) && hatch == o.hatch && filled == o.filled;
        }
    }

    /** The palette of figure.palette: a name, or colours; figmark's own by default. */
    public static List<Color> palette(dev.figmark.model.Palette p) {
        if (p instanceof dev.figmark.model.Palette.Colours c) {
            return c.colours().stream().map(s -> Color.hex(Colours.hex(s))).toList();
        }
        String name = p == null ? "default" : dev.figmark.model.Spelling.of(((dev.figmark.model.Palette.Named) p).name());
        return Palettes.NAMED.getOrDefault(name, Palettes.DEFAULT);
    }

    /**
     * One warning for the figure naming every two labels told apart by colour alone that some readers see as one
     * (looks of one panel, compared within that panel), or none.
     */
    public static java.util.Optional<String> alike(List<List<Look>> panels, String where) {
        List<String> pairs = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (List<Look> looks : panels) {
        for (int i = 0; i < looks.size(); i++) {
            for (int j = i + 1; j < looks.size(); j++) {
                Look a = looks.get(i);
                Look b = looks.get(j);
                if (a.label().equals(b.label()) || !a.sameBesidesColour(b) || !seen.add(a.label() + "\u0000" + b.label())) {
                    continue;
                }
                ColourDistance.Vision v = ColourDistance.closest(a.color(), b.color());
                double d = ColourDistance.between(a.color(), b.color(), v);
                if (d < ColourDistance.MIN_DISTANCE) {
                    pairs.add(String.format(Locale.ROOT, "'%s' and '%s' (%s, ΔE00 %.1f)", a.label(), b.label(), v.words(), d));
                }
            }
        }
        }
        if (pairs.isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("warning: " + where + ": " + (pairs.size() == 1 ? "two series look alike, told apart by colour alone: "
                : pairs.size() + " pairs of series look alike, told apart by colour alone: ") + String.join(", ", pairs)
                + "; set figure.print_safe, or a line_style, marker or hatch for one of each");
    }
}
