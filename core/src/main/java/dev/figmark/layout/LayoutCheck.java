package dev.figmark.layout;

import dev.figmark.chart.guide.LegendPainter;
import dev.figmark.chart.look.Palette;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The property every figure must have: no text box overlaps another text box or a legend it is not part of, and no
 * text leaves the page. Text boxes run from the face's ascent to its descent over the advance width.
 */
public final class LayoutCheck {

    /** The group of a note drawn where it was asked to go ({@code "place": "force"}): it may cover data, and says so. */
    public static final String FORCED = "forced note";

    private LayoutCheck() {
    }

    /** A text with the box it covers, the legend it belongs to (-1 for none), and whether it may cover data. */
    private record Placed(String text, Box box, int legend, boolean forced, Object owner) {
    }

    /** A plot's data: the clipped group of a panel, where it sits on the page, and the panel's name. */
    private record Data(Group group, double dx, double dy, Box clip, String panel) {
    }

    /** A line drawn over the plot outside its clip (a bracket's legs, a note's arrow, a leader), on the page. */
    private record Line(double[] points, String panel) {
    }

    /** How far inside a text's box a line must reach to strike it: a line ending at a note's edge only touches it. */
    private static final double STRIKE_INSET = 0.5;

    /** Every problem found, one line each; empty when the scene passes. */
    public static List<String> problems(Scene scene) {
        List<Placed> texts = new ArrayList<>();
        List<Box> legends = new ArrayList<>();
        List<Data> data = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        collect(scene.root(), 0, 0, -1, false, texts, legends, data, lines, "");
        List<String> out = new ArrayList<>();
        Box page = scene.page();
        for (Placed t : texts) {
            if (t.text().endsWith("…")) {
                out.add("text '" + t.text() + "' ends in an ellipsis: figmark never shortens a text to fit (it wraps, moves or leaves it out"
                        + " with a word); if the ellipsis is the text's own, write it as three dots (...)");
            }
            if (!t.box().inside(page, Box.ROUNDING_PT)) {
                out.add("text '" + t.text() + "' leaves the page: " + describe(t.box()) + " on a page of " + describe(page));
            }
        }
        java.util.Set<List<Object>> said = new java.util.HashSet<>();
        for (int i = 0; i < texts.size(); i++) {
            for (int j = i + 1; j < texts.size(); j++) {
                Placed a = texts.get(i);
                Placed b = texts.get(j);
                if (a.owner() != b.owner() && a.box().overlaps(b.box(), Box.ROUNDING_PT) && said.add(List.of(a.owner(), b.owner()))) {
                    out.add("text '" + a.text() + "' " + describe(a.box()) + " overlaps text '" + b.text() + "' " + describe(b.box()));
                }
            }
        }
        for (Placed t : texts) {
            for (Data d : data) {
                if (!t.forced() && t.box().overlaps(d.clip(), 0)) {
                    // Only the part of the text over the plot: data outside it is clipped away.
                    Box b = t.box().translate(-d.dx(), -d.dy());
                    Box c = d.group().clip();
                    Box local = Box.of(Math.max(b.x(), c.x()), Math.max(b.y(), c.y()), Math.min(b.right(), c.right()), Math.min(b.bottom(), c.bottom()));
                    for (Mark child : d.group().children()) {
                        Mark hit = DataCover.covered(local, child, 0, 0);
                        if (hit != null) {
                            out.add("text '" + t.text() + "' " + describe(t.box()) + " covers " + kind(hit) + " in panel '" + d.panel() + "'");
                            break;
                        }
                    }
                }
            }
        }
        for (Placed t : texts) {
            Box inner = Box.of(t.box().x() + STRIKE_INSET, t.box().y() + STRIKE_INSET, t.box().right() - STRIKE_INSET, t.box().bottom() - STRIKE_INSET);
            for (Line line : t.forced() || inner.width() <= 0 || inner.height() <= 0 ? List.<Line>of() : lines) {
                double[] p = line.points();
                boolean struck = false;
                for (int k = 0; k + 3 < p.length && !struck; k += 2) {
                    struck = inner.clip(p[k], p[k + 1], p[k + 2], p[k + 3]) != null;
                }
                if (struck) {
                    out.add("text '" + t.text() + "' " + describe(t.box()) + " is struck through by a line in panel '" + line.panel() + "'");
                    break;
                }
            }
        }
        for (int l = 0; l < legends.size(); l++) {
            for (Placed t : texts) {
                if (t.legend() != l && legends.get(l).overlaps(t.box(), Box.ROUNDING_PT)) {
                    out.add("text '" + t.text() + "' " + describe(t.box()) + " overlaps a legend " + describe(legends.get(l)));
                }
            }
        }
        return out;
    }

    /** Throws with every problem listed when the scene fails the check. */
    public static void require(Scene scene, String what) {
        List<String> problems = problems(scene);
        if (!problems.isEmpty()) {
            throw new LayoutException(LayoutException.Kind.CHECK, what + ": " + problems.size() + " layout problem(s): " + String.join("; ", problems.subList(0, Math.min(5, problems.size()))));
        }
    }

    private static String kind(Mark mark) {
        return mark instanceof Polyline ? "a line" : mark instanceof dev.figmark.scene.Marker ? "a marker"
                : mark instanceof Area ? "a filled area" : "a bar";
    }

    private static void collect(Group group, double dx, double dy, int legend, boolean forced, List<Placed> texts, List<Box> legends,
            List<Data> data, List<Line> lines, String panel) {
        double gx = dx + group.dx();
        double gy = dy + group.dy();
        if (group.clip() != null) {
            // The group's clip is in its own coordinates: its marks, too, are offset by gx, gy.
            data.add(new Data(group, gx, gy, group.clip().translate(gx, gy), panel));
            return;
        }
        int inner = legend;
        if (legend < 0 && group.name().startsWith(LegendPainter.LEGEND)) {
            Box b = group.bounds();
            if (b != null) {
                legends.add(b.translate(dx, dy));
                inner = legends.size() - 1;
            }
        }
        boolean force = forced || group.name().equals(FORCED);
        String here = panel.isEmpty() && !group.name().equals("figure") ? group.name() : panel;
        for (Mark mark : group.children()) {
            if (mark instanceof Group child) {
                collect(child, gx, gy, inner, force, texts, legends, data, lines, here);
            } else if (mark instanceof Polyline line && inner < 0 && !force && !here.isEmpty()
                    && !line.stroke().color().equals(Palette.GRID)) {
                // A grid line runs under the texts over a plot by design; every other line of a panel is held to them.
                double[] p = line.points().clone();
                for (int k = 0; k + 1 < p.length; k += 2) {
                    p[k] += gx;
                    p[k + 1] += gy;
                }
                lines.add(new Line(p, here));
            } else if (mark instanceof Text t && !t.content().isBlank()) {
                // A turned text is held to the short boxes along its line; they belong to one text and may overlap.
                Object owner = new Object();
                for (Box piece : t.pieces()) {
                    texts.add(new Placed(t.content(), piece.translate(gx, gy), inner, force, owner));
                }
            }
        }
    }

    private static String describe(Box b) {
        return String.format(java.util.Locale.ROOT, "[%.1f, %.1f, %.1f x %.1f pt]", b.x(), b.y(), b.width(), b.height());
    }
}
