package dev.figmark.compile.look;

import dev.figmark.chart.Layers;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.model.Series;
import dev.figmark.scene.Hatch;
import java.util.List;

/** A series' dash and hatch: the one its description names, or in a print-safe figure the one of its slot. */
public final class Patterns {

    private Patterns() {
    }

    /** A line's dashes: the style named, or its slot's (solid unless the figure is print-safe), scaled to the line's width. */
    public static List<Double> dash(Series.LineStyle style, int index, Style figure) {
        if (style == null) {
            return Palette.dash(index, figure.printSafe(), Layers.LINE_WIDTH);
        }
        int which = switch (style) {
            case DASHED -> 1;
            case DOTTED -> 2;
            case DASHDOT -> 3;
            default -> 0;
        };
        return Palette.dash(which, true, Layers.LINE_WIDTH);
    }

    /** A bar series' hatch: the one named, or in a print-safe figure the one of its slot, so grey print tells bars apart. */
    public static Hatch.Pattern hatch(Series.Hatch name, int slot, Style style) {
        if (name != null) {
            return switch (name) {
                case FORWARD -> Hatch.Pattern.FORWARD;
                case BACKWARD -> Hatch.Pattern.BACKWARD;
                case CROSS -> Hatch.Pattern.CROSS;
                case HORIZONTAL -> Hatch.Pattern.HORIZONTAL;
                case VERTICAL -> Hatch.Pattern.VERTICAL;
                case GRID -> Hatch.Pattern.GRID;
                case DOTS -> Hatch.Pattern.DOTS;
                case CIRCLES -> Hatch.Pattern.CIRCLES;
                case STARS -> Hatch.Pattern.STARS;
                default -> null;
            };
        }
        return style.printSafe() && slot > 0 ? Palette.hatch(slot) : null;
    }
}
