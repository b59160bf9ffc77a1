package dev.figmark.chart;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/** The ribbon over a run's lifecycle that names its phases, every one of them. */
public final class PhaseRibbon {

    private PhaseRibbon() {
    }

    /**
     * A phase ribbon: bands shaded in turn, each named. A name that fits its band is centred in it; with
     * {@code twoLines}, one that does not goes on a line above, over its band (moved aside from its neighbours) with a
     * leader down to it; a name that still finds no room is said left out. Bands are shaded on the lower line only.
     */
    public static Layer layer(List<double[]> spans, List<String> labels, double viewMin, double viewMax, boolean twoLines) {
        return (frame, context, out) -> {
            Style style = context.style();
            double size = style.tickSize();
            Box plot = frame.plot();
            double line = context.type().lineHeight(style.face(), size) + 1;
            double split = twoLines ? Math.max(plot.y(), plot.bottom() - line) : plot.y();
            List<Mark> shading = new ArrayList<>();
            for (int i = 0; i < spans.size(); i += 2) {
                shading.add(Rect.filled(Box.of(frame.px(spans.get(i)[0]), split, frame.px(spans.get(i)[1]), plot.bottom()), Palette.BAND));
            }
            if (!shading.isEmpty()) {
                out.clipped().add(Group.of(Layers.BAND_GROUP, shading));
            }
            List<Box> placed = new ArrayList<>();
            List<Integer> above = new ArrayList<>();
            for (int i = 0; i < spans.size(); i++) {
                double a = Math.max(spans.get(i)[0], viewMin);
                double b = Math.min(spans.get(i)[1], viewMax);
                if (b <= a) {
                    continue;
                }
                double room = frame.px(b) - frame.px(a);
                double needed = context.type().width(labels.get(i), style.face(), size) + 2;
                Text label = context.type().text((frame.px(a) + frame.px(b)) / 2, (split + plot.bottom()) / 2, labels.get(i), style.face(), size,
                        Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.MIDDLE, false);
                if (room >= needed && placed.stream().noneMatch(other -> other.overlaps(label.bounds(), 0))) {
                    placed.add(label.bounds());
                    out.free().add(label);
                } else {
                    above.add(i);
                }
            }
            // The names above, left to right: each centred on its band where it can be, else pushed right of the last.
            double gap = size * 0.6;
            double next = plot.x();
            List<double[]> lefts = new ArrayList<>();
            for (int i : above) {
                double width = context.type().width(labels.get(i), style.face(), size);
                double centre = (frame.px(Math.max(spans.get(i)[0], viewMin)) + frame.px(Math.min(spans.get(i)[1], viewMax))) / 2;
                double left = Math.max(centre - width / 2, next);
                lefts.add(new double[] {left, width, centre});
                next = left + width + gap;
            }
            // Pushed past the right edge: the row is moved back left as a whole, as far as the left edge allows.
            double over = next - gap - plot.right();
            for (int k = lefts.size() - 1; k >= 0 && over > 0; k--) {
                double floor = k == 0 ? plot.x() : lefts.get(k - 1)[0] + lefts.get(k - 1)[1] + gap;
                double shift = Math.min(over, lefts.get(k)[0] - floor);
                for (int m = k; m < lefts.size(); m++) {
                    lefts.get(m)[0] -= shift;
                }
                over -= shift;
            }
            for (int k = 0; k < above.size(); k++) {
                int i = above.get(k);
                double[] at = lefts.get(k);
                if (!twoLines || at[0] < plot.x() - 0.5 || at[0] + at[1] > plot.right() + 0.5) {
                    out.leftOut().add("the name of the phase band '" + labels.get(i) + "': its band is too narrow for it and the ribbon has no room beside it");
                    continue;
                }
                double middle = plot.y() + line / 2;
                Text name = context.type().text(at[0], middle, labels.get(i), style.face(), size, Palette.INK2, Text.Anchor.START,
                        Text.Baseline.MIDDLE, false);
                out.free().add(name);
                double leaderX = Math.max(at[0], Math.min(at[2], at[0] + at[1]));
                double textBottom = name.bounds().bottom() + LEADER_PT;
                if (split - textBottom > LEADER_PT) {
                    out.clipped().add(Polyline.segment(at[2], split, leaderX, textBottom, Stroke.solid(LEADER_PT, Palette.INK2)));
                }
            }
        };
    }

    /** A leader's width, from a phase's name above the ribbon down to its band. */
    static final double LEADER_PT = 0.5;
}
