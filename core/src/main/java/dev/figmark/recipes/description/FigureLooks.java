package dev.figmark.recipes.description;

import dev.figmark.model.Colours;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Style;
import dev.figmark.model.Series;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How every series of a figure looks: one palette slot per label across all panels, so a label keeps its colour,
 * dash, marker and hatch in every panel and the figure's legend tells the truth; a series with its own colour takes
 * no slot; unlabelled series take their panel's first free slots, as matplotlib restarts its cycle per axes. Past
 * the palette's colours, each further round adds a dash to lines, a marker shape to points and a hatch to bars.
 */
final class FigureLooks {

    /** How many rounds of the palette's colours a figure's looks tell apart: a dash, marker or hatch for each. */
    static final int ROUNDS = 4;

    /** The shapes points take round by round past the palette's colours. */
    private static final List<Marker.Shape> ROUND_SHAPES = List.of(Marker.Shape.CIRCLE, Marker.Shape.SQUARE, Marker.Shape.TRIANGLE_UP,
            Marker.Shape.DIAMOND, Marker.Shape.TRIANGLE_DOWN);

    /** A series' look: its colour, dash (empty for solid), marker (null for none) and hatch (null for none). */
    record Look(Color color, List<Double> dash, Marker.Shape marker, Hatch.Pattern hatch, int slot) {
    }

    private final List<List<Look>> looks = new ArrayList<>();

    /** Looks for every drawn series of every panel ({@code read}, in order), from a palette in a style. */
    FigureLooks(List<List<SeriesReader.Data>> read, List<Color> palette, Style style) {
        Map<String, Integer> byLabel = new LinkedHashMap<>();
        for (List<SeriesReader.Data> panel : read) {
            for (SeriesReader.Data d : panel) {
                if (ownColour(d.spec()) == null && !d.label().isEmpty()) {
                    byLabel.computeIfAbsent(key(d), l -> byLabel.size());
                }
            }
        }
        for (List<SeriesReader.Data> panel : read) {
            Set<Integer> used = new HashSet<>();
            for (SeriesReader.Data d : panel) {
                if (ownColour(d.spec()) == null && !d.label().isEmpty()) {
                    used.add(byLabel.get(key(d)));
                }
            }
            List<Look> out = new ArrayList<>();
            int free = 0;
            int own = 0;
            for (SeriesReader.Data d : panel) {
                int slot;
                if (ownColour(d.spec()) != null) {
                    slot = own++;
                } else if (!d.label().isEmpty()) {
                    slot = byLabel.get(key(d));
                } else {
                    while (used.contains(free)) {
                        free++;
                    }
                    slot = free;
                    used.add(free);
                }
                out.add(look(d, slot, ownColour(d.spec()) == null, palette, style));
            }
            looks.add(out);
        }
    }

    /**
     * What a series' colour is keyed by: the value of its by field (so vLLM's points and vLLM's rolling mean are one
     * colour, told apart by marker and line), else its label.
     */
    private static String key(SeriesReader.Data d) {
        return d.extras().group() != null ? d.extras().group() : d.label();
    }

    private static Look look(SeriesReader.Data d, int slot, boolean fromPalette, List<Color> palette, Style style) {
        Series s = d.spec();
        Color base = fromPalette ? palette.get(slot % palette.size()) : Color.hex(Colours.hex(ownColour(s)));
        Double alpha = s instanceof dev.figmark.model.Translucent t ? t.alpha() : null;
        Color color = alpha == null ? base : base.withOpacity(alpha);
        int round = fromPalette ? slot / palette.size() : 0;
        // Each value of by its own dash, marker or hatch where the series asks (seaborn's dashes=True, markers=True), by
        // its slot, so a value keeps them in every panel as it keeps its colour.
        dev.figmark.model.Styled styled = s instanceof dev.figmark.model.Styled st ? st : null;
        boolean eachDash = styled != null && Boolean.TRUE.equals(styled.dashes());
        boolean eachMarker = styled != null && Boolean.TRUE.equals(styled.markers());
        boolean eachHatch = styled != null && Boolean.TRUE.equals(styled.hatches());
        Series.LineStyle lineStyle = s instanceof dev.figmark.model.Dashed dashed ? dashed.lineStyle() : null;
        List<Double> dash = eachDash ? Palette.dash(slot, true, Layers.LINE_WIDTH)
                : lineStyle != null || style.printSafe() ? DescriptionAxes.dash(lineStyle, slot, style)
                : Palette.dash(round * Palette.SERIES.size(), false, Layers.LINE_WIDTH);
        boolean points = KindCompilers.of(s).points();
        Series.Marker named = s instanceof dev.figmark.model.Marked m ? m.marker() : null;
        Marker.Shape marker = named != null ? Markers.shape(named)
                : eachMarker ? ROUND_SHAPES.get(slot % ROUND_SHAPES.size())
                : points ? ROUND_SHAPES.get(round % ROUND_SHAPES.size()) : null;
        Hatch.Pattern hatch = null;
        if (s instanceof dev.figmark.model.Hatched hatched) {
            hatch = eachHatch ? (slot > 0 ? Palette.hatch(slot) : null)
                    : hatched.hatch() != null || style.printSafe() ? DescriptionAxes.hatch(hatched.hatch(), slot, style)
                    : round > 0 ? Palette.hatch(round) : null;
        }
        return new Look(color, dash, marker, hatch, slot);
    }

    /** The series' own colour, #rrggbb, or null: a scatter's colour field is no colour of its own. */
    static String ownColour(Series s) {
        String given = s instanceof dev.figmark.model.Coloured c ? c.color() : null;
        return given != null && s instanceof dev.figmark.model.Scatter && !given.startsWith("#") ? null : given;
    }

    /** The look of series {@code index} of panel {@code panel}. */
    Look of(int panel, int index) {
        return looks.get(panel).get(index);
    }
}
