package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Tick;
import dev.figmark.product.Product;
import dev.figmark.scene.Box;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every label stands at its own mark, and every category's name over its own marks (issue #43), over every
 * description of the repository and generated ones: each panel's layers are drawn into a plot box, and the point of
 * the mark each label names (as its layer says) must be on a mark drawn there (a point's centre, a bar's edge or
 * inside a stacked part, an error bar's end), within a point; on an axis of categories, every mark stands within its
 * category's place and every category has a mark.
 */
class LabelsAtTheirMarksTest {

    /** How near a label's point must be to its mark, in points. */
    private static final double NEAR = 1.0;

    @TempDir
    Path dir;

    @Test
    void everyDescriptionOfTheRepository() throws IOException {
        List<Path> descriptions;
        try (Stream<Path> files = Files.list(Path.of("../examples/plots"))) {
            descriptions = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        List<String> problems = new ArrayList<>();
        int labels = 0;
        for (Path description : descriptions) {
            labels += check(FigureSpec.read(description), description.getFileName().toString(), problems);
        }
        assertEquals(List.of(), problems);
        assertTrue(labels > 50, "the gallery's labels were checked: " + labels);
    }

    @Test
    void generatedDescriptionsOfLabelledBarsAndPoints() throws IOException {
        Random random = new Random(20261204);
        List<String> problems = new ArrayList<>();
        int labels = 0;
        for (int n = 0; n < 40; n++) {
            StringBuilder csv = new StringBuilder("release,model,score,ms\n");
            String[] releases = {"v1", "v2", "v3", "v4", "v5"};
            String[] models = {"a", "b", "c"};
            for (String r : releases) {
                for (String m : models) {
                    csv.append(r).append(',').append(m).append(',').append(1 + random.nextInt(90)).append(',').append(1 + random.nextInt(9)).append('\n');
                }
            }
            Files.writeString(dir.resolve("rel.csv"), csv);
            String kept = releases[random.nextInt(releases.length)];
            String series = switch (random.nextInt(4)) {
                case 0 -> "{\"kind\": \"scatter\", \"x\": \"release\", \"y\": \"score\", \"where\": \"release == '" + kept + "'\", \"labels\": \"model\"}";
                case 1 -> "{\"kind\": \"bar\", \"x\": \"release\", \"y\": \"score\", \"by\": \"model\", \"values\": true}";
                case 2 -> "{\"kind\": \"bar\", \"x\": \"release\", \"y\": \"ms\", \"by\": \"model\", \"stack\": true, \"values\": true}";
                default -> "{\"kind\": \"hbar\", \"x\": \"release\", \"y\": \"score\", \"where\": \"model == 'b' and release != '" + kept + "'\","
                        + " \"values\": true}";
            };
            String line = random.nextBoolean() ? "{\"kind\": \"line\", \"x\": \"release\", \"y\": \"score\", \"by\": \"model\"}, " : "";
            String json = "{\"data\": {\"r\": {\"file\": \"rel.csv\"}}, \"panels\": [{\"series\": [" + (series.contains("hbar") ? "" : line) + series + "]}]}";
            labels += check(FigureSpec.read(Files.writeString(dir.resolve("g" + n + ".json"), json)), "generated " + n + ": " + json, problems);
        }
        assertEquals(List.of(), problems);
        assertTrue(labels > 100, "labels checked: " + labels);
    }

    /** The labels checked in a description's panels; what is wrong goes into {@code problems}. */
    private static int check(FigureSpec spec, String what, List<String> problems) {
        Style style = spec.style();
        Product made = spec.build(style);
        int checked = 0;
        for (PanelPlot panel : made.figure().panels()) {
            Frame frame = new Frame(new Box(0, 0, 400, 300), panel.x().scale(), panel.y().scale());
            Layer.Output out = new Layer.Output(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new java.util.IdentityHashMap<>());
            for (Layer layer : panel.layers()) {
                layer.draw(frame, new Layer.Context(Typesetter.quiet(), style), out);
            }
            List<Mark> clipped = flat(out.clipped());
            List<Mark> marks = new ArrayList<>(clipped);
            flat(out.free()).stream().filter(m -> !(m instanceof Text)).forEach(marks::add);
            for (Layer.Labelled label : out.labelled()) {
                checked++;
                if (marks.stream().noneMatch(m -> at(m, label.x(), label.y()))) {
                    problems.add(what + ": panel '" + panel.key() + "': the label '" + label.text() + "' names a point (" + Math.round(label.x()) + ", "
                            + Math.round(label.y()) + ") where no mark is");
                }
            }
            if (panel.x().categorical() && !panel.frameless()) {
                categories(panel, frame, clipped, what, problems);
            }
        }
        return checked;
    }

    /** The marks with the groups among them opened (a heat map's cells are one group), their offsets applied. */
    private static List<Mark> flat(List<Mark> marks) {
        List<Mark> out = new ArrayList<>();
        for (Mark m : marks) {
            if (m instanceof dev.figmark.scene.Group g) {
                for (Mark child : flat(g.children())) {
                    out.add(g.dx() == 0 && g.dy() == 0 ? child : new dev.figmark.scene.Group("", g.dx(), g.dy(), null, List.of(child)));
                }
            } else {
                out.add(m);
            }
        }
        return out;
    }

    /** On an axis of categories along x, each bar and point stands within its category's place, and each category has one. */
    private static void categories(PanelPlot panel, Frame frame, List<Mark> clipped, String what, List<String> problems) {
        List<Tick> ticks = panel.x().ticks();
        if (ticks.size() < 2) {
            return;
        }
        double half = Math.abs(frame.px(ticks.get(1).value()) - frame.px(ticks.get(0).value())) / 2;
        for (Mark m : clipped) {
            double x = m instanceof Marker k ? k.x() : m instanceof Rect r && r.fill() != null ? r.box().centerX() : Double.NaN;
            if (Double.isFinite(x) && ticks.stream().noneMatch(t -> Math.abs(frame.px(t.value()) - x) <= half + NEAR)) {
                problems.add(what + ": panel '" + panel.key() + "': a mark at x " + Math.round(x) + " under no category's name");
            }
        }
        for (Tick t : ticks) {
            double x = frame.px(t.value());
            boolean drawn = clipped.stream().anyMatch(m -> m instanceof Marker k ? Math.abs(k.x() - x) <= half
                    : m instanceof Rect r && r.fill() != null ? Math.abs(r.box().centerX() - x) <= half
                    : m instanceof Polyline p && vertexNear(p, x, half));
            if (!drawn) {
                problems.add(what + ": panel '" + panel.key() + "': the category '" + t.label() + "' has no mark over its name");
            }
        }
    }

    private static boolean vertexNear(Polyline p, double x, double half) {
        for (int i = 0; i < p.points().length; i += 2) {
            if (Math.abs(p.points()[i] - x) <= half) {
                return true;
            }
        }
        return false;
    }

    /** Whether a mark is at the point: a marker's centre, on or in a bar, on a line. */
    private static boolean at(Mark m, double x, double y) {
        if (m instanceof Marker k) {
            return Math.hypot(k.x() - x, k.y() - y) <= NEAR;
        }
        if (m instanceof Rect r) {
            Box b = r.box();
            return x >= b.x() - NEAR && x <= b.right() + NEAR && y >= b.y() - NEAR && y <= b.bottom() + NEAR;
        }
        if (m instanceof Polyline p) {
            double[] q = p.points();
            for (int i = 0; i + 3 < q.length; i += 2) {
                if (segment(q[i], q[i + 1], q[i + 2], q[i + 3], x, y) <= NEAR) {
                    return true;
                }
            }
        }
        return false;
    }

    private static double segment(double x0, double y0, double x1, double y1, double x, double y) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double t = dx == 0 && dy == 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
        return Math.hypot(x0 + t * dx - x, y0 + t * dy - y);
    }
}
