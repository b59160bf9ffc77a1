package dev.figmark.compile;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Palette;
import dev.figmark.model.Bracket;
import dev.figmark.model.Colours;
import dev.figmark.model.Values;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Brackets between two categories or x values, each with its text: a line up from each end and across, just above
 * the highest data between its ends; a bracket that overlaps one already placed goes above it, the narrower first,
 * so brackets stack as significance marks do in papers. Beside categories down y (horizontal bars, points across) the
 * same turned: a line down beside the ends of the data, its text to its right.
 */
final class Brackets {

    /** The room between the data and a bracket, and between stacked brackets, in points. */
    static final double GAP_PT = 4;
    /** How far a bracket's ends reach down, in points. */
    static final double TICK_PT = 3;
    /** The bracket's line width, in points. */
    static final double LINE_PT = 0.7;

    private Brackets() {
    }

    /** A bracket's ends along x, in data units (category positions for names). */
    record Placed(Bracket bracket, double from, double to, String path) {
    }

    /** The positions of a bracket's ends: category names on a category axis, or numbers. */
    static Placed place(Bracket b, List<String> categories, String path, FigureSpec spec) {
        double[] ends = new double[2];
        if (b.x() instanceof Values.Texts t) {
            for (int i = 0; i < 2; i++) {
                int at = categories == null ? -1 : categories.indexOf(t.values().get(i));
                if (at < 0) {
                    throw spec.error(path + ".x[" + i + "]", "\"" + t.values().get(i) + "\" is not a category of the panel" + (categories == null
                            ? " (its x axis holds numbers: give numbers)" : "; its categories are " + String.join(", ", categories)));
                }
                ends[i] = at;
            }
        } else if (b.x() instanceof Values.Numbers n) {
            ends = n.values();
        } else {
            throw spec.error(path + ".x", "a bracket's ends are given inline: two category names or two numbers");
        }
        return new Placed(b, Math.min(ends[0], ends[1]), Math.max(ends[0], ends[1]), path);
    }

    /**
     * The brackets over the panel's data: {@code tops} holds, for each drawn series, its x positions and the top
     * of what it draws there (a bar's tip, an error bar's end).
     */
    static Layer layer(List<Placed> brackets, List<double[][]> tops, boolean across) {
        List<Placed> order = new ArrayList<>(brackets);
        order.sort(Comparator.comparingDouble(p -> p.to() - p.from()));
        return across ? across(order, tops) : (frame, context, out) -> {
            List<double[]> placed = new ArrayList<>(); // x from, x to, and the page y of each bracket's line
            // The texts the series wrote over their marks (bars' values): a bracket stands above them, its legs clear.
            List<Box> written = out.free().stream().filter(m -> m instanceof Text).map(m -> m.bounds()).toList();
            for (Placed p : order) {
                double top = Double.POSITIVE_INFINITY;
                for (Box b : written) {
                    if (b.right() >= frame.px(p.from()) - LINE_PT && b.x() <= frame.px(p.to()) + LINE_PT) {
                        top = Math.min(top, b.y());
                    }
                }
                for (double[][] series : tops) {
                    for (int i = 0; i < series[0].length; i++) {
                        if (series[0][i] >= p.from() - 0.45 && series[0][i] <= p.to() + 0.45 && Double.isFinite(series[1][i])) {
                            top = Math.min(top, frame.py(series[1][i]));
                        }
                    }
                }
                double x0 = frame.px(p.from());
                double x1 = frame.px(p.to());
                top = Double.isFinite(top) ? top : frame.plot().bottom();
                for (double[] other : placed) {
                    if (other[0] <= x1 && other[1] >= x0) {
                        top = Math.min(top, other[2] - context.type().lineHeight(context.style().face(), context.style().tickSize()));
                    }
                }
                double y = top - GAP_PT - TICK_PT;
                Color ink = p.bracket().color() == null ? Palette.INK2 : Color.hex(Colours.hex(p.bracket().color()));
                out.free().add(new Polyline(new double[] {x0, y + TICK_PT, x0, y, x1, y, x1, y + TICK_PT}, Stroke.solid(LINE_PT, ink)));
                out.free().add(context.type().rich((x0 + x1) / 2, y - 1, p.bracket().text(), context.style().face(), context.style().tickSize(), ink,
                        Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false));
                placed.add(new double[] {x0, x1, y - GAP_PT});
            }
        };
    }

    /**
     * Brackets beside categories down y (horizontal bars, points across): each a vertical line right of the ends of
     * what its categories draw, its legs pointing back at them and its text to its right, an outer bracket right of
     * the inner's text.
     */
    private static Layer across(List<Placed> order, List<double[][]> ends) {
        return (frame, context, out) -> {
            List<double[]> placed = new ArrayList<>(); // page y from, y to, and the x past each bracket's text
            List<Box> written = out.free().stream().filter(m -> m instanceof Text).map(m -> m.bounds()).toList();
            for (Placed p : order) {
                double y0 = Math.min(frame.py(p.from()), frame.py(p.to()));
                double y1 = Math.max(frame.py(p.from()), frame.py(p.to()));
                double end = Double.NEGATIVE_INFINITY;
                for (Box b : written) {
                    if (b.bottom() >= y0 - LINE_PT && b.y() <= y1 + LINE_PT) {
                        end = Math.max(end, b.right());
                    }
                }
                for (double[][] series : ends) {
                    for (int i = 0; i < series[0].length; i++) {
                        if (series[0][i] >= p.from() - 0.45 && series[0][i] <= p.to() + 0.45 && Double.isFinite(series[1][i])) {
                            end = Math.max(end, frame.px(series[1][i]));
                        }
                    }
                }
                end = Double.isFinite(end) ? end : frame.plot().x();
                for (double[] other : placed) {
                    if (other[0] <= y1 && other[1] >= y0) {
                        end = Math.max(end, other[2]);
                    }
                }
                double x = end + GAP_PT + TICK_PT;
                Color ink = p.bracket().color() == null ? Palette.INK2 : Color.hex(Colours.hex(p.bracket().color()));
                out.free().add(new Polyline(new double[] {x - TICK_PT, y0, x, y0, x, y1, x - TICK_PT, y1}, Stroke.solid(LINE_PT, ink)));
                Text text = context.type().rich(x + GAP_PT / 2, (y0 + y1) / 2, p.bracket().text(), context.style().face(), context.style().tickSize(), ink,
                        Text.Anchor.START, Text.Baseline.MIDDLE, false);
                out.free().add(text);
                placed.add(new double[] {y0, y1, text.bounds().right()});
            }
        };
    }
}
