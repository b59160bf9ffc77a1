package dev.figmark.chart;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/** The mark recipes: each turns data into marks once the frame is known. */
public final class Layers {

    /** The seed's data line width, in points. */
    public static final double LINE_WIDTH = 1.1;
    /** Bars fill this share of a category row. */
    public static final double BAR_HEIGHT = 0.62;
    /** Points a series may keep after decimation. */
    public static final int DECIMATE_LIMIT = 1600;
    /** The white edge between stacked parts of a bar, in points. */
    static final double BAR_EDGE_WIDTH = 0.6;
    /** The group of shading under data (phase bands): text over it stays readable, so the layout check lets it. */
    public static final String BAND_GROUP = "band";
    /** The group of heat-map cells: each carries its own value as text. */
    public static final String CELLS_GROUP = HeatCells.GROUP;

    private Layers() {
    }

    /** A line through a series, peaks kept when decimated; breaks where a value is not finite. */
    public static Layer line(SeriesValues series, Stroke stroke) {
        return (frame, context, out) -> {
            SeriesValues drawn = series.decimate(DECIMATE_LIMIT);
            List<Double> run = new ArrayList<>();
            for (int i = 0; i <= drawn.size(); i++) {
                boolean ok = i < drawn.size() && Double.isFinite(drawn.x(i)) && Double.isFinite(drawn.y(i))
                        && (!frame.y().log() || drawn.y(i) > 0) && (!frame.x().log() || drawn.x(i) > 0)
                        && Double.isFinite(frame.px(drawn.x(i))) && Double.isFinite(frame.py(drawn.y(i)));
                if (ok) {
                    run.add(frame.px(drawn.x(i)));
                    run.add(frame.py(drawn.y(i)));
                } else {
                    if (run.size() >= 4) {
                        out.data(series.label(), new Polyline(run.stream().mapToDouble(Double::doubleValue).toArray(), stroke));
                    } else if (run.size() == 2) {
                        out.data(series.label(), new Marker(run.get(0), run.get(1), Marker.Shape.CIRCLE, stroke.width() * 1.5, stroke.color(), null, 0));
                    }
                    run.clear();
                }
            }
        };
    }

    /** Markers at each point of a series. */
    public static Layer markers(SeriesValues series, Marker.Shape shape, double size, Color face, Color edge, double edgeWidth) {
        return (frame, context, out) -> {
            for (int i = 0; i < series.size(); i++) {
                double x = series.x(i);
                double y = series.y(i);
                if (Double.isFinite(x) && Double.isFinite(y) && (!frame.y().log() || y > 0) && (!frame.x().log() || x > 0)
                        && Double.isFinite(frame.px(x)) && Double.isFinite(frame.py(y))) {
                    out.data(series.label(), new Marker(frame.px(x), frame.py(y), shape, size, face, edge, edgeWidth));
                }
            }
        };
    }

    /** A step line that rises after each point ({@code where="post"}), as for an empirical CDF. */
    public static Layer steps(SeriesValues series, Stroke stroke) {
        return (frame, context, out) -> {
            int n = series.size();
            if (n == 0) {
                return;
            }
            double[] pts = new double[4 * n - 2];
            int k = 0;
            for (int i = 0; i < n; i++) {
                double x = frame.px(series.x(i));
                double y = frame.py(series.y(i));
                if (!Double.isFinite(x) || !Double.isFinite(y)) {
                    return;
                }
                if (i > 0) {
                    pts[k++] = x;
                    pts[k++] = pts[k - 3];
                }
                pts[k++] = x;
                pts[k++] = y;
            }
            if (pts.length >= 4) {
                out.data(series.label(), new Polyline(pts, stroke));
            }
        };
    }

    /** The room between a bar's tip and its value, in points. */
    static final double VALUE_GAP = 1.5;
    /** The width of an error bar's cap, in points. */
    static final double CAP_WIDTH = 3;
    /** The line width of error bars, in points. */
    static final double ERROR_BAR_WIDTH = 0.8;

    /** A vertical bar from low to high at each x, with caps unless told otherwise. */
    public static Layer errorBars(String series, double[] x, double[] low, double[] high, Color color, boolean caps) {
        return errorBars(series, x, low, high, color, caps, false);
    }

    /** Error bars from low to high at each position: vertical, or {@code across} (for horizontal bars) horizontal. */
    public static Layer errorBars(String series, double[] x, double[] low, double[] high, Color color, boolean caps, boolean across) {
        double[] xs = x.clone();
        double[] lo = low.clone();
        double[] hi = high.clone();
        return (frame, context, out) -> {
            Stroke stroke = Stroke.solid(ERROR_BAR_WIDTH, color);
            for (int i = 0; i < xs.length; i++) {
                double at = across ? frame.py(xs[i]) : frame.px(xs[i]);
                double a = across ? frame.px(lo[i]) : frame.py(lo[i]);
                double b = across ? frame.px(hi[i]) : frame.py(hi[i]);
                if (!Double.isFinite(at) || !Double.isFinite(a) || !Double.isFinite(b)) {
                    continue;
                }
                out.data(series, across ? Polyline.segment(a, at, b, at, stroke) : Polyline.segment(at, a, at, b, stroke));
                if (caps) {
                    for (double end : new double[] {a, b}) {
                        out.data(series, across ? Polyline.segment(end, at - CAP_WIDTH / 2, end, at + CAP_WIDTH / 2, stroke)
                                : Polyline.segment(at - CAP_WIDTH / 2, end, at + CAP_WIDTH / 2, end, stroke));
                    }
                }
            }
        };
    }

    /** The region between two lines over the same x: a band (low to high) or an area (base to top). */
    public static Layer fillBetween(String series, double[] x, double[] low, double[] high, Color fill) {
        double[] xs = x.clone();
        double[] lo = low.clone();
        double[] hi = high.clone();
        return (frame, context, out) -> {
            int n = xs.length;
            if (n < 2) {
                return;
            }
            double[] points = new double[4 * n];
            for (int i = 0; i < n; i++) {
                points[2 * i] = frame.px(xs[i]);
                points[2 * i + 1] = frame.py(hi[i]);
                points[2 * (2 * n - 1 - i)] = frame.px(xs[i]);
                points[2 * (2 * n - 1 - i) + 1] = frame.py(lo[i]);
            }
            for (double p : points) {
                if (!Double.isFinite(p)) {
                    return;
                }
            }
            out.data(series, new Area(points, fill));
        };
    }

    /** Background bands from x0 to x1 over the whole plot height. */
    public static Layer bands(List<double[]> spans, Color fill) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            List<Mark> shading = new ArrayList<>();
            for (double[] s : spans) {
                shading.add(Rect.filled(Box.of(frame.px(s[0]), p.y(), frame.px(s[1]), p.bottom()), fill));
            }
            if (!shading.isEmpty()) {
                out.clipped().add(Group.of(BAND_GROUP, shading));
            }
        };
    }

    /** Horizontal bars, one per category row, with the value at each tip and optional error bars. */
    public static Layer hbars(List<Double> values, Color color, List<Double> errors, DoubleFunction<String> format, double maxValue) {
        return hbars(values, color, errors, format, maxValue, null);
    }

    /** The same bars, each at its place down the axis ({@code places}, in bands), or a row apart where null. */
    public static Layer hbars(List<Double> values, Color color, List<Double> errors, DoubleFunction<String> format, double maxValue, double[] places) {
        return (frame, context, out) -> {
            Style style = context.style();
            double unit = frame.yUnit();
            for (int i = 0; i < values.size(); i++) {
                Double v = values.get(i);
                double number = v == null ? 0 : v;
                double yc = frame.py(places == null ? i : places[i]);
                double half = BAR_HEIGHT * unit / 2;
                double x0 = frame.px(0);
                double x1 = frame.px(number);
                if (x1 != x0) {
                    out.clipped().add(Rect.filled(Box.of(x0, yc - half, x1, yc + half), color));
                }
                double error = errors == null || errors.get(i) == null ? 0 : errors.get(i);
                if (error > 0) {
                    Stroke s = Stroke.solid(0.6, Palette.INK2);
                    double e0 = frame.px(number - error);
                    double e1 = frame.px(number + error);
                    double cap = 1.2;
                    out.clipped().add(Polyline.segment(e0, yc, e1, yc, s));
                    out.clipped().add(Polyline.segment(e0, yc - cap, e0, yc + cap, s));
                    out.clipped().add(Polyline.segment(e1, yc - cap, e1, yc + cap, s));
                }
                double gap = (frame.px(maxValue) - frame.px(0)) * 0.02;
                boolean left = number < 0;
                double tip = left ? frame.px(number - error) - gap : frame.px(number + error) + gap;
                String label = v == null ? "-" : format.apply(v);
                if (left && tip - context.type().width(label, style.face(), style.tickSize()) - 1 < frame.plot().x()) {
                    // Left of the plot stand the category names, and the bar fills the room to the plot's edge: the
                    // value goes right of zero, where a negative bar leaves the row empty, rather than over its bar.
                    left = false;
                    tip = x0 + gap;
                }
                if (x1 != x0) {
                    out.labels(label, x1, yc);
                }
                out.free().add(context.type().text(tip, yc, label, style.face(), style.tickSize(), Palette.INK,
                        left ? Text.Anchor.END : Text.Anchor.START, Text.Baseline.MIDDLE, false));
            }
        };
    }

    /**
     * Bars from zero to each value at category or numeric positions, {@code width} data units wide and shifted by
     * {@code offset} (for groups of bars side by side); horizontal bars grow along x from positions on y.
     */
    public static Layer bars(double[] positions, double[] values, double width, double offset, Color color, boolean horizontal) {
        return bars(positions, null, values, width, offset, color, null, horizontal);
    }

    /**
     * Bars as {@link #bars(double[], double[], double, double, Color, boolean)}, each from its base (null: zero) to its
     * value, hatched when {@code hatch} is given; stacked bars (with a base) are parted by a white edge.
     */
    public static Layer bars(double[] positions, double[] base, double[] values, double width, double offset, Color color,
            Hatch.Pattern hatch, boolean horizontal) {
        return bars(positions, base, values, width, offset, color, hatch, horizontal, null);
    }

    /** The colour bars' hatches are drawn in: the bars' own edge colour when they have one (matplotlib's), else white. */
    public static Color hatchInk(Stroke ownEdge) {
        return ownEdge != null ? ownEdge.color() : Color.WHITE;
    }

    /** Bars as {@link #bars(double[], double[], double[], double, double, Color, Hatch.Pattern, boolean)}, with an edge of their own (null: the default). */
    public static Layer bars(double[] positions, double[] base, double[] values, double width, double offset, Color color,
            Hatch.Pattern hatch, boolean horizontal, Stroke ownEdge) {
        double[] pos = positions.clone();
        double[] from = base == null ? new double[values.length] : base.clone();
        double[] val = values.clone();
        Stroke edge = ownEdge != null ? ownEdge : base == null ? null : Stroke.solid(BAR_EDGE_WIDTH, Color.WHITE);
        return (frame, context, out) -> {
            for (int i = 0; i < pos.length; i++) {
                if (!Double.isFinite(pos[i]) || !Double.isFinite(val[i]) || !Double.isFinite(from[i])) {
                    continue;
                }
                double a = pos[i] + offset - width / 2;
                double b = pos[i] + offset + width / 2;
                Box box = horizontal
                        ? Box.of(frame.px(Frame.base(frame.x(), from[i])), frame.py(a), frame.px(val[i]), frame.py(b))
                        : Box.of(frame.px(a), frame.py(Frame.base(frame.y(), from[i])), frame.px(b), frame.py(val[i]));
                if (box.width() > 0 && box.height() > 0) {
                    out.clipped().addAll(Rect.bar(box, color, edge, hatch == null ? null : Hatch.of(hatch, hatchInk(ownEdge))));
                }
            }
        };
    }

    /**
     * Each bar's value beside its tip: above a bar (turned upright when wider than the bar, as grouped bars are
     * narrow), right of a horizontal one.
     */
    public static Layer barValues(double[] positions, double[] tips, double width, double offset, List<String> texts, boolean horizontal) {
        double[] pos = positions.clone();
        double[] tip = tips.clone();
        List<String> labels = List.copyOf(texts);
        return (frame, context, out) -> {
            Style style = context.style();
            for (int i = 0; i < pos.length; i++) {
                if (!Double.isFinite(pos[i]) || !Double.isFinite(tip[i])) {
                    continue;
                }
                double along = horizontal ? frame.py(pos[i] + offset) : frame.px(pos[i] + offset);
                double at = horizontal ? frame.px(tip[i]) + VALUE_GAP : frame.py(tip[i]) - VALUE_GAP;
                double room = Math.abs(frame.px(pos[i] + offset + width / 2) - frame.px(pos[i] + offset - width / 2));
                boolean upright = !horizontal && context.type().width(labels.get(i), style.face(), style.tickSize()) > room - VALUE_GAP;
                out.labels(labels.get(i), horizontal ? frame.px(tip[i]) : along, horizontal ? along : frame.py(tip[i]));
                out.free().add(horizontal
                        ? context.type().text(at, along, labels.get(i), style.face(), style.tickSize(), Palette.INK, Text.Anchor.START, Text.Baseline.MIDDLE, false)
                        : upright
                        ? context.type().text(along, at, labels.get(i), style.face(), style.tickSize(), Palette.INK, Text.Anchor.START, Text.Baseline.MIDDLE, true)
                        : context.type().text(along, at, labels.get(i), style.face(), style.tickSize(), Palette.INK, Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false));
            }
        };
    }

    /** One part of stacked horizontal bars: values per row, starting where the previous parts ended. */
    public static Layer stackedPart(List<Double> left, List<Double> values, Color color, Hatch.Pattern hatch) {
        return (frame, context, out) -> {
            double unit = frame.yUnit();
            for (int i = 0; i < values.size(); i++) {
                double a = left.get(i);
                double v = values.get(i) == null ? 0 : values.get(i);
                if (!(v > 0) || !Double.isFinite(v) || !Double.isFinite(a + v)) {
                    continue;
                }
                double yc = frame.py(i);
                double half = BAR_HEIGHT * unit / 2;
                Box box = Box.of(frame.px(a), yc - half, frame.px(a + v), yc + half);
                out.clipped().addAll(Rect.bar(box, color, Stroke.solid(BAR_EDGE_WIDTH, Color.WHITE), hatch == null ? null : Hatch.of(hatch, Color.WHITE)));
            }
        };
    }

    /** Texts at data positions, such as the labels at hotspot bars' tips: a long one wraps, centred on its place. */
    public static Layer labels(List<double[]> positions, List<String> texts, double size, Color color, Text.Anchor anchor) {
        return (frame, context, out) -> {
            double lead = context.type().lineHeight(context.style().face(), size);
            for (int i = 0; i < positions.size(); i++) {
                double[] p = positions.get(i);
                List<String> lines = fitted(context, texts.get(i), size, frame);
                double first = frame.py(p[1]) - (lines.size() - 1) * lead / 2;
                for (int k = 0; k < lines.size(); k++) {
                    out.free().add(context.type().text(frame.px(p[0]), first + k * lead, lines.get(k), context.style().face(), size, color, anchor,
                            Text.Baseline.MIDDLE, false));
                }
            }
        };
    }

    /** A label beside data in lines no wider than half its plot (the panel does not grow for it), never shortened. */
    private static List<String> fitted(Layer.Context context, String text, double size, Frame frame) {
        return context.type().wrap(text, context.style().face(), size, Math.max(24, frame.plot().width() * 0.45), 3);
    }

    /** The line style of series {@code index}: its colour and, when needed, a dash. */
    public static Stroke seriesStroke(int index, boolean printSafe) {
        return Stroke.line(LINE_WIDTH, Palette.series(index), Palette.dash(index, printSafe, LINE_WIDTH));
    }
}
