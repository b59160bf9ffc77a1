package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.product.FigureLayout;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatching;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A legend that is always true: every label drawn, once, in the look it is drawn in, its markup rendered. */
class LegendTruthTest {

    private static FigureSpec spec(String json) {
        return FigureSpec.parse(json, "legend.json", Path.of("."));
    }

    private static Scene scene(FigureSpec spec) {
        return FigureLayout.scene(spec.build(Style.defaults()), Typesetter.quiet(), Style.defaults());
    }

    /** The marks of every group whose name starts with {@code prefix}, anywhere in the scene. */
    static List<Mark> inGroups(Scene scene, String prefix) {
        List<Mark> out = new ArrayList<>();
        collect(scene.root(), prefix, false, out);
        return out;
    }

    private static void collect(Group g, String prefix, boolean inside, List<Mark> out) {
        boolean in = inside || g.name().startsWith(prefix);
        for (Mark m : g.children()) {
            if (m instanceof Group child) {
                collect(child, prefix, in, out);
            } else if (in) {
                out.add(m);
            }
        }
    }

    static List<String> legendLabels(Scene scene) {
        return inGroups(scene, "legend").stream().filter(m -> m instanceof Text).map(m -> ((Text) m).content()).toList();
    }

    @Test
    void aFigureLegendListsEveryLabelOfEveryPanelOnce() {
        // The user's case: "legend": "figure" on the first panel; B appears only in the second panel.
        Scene scene = scene(spec("""
                {"panels": [
                  {"legend": "figure", "series": [{"kind": "line", "label": "A", "x": [1, 2], "y": [1, 2]}]},
                  {"series": [{"kind": "line", "label": "A", "x": [1, 2], "y": [2, 1]}, {"kind": "line", "label": "B", "x": [1, 2], "y": [1, 3]}]}]}"""));
        assertEquals(List.of("A", "B"), legendLabels(scene));
    }

    @Test
    void aHatchedBarsSwatchIsHatchedInTheBarsEdgeColour() {
        Scene scene = scene(spec("""
                {"panels": [{"series": [
                  {"kind": "bar", "label": "edged", "x": ["a", "b"], "y": [3, 4], "hatch": "forward", "edge_color": "#202020"},
                  {"kind": "bar", "label": "plain", "x": ["a", "b"], "y": [2, 1], "hatch": "cross"}]}]}"""));
        List<Color> legend = inGroups(scene, "legend").stream().filter(m -> m instanceof Hatching)
                .map(m -> ((Hatching) m).hatch().color()).toList();
        List<Color> bars = new ArrayList<>();
        for (Mark m : dataOf(scene.root(), "panel-1")) {
            if (m instanceof Hatching h && !bars.contains(h.hatch().color())) {
                bars.add(h.hatch().color());
            }
        }
        assertEquals(List.of(Color.hex("#202020"), Color.WHITE), bars, "the bars' hatches: edge colour, then white");
        assertEquals(bars, legend, "the legend hatches each swatch as its bars are hatched");
    }

    @Test
    void aLabelKeepsItsColourInEveryPanel() {
        FigureSpec s = spec("""
                {"panels": [
                  {"series": [{"kind": "line", "label": "A", "x": [1, 2], "y": [1, 2]}, {"kind": "line", "label": "B", "x": [1, 2], "y": [2, 1]}]},
                  {"series": [{"kind": "line", "label": "B", "x": [1, 2], "y": [1, 3]}]}]}""");
        Scene scene = scene(s);
        List<Color> first = lineColours(scene, "panel-1");
        List<Color> second = lineColours(scene, "panel-2");
        assertEquals(2, first.size());
        assertEquals(List.of(first.get(1)), second, "B is drawn in B's colour in panel 2, not in A's");
    }

    private static List<Color> lineColours(Scene scene, String panel) {
        List<Color> out = new ArrayList<>();
        for (Mark m : dataOf(scene.root(), panel)) {
            if (m instanceof Polyline p && p.stroke().width() > 1) {
                out.add(p.stroke().color());
            }
        }
        return out;
    }

    /** The data marks of a panel: its clipped group named "data". */
    private static List<Mark> dataOf(Group g, String panel) {
        for (Mark m : g.children()) {
            if (m instanceof Group child) {
                if (child.name().equals(panel)) {
                    for (Mark c : child.children()) {
                        if (c instanceof Group d && d.name().equals("data")) {
                            return d.children();
                        }
                    }
                }
                List<Mark> found = dataOf(child, panel);
                if (!found.isEmpty()) {
                    return found;
                }
            }
        }
        return List.of();
    }

    @Test
    void duplicateLabelsMakeOneEntryAndNoWarningAboutThemselves() {
        FigureSpec s = spec("""
                {"panels": [{"series": [{"kind": "line", "label": "vLLM", "x": [1, 2], "y": [1, 2]},
                  {"kind": "scatter", "label": "vLLM", "x": [1, 2], "y": [1, 2]}, {"kind": "line", "label": "SGLang", "x": [1, 2], "y": [2, 1]}]}]}""");
        Scene scene = scene(s);
        assertEquals(List.of("vLLM", "SGLang"), legendLabels(scene));
        assertEquals(List.of(), s.warnings());
    }

    @Test
    void markupRendersInLegendLabels() {
        Scene scene = scene(spec("""
                {"panels": [{"series": [{"kind": "line", "label": "W_{INT4}A_{FP16}", "x": [1, 2], "y": [1, 2]},
                  {"kind": "line", "label": "*italic*", "x": [1, 2], "y": [2, 1]}]}]}"""));
        List<Text> legend = inGroups(scene, "legend").stream().filter(m -> m instanceof Text).map(m -> (Text) m).toList();
        assertEquals(List.of("WINT4AFP16", "italic"), legend.stream().map(Text::content).toList(), "markup is not shown raw");
        assertTrue(legend.get(0).runs().stream().map(TextRun::script).distinct().count() > 1, "the subscripts are set as subscripts");
        assertTrue(legend.get(1).runs().stream().anyMatch(r -> r.face().italic()), "*italic* is set in italics");
    }

    @Test
    void aDashedLineAndASolidOneHaveDifferentSamplesWithMarkersOn() {
        Scene scene = scene(spec("""
                {"panels": [{"series": [{"kind": "line", "label": "solid", "marker": "circle", "x": [1, 2], "y": [1, 2]},
                  {"kind": "line", "label": "dashed", "marker": "circle", "line_style": "dashed", "x": [1, 2], "y": [2, 1]}]}]}"""));
        List<Polyline> samples = inGroups(scene, "legend").stream().filter(m -> m instanceof Polyline).map(m -> (Polyline) m).toList();
        assertEquals(2, samples.size());
        assertNotEquals(samples.get(0).stroke().dash(), samples.get(1).stroke().dash());
        double length = samples.get(1).points()[2] - samples.get(1).points()[0];
        double dash = samples.get(1).stroke().dash().get(0);
        assertTrue((length - 4) / 2 > dash, "each side of the marker shows a whole dash and the start of a gap: " + length);
    }

    @Test
    void aSeriesWithItsOwnColourTakesNoPaletteSlot() {
        Scene scene = scene(spec("""
                {"panels": [{"series": [{"kind": "line", "label": "red", "color": "#ff0000", "x": [1, 2], "y": [1, 2]},
                  {"kind": "line", "label": "first of the palette", "x": [1, 2], "y": [2, 1]}]}]}"""));
        assertEquals(List.of(Color.hex("#ff0000"), Color.hex("#004488")), lineColours(scene, "panel-1"));
    }

    @Test
    void theDefaultPaletteDoesNotWarnAboutItselfAtAnyNumberOfSeries() {
        StringBuilder series = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            series.append(i > 0 ? ", " : "").append("{\"kind\": \"line\", \"label\": \"s").append(i).append("\", \"x\": [1, 2], \"y\": [")
                    .append(i).append(", ").append(i + 1).append("]}");
        }
        FigureSpec s = spec("{\"panels\": [{\"series\": [" + series + "]}]}");
        scene(s);
        assertEquals(List.of(), s.warnings(), "four colours that pass, then dashes");
    }
}
