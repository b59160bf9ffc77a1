package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.SegmentValues;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.scale.Formats;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.model.Bar;
import dev.figmark.model.BarLike;
import dev.figmark.model.Colours;
import dev.figmark.model.Edged;
import dev.figmark.model.HBar;
import dev.figmark.model.Points;
import dev.figmark.model.Series;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Stroke;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Bars up or across, one family (bar and hbar) of a description's series: in its slot beside the others, or stacked
 * on the stacked bars before it; with error bars (side by side only) and its values at the tips on request.
 *
 * @param <S> the record of the family it compiles
 */
public final class Bars<S extends Points & BarLike> implements KindCompiler<S> {

    /** The share of a category the bars of all slots take together. */
    static final double GROUP_WIDTH = 0.8;

    private final String words;

    Bars(String words) {
        this.words = words;
    }

    @Override
    public DrawnSeries read(S series, SeriesPart part) {
        return part.labelled(part.points(series));
    }

    @Override
    public String words() {
        return words;
    }

    @Override
    public boolean fromZero() {
        return true;
    }

    @Override
    public boolean fills(S series) {
        return true;
    }

    @Override
    public LegendGuide.Swatch swatch(S series, Drawing d) {
        // Hatched as the bars are, their hatch in the ink of their edge.
        FigureLooks.Look look = d.look();
        return new LegendGuide.Patch(look.color(), look.hatch() == null ? null : Hatch.of(look.hatch(), Layers.hatchInk(edge(series))));
    }

    /** The edge of each bar or histogram bin, as a stroke, or null for none. */
    static Stroke edge(Series s) {
        if (!(s instanceof Edged e) || e.edgeColor() == null && e.edgeWidth() == null) {
            return null;
        }
        return dev.figmark.scene.Stroke.solid(e.edgeWidth() == null ? 0.5 : e.edgeWidth(),
                e.edgeColor() == null ? Palette.INK : dev.figmark.scene.Color.hex(Colours.hex(e.edgeColor())));
    }

    /**
     * The distance along x that one x's bars share: a category's place, or over numbers the least distance between
     * two bars' x (bars at 100, 200 and 400 are 80 wide, as pandas draws them, not matplotlib's 0.8).
     */
    public static double unit(List<DrawnSeries> series) {
        double[] xs = series.stream().filter(Bars::overNumbers).flatMapToDouble(d -> Arrays.stream(d.x())).sorted().distinct().toArray();
        double least = Double.POSITIVE_INFINITY;
        for (int i = 1; i < xs.length; i++) {
            least = Math.min(least, xs[i] - xs[i - 1]);
        }
        return Double.isFinite(least) ? least : 1;
    }

    /** The span {@code lo} to {@code hi} of an axis along x widened to hold whole the bars over numbers it carries. */
    public static double[] reach(List<DrawnSeries> series, double lo, double hi) {
        double half = GROUP_WIDTH * unit(series) / 2;
        for (DrawnSeries d : series) {
            for (double v : overNumbers(d) ? d.x() : new double[0]) {
                lo = Math.min(lo, v - half);
                hi = Math.max(hi, v + half);
            }
        }
        return new double[] {lo, hi};
    }

    /** Whether a series is vertical bars placed at numbers along x rather than at categories. */
    static boolean overNumbers(DrawnSeries d) {
        return d.spec() instanceof Bar && d.categories() == null;
    }

    /** The layers of one bar series in its slot among the panel's bar series, their group the drawing's unit wide at most. */
    @Override
    public void layers(S bars, Drawing drawing, Consumer<Layer> out) {
        DrawnSeries d = drawing.data();
        double[] xs = drawing.xs();
        Color color = drawing.look().color();
        double width = GROUP_WIDTH * drawing.unit() / drawing.slots();
        double offset = -GROUP_WIDTH * drawing.unit() / 2 + width * (drawing.slot() + 0.5);
        boolean across = bars instanceof HBar;
        boolean stacked = Boolean.TRUE.equals(bars.stack());
        double[] tops = stacked ? d.high() : d.y();
        out.accept(Layers.bars(xs, stacked ? d.low() : null, tops, width, offset, color, drawing.look().hatch(), across, edge(bars)));
        if (!stacked && d.low() != null) {
            double[] at = Arrays.stream(xs).map(v -> v + offset).toArray();
            out.accept(Layers.errorBars(d.label(), at, d.low(), d.high(), Palette.INK2, true, across));
        }
        // "values": true writes each bar's own value; "total" the top of its stack (the stack's sum on the last part);
        // "labels" a field or template of each bar's row.
        boolean total = bars.values() == Series.ValueLabels.TOTAL;
        if (bars.values() == Series.ValueLabels.EACH || total || d.extras().labels() != null) {
            double[] shown = total ? tops : d.y();
            java.util.function.DoubleFunction<String> format = Formats.uniform(shown);
            List<String> texts = d.extras().labels() != null ? d.extras().labels() : Arrays.stream(shown).mapToObj(format).toList();
            if (stacked && !total) {
                // A stacked part's value sits inside the part, where it reads as the part's; too small a part holds none.
                out.accept(SegmentValues.of(d.label(), xs, d.low(), tops, width, offset, texts, color, across));
            } else {
                out.accept(Layers.barValues(xs, stacked || d.high() == null ? tops : d.high(), width, offset, texts, across));
            }
        }
    }
}
