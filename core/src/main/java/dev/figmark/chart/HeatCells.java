package dev.figmark.chart;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.List;

/** Heat-map cells: each in its colour with its value in it, fitted by size and shorter forms, never cut. */
public final class HeatCells {

    /** The group of heat-map cells: each carries its own value as text. */
    public static final String GROUP = "cells";
    /** The white gap between heat-map cells, in points. */
    static final double CELL_GAP_WIDTH = 1.2;

    private HeatCells() {
    }

    /**
     * Heat-map cells at integer positions, each with its colour and text; text that does not fit its cell is set
     * smaller, down to {@link Rules#MIN_TEXT_PT}, then in its short form, then a number in thousands or millions (6.6K),
     * and is never cut: when even that is wider than its cell it is drawn whole, the layout check finds it over its
     * neighbour, and the figure gets more room or is refused saying so. White lines separate the cells. The seed's
     * byte sizes are shortened so (675G, then 6.4T); a description's numbers are kept as written, by {@link #exact}.
     */
    public static Layer of(List<List<Color>> fills, List<List<String>> texts, List<List<String>> shortTexts,
            List<List<Color>> inks) {
        return cells(null, fills, texts, shortTexts, inks);
    }

    /**
     * Heat-map cells whose values keep every digit asked for: a text is set smaller to fit its cell, or written in
     * thousands only where that is the same number (6,600 as 6.6K, never 6,634 or 1.1 as 1); when one still does not
     * fit, no cell of the heat map writes its value and the figure says so, naming the map.
     */
    public static Layer exact(String name, List<List<Color>> fills, List<List<String>> texts, List<List<Color>> inks) {
        return cells(name, fills, texts, texts, inks);
    }

    private static Layer cells(String exact, List<List<Color>> fills, List<List<String>> texts, List<List<String>> shortTexts,
            List<List<Color>> inks) {
        return (frame, context, out) -> {
            Style style = context.style();
            List<Mark> cells = new ArrayList<>();
            List<Mark> values = new ArrayList<>();
            String wide = null;
            int written = 0;
            for (int r = 0; r < fills.size(); r++) {
                for (int c = 0; c < fills.get(r).size(); c++) {
                    Box cell = Box.of(frame.px(c - 0.5), frame.py(r - 0.5), frame.px(c + 0.5), frame.py(r + 0.5));
                    Color fill = fills.get(r).get(c);
                    if (fill != null) {
                        cells.add(new Rect(cell, fill, Stroke.solid(CELL_GAP_WIDTH, Color.WHITE)));
                    }
                    String text = texts.get(r).get(c);
                    if (text.isEmpty()) {
                        continue;
                    }
                    written++;
                    double room = Math.max(1, cell.width() - 2);
                    double size = cellSize(context, text, style.smallSize(), room);
                    if (context.type().width(text, style.face(), size) > room) {
                        text = shortTexts.get(r).get(c);
                        size = cellSize(context, text, style.smallSize(), room);
                    }
                    for (String shorter : Formats.abbreviations(text)) {
                        if (context.type().width(text, style.face(), size) <= room) {
                            break;
                        }
                        if (exact != null && !sameNumber(text, shorter)) {
                            continue;
                        }
                        text = shorter;
                        size = cellSize(context, text, style.smallSize(), room);
                    }
                    if (exact != null && wide == null && context.type().width(text, style.face(), size) > room) {
                        wide = String.format(java.util.Locale.ROOT, "%s is %s pt wide at %s pt, its cell %s pt", text,
                                PyFormat.g(Math.round(context.type().width(text, style.face(), size) * 10) / 10.0), PyFormat.g(size),
                                PyFormat.g(Math.round(room * 10) / 10.0));
                    }
                    values.add(context.type().text(cell.centerX(), cell.centerY(), text, style.face(), size, inks.get(r).get(c),
                            Text.Anchor.MIDDLE, Text.Baseline.MIDDLE, false));
                }
            }
            if (wide == null) {
                out.free().addAll(values);
            } else {
                out.leftOut().add("the " + written + " values of the heat map" + (exact.isEmpty() ? "" : " '" + exact + "'") + " are left out of its cells: " + wide
                        + "; the colour bar reads them; widen the figure, give fewer columns, or fewer decimals");
            }
            if (!cells.isEmpty()) {
                out.clipped().add(Group.of(GROUP, cells));
            }
        };
    }

    /** Whether a shorter form writes the very number of a whole number's text (6,600 and 6.6K), so nothing is rounded. */
    private static boolean sameNumber(String text, String shorter) {
        String plain = text.replace(",", "").strip();
        if (plain.contains(".") || shorter.isEmpty()) {
            return false;
        }
        try {
            double v = Double.parseDouble(plain);
            char unit = shorter.charAt(shorter.length() - 1);
            double scale = unit == 'K' ? 1e3 : unit == 'M' ? 1e6 : unit == 'G' ? 1e9 : 1;
            double s = Double.parseDouble(scale == 1 ? shorter : shorter.substring(0, shorter.length() - 1)) * scale;
            return Math.abs(s - v) <= 1e-9 * Math.abs(v);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The largest size from {@code size} down to the minimum, in quarter points, at which the text fits the room. */
    private static double cellSize(Layer.Context context, String text, double size, double room) {
        Style style = context.style();
        double floor = Math.min(size, Rules.MIN_TEXT_PT);
        while (size - 0.25 >= floor - 1e-9 && context.type().width(text, style.face(), size) > room) {
            size -= 0.25;
        }
        return size;
    }


}
