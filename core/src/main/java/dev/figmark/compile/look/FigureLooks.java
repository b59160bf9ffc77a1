package dev.figmark.compile.look;

import dev.figmark.chart.Layers;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Coloured;
import dev.figmark.model.Colours;
import dev.figmark.model.Dashed;
import dev.figmark.model.Hatched;
import dev.figmark.model.Marked;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Styles;
import dev.figmark.model.Translucent;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * How every series of a figure looks: one palette slot per label across all panels, so a label keeps its colour,
 * dash, marker and hatch in every panel and the figure's legend tells the truth; a series with its own colour takes
 * no slot; unlabelled series take their panel's first free slots, as matplotlib restarts its cycle per axes. Past
 * the palette's colours, each further round adds a dash to lines, a marker shape to points and a hatch to bars.
 */
public final class FigureLooks {

    /** How many rounds of the palette's colours a figure's looks tell apart: a dash, marker or hatch for each. */
    public static final int ROUNDS = 4;

    /** The shapes points take round by round past the palette's colours. */
    private static final List<Marker.Shape> ROUND_SHAPES = List.of(Marker.Shape.CIRCLE, Marker.Shape.SQUARE, Marker.Shape.TRIANGLE_UP,
            Marker.Shape.DIAMOND, Marker.Shape.TRIANGLE_DOWN);

    /** A series' look: its colour, dash (empty for solid), marker (null for none) and hatch (null for none). */
    public record Look(Color color, List<Double> dash, Marker.Shape marker, Hatch.Pattern hatch, int slot) {
    }

    private final List<List<Look>> looks = new ArrayList<>();

    /**
     * Looks for every drawn series of every panel ({@code read}, in order), from a palette in a style; {@code points}
     * tells the kinds that draw points, whose markers are round by default.
     */
    public FigureLooks(List<List<DrawnSeries>> read, List<Color> palette, Style style, Predicate<Series> points, Context spec) {
        ValueStyles styles = new ValueStyles();
        Map<String, Integer> byLabel = new LinkedHashMap<>();
        for (List<DrawnSeries> panel : read) {
            for (DrawnSeries d : panel) {
                if (ownColour(d.spec()) == null && !d.label().isEmpty()) {
                    byLabel.computeIfAbsent(key(d), l -> byLabel.size());
                }
            }
        }
        for (int p = 0; p < read.size(); p++) {
            List<DrawnSeries> panel = read.get(p);
            Set<Integer> used = new HashSet<>();
            for (DrawnSeries d : panel) {
                if (ownColour(d.spec()) == null && !d.label().isEmpty()) {
                    used.add(byLabel.get(key(d)));
                }
            }
            List<Look> out = new ArrayList<>();
            int free = 0;
            int own = 0;
            for (DrawnSeries d : panel) {
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
                out.add(look(d, slot, ownColour(d.spec()) == null, palette, style, points.test(d.spec()), byValue(d, styles, "panels[" + p + "]", spec)));
            }
            looks.add(out);
        }
    }

    /**
     * What a series' colour is keyed by: the value of its by field (so vLLM's points and vLLM's rolling mean are one
     * colour, told apart by marker and line), else its label.
     */
    private static String key(DrawnSeries d) {
        return d.extras().group() != null ? d.extras().group() : d.label();
    }

    /**
     * The place of each style a series takes by value (markers, dashes, hatches, in that order; -1 for none and for
     * {@code true}, which takes its colour's slot): its value's place among those of its styles, refused past the names a
     * list gives.
     */
    private static int[] byValue(DrawnSeries d, ValueStyles styles, String path, Context spec) {
        int[] at = {-1, -1, -1};
        for (ValueStyles.Dimension dim : ValueStyles.Dimension.values()) {
            Styles given = dim.of(d.spec());
            if (given != null && !(given instanceof Styles.Each)) {
                String clash = styles.clash(dim, given);
                if (clash != null) {
                    throw spec.error(path, (d.label().isEmpty() ? "" : "'" + d.label() + "': ") + clash);
                }
                int place = styles.place(dim, given, d, key(d));
                String tooFew = styles.tooFew(dim, given);
                if (tooFew != null) {
                    throw spec.error(path, (d.label().isEmpty() ? "" : "'" + d.label() + "': ") + tooFew);
                }
                at[dim.ordinal()] = place;
            }
        }
        return at;
    }

    /** A style's name from a list given, or null where the list gives none (the cycle's, or one for all). */
    private static String named(Styles given, int place) {
        return given == null || given.names() == null || place < 0 ? null : given.names().get(place);
    }

    private static Look look(DrawnSeries d, int slot, boolean fromPalette, List<Color> palette, Style style, boolean points, int[] byValue) {
        Series s = d.spec();
        Color base = fromPalette ? palette.get(slot % palette.size()) : Color.hex(Colours.hex(ownColour(s)));
        Double alpha = s instanceof Translucent t ? t.alpha() : null;
        Color color = alpha == null ? base : base.withOpacity(alpha);
        int round = fromPalette ? slot / palette.size() : 0;
        // Each value its own dash, marker or hatch where the series asks (seaborn's dashes=True, markers=True), kept in
        // every panel as its colour is: "true" by the colour's slot; a list or another field by the value's place in the figure.
        Styles markers = ValueStyles.Dimension.MARKERS.of(s);
        Styles dashes = ValueStyles.Dimension.DASHES.of(s);
        Styles hatches = ValueStyles.Dimension.HATCHES.of(s);
        int markerAt = markers instanceof Styles.Each ? slot : byValue[0];
        int dashAt = dashes instanceof Styles.Each ? slot : byValue[1];
        int hatchAt = hatches instanceof Styles.Each ? slot : byValue[2];
        String markerName = named(markers, byValue[0]);
        String dashName = named(dashes, byValue[1]);
        String hatchName = named(hatches, byValue[2]);
        Series.LineStyle lineStyle = s instanceof Dashed dashed ? dashed.lineStyle() : null;
        List<Double> dash = dashName != null ? Patterns.dash(ValueStyles.constant(Series.LineStyle.class, dashName), 0, style)
                : dashes != null ? Palette.dash(dashAt, true, Layers.LINE_WIDTH)
                : lineStyle != null || style.printSafe() ? Patterns.dash(lineStyle, slot, style)
                : Palette.dash(round * Palette.SERIES.size(), false, Layers.LINE_WIDTH);
        Series.Marker named = s instanceof Marked m ? m.marker() : null;
        Marker.Shape marker = named != null ? Markers.shape(named)
                : markerName != null ? Markers.shape(ValueStyles.constant(Series.Marker.class, markerName))
                : markers != null ? ROUND_SHAPES.get(markerAt % ROUND_SHAPES.size())
                : points ? ROUND_SHAPES.get(round % ROUND_SHAPES.size()) : null;
        Hatch.Pattern hatch = null;
        if (s instanceof Hatched hatched) {
            hatch = hatchName != null ? Patterns.hatch(ValueStyles.constant(Series.Hatch.class, hatchName), 0, style)
                    : hatches != null ? (hatchAt > 0 ? Palette.hatch(hatchAt) : null)
                    : hatched.hatch() != null || style.printSafe() ? Patterns.hatch(hatched.hatch(), slot, style)
                    : round > 0 ? Palette.hatch(round) : null;
        }
        return new Look(color, dash, marker, hatch, slot);
    }

    /** The series' own colour, #rrggbb, or null: a scatter's colour field is no colour of its own. */
    static String ownColour(Series s) {
        String given = s instanceof Coloured c ? c.color() : null;
        return given != null && s instanceof Scatter && !given.startsWith("#") ? null : given;
    }

    /** The look of series {@code index} of panel {@code panel}. */
    public Look of(int panel, int index) {
        return looks.get(panel).get(index);
    }
}
