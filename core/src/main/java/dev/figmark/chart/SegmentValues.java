package dev.figmark.chart;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Text;
import java.util.List;

/**
 * The values of stacked bars, each inside its own part of the stack, in the ink that reads best on the part's
 * colour; a value its part is too small to hold is left out, and the parts left without one are counted in one line.
 */
public final class SegmentValues {

    /** Room kept between a value and its part's edges, in points. */
    static final double PAD = 1;

    private SegmentValues() {
    }

    /**
     * A layer of values inside parts from {@code low} to {@code high} at positions, {@code width} data units wide and
     * shifted by {@code offset}; horizontal parts grow along x.
     */
    public static Layer of(String series, double[] positions, double[] low, double[] high, double width, double offset, List<String> texts,
            Color fill, boolean horizontal) {
        double[] pos = positions.clone();
        double[] lo = low.clone();
        double[] hi = high.clone();
        List<String> labels = List.copyOf(texts);
        Color ink = ColourMap.inkOn(fill);
        return (frame, context, out) -> {
            Style style = context.style();
            int left = 0;
            for (int i = 0; i < pos.length; i++) {
                double a = pos[i] + offset - width / 2;
                double b = pos[i] + offset + width / 2;
                double from = Frame.base(horizontal ? frame.x() : frame.y(), lo[i]);
                Box part = horizontal ? Box.of(frame.px(from), frame.py(a), frame.px(hi[i]), frame.py(b))
                        : Box.of(frame.px(a), frame.py(from), frame.px(b), frame.py(hi[i]));
                if (!Double.isFinite(part.width()) || !Double.isFinite(part.height()) || !(hi[i] > lo[i])) {
                    continue;
                }
                Text t = context.type().text(part.centerX(), part.centerY(), labels.get(i), style.face(), style.tickSize(), ink, Text.Anchor.MIDDLE,
                        Text.Baseline.MIDDLE, false);
                if (t.bounds().width() <= part.width() - 2 * PAD && t.bounds().height() <= part.height() - 2 * PAD) {
                    out.free().add(t);
                    out.labels(labels.get(i), part.centerX(), part.centerY());
                } else {
                    left++;
                }
            }
            if (left > 0) {
                out.leftOut().add(left + (left == 1 ? " value" : " values") + " of the stacked bars '" + series + "' left out: "
                        + (left == 1 ? "its part is" : "their parts are") + " too small to hold " + (left == 1 ? "it" : "them") + " (the CSV has every value)");
            }
        };
    }
}
