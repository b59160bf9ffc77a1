package dev.figmark.compile;

import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.ReferenceLines;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.compile.drawn.Categories;
import dev.figmark.compile.look.Patterns;
import dev.figmark.model.Colours;
import dev.figmark.model.Note;
import dev.figmark.model.Panel;
import dev.figmark.model.Position;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Series;
import dev.figmark.model.Span;
import dev.figmark.model.Spelling;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The kinds of a description that mark the plot rather than draw data: {@code span}, a shaded interval of x or y with
 * an optional label (a phase, a region), and {@code text}, a note at a data or axes position with an optional arrow to a
 * point. Notes go where they cover no data, as near their anchor as they can.
 */
final class Annotations {

    /** How strongly a span is shaded: it lies under the data, which must stay clear. */
    static final double SPAN_OPACITY = 0.15;
    /** A note's distance from its anchor, in points. */
    static final double NOTE_GAP = 3;

    private Annotations() {
    }

    /** The layer of a span: a shaded interval under the data. */
    static Layer span(Span a) {
        Color color = a.color() != null ? Color.hex(Colours.hex(a.color())) : Palette.MUTED;
        boolean across = a.y() != null;
        List<Double> range = across ? a.y() : a.x();
        return span(range.get(0), range.get(1), across, a.label() == null ? "" : a.label(), color.withOpacity(SPAN_OPACITY));
    }

    /** The layer of a note: its text where it covers no data, and its arrow. */
    static Layer note(Note a, List<String> xCategories, List<String> yCategories, String path, FigureSpec spec) {
        Color color = a.color() != null ? Color.hex(Colours.hex(a.color())) : Palette.INK;
        double[] to = a.point() == null ? null : new double[] {a.point().get(0), a.point().get(1)};
        return note(a.text(), at(a.x(), xCategories, path + ".x", spec), at(a.y(), yCategories, path + ".y", spec), a.at() == Note.Anchor.AXES, to,
                color, a.place() == Note.Place.FORCE, a.weight() == Note.Weight.BOLD, a.size(), a.rotation() == null ? 0 : a.rotation());
    }

    /**
     * Where a note's position lies along its axis: a number as it is, a category's name at that category's place
     * (by its name alone in a two-level category); refused naming the categories where the axis has no such one, or
     * shows numbers.
     */
    static double at(dev.figmark.model.Position position, List<String> categories, String path, FigureSpec spec) {
        if (position instanceof dev.figmark.model.Position.At at) {
            return at.value();
        }
        String name = ((dev.figmark.model.Position.Named) position).name();
        if (categories == null) {
            throw spec.error(path, "names the category \"" + name + "\", and this axis shows numbers; give a number");
        }
        double[] places = DescriptionAxes.places(categories);
        for (int i = 0; i < categories.size(); i++) {
            if (categories.get(i).equals(name) || Categories.parts(categories.get(i))[1].equals(name)) {
                return places[i];
            }
        }
        String hint = dev.figmark.model.Spelling.closest(name, categories.stream().map(c -> Categories.parts(c)[1]).toList());
        throw spec.error(path, "no category \"" + name + "\"" + (hint == null ? "" : " (did you mean \"" + hint + "\"?)") + "; the axis has "
                + String.join(", ", categories.stream().map(Categories::written).toList()));
    }

    private static Layer span(double from, double to, boolean across, String label, Color fill) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            Box box = across ? Box.of(p.x(), frame.py(from), p.right(), frame.py(to)) : Box.of(frame.px(from), p.y(), frame.px(to), p.bottom());
            out.clipped().add(Group.of(Layers.BAND_GROUP, List.<Mark>of(Rect.filled(box, fill))));
            if (!label.isEmpty()) {
                Style style = context.style();
                double room = across ? p.width() - 4 : box.width() - 2;
                List<String> lines = wrap(context, label, style, room);
                double line = context.type().lineHeight(style.face(), style.tickSize());
                double tall = lines.size() * line;
                boolean fits = lines.stream().allMatch(l -> context.type().richWidth(l, style.face(), style.tickSize()) <= room)
                        && tall <= (across ? box.height() - 1 : p.height() - 1);
                if (!fits) {
                    out.leftOut().add(String.format(java.util.Locale.ROOT, "the label '%s' of a span is left out: the span is %.1f pt %s, the label needs %.1f",
                            label, across ? box.height() : box.width(), across ? "tall" : "wide",
                            across ? tall : context.type().richWidth(label, style.face(), style.tickSize())));
                    return;
                }
                for (int i = 0; i < lines.size(); i++) {
                    Text t = across
                            ? context.type().rich(p.right() - 2, box.y() + 1 + i * line, lines.get(i), style.face(), style.tickSize(), Palette.INK2, Text.Anchor.END, Text.Baseline.TOP, false)
                            : context.type().rich(box.centerX(), p.y() + 1 + i * line, lines.get(i), style.face(), style.tickSize(), Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, false);
                    out.free().add(t);
                }
            }
        };
    }

    /** A label in lines no wider than {@code room}, broken between words, at most three; a longer word keeps its line. */
    static List<String> wrap(Layer.Context context, String label, Style style, double room) {
        List<String> out = context.type().lines(label, style.face(), style.tickSize(), room);
        return out.size() > 3 ? List.of(label) : out;
    }

    /**
     * A note beside its anchor (right, left, above, below, best first; with an arrow, the sides away from its point
     * first), and an arrow from the anchor to the point.
     */
    /** How far from its anchor a note may go, ring by ring, in points: the first ring beside it, then further off. */
    static final double[] RINGS = {NOTE_GAP, 8, 14, 22, 32};

    private static Layer note(String text, double x, double y, boolean axes, double[] to, Color ink, boolean force, boolean bold, Double ownSize,
            double rotation) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            double ax = axes ? p.x() + x * p.width() : frame.px(x);
            double ay = axes ? p.bottom() - y * p.height() : frame.py(y);
            if (!Double.isFinite(ax) || !Double.isFinite(ay)) {
                return;
            }
            Style style = context.style();
            double size = style.tickSize();
            double[] point = to == null ? null : new double[] {frame.px(to[0]), frame.py(to[1])};
            List<List<Text>> places = new ArrayList<>();
            // Beside the anchor first (with an arrow, on the sides away from its point, so the arrow leaves the note
            // rather than crossing it); then ring by ring further off; with an arrow, then nearer its point, so the
            // arrow grows shorter.
            List<double[]> anchors = new ArrayList<>();
            anchors.add(new double[] {ax, ay});
            if (point != null && Double.isFinite(point[0]) && Double.isFinite(point[1])) {
                for (double share : new double[] {0.33, 0.66}) {
                    anchors.add(new double[] {ax + (point[0] - ax) * share, ay + (point[1] - ay) * share});
                }
            }
            for (double[] anchor : anchors) {
                for (double ring : RINGS) {
                    for (Text t : around(context, text, anchor[0], anchor[1], ring, ink, point, bold, ownSize)) {
                        places.add(List.of(rotation == 0 ? t : t.rotated(rotation)));
                    }
                }
            }
            String where = axes ? String.format(java.util.Locale.ROOT, "at (%s, %s) of the plot", dev.figmark.chart.scale.Formats.plain(x),
                    dev.figmark.chart.scale.Formats.plain(y)) : "at x " + dev.figmark.chart.scale.Formats.plain(x) + ", y " + dev.figmark.chart.scale.Formats.plain(y);
            Color arrow = ink.equals(Palette.INK) ? Palette.INK2 : ink;
            out.notes().add(new Layer.Note(text, places, where, point, point == null ? null : arrow, force, false));
        };
    }

    /** The eight places around an anchor at a distance, the sides away from {@code point} first when there is one. */
    private static List<Text> around(Layer.Context context, String text, double ax, double ay, double gap, Color ink, double[] point,
            boolean bold, Double ownSize) {
        Style style = context.style();
        double size = ownSize != null ? ownSize : style.tickSize();
        FontFace face = bold ? style.boldFace() : style.face();
        double d = gap * 0.7071;
        Text right = context.type().rich(ax + gap, ay, text, face, size, ink, Text.Anchor.START, Text.Baseline.MIDDLE, false);
        Text left = context.type().rich(ax - gap, ay, text, face, size, ink, Text.Anchor.END, Text.Baseline.MIDDLE, false);
        Text above = context.type().rich(ax, ay - gap, text, face, size, ink, Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false);
        Text below = context.type().rich(ax, ay + gap, text, face, size, ink, Text.Anchor.MIDDLE, Text.Baseline.TOP, false);
        Text upRight = context.type().rich(ax + d, ay - d, text, face, size, ink, Text.Anchor.START, Text.Baseline.BOTTOM, false);
        Text upLeft = context.type().rich(ax - d, ay - d, text, face, size, ink, Text.Anchor.END, Text.Baseline.BOTTOM, false);
        Text downRight = context.type().rich(ax + d, ay + d, text, face, size, ink, Text.Anchor.START, Text.Baseline.TOP, false);
        Text downLeft = context.type().rich(ax - d, ay + d, text, face, size, ink, Text.Anchor.END, Text.Baseline.TOP, false);
        if (point == null) {
            return List.of(right, left, above, below, upRight, upLeft, downRight, downLeft);
        }
        boolean pointRight = point[0] >= ax;
        boolean pointBelow = point[1] >= ay;
        return pointRight ? (pointBelow ? List.of(left, above, upLeft, right, below, upRight, downLeft, downRight)
                : List.of(left, below, downLeft, right, above, downRight, upLeft, upRight))
                : (pointBelow ? List.of(right, above, upRight, left, below, upLeft, downRight, downLeft)
                : List.of(right, below, downRight, left, above, downLeft, upRight, upLeft));
    }

    /**
     * Refuses a number of a span, a note (its place or its arrow's point) or a reference line that its log axis cannot
     * show, one not above zero, naming it: drawn, it would land nowhere.
     */
    static void onLogAxes(Panel panel, boolean logX, boolean logY, String path, FigureSpec spec) {
        for (int m = 0; m < panel.series().size(); m++) {
            String at = path + ".series[" + m + "]";
            if (panel.series().get(m) instanceof Span s) {
                positive(s.x(), logX, at + ".x", spec);
                positive(s.y(), logY, at + ".y", spec);
            } else if (panel.series().get(m) instanceof Note n) {
                if (n.at() != Note.Anchor.AXES) {
                    positive(numbers(n.x()), logX, at + ".x", spec);
                    positive(numbers(n.y()), logY, at + ".y", spec);
                }
                positive(n.point() == null ? null : n.point().subList(0, 1), logX, at + ".point", spec);
                positive(n.point() == null ? null : n.point().subList(1, 2), logY, at + ".point", spec);
            }
        }
        List<ReferenceLine> lines = panel.lines() == null ? List.of() : panel.lines();
        for (int i = 0; i < lines.size(); i++) {
            positive(numbers(lines.get(i).x()), logX, path + ".lines[" + i + "].x", spec);
            positive(numbers(lines.get(i).y()), logY, path + ".lines[" + i + "].y", spec);
        }
    }

    /** A position's number, or none for a category's name or no position. */
    private static List<Double> numbers(Position position) {
        return position instanceof Position.At at ? List.of(at.value()) : null;
    }

    private static void positive(List<Double> values, boolean log, String path, FigureSpec spec) {
        for (double v : log && values != null ? values : List.<Double>of()) {
            if (!(v > 0)) {
                throw spec.error(path, "is " + dev.figmark.chart.scale.PyFormat.g(v) + ", which a log axis cannot show; give a number above zero");
            }
        }
    }

    /**
     * The panel's reference lines, and the legend entries of those asked to be listed (their note then stays out of
     * the plot: the legend names them).
     */
    static List<LegendGuide.Entry> referenceLines(Panel panel, PanelPlot.Builder b, List<String> xCategories,
            List<String> yCategories, String path, FigureSpec spec) {
        List<LegendGuide.Entry> entries = new java.util.ArrayList<>();
        List<ReferenceLine> lines = panel.lines() == null ? List.of() : panel.lines();
        for (int i = 0; i < lines.size(); i++) {
            ReferenceLine line = lines.get(i);
            Color color = line.color() != null ? Color.hex(Colours.hex(line.color())) : Palette.MUTED;
            List<Double> dash = Patterns.dash(line.style() == null ? Series.LineStyle.DASHED : line.style(), 0, Style.defaults());
            Stroke stroke = new Stroke(0.8, color, dash.stream().map(v -> v / Layers.LINE_WIDTH * 0.8).toList(), Stroke.Cap.BUTT, Stroke.Join.MITER);
            boolean listed = Boolean.TRUE.equals(line.legend());
            String note = listed ? null : line.annotation();
            if (listed) {
                entries.add(new LegendGuide.Entry(line.annotation(), LegendGuide.Line.of(stroke)));
            }
            if (line.x() != null) {
                b.layer(ReferenceLines.vline(at(line.x(), xCategories, path + ".lines[" + i + "].x", spec), stroke, note,
                        line.side() != ReferenceLine.Side.RIGHT));
            } else if (line.y() != null) {
                b.layer(ReferenceLines.hline(at(line.y(), yCategories, path + ".lines[" + i + "].y", spec), stroke, note));
            } else if (line.slope() != null) {
                b.layer(ReferenceLines.sloped(line.slope(), line.intercept() == null ? 0 : line.intercept(), stroke, note));
            } else {
                List<Double> a = line.through().get(0);
                List<Double> c = line.through().get(1);
                double slope = (c.get(1) - a.get(1)) / (c.get(0) - a.get(0));
                b.layer(ReferenceLines.sloped(slope, a.get(1) - slope * a.get(0), stroke, note));
            }
        }
        return entries;
    }
}
