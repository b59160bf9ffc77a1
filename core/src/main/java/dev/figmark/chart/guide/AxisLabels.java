package dev.figmark.chart.guide;

import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.List;

/**
 * The axes' names beside a {@code w} by {@code h} plot box at the origin, outside what the panel has drawn so far
 * ({@code around}): the x axis's below it (or above, on the opposite side), the y axes' turned beside them. A name
 * longer than its axis wraps to lines; none is shortened, and the panel does not widen for one.
 */
public final class AxisLabels {

    /** Space between an axis's name and what it stands beside, in points. */
    private static final double LABEL_PAD = 2.0;

    private final Typesetter type;
    private final Style style;

    public AxisLabels(Typesetter type, Style style) {
        this.type = type;
        this.style = style;
    }

    /** Draws the names of the x axis and of the one or two y axes ({@code y2} may be null). */
    public void draw(AxisGuide x, AxisGuide y, AxisGuide y2, double w, double h, Box around, List<Mark> out) {
        FontFace face = style.face();
        double size = style.labelSize();
        if (!x.label().isEmpty()) {
            List<String> lines = type.wrap(x.label(), face, size, Math.max(w, 4 * size), 3);
            double lead = type.lineHeight(face, size);
            for (int k = 0; k < lines.size(); k++) {
                if (x.opposite()) {
                    out.add(type.rich(w / 2, around.y() - LABEL_PAD - (lines.size() - 1 - k) * lead, lines.get(k), face, size, Palette.INK2,
                            Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false));
                } else {
                    double top = Math.max(h, around.bottom()) + LABEL_PAD + k * lead;
                    out.add(type.rich(w / 2, top, lines.get(k), face, size, Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, false));
                }
            }
        }
        for (AxisGuide each : y2 == null ? List.of(y) : List.of(y, y2)) {
            yLabel(each, h, around, out);
        }
    }

    private void yLabel(AxisGuide y, double h, Box around, List<Mark> out) {
        FontFace face = style.face();
        double size = style.labelSize();
        if (!y.label().isEmpty()) {
            // Up to half again the plot's height on one line: a label a little longer than a short plot stays whole;
            // a longer one wraps to lines beside each other, never shortened.
            List<String> lines = type.wrap(y.label(), face, size, Math.max(1.5 * h, 4 * size), 3);
            double lead = type.lineHeight(face, size);
            for (int k = 0; k < lines.size(); k++) {
                if (y.opposite()) {
                    out.add(type.rich(around.right() + LABEL_PAD + k * lead, h / 2, lines.get(k), face, size, y.ink(), Text.Anchor.MIDDLE,
                            Text.Baseline.TOP, true));
                } else {
                    out.add(type.rich(Math.min(0, around.x()) - LABEL_PAD - (lines.size() - 1 - k) * lead, h / 2, lines.get(k), face, size,
                            y.ink(), Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, true));
                }
            }
        }
    }
}
