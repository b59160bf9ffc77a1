package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Product;
import dev.figmark.scene.Box;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A word drawn is drawn at the mark it names (issue #43): a point's label beside its own point, a category's name under
 * its own marks. Each case is one a user met, with the description that showed it.
 */
class MarksAndWordsTest {

    @TempDir
    Path dir;

    /** A mark where the page draws it: its group's offsets added, and the clip it is drawn in (null for none), on the page. */
    record Placed(Mark mark, double dx, double dy, Box clip) {
    }

    private Scene lay(String json) throws IOException {
        FigureSpec spec = FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json));
        Style style = spec.style();
        Product p = spec.build(style);
        return FigureLayout.scene(p, Typesetter.quiet(), style, d -> { });
    }

    static List<Placed> flat(Scene scene) {
        List<Placed> out = new ArrayList<>();
        flat(scene.root(), 0, 0, null, out);
        return out;
    }

    private static void flat(Mark mark, double dx, double dy, Box clip, List<Placed> out) {
        if (mark instanceof Group g) {
            Box inner = g.clip() == null ? clip
                    : new Box(g.clip().x() + dx + g.dx(), g.clip().y() + dy + g.dy(), g.clip().width(), g.clip().height());
            for (Mark child : g.children()) {
                flat(child, dx + g.dx(), dy + g.dy(), inner, out);
            }
        } else {
            out.add(new Placed(mark, dx, dy, clip));
        }
    }

    private static List<Placed> texts(List<Placed> marks, String content) {
        return marks.stream().filter(p -> p.mark() instanceof Text t && t.content().equals(content)).toList();
    }

    @Test
    void aScatterOverSomeOfTheCategoriesLabelsItsOwnPoints() throws IOException {
        Files.writeString(dir.resolve("rel.csv"), "release,model,score\nv1,a,1\nv1,b,2\nv2,a,3\nv2,b,4\nv3,a,5\nv3,b,6\n");
        List<Placed> marks = flat(lay("""
                {"data": {"r": {"file": "rel.csv"}}, "panels": [{"series": [
                  {"kind": "line", "x": "release", "y": "score", "by": "model"},
                  {"kind": "scatter", "x": "release", "y": "score", "where": "release == 'v3'", "labels": "model"}]}]}
                """));
        Placed v3 = texts(marks, "v3").get(0);
        double tick = v3.mark() instanceof Text t ? t.x() + v3.dx() : Double.NaN;
        List<Placed> points = marks.stream().filter(p -> p.mark() instanceof Marker).toList();
        assertEquals(2, points.size(), "the scatter's two points");
        for (Placed point : points) {
            assertEquals(tick, ((Marker) point.mark()).x() + point.dx(), 0.01, "a point of the last release is over its name");
        }
        for (int i = 0; i < 2; i++) {
            Marker point = (Marker) points.get(i).mark();
            double px = point.x() + points.get(i).dx();
            double py = point.y() + points.get(i).dy();
            String label = py < ((Marker) points.get(1 - i).mark()).y() + points.get(1 - i).dy() ? "b" : "a";
            assertTrue(texts(marks, label).stream().anyMatch(p -> Math.abs(((Text) p.mark()).x() + p.dx() - px) < 12
                    && Math.abs(((Text) p.mark()).y() + p.dy() - py) < 14), "label " + label + " beside its point at " + px + ", " + py);
        }
    }

    private String refusal(String json) throws IOException {
        FigureSpec s = FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json));
        return org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class, () -> s.build(Style.defaults())).getMessage()
                .replace(dir + "/", "");
    }

    private List<String> seriesNames(String json) throws IOException {
        Product p = FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json)).build(Style.defaults());
        List<String> names = new ArrayList<>();
        for (int i = 0; i < p.table().size(); i++) {
            String name = String.valueOf(p.table().row(i).get(1));
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        return names;
    }

    @Test
    void aSeriesLabelNamingAFieldThatVariesWithinTheSeriesIsRefused() throws IOException {
        Files.writeString(dir.resolve("runs.csv"), "engine,batch,ms\nvllm,1,5\nvllm,2,7\nsgl,1,4\nsgl,2,6\n");
        String line = "{\"data\": {\"r\": {\"file\": \"runs.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"batch\", \"y\": \"ms\", %s}]}]}";
        assertEquals("plot.json: panels[0].series[0].label: names a field that differs within a series: in the series of engine = vllm, {batch} is 1"
                + " in one row and 2 in another; a series' label names what is one in each series, such as {engine}",
                refusal(line.formatted("\"by\": \"engine\", \"label\": \"{engine} at batch {batch}\"")));
        assertEquals(List.of("vllm at batch 1 to 2", "sgl at batch 1 to 2"),
                seriesNames(line.formatted("\"by\": \"engine\", \"label\": \"{engine} at batch 1 to 2\"")));
        assertEquals(List.of("vllm p50"), seriesNames(line.formatted("\"where\": \"engine == 'vllm'\", \"label\": \"{engine} p50\"")),
                "a template without by is filled from the series' rows, not shown in braces");
        assertTrue(refusal(line.formatted("\"label\": \"{engine} p50\"")).startsWith("plot.json: panels[0].series[0].label: names a field that differs"
                + " within the series: {engine} is vllm in one row and sgl in another"));
        assertEquals(List.of("TTFT_{p99}"), seriesNames(line.formatted("\"where\": \"engine == 'vllm'\", \"label\": \"TTFT_{p99}\"")),
                "a subscript's braces are markup, not a field");
        assertEquals(List.of("vllm_{W4}"), seriesNames(line.formatted("\"by\": \"engine\", \"label\": \"{engine}_{W4}\"")).subList(0, 1));
    }

    @Test
    void categoryNamesAreSetInTheirMarkupAsTheLegendSetsThem() throws IOException {
        List<Placed> marks = flat(lay("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"label\": \"W_{INT4}\", \"x\": [\"W_{INT4}A_{FP16}\", \"W_{FP16}\"],"
                + " \"y\": [1, 2]}, {\"kind\": \"bar\", \"label\": \"b\", \"x\": [\"W_{INT4}A_{FP16}\", \"W_{FP16}\"], \"y\": [2, 3]}]}]}"));
        List<Text> texts = marks.stream().filter(p -> p.mark() instanceof Text).map(p -> (Text) p.mark()).toList();
        assertTrue(texts.stream().noneMatch(t -> t.runs().stream().anyMatch(r -> r.text().contains("_{"))), "no markup shown raw");
        long subscripts = texts.stream().flatMap(t -> t.runs().stream())
                .filter(r -> r.script() == TextRun.Script.SUB && r.text().equals("INT4")).count();
        assertEquals(2, subscripts, "INT4 lowered in the legend and under the first bars");
    }

    @Test
    void aBracketStandsAboveTheValuesWrittenOverItsBars() throws IOException {
        String json = Files.readString(Path.of("../examples/plots/brackets.json")).replace("\"y_err\": [130, 60, 22]}", "\"y_err\": [130, 60, 22], \"values\": true}")
                .replace("\"y_err\": [150, 55, 30]}", "\"y_err\": [150, 55, 30], \"values\": true}");
        assertTrue(json.contains("\"values\": true"), "the gallery's brackets, with each bar's value written over it");
        List<Placed> marks = flat(lay(json)); // the layout check passes: no bracket leg strikes a value through
        List<Placed> values = marks.stream().filter(p -> p.mark() instanceof Text t && t.content().matches("[0-9,]+") && p.clip() == null
                && t.y() + p.dy() > 20).toList();
        assertTrue(values.size() >= 6, "the six values " + values.size());
    }
}
