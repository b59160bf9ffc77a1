package dev.figmark.recipe;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.layout.ConstrainedLayout;
import dev.figmark.scene.Color;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/** The seed's recurring chart idioms: category rows, bars with values at their tips, panel grids, letters. */
public final class Idioms {

    /** The height of one bar's band in a panel of bars, in inches (the seed's 0.17 in: a bar and its label). */
    public static final double BAND_IN = 0.17;

    /**
     * The height, in inches, of one category's band where names wrap: {@link #BAND_IN}, or the lines the longest name
     * takes at the smallest text the layout may use, so a figure planned with it is as tall as its names need.
     */
    public static double bandIn(List<String> names, Style style, Typesetter type) {
        return Math.max(BAND_IN * style.textScale(), namedBandIn(names, style, type));
    }

    /** Fewer categories than this are padded to it, so one or two bars are not fat ones (the seed's four). */
    public static final int PADDED_ROWS = 4;

    /**
     * The height, in inches, a panel of these categories needs for its rows: a {@link #BAND_IN} per bar, and at least
     * the lines its longest name wraps to over every row the axis spans, padding included, as the layout's check
     * counts them.
     */
    public static double rowsIn(List<String> names, Style style, Typesetter type) {
        return Math.max(BAND_IN * style.textScale() * names.size(), namedBandIn(names, style, type) * Math.max(names.size(), PADDED_ROWS));
    }

    /** One category's band as the layout's check counts it for these names, with a twentieth to spare, in inches. */
    private static double namedBandIn(List<String> names, Style style, Typesetter type) {
        int lines = ConstrainedLayout.nameLines(names, style, type, Style.categoryWidthPt(style.widthPt()));
        return ConstrainedLayout.nameBandPt(lines, style, type) * 1.05 / 72.0;
    }

    private Idioms() {
    }

    /**
     * Where each name sits down a panel of horizontal bars, in bands of a one-line name: a name that wraps to more
     * lines takes as much more room as it needs, and its neighbours only their own, where every row once took the
     * tallest name's height (a kernel's four lines made five rows of four).
     */
    public static Rows places(List<String> names, Style style, Typesetter type) {
        double columnPt = Style.categoryWidthPt(style.widthPt());
        double band = ConstrainedLayout.nameBandPt(1, style, type);
        double[] out = new double[names.size()];
        int first = 1;
        int before = 1;
        int fewest = Integer.MAX_VALUE;
        int most = 0;
        for (int i = 0; i < names.size(); i++) {
            int lines = ConstrainedLayout.nameLines(List.of(names.get(i)), style, type, columnPt);
            out[i] = i == 0 ? 0 : out[i - 1] + ConstrainedLayout.pairPt(before, lines, style, type) / band;
            first = i == 0 ? lines : first;
            before = lines;
            fewest = Math.min(fewest, lines);
            most = Math.max(most, lines);
        }
        // Each end keeps half its own name's height, and half a row at least, as a row apart does.
        double extra = Math.max(0.0, (PADDED_ROWS - names.size()) / 2.0);
        double top = (names.isEmpty() ? 0 : out[0]) - Math.max(0.5, ConstrainedLayout.nameBandPt(first, style, type) / band / 2) - extra;
        double bottom = (names.isEmpty() ? 0 : out[out.length - 1]) + Math.max(0.5, ConstrainedLayout.nameBandPt(before, style, type) / band / 2) + extra;
        return new Rows(out, top, bottom, most > fewest);
    }

    /**
     * Names placed down an axis by {@link #places}: each one's place, in bands of a one-line name, the axis's ends,
     * the top one first, and whether the names take unlike numbers of lines (else they are evenly apart, as rows of
     * the tallest name are).
     */
    public record Rows(double[] at, double top, double bottom, boolean uneven) {
        /**
         * The height, in inches, the rows need: a one-line band for each unit the axis spans, and a fifth to spare,
         * which the layout's own rounding and the faces' metrics take, as even rows of the tallest name once left.
         */
        public double heightIn(Style style, Typesetter type) {
            return Math.max(BAND_IN * style.textScale() * at.length, ConstrainedLayout.nameBandPt(1, style, type) * SPARE / 72.0 * (bottom - top));
        }

        /** The share of room the rows plan beyond their bands. */
        private static final double SPARE = 1.35;
    }

    /** "(a)", "(b)", … when the style asks for letters, else empty. */
    public static String letter(Style style, int index) {
        if (!style.letters()) {
            return "";
        }
        return "(" + (index < 26 ? String.valueOf((char) ('a' + index)) : "a" + (char) ('a' + index % 26)) + ")";
    }

    /**
     * A categorical y axis with row 0 at the top. Few rows keep their bars thin (the seed pads to four); with
     * {@code rows}, panels side by side get the same rows and so bars of the same thickness.
     */
    public static AxisGuide categories(List<String> labels, boolean show, Integer rows) {
        return categories(labels, show, rows, null);
    }

    /** The same axis with its names at their places ({@link #places}) rather than a row apart; null for a row apart. */
    public static AxisGuide categories(List<String> labels, boolean show, Integer rows, Rows places) {
        int n = labels.size();
        if (places != null) {
            List<Tick> ticks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ticks.add(new Tick(places.at()[i], show ? labels.get(i) : ""));
            }
            return AxisGuide.builder(Scale.linear(places.bottom(), places.top())).ticks(ticks).tickLength(0).categorical(true).build();
        }
        double bottom;
        double top;
        if (rows != null) {
            bottom = rows - 0.5;
            top = -0.5;
        } else {
            double extra = Math.max(0.0, (PADDED_ROWS - n) / 2.0);
            bottom = n - 0.5 + extra;
            top = -0.5 - extra;
        }
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ticks.add(new Tick(i, show ? labels.get(i) : ""));
        }
        return AxisGuide.builder(Scale.linear(bottom, top)).ticks(ticks).tickLength(0).categorical(true).build();
    }

    /** Horizontal bars with the value at each tip; the value axis is hidden since every bar is labelled. */
    public static PanelPlot hbars(String key, List<String> labels, List<Double> values, DoubleFunction<String> format, String title,
                              Color color, List<Double> errors, boolean showLabels, String letter) {
        return hbars(key, labels, values, format, title, color, errors, showLabels, letter, null);
    }

    /** The same bars with their names at their places ({@link #places}); null for a row apart. */
    public static PanelPlot hbars(String key, List<String> labels, List<Double> values, DoubleFunction<String> format, String title,
                              Color color, List<Double> errors, boolean showLabels, String letter, Rows places) {
        List<Double> errs = errors != null && errors.stream().anyMatch(e -> e != null && e != 0) ? errors : null;
        double top = 0;
        double bottom = 0;
        for (int i = 0; i < values.size(); i++) {
            double v = values.get(i) == null ? 0 : values.get(i);
            double e = errs == null || errs.get(i) == null ? 0 : Math.abs(errs.get(i));
            top = Math.max(top, v + e);
            bottom = Math.min(bottom, v - e);
        }
        if (top == 0 && bottom == 0) {
            top = 1.0;
        }
        // Room for the labels past the tips, on the side where bars grow; negative values grow to the left.
        return PanelPlot.builder(key)
                .title(title)
                .x(AxisGuide.hidden(Scale.linear(bottom < 0 ? bottom - 0.28 * (top - bottom) : 0, top == 0 ? -bottom * 0.05 : top + 0.28 * (top - bottom))))
                .y(categories(labels, showLabels, null, places))
                .layer(Layers.hbars(values, color, errs, format, Math.max(top, -bottom), places == null ? null : places.at()))
                .letter(letter)
                .build();
    }

    /** Columns of a panel grid: all side by side when wide, else at most {@code narrowColumns} (the seed's {@code _panel_grid}). */
    public static int columns(Style style, int count, int narrowColumns) {
        return style.wide() ? count : Math.min(narrowColumns, count);
    }

    /** Panels into rows of {@code columns}; an unfilled last row keeps its panels the width of the others. */
    public static List<FigurePlot.Row> grid(List<PanelPlot> panels, int columns) {
        List<FigurePlot.Row> rows = new ArrayList<>();
        for (int i = 0; i < panels.size(); i += columns) {
            List<FigurePlot.Cell> cells = new ArrayList<>();
            for (int j = i; j < Math.min(panels.size(), i + columns); j++) {
                cells.add(new FigurePlot.Cell(panels.get(j), 1.0));
            }
            while (cells.size() < columns) {
                cells.add(new FigurePlot.Cell(blank("blank" + (i + cells.size())), 1.0));
            }
            rows.add(new FigurePlot.Row(1.0, 0, cells));
        }
        return rows;
    }

    /** An empty slot of a grid that is not completely filled. */
    public static PanelPlot blank(String key) {
        return PanelPlot.blank(key);
    }
}
