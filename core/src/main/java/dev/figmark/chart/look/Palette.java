package dev.figmark.chart.look;

import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import java.util.List;

/**
 * The seed's colours: a categorical order checked for colour-vision deficiency on white (assigned in order, never
 * shuffled), a sequential blue ramp, and the inks of text, axes and grid. Past eight series the colours repeat with
 * the next line style, so a ninth series is still told apart.
 */
public final class Palette {

    public static final List<Color> SERIES = hexes("#2a78d6", "#eb6834", "#1baf7a", "#eda100", "#e87ba4", "#008300", "#6250d6", "#e34948");
    public static final List<Color> SEQUENTIAL = hexes("#cde2fb", "#b7d3f6", "#9ec5f4", "#86b6ef", "#6da7ec", "#5598e7", "#3987e5",
            "#2a78d6", "#256abf", "#1c5cab", "#184f95", "#104281", "#0d366b");
    public static final Color GOOD = Color.hex("#0ca30c");
    public static final Color CRITICAL = Color.hex("#d03b3b");
    public static final Color INK = Color.hex("#0b0b0b");
    public static final Color INK2 = Color.hex("#52514e");
    public static final Color MUTED = Color.hex("#898781");
    public static final Color GRID = Color.hex("#e1e0d9");
    public static final Color AXIS = Color.hex("#c3c2b7");
    public static final Color BAND = Color.hex("#f4f3ef");
    public static final Color NEUTRAL_FILL = Color.hex("#c3c2b7");

    /** The seed's line styles "-", "--", ":", "-." as dash lengths per unit of line width (matplotlib's). */
    private static final List<List<Double>> DASHES = List.of(List.of(), List.of(3.7, 1.6), List.of(1.0, 1.65), List.of(6.4, 1.6, 1.0, 1.6));

    private static final List<Hatch.Pattern> HATCHES = java.util.Arrays.asList(null, Hatch.Pattern.FORWARD, Hatch.Pattern.BACKWARD, Hatch.Pattern.CROSS);

    private Palette() {
    }

    private static List<Color> hexes(String... values) {
        return java.util.Arrays.stream(values).map(Color::hex).toList();
    }

    public static Color series(int index) {
        return SERIES.get(Math.floorMod(index, SERIES.size()));
    }

    /**
     * Dash lengths in points for series {@code index}: print-safe figures cycle the styles as the seed does; others
     * stay solid for the first eight series and change style with each further round of colours.
     */
    public static List<Double> dash(int index, boolean printSafe, double lineWidth) {
        int style = printSafe ? (index + index / SERIES.size()) % DASHES.size() : (index / SERIES.size()) % DASHES.size();
        return DASHES.get(style).stream().map(d -> d * lineWidth).toList();
    }

    /** The seed's hatch for stacked part {@code index} in print-safe figures; null for none. */
    public static Hatch.Pattern hatch(int index) {
        return HATCHES.get(Math.floorMod(index, HATCHES.size()));
    }

    /** A colour of the sequential ramp for a fraction from 0 to 1, as matplotlib's ListedColormap picks it. */
    public static Color sequential(double fraction) {
        int n = SEQUENTIAL.size();
        int i = (int) Math.floor(Math.max(0, Math.min(1, fraction)) * n);
        return SEQUENTIAL.get(Math.min(n - 1, i));
    }
}
