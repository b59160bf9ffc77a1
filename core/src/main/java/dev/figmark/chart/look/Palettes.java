package dev.figmark.chart.look;

import dev.figmark.scene.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Named series palettes a description may choose: figmark's own, Okabe and Ito's, Tableau's ten, and greys. */
public final class Palettes {

    /**
     * A description's default: Paul Tol's high-contrast scheme and black, four colours that every pair of tells apart
     * by at least ΔE00 17.7 to normal vision, with deuteranopia or protanopia, and in grey print, as lines on white.
     * No fifth colour keeps that for every pair (lightness alone separates grey print, and lines must stay dark enough
     * to see), so a fifth series and beyond repeat the colours with a dash, another marker or a hatch.
     */
    public static final List<Color> DEFAULT = hexes("#004488", "#bb5566", "#ddaa33", "#000000");

    /** Okabe and Ito's eight, made to be told apart with any colour vision. */
    public static final List<Color> OKABE_ITO = hexes("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000");
    /** Tableau 10, matplotlib's default since 2.0. */
    public static final List<Color> TABLEAU_10 = hexes("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
            "#ff9da7", "#9c755f", "#bab0ac");
    /** Greys from black, for a figure printed in grey: pair it with print_safe, whose line styles tell series apart. */
    public static final List<Color> GRAYSCALE = hexes("#000000", "#595959", "#8c8c8c", "#b3b3b3");

    /** The palettes by the names descriptions give them. */
    public static final Map<String, List<Color>> NAMED = Map.of("default", DEFAULT, "okabe-ito", OKABE_ITO, "tableau10", TABLEAU_10,
            "grayscale", GRAYSCALE);

    private Palettes() {
    }

    private static List<Color> hexes(String... values) {
        List<Color> out = new ArrayList<>();
        for (String v : values) {
            out.add(Color.hex(v));
        }
        return List.copyOf(out);
    }
}
