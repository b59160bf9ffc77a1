package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.layout.LayoutException;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Product;
import dev.figmark.scene.Box;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Labels that stay (issue #45): the labels of every example at five widths, from a third of a page to a poster's
 * ten inches, are each drawn beside their point or, where every place beside it covers data or text, farther off with
 * a leader line to it; none is left out, and the layout check holds (no text over text or data).
 */
class LabelsStayTest {

    /** What a label left out says. */
    private static final String LEFT_OUT = "is left out: no place near its point";

    /**
     * The gallery's crowded points: Phi-3-mini has no free place beside its point and stands farther off, a leader line
     * from its point reaching to within a point or two of its box; at 3.5 in the bubbles' Mistral-7B, beside
     * Qwen2-7B's marker at the plot's right edge, stands in the margin right of the plot, its leader going right.
     */
    @Test
    void aLabelWithNoPlaceBesideItsPointStandsAwayWithALeaderLine() throws IOException {
        Scene frontier = scene("../examples/plots/labels-that-stay.json", 0);
        Text phi = text(frontier, "Phi-3-mini");
        double[] leader = leaderTo(frontier, phi.bounds());
        assertTrue(leader != null, "a leader line reaches Phi-3-mini's label");
        assertTrue(Math.hypot(leader[2] - leader[0], leader[3] - leader[1]) > 10, "it stands away from its point");
        Scene bubbles = scene("../examples/plots/bubbles.json", 3.5);
        Text mistral = text(bubbles, "Mistral-7B");
        double[] toMistral = leaderTo(bubbles, mistral.bounds());
        assertTrue(toMistral != null, "a leader line reaches Mistral-7B's label");
        assertTrue(mistral.bounds().x() > Math.max(toMistral[0], toMistral[2]) && toMistral[2] > toMistral[0], "the label is right of its point, in the margin");
    }

    /**
     * Where no place is free even farther off or in the margin (the gallery's crowded points at 2 in high), a label is
     * left out and named in a warning; with {@code "labels_required": true} the figure is refused naming it, and
     * {@code labels_required} without labels is refused where the description is read.
     */
    @Test
    void aRequiredLabelWithNoPlaceRefusesTheFigureNamingIt() throws IOException {
        String crowded = Files.readString(Path.of("../examples/plots/labels-that-stay.json")).replace("\"2.6in\"", "\"2in\"")
                .replace("mmlu-cost.csv", Path.of("../examples/plots/mmlu-cost.csv").toAbsolutePath().normalize().toString());
        FigureSpec spec = FigureSpec.parse(crowded, "crowded.json", Path.of("/"));
        List<String> warnings = new ArrayList<>();
        FigureLayout.scene(spec.build(spec.style()), new Typesetter(warnings::add), spec.style());
        List<String> left = warnings.stream().filter(w -> w.contains(LEFT_OUT)).toList();
        assertEquals(1, left.size(), warnings.toString());
        String name = left.get(0).replaceFirst("^.*the label '([^']*)'.*$", "$1");
        FigureSpec required = FigureSpec.parse(crowded.replace("\"labels\": \"model\"", "\"labels\": \"model\", \"labels_required\": true"),
                "crowded.json", Path.of("/"));
        String said = org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.layout.LayoutException.class,
                () -> FigureLayout.scene(required.build(required.style()), Typesetter.quiet(), required.style())).getMessage();
        assertTrue(said.contains("the label '" + name + "', which \"labels_required\" asks for, finds no free place"), said);
        String unasked = org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class, () -> FigureSpec.parse(
                "{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [1], \"labels_required\": true}]}]}", "a.json", Path.of(".")))
                .getMessage();
        assertEquals("a.json: panels[0].series[0].labels_required: makes a label left out a refusal; give \"labels\" (a field or template) too", unasked);
    }

    private static Scene scene(String description, double width) throws IOException {
        FigureSpec spec = FigureSpec.read(Path.of(description));
        Style style = width == 0 ? spec.style() : spec.style().toBuilder().width(width).build();
        List<String> warnings = new ArrayList<>();
        Scene scene = FigureLayout.scene(spec.build(style), new Typesetter(warnings::add), style);
        assertTrue(warnings.stream().noneMatch(w -> w.contains(LEFT_OUT)), warnings.toString());
        assertEquals(List.of(), LayoutCheck.problems(scene));
        return scene;
    }

    private static Text text(Scene scene, String content) {
        return scene.texts().stream().filter(t -> t.content().equals(content)).findFirst().orElseThrow(() -> new AssertionError("no text " + content));
    }

    /** The leader line (a lone segment half a point wide) whose end comes within two points of the box: start and end on the page. */
    private static double[] leaderTo(Scene scene, Box box) {
        List<double[]> found = new ArrayList<>();
        scene.forEachMark((mark, dx, dy) -> {
            if (mark instanceof Polyline p && p.points().length == 4 && p.stroke().width() == 0.5) {
                double[] s = {p.points()[0] + dx, p.points()[1] + dy, p.points()[2] + dx, p.points()[3] + dy};
                double ex = Math.max(box.x(), Math.min(box.right(), s[2]));
                double ey = Math.max(box.y(), Math.min(box.bottom(), s[3]));
                if (Math.hypot(ex - s[2], ey - s[3]) <= 2) {
                    found.add(s);
                }
            }
        });
        return found.isEmpty() ? null : found.get(0);
    }

    @ParameterizedTest(name = "{0} in")
    @ValueSource(doubles = {3.33, 3.5, 5, 7.16, 10})
    void noLabelOfAnyExampleIsLeftOut(double width) throws IOException {
        List<Path> descriptions;
        try (Stream<Path> files = Files.list(Path.of("../examples/plots"))) {
            descriptions = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        List<String> leftOut = new ArrayList<>();
        int labelled = 0;
        for (Path description : descriptions) {
            FigureSpec spec = FigureSpec.read(description);
            Style style = spec.style().toBuilder().width(width).build();
            Product made = spec.build(style);
            List<String> warnings = new ArrayList<>();
            Scene scene;
            try {
                scene = FigureLayout.scene(made, new Typesetter(warnings::add), style);
            } catch (LayoutException e) {
                continue; // refused at a width it was not written for, saying what would fit it (EveryExampleAtEveryWidthTest)
            }
            labelled += Files.readString(description).contains("\"labels\"") ? 1 : 0;
            warnings.stream().filter(w -> w.contains(LEFT_OUT)).map(w -> description.getFileName() + ": " + w).forEach(leftOut::add);
            assertEquals(List.of(), LayoutCheck.problems(scene), description + " at " + width + " in");
        }
        assertEquals(List.of(), leftOut);
        assertTrue(labelled >= 2, "labelled examples: " + labelled);
    }
}
