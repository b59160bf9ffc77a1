package dev.figmark.chart;

import dev.figmark.scene.Color;
import java.util.List;
import java.util.Map;

/**
 * A colour map for values: sequential (viridis, cividis: lightness grows with the value, so grey print keeps the
 * order) or diverging (RdBu, coolwarm: two hues apart from a light middle, for values above and below a centre).
 * Seventeen stops sampled from matplotlib's maps, interpolated linearly in sRGB between them.
 *
 * @param name      the name descriptions give it
 * @param stops     colours from the low end to the high end, evenly spaced
 * @param diverging true when the middle stop is the map's neutral centre
 */
public record ColourMap(String name, List<Color> stops, boolean diverging) {

    public static final ColourMap VIRIDIS = of("viridis", false, "#440154", "#48186a", "#472d7b", "#424086", "#3b528b", "#33638d", "#2c728e",
            "#26828e", "#21918c", "#1fa088", "#28ae80", "#3fbc73", "#5ec962", "#84d44b", "#addc30", "#d8e219", "#fde725");
    public static final ColourMap CIVIDIS = of("cividis", false, "#00224e", "#002e6a", "#1a386f", "#32436d", "#434e6c", "#535a6d", "#61656f",
            "#6f7073", "#7d7c78", "#8c8878", "#9b9476", "#aba072", "#bcae6c", "#cdbb63", "#dec958", "#f0d846", "#fee838");
    public static final ColourMap RDBU = of("RdBu", true, "#67001f", "#960f27", "#bb2a34", "#d25849", "#e58368", "#f5ac8b", "#fbceb7",
            "#fbe6da", "#f6f7f7", "#deebf2", "#c0dceb", "#98c8e0", "#68abd0", "#3e8cbf", "#2870b1", "#15508d", "#053061");
    public static final ColourMap COOLWARM = of("coolwarm", true, "#3b4cc0", "#4e68d8", "#6282ea", "#779af7", "#8db0fe", "#a3c2fe", "#b9d0f9",
            "#ccd9ed", "#dddcdc", "#ecd3c5", "#f5c4ac", "#f7b093", "#f4987a", "#eb7d62", "#dd5f4b", "#ca3b37", "#b40426");

    /** The maps by the names descriptions give them. */
    public static final Map<String, ColourMap> NAMED = Map.of("viridis", VIRIDIS, "cividis", CIVIDIS, "RdBu", RDBU, "coolwarm", COOLWARM);

    public ColourMap {
        stops = List.copyOf(stops);
        if (stops.size() < 2) {
            throw new IllegalArgumentException("a colour map needs two stops");
        }
    }

    private static ColourMap of(String name, boolean diverging, String... hexes) {
        return new ColourMap(name, java.util.Arrays.stream(hexes).map(Color::hex).toList(), diverging);
    }

    /** The colour at a fraction from the low end (0) to the high end (1); fractions outside are held to the ends. */
    public Color at(double fraction) {
        double f = Double.isNaN(fraction) ? 0.5 : Math.max(0, Math.min(1, fraction));
        double at = f * (stops.size() - 1);
        int i = (int) Math.min(stops.size() - 2, Math.floor(at));
        double t = at - i;
        Color a = stops.get(i);
        Color b = stops.get(i + 1);
        int r = (int) Math.round(a.red() + (b.red() - a.red()) * t);
        int g = (int) Math.round(a.green() + (b.green() - a.green()) * t);
        int bl = (int) Math.round(a.blue() + (b.blue() - a.blue()) * t);
        return new Color(r << 16 | g << 8 | bl, 1.0);
    }

    /**
     * The ink that reads best on a fill: black or white, whichever has the higher WCAG contrast ratio against the
     * fill's relative luminance.
     */
    public static Color inkOn(Color fill) {
        double l = luminance(fill);
        return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? Palette.INK : Color.WHITE;
    }

    /** WCAG's relative luminance of an sRGB colour, 0 for black to 1 for white. */
    static double luminance(Color c) {
        return 0.2126 * linear(c.red()) + 0.7152 * linear(c.green()) + 0.0722 * linear(c.blue());
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
