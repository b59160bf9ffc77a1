package dev.figmark.chart.guide;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a panel's axes relative to its plot box: tick marks and tick labels (thinned, turned or wrapped only when they
 * would touch; category names never thinned), and a broken axis's break mark.
 */
public final class AxisPainter {

    private static final double SPINE_WIDTH = AxisLines.SPINE_WIDTH;
    private static final double GAP = Style.TEXT_GAP_PT;
    private static final double X_TICK_PAD = 2.0;
    private static final double Y_TICK_PAD = 2.5;
    /** Room left between an x label and the y label above it at the corner, when the two would touch. */
    private static final double CORNER_GAP = 0.5;

    private final Typesetter type;
    private final Style style;
    private final double maxCategoryWidth;

    public AxisPainter(Typesetter type, Style style, double maxCategoryWidth) {
        this.type = type;
        this.style = style;
        this.maxCategoryWidth = maxCategoryWidth;
    }

    /** The space between the names of two-level categories and their groups' names under them, in points. */
    static final double GROUP_PAD_PT = 2.0;

    /** Whether the axis being painted sets its names in their markup: a description's categories. */
    private boolean markup;

    /** A tick's or group's name: in its markup where the axis asks ({@code W_{INT4}}), literally otherwise (a kernel's name). */
    private Text name(double x, double y, String text, FontFace face, double size, Color ink, Text.Anchor anchor,
            Text.Baseline baseline, boolean vertical) {
        return markup ? type.rich(x, y, text, face, size, ink, anchor, baseline, vertical)
                : type.text(x, y, text, face, size, ink, anchor, baseline, vertical);
    }

    /** What the painter changed from what was asked of the last x axis, to be said once the figure is laid out. */
    private final List<String> said = new ArrayList<>();

    /** Whether turned labels keep clear of each other along their lines. */
    private static boolean clear(List<Text> texts) {
        for (int i = 0; i + 1 < texts.size(); i++) {
            for (Box a : texts.get(i).pieces()) {
                for (Box b : texts.get(i + 1).pieces()) {
                    if (a.overlaps(b, Box.ROUNDING_PT)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Draws an x axis below the frame; {@link #said()} then tells what it changed from what was asked. */
    public void xAxis(AxisGuide axis, Frame frame, List<Mark> out) {
        said.clear();
        markup = axis.markup();
        int before = out.size();
        xTicks(axis, frame, out);
        if (axis.groups().isEmpty() || axis.opposite() || !axis.tickLabels()) {
            return;
        }
        // Each group's name centred under its categories' names, below the lowest of them; wrapped to the room its
        // categories take, never cut.
        double below = frame.plot().bottom();
        for (Mark m : out.subList(before, out.size())) {
            below = Math.max(below, m.bounds().bottom());
        }
        double size = style.tickSize();
        double lead = type.lineHeight(style.face(), size);
        double step = Math.abs(frame.px(1) - frame.px(0));
        for (AxisGuide.Group g : axis.groups()) {
            double centre = (frame.px(g.from()) + frame.px(g.to())) / 2;
            double room = Math.abs(frame.px(g.to()) - frame.px(g.from())) + step;
            List<String> lines = type.wrap(g.name(), style.face(), size, Math.max(room, 4 * size), 2);
            for (int k = 0; k < lines.size(); k++) {
                out.add(name(centre, below + GROUP_PAD_PT + k * lead, lines.get(k), style.face(), size, axis.ink(), Text.Anchor.MIDDLE,
                        Text.Baseline.TOP, false));
            }
        }
    }

    private void xTicks(AxisGuide axis, Frame frame, List<Mark> out) {
        List<Tick> ticks = axis.visibleTicks(frame.plot().width(), style.tickSize());
        double edge = axis.opposite() ? 0 : frame.plot().bottom();
        double direction = axis.opposite() ? -1 : 1;
        if (axis.tickMarks() && axis.tickLength() > 0) {
            Stroke stroke = Stroke.solid(SPINE_WIDTH, Palette.AXIS);
            for (Tick t : ticks) {
                double x = frame.px(t.value());
                out.add(Polyline.segment(x, edge, x, edge + direction * axis.tickLength(), stroke));
            }
        }
        if (!axis.tickLabels()) {
            return;
        }
        double at = edge + direction * (axis.tickLength() + X_TICK_PAD);
        List<Tick> labelled = ticks.stream().filter(t -> !t.label().isEmpty()).toList();
        // The y axis's labels, drawn already: the lowest may reach down into the row of x labels at the corner.
        List<Box> yLabels = out.stream().filter(m -> m instanceof Text).map(Mark::bounds).toList();
        if (axis.tickAngle() != 0 && !axis.opposite() && turnedAsAsked(axis, labelled, at, frame, out)) {
            return;
        }
        for (int stride = 1; stride <= Math.max(1, labelled.size()); stride++) {
            for (boolean vertical : new boolean[] {false, true}) {
                List<Text> texts = xTexts(labelled, stride, vertical, axis.opposite(), at, frame);
                double chosen = style.tickSize();
                if (!vertical && !apart(texts, true) && axis.categorical() && !axis.opposite()) {
                    // Category names that collide side by side are wrapped at their spaces before they are turned,
                    // a little smaller where that lets them wrap (a point at most, never below a venue's smallest).
                    for (double size = style.tickSize(); size >= Math.max(style.tickSize() - WRAP_SMALLER_PT, Rules.MIN_TEXT_PT) - 1e-9; size -= 0.25) {
                        List<List<Text>> wrapped = wrapped(labelled, stride, at, frame, size);
                        if (wrapped != null) {
                            wrapped.forEach(out::addAll);
                            return;
                        }
                    }
                }
                if (stride == 1 && vertical && !apart(texts, true) && axis.categorical() && !axis.opposite()) {
                    // Category names are all needed: upright and smaller, down to the smallest text a venue accepts,
                    // before any is left out.
                    for (double size = style.tickSize() - 0.25; size >= Math.min(style.tickSize(), Rules.MIN_TEXT_PT) - 1e-9; size -= 0.25) {
                        List<Text> smaller = xTexts(labelled, 1, true, false, at, frame, size);
                        if (apart(smaller, true)) {
                            texts = smaller;
                            chosen = size;
                            break;
                        }
                    }
                }
                if (apart(texts, true) || (stride == labelled.size())) {
                    if (stride > 1 && axis.categorical()) {
                        int named = (labelled.size() + stride - 1) / stride;
                        said.add(String.format(java.util.Locale.ROOT, "%d of x's %d category names left out (every %s one named): upright at %s pt"
                                + " they would overlap at this width; widen the figure or shorten the names", labelled.size() - named,
                                labelled.size(), stride == 2 ? "second" : stride == 3 ? "third" : stride + "th", dev.figmark.chart.scale.PyFormat.g(
                                Math.min(style.tickSize(), Rules.MIN_TEXT_PT))));
                    }
                    double clear = 0;
                    for (Text t : texts) {
                        for (Box y : yLabels) {
                            if (t.bounds().overlaps(y, Box.ROUNDING_PT)) {
                                clear = Math.max(clear, direction > 0 ? y.bottom() - t.bounds().y() : t.bounds().bottom() - y.y());
                            }
                        }
                    }
                    out.addAll(clear > 0 ? xTexts(labelled, stride, vertical, axis.opposite(), at + direction * (clear + CORNER_GAP), frame, chosen) : texts);
                    return;
                }
            }
        }
    }

    /**
     * x's labels turned as the axis asks, each ending at its tick, as matplotlib's rotation with ha="right": all drawn
     * and true, or, too close at this width, none, said, and false (they are then turned upright as room allows).
     */
    private boolean turnedAsAsked(AxisGuide axis, List<Tick> labelled, double at, Frame frame, List<Mark> out) {
        List<Text> turned = new ArrayList<>();
        for (Tick t : labelled) {
            turned.add(name(frame.px(t.value()), at, t.label(), style.face(), style.tickSize(), axis.ink(),
                    Text.Anchor.END, axis.tickAngle() == 90 ? Text.Baseline.MIDDLE : Text.Baseline.TOP,
                    axis.tickAngle() == 90).rotated(axis.tickAngle() == 90 ? 0 : axis.tickAngle()));
        }
        if (axis.tickAngle() == 90 || clear(turned)) {
            out.addAll(turned);
            return true;
        }
        said.add(String.format(java.util.Locale.ROOT, "x's tick labels are turned upright: at %s degrees they would overlap at this width",
                dev.figmark.chart.scale.PyFormat.g(axis.tickAngle())));
        return false;
    }

    /** Most lines a wrapped category name may take. */
    static final int MAX_WRAPPED_LINES = 3;
    /** How much smaller than the tick labels category names may be set to wrap beside each other rather than turn upright, in points. */
    static final double WRAP_SMALLER_PT = 1;

    /**
     * Category names wrapped at spaces (and after a range's dash) into lines no wider than the room between ticks, each name's lines centred
     * under its tick; null when a name cannot be wrapped so, or the wrapped names still touch.
     */
    private List<List<Text>> wrapped(List<Tick> labelled, int stride, double at, Frame frame, double size) {
        if (labelled.size() < 2) {
            return null;
        }
        FontFace face = style.face();
        double room = Math.abs(frame.px(labelled.get(1).value()) - frame.px(labelled.get(0).value())) * stride - 2 * GAP;
        double lead = type.lineHeight(face, size);
        List<List<Text>> out = new ArrayList<>();
        Box previous = null;
        for (int i = 0; i < labelled.size(); i += stride) {
            Tick t = labelled.get(i);
            List<String> lines = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            // Lines break at spaces, and after the dash of a range (0–500): the dash stays at the end of its line.
            for (String word : t.label().split(" ")) {
                String[] pieces = word.split("(?<=–)(?=\\S)");
                for (int k = 0; k < pieces.length; k++) {
                    String joint = line.length() == 0 ? "" : k == 0 ? " " : "";
                    String trial = line + joint + pieces[k];
                    if (line.length() > 0 && (markup ? type.richWidth(trial, face, size) : type.width(trial, face, size)) > room) {
                        lines.add(line.toString());
                        line = new StringBuilder(pieces[k]);
                    } else {
                        line = new StringBuilder(trial);
                    }
                }
            }
            lines.add(line.toString());
            if (lines.size() > MAX_WRAPPED_LINES) {
                return null;
            }
            List<Text> texts = new ArrayList<>();
            Box box = null;
            double x = frame.px(t.value());
            for (int k = 0; k < lines.size(); k++) {
                Text text = name(x, at + k * lead, lines.get(k), face, size, Palette.INK2, Text.Anchor.MIDDLE, Text.Baseline.TOP, false);
                texts.add(text);
                box = box == null ? text.bounds() : box.union(text.bounds());
            }
            if (previous != null && box.x() - previous.right() < GAP) {
                return null;
            }
            previous = box;
            out.add(texts);
        }
        return out;
    }

    private List<Text> xTexts(List<Tick> labelled, int stride, boolean vertical, boolean opposite, double at, Frame frame) {
        return xTexts(labelled, stride, vertical, opposite, at, frame, style.tickSize());
    }

    private List<Text> xTexts(List<Tick> labelled, int stride, boolean vertical, boolean opposite, double at, Frame frame, double size) {
        FontFace face = style.face();
        List<Text> texts = new ArrayList<>();
        for (int i = 0; i < labelled.size(); i += stride) {
            Tick t = labelled.get(i);
            double x = frame.px(t.value());
            texts.add(vertical
                    ? name(x, at, t.label(), face, size, Palette.INK2, opposite ? Text.Anchor.START : Text.Anchor.END, Text.Baseline.MIDDLE, true)
                    : name(x, at, t.label(), face, size, Palette.INK2, Text.Anchor.MIDDLE, opposite ? Text.Baseline.BOTTOM : Text.Baseline.TOP, false));
        }
        return texts;
    }

    /** What the last x axis drawn changed from what was asked (names left out, labels turned), in words. */
    public List<String> said() {
        return List.copyOf(said);
    }

    /** Draws a y axis beside the frame, on its own side: ticks clear of a break mark, names wrapped, never cut. */
    public void yAxis(AxisGuide axis, Frame frame, List<Mark> out) {
        markup = axis.markup();
        List<Tick> ticks = axis.visibleTicks(frame.plot().height(), style.tickSize());
        if (axis.scale().gap() != null) {
            // A tick whose number would reach the slashes at either edge of a break, which would strike it through:
            // left out (half the slashes' height and half a line of text from the edge).
            Scale.Gap gap = axis.scale().gap();
            double clear = AxisLines.BREAK_SLASH_PT / 2 + type.lineHeight(style.face(), style.tickSize()) / 2;
            ticks = ticks.stream().filter(t -> Math.abs(frame.py(t.value()) - frame.py(gap.from())) > clear
                    && Math.abs(frame.py(t.value()) - frame.py(gap.to())) > clear).toList();
        }
        double edge = axis.opposite() ? frame.plot().right() : 0;
        double direction = axis.opposite() ? 1 : -1;
        if (axis.tickMarks() && axis.tickLength() > 0) {
            Stroke stroke = Stroke.solid(SPINE_WIDTH, axis.line());
            for (Tick t : ticks) {
                double y = frame.py(t.value());
                out.add(Polyline.segment(edge, y, edge + direction * axis.tickLength(), y, stroke));
            }
        }
        if (!axis.tickLabels()) {
            return;
        }
        FontFace face = style.face();
        double at = edge + direction * (axis.tickLength() + Y_TICK_PAD);
        Text.Anchor anchor = axis.opposite() ? Text.Anchor.START : Text.Anchor.END;
        List<Tick> labelled = ticks.stream().filter(t -> !t.label().isEmpty()).toList();
        double size = style.tickSize();
        if (axis.categorical()) {
            // Category names are all needed: make them smaller, down to the smallest text a venue accepts, and wrap
            // the long ones, before the plot is made taller (never thinned, never cut).
            for (double floor = Math.min(size, Rules.MIN_TEXT_PT); size - 0.25 >= floor - 1e-9; size -= 0.25) {
                if (apartGroups(yTexts(labelled, 1, frame, at, anchor, face, size, true, axis.ink()))) {
                    break;
                }
            }
            yTexts(labelled, 1, frame, at, anchor, face, size, true, axis.ink()).forEach(out::addAll);
            return;
        }
        for (int stride = 1; stride <= Math.max(1, labelled.size()); stride++) {
            List<List<Text>> texts = yTexts(labelled, stride, frame, at, anchor, face, size, false, axis.ink());
            if (apartGroups(texts) || stride == labelled.size()) {
                texts.forEach(out::addAll);
                return;
            }
        }
    }

    /**
     * The labels of every {@code stride}-th tick, each as its lines centred on the tick: a category's name wraps to
     * the widest a category may take, in up to {@link dev.figmark.chart.look.Style#CATEGORY_LINES} lines.
     */
    private List<List<Text>> yTexts(List<Tick> labelled, int stride, Frame frame, double at, Text.Anchor anchor, FontFace face, double size,
            boolean wrap, Color ink) {
        List<List<Text>> out = new ArrayList<>();
        double lead = type.lineHeight(face, size);
        for (int i = 0; i < labelled.size(); i += stride) {
            Tick t = labelled.get(i);
            List<String> lines = wrap ? type.wrap(t.label(), face, size, maxCategoryWidth, Style.CATEGORY_LINES) : List.of(t.label());
            double first = frame.py(t.value()) - (lines.size() - 1) * lead / 2;
            List<Text> group = new ArrayList<>();
            for (int k = 0; k < lines.size(); k++) {
                group.add(name(at, first + k * lead, lines.get(k), face, size, ink, anchor, Text.Baseline.MIDDLE, false));
            }
            out.add(group);
        }
        return out;
    }

    /** True when neighbouring labels (each its lines) keep a gap along the axis. */
    private static boolean apartGroups(List<List<Text>> groups) {
        for (int i = 0; i + 1 < groups.size(); i++) {
            Box a = bounds(groups.get(i));
            Box b = bounds(groups.get(i + 1));
            double gap = Math.max(b.y() - a.bottom(), a.y() - b.bottom());
            if (gap < GAP) {
                return false;
            }
        }
        return true;
    }

    private static Box bounds(List<Text> texts) {
        Box out = texts.get(0).bounds();
        for (Text t : texts) {
            out = out.union(t.bounds());
        }
        return out;
    }

    /** True when neighbouring texts keep a gap along the axis. */
    private static boolean apart(List<Text> texts, boolean alongX) {
        for (int i = 0; i + 1 < texts.size(); i++) {
            Box a = texts.get(i).bounds();
            Box b = texts.get(i + 1).bounds();
            double gap = alongX ? Math.max(b.x() - a.right(), a.x() - b.right()) : Math.max(b.y() - a.bottom(), a.y() - b.bottom());
            if (gap < GAP) {
                return false;
            }
        }
        return true;
    }
}
