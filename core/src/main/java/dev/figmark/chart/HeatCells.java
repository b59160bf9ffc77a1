package dev.figmark.chart;

import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
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
     * smaller, down to {@link Style#MIN_TEXT_PT}, then in its short form, then a number in thousands or millions (6.6K),
     * and is never cut: when even that is wider than its cell it is drawn whole, the layout check finds it over its
     * neighbour, and the figure gets more room or is refused saying so. White lines separate the cells.
     */
    public static Layer of(List<List<Color>> fills, List<List<String>> texts, List<List<String>> shortTexts,
            List<List<Color>> inks) {
        return (frame, context, out) -> {
            Style style = context.style();
            List<Mark> cells = new ArrayList<>();
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
                        text = shorter;
                        size = cellSize(context, text, style.smallSize(), room);
                    }
                    out.free().add(context.type().text(cell.centerX(), cell.centerY(), text, style.face(), size, inks.get(r).get(c),
                            Text.Anchor.MIDDLE, Text.Baseline.MIDDLE, false));
                }
            }
            if (!cells.isEmpty()) {
                out.clipped().add(Group.of(GROUP, cells));
            }
        };
    }

    /** The largest size from {@code size} down to the minimum, in quarter points, at which the text fits the room. */
    private static double cellSize(Layer.Context context, String text, double size, double room) {
        Style style = context.style();
        double floor = Math.min(size, Style.MIN_TEXT_PT);
        while (size - 0.25 >= floor - 1e-9 && context.type().width(text, style.face(), size) > room) {
            size -= 0.25;
        }
        return size;
    }


}
