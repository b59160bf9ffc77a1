package dev.figmark.chart.look;

import dev.figmark.scene.Color;
import java.util.List;
import java.util.Map;

/**
 * A colour map for values: sequential (viridis, cividis, magma, Blues …: lightness changes one way with the value, so
 * grey print keeps the order) or diverging (RdBu, RdYlGn, coolwarm …: two hues apart from a light middle, for values
 * above and below a centre).
 * Stops sampled from matplotlib's maps (21 for ColorBrewer's diverging ones, whose eleven colours fall on them; 17 for
 * the others), interpolated linearly in sRGB between them.
 *
 * @param name      the name descriptions give it
 * @param stops     colours from the low end to the high end, evenly spaced
 * @param diverging true when the middle stop is the map's neutral centre
 */
public record ColourMap(String name, List<Color> stops, boolean diverging) {

    public static final ColourMap VIRIDIS = of("viridis", false, "#440154", "#48186a", "#472d7b", "#424086", "#3b528b", "#33638d", "#2c728e", "#26828e", "#21918c", "#1fa088", "#28ae80", "#3fbc73", "#5ec962", "#84d44b", "#addc30", "#d8e219", "#fde725");
    public static final ColourMap CIVIDIS = of("cividis", false, "#00224e", "#002e6a", "#1a386f", "#32436d", "#434e6c", "#535a6d", "#61656f", "#6f7073", "#7d7c78", "#8c8878", "#9b9476", "#aba072", "#bcae6c", "#cdbb63", "#dec958", "#f0d846", "#fee838");
    public static final ColourMap MAGMA = of("magma", false, "#000004", "#0a0822", "#1d1147", "#36106b", "#51127c", "#6a1c81", "#832681", "#9c2e7f", "#b73779", "#d0416f", "#e75263", "#f56b5c", "#fc8961", "#fea772", "#fec488", "#fde2a3", "#fcfdbf");
    public static final ColourMap INFERNO = of("inferno", false, "#000004", "#0b0724", "#210c4a", "#3d0965", "#57106e", "#71196e", "#8a226a", "#a32c61", "#bc3754", "#d24644", "#e45a31", "#f1731d", "#f98e09", "#fcac11", "#f9cb35", "#f2ea69", "#fcffa4");
    public static final ColourMap PLASMA = of("plasma", false, "#0d0887", "#310597", "#4c02a1", "#6600a7", "#7e03a8", "#9511a1", "#aa2395", "#bc3587", "#cc4778", "#da5a6a", "#e66c5c", "#f0804e", "#f89540", "#fdac33", "#fdc527", "#f8df25", "#f0f921");
    public static final ColourMap BLUES = of("Blues", false, "#f7fbff", "#eaf3fb", "#deebf7", "#d2e3f3", "#c6dbef", "#b2d2e8", "#9dcae1", "#84bcdb", "#6aaed6", "#56a0ce", "#4191c6", "#3181bd", "#2070b4", "#1460a8", "#08509b", "#084082", "#08306b");
    public static final ColourMap GREENS = of("Greens", false, "#f7fcf5", "#eef8ea", "#e5f5e0", "#d6efd0", "#c7e9c0", "#b4e1ad", "#a0d99b", "#8ace88", "#73c476", "#5ab769", "#40aa5d", "#319a50", "#228a44", "#117b38", "#006c2c", "#005723", "#00441b");
    public static final ColourMap REDS = of("Reds", false, "#fff5f0", "#feeae1", "#fee0d2", "#fdcdb9", "#fcbba1", "#fca689", "#fc9272", "#fb7d5d", "#fb694a", "#f5523a", "#ee3a2c", "#dc2924", "#ca181d", "#b71319", "#a30f15", "#840711", "#67000d");
    public static final ColourMap GREYS = of("Greys", false, "#ffffff", "#f7f7f7", "#f0f0f0", "#e4e4e4", "#d9d9d9", "#cbcbcb", "#bdbdbd", "#a9a9a9", "#959595", "#848484", "#727272", "#626262", "#515151", "#3a3a3a", "#242424", "#111111", "#000000");
    public static final ColourMap YLORRD = of("YlOrRd", false, "#ffffcc", "#fff6b6", "#ffeda0", "#fee38b", "#fed976", "#fec561", "#feb24c", "#fd9f44", "#fd8c3c", "#fc6c33", "#fc4d2a", "#ef3323", "#e2191c", "#cf0c21", "#bb0026", "#9d0026", "#800026");
    public static final ColourMap RDBU = of("RdBu", true, "#67001f", "#8a0b25", "#b1182b", "#c43b3c", "#d6604d", "#e58368", "#f3a481", "#f8bfa4", "#fddbc7", "#fae9df", "#f6f7f7", "#e4eef4", "#d1e5f0", "#b1d5e7", "#90c4dd", "#68abd0", "#4393c3", "#327cb7", "#2065ab", "#124984", "#053061");
    public static final ColourMap COOLWARM = of("coolwarm", true, "#3b4cc0", "#4e68d8", "#6282ea", "#779af7", "#8db0fe", "#a3c2fe", "#b9d0f9", "#ccd9ed", "#dddcdc", "#ecd3c5", "#f5c4ac", "#f7b093", "#f4987a", "#eb7d62", "#dd5f4b", "#ca3b37", "#b40426");
    public static final ColourMap RDYLGN = of("RdYlGn", true, "#a50026", "#bd1726", "#d62f27", "#e54e35", "#f46d43", "#f98e52", "#fdad60", "#fdc776", "#fee08b", "#fff0a6", "#feffbe", "#ecf7a6", "#d9ef8b", "#bfe47a", "#a5d86a", "#84ca66", "#66bd63", "#3faa59", "#199750", "#0c7f43", "#006837");
    public static final ColourMap RDYLBU = of("RdYlBu", true, "#a50026", "#bd1726", "#d62f27", "#e54e35", "#f46d43", "#f98e52", "#fdad60", "#fdc778", "#fee090", "#fff0a8", "#feffc0", "#f0f9db", "#e0f3f8", "#c5e6f0", "#aad8e9", "#8ec2dc", "#74add1", "#5c90c2", "#4574b3", "#3a54a4", "#313695");
    public static final ColourMap SPECTRAL = of("Spectral", true, "#9e0142", "#b81e48", "#d43d4f", "#e45549", "#f46d43", "#f98e52", "#fdad60", "#fdc776", "#fee08b", "#fff0a6", "#ffffbe", "#f3faac", "#e6f598", "#c8e99e", "#aadca4", "#86cfa5", "#66c2a5", "#4ba4b1", "#3387bc", "#496aaf", "#5e4fa2");
    public static final ColourMap PIYG = of("PiYG", true, "#8e0152", "#a80d66", "#c41a7c", "#d14895", "#de77ae", "#e897c4", "#f1b5d9", "#f7cbe4", "#fde0ef", "#faecf3", "#f7f7f6", "#eff6e4", "#e6f5d0", "#cfebaa", "#b7e085", "#9acd61", "#7fbc41", "#66a731", "#4c9121", "#397a1d", "#276419");
    public static final ColourMap BRBG = of("BrBG", true, "#543005", "#6e4007", "#8b500a", "#a5691b", "#bf812d", "#cfa256", "#dec17b", "#ead59f", "#f6e8c3", "#f5efdc", "#f4f5f5", "#def0ed", "#c7eae5", "#a3dbd3", "#7fccc0", "#58b0a7", "#35978f", "#1a7e76", "#01655d", "#005046", "#003c30");
    public static final ColourMap PUOR = of("PuOr", true, "#7f3b08", "#974907", "#b25706", "#c96d0d", "#e08214", "#ef9e3c", "#fcb761", "#fdcc8c", "#fee0b6", "#faecd7", "#f6f6f7", "#e8e9f1", "#d8daeb", "#c5c2de", "#b1aad1", "#988dbe", "#8073ac", "#6a4c9a", "#532687", "#3f1268", "#2d004b");

    /** The maps by the names descriptions give them, as matplotlib names them. */
    public static final Map<String, ColourMap> NAMED = java.util.stream.Stream.of(VIRIDIS, CIVIDIS, MAGMA, INFERNO, PLASMA, BLUES, GREENS, REDS, GREYS, YLORRD, RDBU, COOLWARM, RDYLGN, RDYLBU, SPECTRAL, PIYG, BRBG, PUOR)
            .collect(java.util.stream.Collectors.toUnmodifiableMap(ColourMap::name, m -> m));

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
