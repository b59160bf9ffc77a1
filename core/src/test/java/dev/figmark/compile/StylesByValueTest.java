package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Layers;
import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Table;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Markers, dashes and hatches by value as seaborn gives them: true, a list of names, or another field than the colours'. */
class StylesByValueTest {

    /** Two engines (e) on two GPUs (g), two points each. */
    private static final String ROWS = "\"data\": {\"d\": {\"values\": [" + String.join(", ", rows()) + "]}}";

    private static List<String> rows() {
        List<String> out = new ArrayList<>();
        for (String e : List.of("a", "b")) {
            for (String g : List.of("p", "q")) {
                for (int x = 1; x <= 2; x++) {
                    out.add("{\"e\": \"" + e + "\", \"g\": \"" + g + "\", \"x\": " + x + ", \"y\": " + (x + (e.equals("a") ? 0 : 2) + (g.equals("p") ? 0 : 4)) + "}");
                }
            }
        }
        return out;
    }

    private static Scene lay(String series) {
        FigureSpec spec = FigureSpec.parse("{" + ROWS + ", \"panels\": [{\"data\": \"d\", \"legend\": \"above\", \"series\": [" + series + "]}]}",
                "styles.json", Path.of("."));
        Style style = spec.style();
        return FigureLayout.scene(spec.build(style), new Typesetter(w -> { }), style);
    }

    private static String refused(String series) {
        return assertThrows(InputException.class, () -> {
            FigureSpec spec = FigureSpec.parse("{" + ROWS + ", \"panels\": [{\"data\": \"d\", \"series\": [" + series + "]}]}", "styles.json", Path.of("."));
            spec.build(spec.style());
        }).getMessage();
    }

    /** Each marker face colour's shapes among the data's markers (the legend's too). */
    private static Map<String, Set<String>> shapes(Scene scene) {
        Map<String, Set<String>> out = new TreeMap<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof Marker k) {
                out.computeIfAbsent(k.face().toString(), c -> new TreeSet<>()).add(k.shape().name());
            }
        });
        return out;
    }

    @Test
    void aListGivesTheValuesOfByTheirMarkersInTurn() {
        Map<String, Set<String>> shapes = shapes(lay("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"where\": \"g == 'p'\","
                + " \"markers\": [\"diamond\", \"star\"]}"));
        assertEquals(Set.of(Set.of("DIAMOND"), Set.of("STAR")), Set.copyOf(shapes.values()), "a in diamonds, b in stars: " + shapes);
        assertEquals("styles.json: panels[0].series[0].markers[1]: \"sqare\" is no marker; give one of none, circle, square, triangle_up, triangle_down,"
                + " diamond, triangle_left, triangle_right, pentagon, hexagon, star, x, plus, point",
                refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"markers\": [\"circle\", \"sqare\"]}"));
        assertEquals("styles.json: panels[0]: 'b': markers gives 1 marker, and the figure draws 2 values with them (a, b); give one per value",
                refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"where\": \"g == 'p'\", \"markers\": [\"circle\"]}"));
        assertTrue(refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"markers\": false}").endsWith("markers: expected true, a list of"
                + " names such as [\"circle\", \"square\"], or another field such as {\"by\": \"gpu\"}, found false; leave it out for one for all"));
    }

    @Test
    void anotherFieldSplitsTheSeriesAndItsValuesTakeTheirOwnMarkerAndDashInEveryColour() {
        Scene scene = lay("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"markers\": {\"by\": \"g\"}, \"dashes\": {\"by\": \"g\"}}");
        Map<String, Set<String>> shapes = shapes(scene);
        assertEquals(3, shapes.size(), "two colours and the legend's grey: " + shapes);
        assertTrue(shapes.values().stream().allMatch(set -> set.equals(Set.of("CIRCLE", "SQUARE"))), "each colour both GPUs' markers: " + shapes);
        List<Polyline> lines = new ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof Polyline p && p.points().length == 4 && p.stroke().width() == Layers.LINE_WIDTH) {
                lines.add(p);
            }
        });
        assertEquals(2, lines.stream().map(p -> p.stroke().dash()).distinct().count(), "p solid and q dashed, in both colours");
        List<String> texts = scene.texts().stream().map(dev.figmark.scene.Text::content).toList();
        assertTrue(texts.containsAll(List.of("a", "b", "p", "q")), "the legend lists each colour and each GPU once: " + texts);
        assertEquals(1, texts.stream().filter("p"::equals).count(), texts.toString());
        FigureSpec spec = FigureSpec.parse("{" + ROWS + ", \"panels\": [{\"data\": \"d\", \"series\": [{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\","
                + " \"by\": \"e\", \"markers\": {\"by\": \"g\"}}]}]}", "styles.json", Path.of("."));
        Table csv = spec.build(spec.style()).table();
        assertEquals(List.of(1, "a, p", 1.0, 1.0), csv.row(0), "each series named by both its values");
        assertEquals(8, csv.size());
        assertEquals("styles.json: panels[0].series[0].dashes.by: names \"e\", and markers.by names \"g\"; a series' styles go by one field beside its colours'",
                refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"markers\": {\"by\": \"g\"}, \"dashes\": {\"by\": \"e\"}}"));
        assertEquals("styles.json: panels[0].series[0].markers.by: names \"e\", which by names already; give markers true for one marker per value of it",
                refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"markers\": {\"by\": \"e\"}}"));
        assertTrue(refused("{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"markers\": {\"by\": \"gg\"}}").startsWith(
                "styles.json: panels[0].series[0].markers.by: no field \"gg\" (did you mean \"g\"?)"));
    }

    @Test
    void anotherFieldAloneGivesOneColourItsValuesMarkers() {
        Map<String, Set<String>> shapes = shapes(lay("{\"kind\": \"scatter\", \"x\": \"x\", \"y\": \"y\", \"markers\": {\"by\": \"g\", \"values\": [\"square\","
                + " \"x\"]}}"));
        assertEquals(2, shapes.size(), "one colour and the legend's grey: " + shapes);
        assertTrue(shapes.values().stream().allMatch(set -> set.equals(Set.of("SQUARE", "X"))), shapes.toString());
    }
    private static String face(String hex) {
        return dev.figmark.scene.Color.hex(hex).toString();
    }

    @Test
    void eachSeriesCountsItsOwnValuesWhateverTheOthersInTheFigureStyle() {
        // A line whose markers are true takes its colours' slots and claims no place; a scatter's list of two markers for
        // the GPUs p and q counts p and q alone, not the engines the line drew first, nor a third series by the same list.
        String line = "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"where\": \"g == 'p'\", \"markers\": true}";
        String byGpu = "{\"kind\": \"scatter\", \"label\": \"%s\", \"color\": \"%s\", \"x\": \"x\", \"y\": \"y\", \"where\": \"e == '%s'\","
                + " \"markers\": {\"by\": \"g\", \"values\": [\"star\", \"x\"]}}";
        Map<String, Set<String>> shapes = shapes(lay(line + ", " + byGpu.formatted("a", "#111111", "a") + ", " + byGpu.formatted("b", "#222222", "b")));
        assertEquals(Set.of("STAR", "X"), shapes.get(face("#111111")), "the first scatter's GPUs in its own list's markers: " + shapes);
        assertEquals(Set.of("STAR", "X"), shapes.get(face("#222222")), "the second's the same: " + shapes);
        assertEquals(Set.of("CIRCLE", "SQUARE"), shapes.entrySet().stream().filter(e -> !e.getKey().equals(face("#111111")) && !e.getKey().equals(face("#222222"))
                && !e.getValue().contains("STAR")).flatMap(e -> e.getValue().stream()).collect(java.util.stream.Collectors.toSet()),
                "the line's engines in the cycle's first two markers: " + shapes);
        assertEquals("styles.json: panels[0]: 'b, p': markers by \"g\" are given as [circle, square] here and as [star, x] in a series before; a value of it"
                + " keeps one marker in the figure and one legend entry: give the same",
                refused(byGpu.formatted("a", "#111111", "a") + ", " + byGpu.replace("star\", \"x", "circle\", \"square").formatted("b", "#222222", "b")));
    }
}
