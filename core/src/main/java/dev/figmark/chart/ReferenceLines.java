package dev.figmark.chart;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.Box;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Reference lines across a plot (a threshold, the end of a phase) and their notes, which the panel places where they
 * cover no data: the note offers its places, best first.
 */
public final class ReferenceLines {

    /** A note's distance from the line it belongs to, in points. */
    static final double NOTE_GAP = 3;
    /** Where along a plot's height a note beside a vertical line may start, best first (0.4 is the seed's). */
    static final double[] NOTE_HEIGHTS = {0.4, 0.05, 0.7, 0.2, 0.55, 0.85};

    private ReferenceLines() {
    }

    /** A vertical reference line at x, optionally with an annotation beside its top. */
    public static Layer vline(double x, Stroke stroke, String annotation, boolean annotateLeft) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            double px = frame.px(x);
            if (!Double.isFinite(px) || !frame.x().contains(x, 1e-9)) {
                out.leftOut().add(outside("x", x, annotation));
                return;
            }
            out.clipped().add(Polyline.segment(px, p.y(), px, p.bottom(), stroke));
            if (annotation != null && !annotation.isEmpty()) {
                Style style = context.style();
                double size = style.tickSize();
                double line = context.type().lineHeight(style.face(), size);
                List<String> lines = new ArrayList<>();
                for (String given : annotation.split("\n")) {
                    lines.addAll(context.type().wrap(given, style.face(), size, Math.max(24, p.width() * 0.45), 4));
                }
                // As written, then a word to a line for a narrow plot: beside the line on the side asked for, then
                // the other, at 40 % of the height (the seed's), then higher and lower; the first place that covers
                // no data wins.
                List<String> words = new ArrayList<>();
                for (String l : lines) {
                    words.addAll(List.of(l.trim().split("\\s+")));
                }
                List<List<String>> forms = words.size() > lines.size() ? List.of(lines, words) : List.of(lines);
                List<List<Text>> places = new ArrayList<>();
                for (List<String> form : forms) {
                    double tall = line * form.size();
                    for (double at : NOTE_HEIGHTS) {
                        double top = Math.max(p.y() + 1, Math.min(p.bottom() - tall - 1, p.y() + p.height() * at));
                        for (boolean left : new boolean[] {annotateLeft, !annotateLeft}) {
                            List<Text> texts = new ArrayList<>();
                            double y = top;
                            for (String text : form) {
                                texts.add(context.type().rich(left ? px - NOTE_GAP : px + NOTE_GAP, y, text, style.face(), size, Palette.INK2,
                                        left ? Text.Anchor.END : Text.Anchor.START, Text.Baseline.TOP, false));
                                y += line;
                            }
                            places.add(texts);
                        }
                    }
                }
                out.notes().add(new Layer.Note(annotation.replace('\n', ' '), places));
            }
        };
    }

    /** Why a reference line is not drawn: its place lies beyond the axis's limits. */
    private static String outside(String axis, double at, String annotation) {
        return "the reference line at " + axis + " = " + dev.figmark.chart.scale.PyFormat.g(at)
                + (annotation == null || annotation.isEmpty() ? "" : " ('" + annotation + "')") + " is left out: it lies beyond the axis's limits";
    }

    /** A horizontal reference line at y, optionally with an annotation above its right end. */
    public static Layer hline(double y, Stroke stroke, String annotation) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            double py = frame.py(y);
            if (!Double.isFinite(py) || !frame.y().contains(y, 1e-9)) {
                out.leftOut().add(outside("y", y, annotation));
                return;
            }
            out.clipped().add(Polyline.segment(p.x(), py, p.right(), py, stroke));
            if (annotation != null && !annotation.isEmpty()) {
                Style style = context.style();
                double size = style.tickSize();
                // Wrapped to the plot's width when longer; above the line's right end (the seed's), below it, then at the
                // left end above and below.
                List<String> lines = context.type().wrap(annotation, style.face(), size, Math.max(24, p.width() * 0.9), 4);
                double lead = context.type().lineHeight(style.face(), size);
                List<List<Text>> places = new ArrayList<>();
                for (boolean right : new boolean[] {true, false}) {
                    for (boolean above : new boolean[] {true, false}) {
                        List<Text> place = new ArrayList<>();
                        for (int k = 0; k < lines.size(); k++) {
                            double ly = above ? py - 1.5 - (lines.size() - 1 - k) * lead : py + 1.5 + k * lead;
                            place.add(context.type().rich(right ? p.right() - 2 : p.x() + 2, ly, lines.get(k), style.face(), size, Palette.INK2,
                                    right ? Text.Anchor.END : Text.Anchor.START, above ? Text.Baseline.BOTTOM : Text.Baseline.TOP, false));
                        }
                        places.add(place);
                    }
                }
                out.notes().add(new Layer.Note(annotation, places));
            }
        };
    }

    /** Points a sloped line is drawn through: enough that it bends smoothly where a log axis bends it. */
    static final int SLOPED_POINTS = 120;

    /**
     * The line y = slope · x + intercept across the plot's x range, drawn through points spread evenly along the
     * x axis as drawn (so a log axis bends it where it should), with its note above or below it where it covers no
     * data, near its right end or along it.
     */
    public static Layer sloped(double slope, double intercept, Stroke stroke, String annotation) {
        return (frame, context, out) -> {
            Box p = frame.plot();
            double lo = Math.min(frame.x().min(), frame.x().max());
            double hi = Math.max(frame.x().min(), frame.x().max());
            boolean log = frame.x().log();
            double[] pts = new double[2 * SLOPED_POINTS];
            int n = 0;
            List<double[]> on = new ArrayList<>();
            for (int i = 0; i < SLOPED_POINTS; i++) {
                double t = i / (SLOPED_POINTS - 1.0);
                double x = log ? Math.exp(Math.log(lo) + t * (Math.log(hi) - Math.log(lo))) : lo + t * (hi - lo);
                double y = slope * x + intercept;
                if (frame.y().log() && !(y > 0)) {
                    continue;
                }
                double px = frame.px(x);
                double py = frame.py(y);
                if (Double.isFinite(px) && Double.isFinite(py)) {
                    pts[n++] = px;
                    pts[n++] = Math.max(p.y() - p.height(), Math.min(p.bottom() + p.height(), py));
                    if (py >= p.y() && py <= p.bottom()) {
                        on.add(new double[] {px, py});
                    }
                }
            }
            if (n >= 4) {
                out.clipped().add(new Polyline(java.util.Arrays.copyOf(pts, n), stroke));
            }
            if (annotation == null || annotation.isEmpty() || on.isEmpty()) {
                return;
            }
            Style style = context.style();
            double size = style.tickSize();
            List<List<Text>> places = new ArrayList<>();
            for (double along : new double[] {0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05}) {
                double[] at = on.get((int) Math.round(along * (on.size() - 1)));
                for (boolean above : new boolean[] {true, false}) {
                    for (Text.Anchor anchor : new Text.Anchor[] {Text.Anchor.END, Text.Anchor.START}) {
                        places.add(List.of(context.type().rich(at[0], above ? at[1] - NOTE_GAP : at[1] + NOTE_GAP, annotation, style.face(), size,
                                Palette.INK2, anchor, above ? Text.Baseline.BOTTOM : Text.Baseline.TOP, false)));
                    }
                }
            }
            // A sloped line crosses the data it is drawn against: where no place beside it is free, its note is left
            // out and said (its line stays; listing it in the legend names it).
            out.notes().add(new Layer.Note(annotation, places).optionally());
        };
    }
}
