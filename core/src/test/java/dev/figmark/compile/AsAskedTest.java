package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Layers;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.kind.Boxes;
import dev.figmark.data.InputException;
import dev.figmark.model.Axis;
import dev.figmark.model.Description;
import dev.figmark.model.Limits;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.json.ModelWriter;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Table;
import dev.figmark.scene.Area;
import dev.figmark.scene.Color;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Rules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fields that change the drawing or are refused: the cases of the strict descriptions a new user met. */
class AsAskedTest {

    private final List<String> warnings = new ArrayList<>();

    private Scene lay(String json) {
        FigureSpec spec = FigureSpec.parse(json, "asked.json", Path.of("."));
        Style style = spec.style();
        return FigureLayout.scene(spec.build(style), new Typesetter(warnings::add), style);
    }

    /** The refusal of a description, when it is read or when it is drawn. */
    private static String refused(String json) {
        return assertThrows(InputException.class, () -> {
            FigureSpec spec = FigureSpec.parse(json, "asked.json", Path.of("."));
            spec.build(spec.style());
        }).getMessage();
    }

    @Test
    void anOrderOnAnAxisOfNumbersIsRefused() {
        assertEquals("asked.json: panels[0].x.order: orders categories, and this axis shows numbers; leave it out, or give the series text (\"8B\")",
                refused("{\"panels\": [{\"x\": {\"order\": \"sorted\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0].x.scale: is for an axis of numbers, and this axis shows categories (their names come from the series' x);"
                + " leave it out", refused("{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1]}]}]}"));
    }

    @Test
    void aSideOnAHorizontalReferenceLineIsRefused() {
        InputException e = assertThrows(InputException.class, () -> FigureSpec.parse("{\"panels\": [{\"lines\": [{\"y\": 3, \"side\": \"right\"}],"
                + " \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}", "asked.json", Path.of(".")));
        assertTrue(e.getMessage().startsWith("asked.json: panels[0].lines[0].side: places the note of a vertical line (x)"), e.getMessage());
    }

    @Test
    void aNotesColourColoursIt() {
        Scene scene = lay("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]},"
                + " {\"kind\": \"text\", \"text\": \"red note\", \"x\": 1.2, \"y\": 1.8, \"color\": \"#cc0000\"}]}]}");
        Text note = scene.texts().stream().filter(t -> t.content().equals("red note")).findFirst().orElseThrow();
        assertEquals(Color.hex("#cc0000"), note.color());
    }

    @Test
    void sharedYAppliesToPanelsOfBars() {
        Scene scene = lay("{\"figure\": {\"share\": \"y\", \"columns\": 2}, \"panels\": ["
                + "{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [10, 20]}]},"
                + "{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [100, 200]}]}]}");
        List<String> texts = scene.texts().stream().map(Text::content).toList();
        assertEquals(1, texts.stream().filter("200"::equals).count(), "one range, labelled on the left panel only: " + texts);
    }

    @Test
    void aSpanTooNarrowForItsLabelWrapsItOrSaysSo() {
        lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [0, 100], \"y\": [1, 2]},"
                + " {\"kind\": \"span\", \"x\": [10, 12], \"label\": \"warm-up phase of the engine\"}]}]}");
        assertTrue(warnings.stream().anyMatch(w -> w.contains("the label 'warm-up phase of the engine' of a span is left out: the span is")),
                warnings.toString());
        warnings.clear();
        Scene wide = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [0, 100], \"y\": [1, 2]},"
                + " {\"kind\": \"span\", \"x\": [10, 40], \"label\": \"warm-up phase of the engine\"}]}]}");
        String drawn = String.join(" ", wide.texts().stream().map(Text::content).toList());
        assertTrue(drawn.contains("warm-up") && drawn.contains("engine"), "wrapped into the span, whole: " + drawn);
        assertEquals(List.of(), warnings);
    }

    /** The first and last y tick labels of a laid-out line of 5, 6, 7 with these limits. */
    private List<String> yEnds(String limits) {
        Scene scene = lay("{\"panels\": [{\"y\": {\"limits\": " + limits + "}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3], \"y\": [5, 6, 7]}]}]}");
        // The y axis's numbers come first, then x's: 1, 1.25, 1.5 …
        List<String> texts = scene.texts().stream().map(dev.figmark.scene.Text::content).toList();
        return List.of(texts.get(0), texts.get(texts.indexOf("1.25") - 2));
    }

    @Test
    void oneEndOfTheLimitsLeavesTheOtherToTheValues() {
        assertEquals(List.of("0", "7"), yEnds("[0, null]"), "the axis starts at 0 and ends past 7, as matplotlib's set_ylim(bottom=0)");
        assertEquals(List.of("5", "10"), yEnds("[null, 10]"));
        assertEquals("asked.json: panels[0].y.limits: gives neither end; leave it out, or give one end a number",
                assertThrows(InputException.class, () -> FigureSpec.parse("{\"panels\": [{\"y\": {\"limits\": [null, null]}, \"series\": [{\"kind\":"
                        + " \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}", "asked.json", Path.of("."))).getMessage());
        assertEquals("asked.json: panels[0].y.limits[0]: is 100, above every value (the highest 2); give the other end too",
                refused("{\"panels\": [{\"y\": {\"limits\": [100, null]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0].x.limits: is for an axis of numbers, and this axis shows categories (their names come from the series' x);"
                + " leave it out", refused("{\"panels\": [{\"x\": {\"limits\": [0, null]}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1]}]}]}"),
                "refused where it does not apply");
        assertEquals(dev.figmark.model.Limits.of(0.0, null), dev.figmark.model.Axis.linear("ms").limits(0.0, null).limits(), "from Java");
    }

    @Test
    void limitsFromTheDataAreFactorsOfTheValuesDrawn() {
        assertEquals(List.of("5", "10"), yEnds("{\"max\": 1.5}"), "the axis ends at 1.5 × 7, as set_ylim(top=1.5 * df.max())");
        assertEquals(List.of("3", "7"), yEnds("{\"min\": 0.5}"), "from 0.5 × 5, its first tick at 3");
        assertEquals("asked.json: panels[0].y.limits.max: is a factor of the values drawn, a number above 0 (1.1 for a tenth more)",
                refused("{\"panels\": [{\"y\": {\"limits\": {\"max\": -1}}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0].y.limits.top: unknown field (from data takes min, max)",
                refused("{\"panels\": [{\"y\": {\"limits\": {\"top\": 1.1}}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0].x.limits: is for an axis of numbers, and this axis shows categories (their names come from the series' x);"
                + " leave it out", refused("{\"panels\": [{\"x\": {\"limits\": {\"max\": 1.1}}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1]}]}]}"),
                "refused where it does not apply");
        String json = dev.figmark.model.json.ModelWriter.json(dev.figmark.model.Description.of(dev.figmark.model.Figure.SINGLE, Panel
                .titled("p").y(dev.figmark.model.Axis.linear("tps").limits(dev.figmark.model.Limits.fromData(null, 1.1)))
                .series(dev.figmark.model.Series.line("l", new double[] {1}, new double[] {1}))));
        assertTrue(json.replaceAll("\\s+", "").contains("\"limits\":{\"max\":1.1}"), json);
    }

    @Test
    void numbersOnAnAxisOfTypeCategoryAreCategoriesInNaturalOrder() {
        Scene scene = lay("{\"panels\": [{\"x\": {\"type\": \"category\"}, \"series\": [{\"kind\": \"bar\", \"x\": [64, 1, 8], \"y\": [9, 1, 3]}]}]}");
        List<String> texts = scene.texts().stream().map(Text::content).toList();
        assertEquals(List.of("1", "8", "64"), texts.subList(texts.size() - 3, texts.size()), "x's names, after y's numbers: 1, 8, 64 in that order, one"
                + " place each: " + texts);
        assertEquals("asked.json: panels[0].x.type: makes x's numbers categories, and no series of the panel places points or bars along x by its"
                + " values (a histogram's, box's or heat map's x is its own); leave it out",
                refused("{\"panels\": [{\"x\": {\"type\": \"category\"}, \"series\": [{\"kind\": \"histogram\", \"samples\": [1, 2, 3]}]}]}"),
                "refused where it does not apply");
        assertEquals("asked.json: panels[0].x.scale: is for an axis of numbers, and this axis shows categories (their names come from the series' x);"
                + " leave it out", refused("{\"panels\": [{\"x\": {\"type\": \"category\", \"scale\": \"log2\"}, \"series\": [{\"kind\": \"bar\","
                + " \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0].series[0].x: is on an axis of \"type\": \"category\"; a band spans numbers; over categories draw bar, hbar,"
                + " line, step, scatter or errorbar", refused("{\"panels\": [{\"x\": {\"type\": \"category\"}, \"series\": [{\"kind\": \"band\","
                + " \"x\": [1, 2], \"y\": [1, 2], \"y_err\": [0.1, 0.1]}]}]}"));
    }

    @Test
    void anInvertedAxisRunsFromItsHighEndToItsLow() {
        Scene scene = lay("{\"panels\": [{\"y\": {\"invert\": true, \"ticks\": [1, 2, 3]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3],"
                + " \"y\": [1, 2, 3]}]}]}");
        List<Text> ticks = scene.texts().stream().filter(t -> List.of("1", "2", "3").contains(t.content()) && t.anchor() == Text.Anchor.END).toList();
        assertEquals(3, ticks.size(), scene.texts().toString());
        Text one = ticks.stream().filter(t -> t.content().equals("1")).findFirst().orElseThrow();
        Text three = ticks.stream().filter(t -> t.content().equals("3")).findFirst().orElseThrow();
        assertTrue(one.y() < three.y(), "1 is drawn above 3, as invert_yaxis() draws a rank");
        assertEquals("asked.json: panels[0].y.invert: is for an axis of points and bars; a heat map's rows and columns take \"order\" (\"descending\""
                + " turns them)", refused("{\"panels\": [{\"y\": {\"invert\": true}, \"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"],"
                + " \"y\": [\"r\"], \"z\": [[1]]}]}]}"), "refused where it does not apply");
    }

    @Test
    void aSizeLegendTakesItsTitleAndIsRefusedWithoutSizes() {
        assertEquals("asked.json: panels[0].series[0].size_label: names the size legend, and the points have no size; give \"size\" a field",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1, 2], \"y\": [1, 2], \"size_label\": \"compute\"}]}]}"));
    }

    @Test
    void aLineTakesLabelsAtTheLastPointOrTheExtremesAndTheFieldsAreRefusedWhereTheyDoNotApply() {
        Scene last = lay("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3, 4], \"y\": [3, 1, 4, 2],"
                + " \"labels\": \"{value:.0f} ms\", \"labels_at\": \"last\"}]}]}");
        assertEquals(List.of("2 ms"), last.texts().stream().map(Text::content).filter(c -> c.endsWith(" ms")).toList());
        Scene extremes = lay("{\"panels\": [{\"series\": [{\"kind\": \"step\", \"x\": [1, 2, 3, 4], \"y\": [3, 1, 4, 2],"
                + " \"labels\": \"{value:.0f} ms\", \"labels_at\": \"extremes\"}]}]}");
        assertEquals(List.of("1 ms", "4 ms"), extremes.texts().stream().map(Text::content).filter(c -> c.endsWith(" ms")).sorted().toList());
        Scene every = lay("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3, 4], \"y\": [3, 1, 4, 2],"
                + " \"labels\": \"{value:.0f} ms\"}]}]}");
        assertEquals(4, every.texts().stream().filter(t -> t.content().endsWith(" ms")).count(), "every point by default");
        assertEquals("asked.json: panels[0].series[0].labels_at: says which points take a label; give \"labels\" (a field or template) too",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"labels_at\": \"last\"}]}]}"));
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1, 2], \"y\": [1, 2], \"labels\": \"{value}\","
                + " \"labels_at\": \"last\"}]}]}").startsWith("asked.json: panels[0].series[0].labels_at: a scatter takes no labels_at; labels_at is for line and step"),
                "a scatter labels each of its points");
    }

    @Test
    void aLegendAtTheEndNamesEachLineAtItsLastPointAndIsRefusedForOtherKinds() {
        Scene scene = lay("{\"panels\": [{\"legend\": \"end\", \"series\": [{\"kind\": \"line\", \"label\": \"vLLM\", \"x\": [1, 2, 3],"
                + " \"y\": [1, 2, 3]}, {\"kind\": \"line\", \"label\": \"SGLang\", \"x\": [1, 2, 3], \"y\": [1, 1.5, 2]}]}]}");
        Text vllm = scene.texts().stream().filter(t -> t.content().equals("vLLM")).findFirst().orElseThrow();
        Text sglang = scene.texts().stream().filter(t -> t.content().equals("SGLang")).findFirst().orElseThrow();
        assertEquals(1, scene.texts().stream().filter(t -> t.content().equals("vLLM")).count(), "named once, with no legend box besides");
        assertTrue(vllm.y() < sglang.y(), "each name level with its own line's end, the higher one above");
        assertEquals(vllm.x(), sglang.x(), 1e-9, "both in the margin right of the plot");
        assertEquals("asked.json: panels[0].legend: \"end\" names each line and step at its last point along x, and the bar 'tokens' has none; give the panel"
                + " a legend that lists it (\"best\", \"above\")", refused("{\"panels\": [{\"legend\": \"end\", \"series\": [{\"kind\": \"bar\","
                + " \"label\": \"tokens\", \"x\": [\"a\", \"b\"], \"y\": [1, 2]}]}]}"));
        assertTrue(refused("{\"figure\": {\"legend\": \"end\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"label\": \"a\", \"x\": [1, 2],"
                + " \"y\": [1, 2]}]}]}").startsWith("asked.json: figure.legend: a figure's legend goes above"), "a figure's legend is one box");
    }

    @Test
    void aTimeAxisTakesTicksAtDatesWrittenByTheirStepOrTheirLabelsAndNumbersTakeNone() {
        String days = "{\"panels\": [{\"x\": {%s}, \"series\": [{\"kind\": \"line\", \"x\": [\"2026-03-01\", \"2026-03-20\", \"2026-04-10\"],"
                + " \"y\": [1, 2, 3]}]}]}";
        Scene scene = lay(days.formatted("\"date_ticks\": [\"2026-03-01\", \"2026-03-15\", \"2026-04-01\"]"));
        assertTrue(scene.texts().stream().map(Text::content).toList().containsAll(List.of("Mar 01", "Mar 15", "Apr 01")), scene.texts().toString());
        Scene named = lay(days.formatted("\"date_ticks\": [\"2026-03-01\", \"2026-04-01\"], \"tick_labels\": [\"v0.4\", \"v0.5\"]"));
        assertTrue(named.texts().stream().map(Text::content).toList().containsAll(List.of("v0.4", "v0.5")), named.texts().toString());
        assertEquals("asked.json: panels[0].x.date_ticks[1]: \"March 15\" is not a date; write it in ISO 8601 as the data does: 2026-03-01, or"
                + " 2026-03-01T12:00", refused(days.formatted("\"date_ticks\": [\"2026-03-01\", \"March 15\"]")));
        assertTrue(refused(days.formatted("\"ticks\": [1, 2]")).endsWith("give date_ticks, dates as the data writes them (\"2026-03-01\")"));
        assertEquals("asked.json: panels[0].x.date_ticks: is for an axis of dates, and this axis shows numbers; give ticks instead",
                refused("{\"panels\": [{\"x\": {\"date_ticks\": [\"2026-03-01\"]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
    }

    @Test
    void aLogNormTakesValuesAboveZeroAndNoCentre() {
        String map = "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\", \"b\"], \"y\": [\"r\"], \"z\": [[%s, 100]], %s}]}]}";
        Scene scene = lay(map.formatted("1", "\"norm\": \"log\""));
        assertTrue(scene.texts().stream().map(Text::content).toList().containsAll(List.of("10", "100")), "decades on the bar: " + scene.texts());
        assertEquals("asked.json: panels[0].series[0].norm: \"log\" lays tenfold steps of the values over the map, and one cell holds 0 or less (the"
                + " least 0), which has no logarithm; leave norm out, or filter those cells out", refused(map.formatted("0", "\"norm\": \"log\"")));
        assertTrue(refused(map.formatted("1", "\"norm\": \"log\", \"colormap\": \"RdBu\", \"center\": 10"))
                .endsWith("norm: \"log\" lays tenfold steps of the values over the map, which has no centre; leave center out"));
        assertTrue(refused(map.formatted("1", "\"norm\": \"log\", \"limits\": [0, 10]")).endsWith("limits: a log norm needs 0 < low < high"));
    }

    @Test
    void eachValueOfByTakesItsOwnMarkerDashOrHatchKeptInEveryPanel() {
        String rows = "\"data\": {\"d\": {\"values\": [{\"e\": \"a\", \"x\": 1, \"y\": 1}, {\"e\": \"b\", \"x\": 1, \"y\": 2},"
                + " {\"e\": \"c\", \"x\": 1, \"y\": 3}, {\"e\": \"a\", \"x\": 2, \"y\": 2}, {\"e\": \"b\", \"x\": 2, \"y\": 3}, {\"e\": \"c\", \"x\": 2, \"y\": 4}]}}";
        String line = "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"e\", \"markers\": true, \"dashes\": true%s}";
        Scene scene = lay("{" + rows + ", \"panels\": [{\"series\": [" + line.formatted("") + "]}, {\"series\": ["
                + line.formatted(", \"where\": \"e != 'a'\"") + "]}]}");
        java.util.Map<String, java.util.Set<String>> shapes = new java.util.TreeMap<>();
        java.util.List<Polyline> lines = new java.util.ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof dev.figmark.scene.Marker k) {
                shapes.computeIfAbsent(k.face().toString(), c -> new java.util.TreeSet<>()).add(k.shape().name());
            } else if (m instanceof Polyline p && p.stroke().width() == Layers.LINE_WIDTH) {
                lines.add(p);
            }
        });
        assertEquals(3, shapes.size(), "three colours: " + shapes);
        assertTrue(shapes.values().stream().allMatch(set -> set.size() == 1), "each colour one shape, in both panels: " + shapes);
        assertEquals(3, shapes.values().stream().map(set -> set.iterator().next()).distinct().count(), "three shapes: " + shapes);
        assertEquals(3, lines.stream().map(p -> p.stroke().dash()).distinct().count(), "three dashes among the five lines");
        assertEquals("asked.json: panels[0].series[0].markers: gives each value of by its own marker; give \"by\" a field too, or name another field:"
                + " {\"by\": FIELD}",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"markers\": true}]}]}"));
        assertEquals("asked.json: panels[0].series[0].hatches: gives each value its own hatch, and hatch one for all; give one of them",
                refused("{" + rows + ", \"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": \"e\", \"y\": \"y\", \"by\": \"x\", \"hatches\": true,"
                        + " \"hatch\": \"dots\"}]}]}"));
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [1], \"dashes\": true}]}]}")
                .startsWith("asked.json: panels[0].series[0].dashes: a scatter takes no dashes"), "a scatter draws no line");
    }

    @Test
    void aNoteStandsAtACategoryByItsNameOnBarsAndOnAHeatMapsCells() {
        String bars = "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"HF\", \"vLLM\", \"SGLang\"], \"y\": [1, 2, 3]},"
                + " {\"kind\": \"text\", \"text\": \"here\", \"x\": %s, \"y\": 2.5, \"place\": \"force\"}]}]}";
        Text named = lay(bars.formatted("\"vLLM\"")).texts().stream().filter(t -> t.content().equals("here")).findFirst().orElseThrow();
        Text numbered = lay(bars.formatted("1")).texts().stream().filter(t -> t.content().equals("here")).findFirst().orElseThrow();
        assertEquals(numbered.x(), named.x(), 1e-9, "\"vLLM\" is the second category's place, as 1 is");
        assertEquals("asked.json: panels[0].series[1].x: no category \"vLMM\" (did you mean \"vLLM\"?); the axis has HF, vLLM, SGLang",
                refused(bars.formatted("\"vLMM\"")));
        assertEquals("asked.json: panels[0].series[1].x: names the category \"b\", and this axis shows numbers; give a number",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"text\", \"text\": \"here\","
                        + " \"x\": \"b\", \"y\": 1}]}]}"));
        assertTrue(refused(bars.formatted("\"vLLM\", \"at\": \"axes\"")).endsWith("x: names a category, and \"at\": \"axes\" takes fractions of the plot"));
        String cells = "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\", \"b\"], \"y\": [\"r\", \"s\"], \"z\": [[1, 2], [3, 4]]},"
                + " {\"kind\": \"text\", \"text\": \"peak\", \"x\": %s, \"y\": %s, \"place\": \"force\"}]}]}";
        Text cell = lay(cells.formatted("\"b\"", "\"s\"")).texts().stream().filter(t -> t.content().equals("peak")).findFirst().orElseThrow();
        Text same = lay(cells.formatted("1", "1")).texts().stream().filter(t -> t.content().equals("peak")).findFirst().orElseThrow();
        assertEquals(same.x(), cell.x(), 1e-9);
        assertEquals(same.y(), cell.y(), 1e-9, "the row s, the second");
    }

    @Test
    void longCategoryNamesWrapALittleSmallerBeforeTheyTurnUpright() {
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"baseline\", \"chunked prefill\","
                + " \"prefix caching\", \"speculative decoding\", \"CUDA graphs\", \"FP8 weights\", \"paged attention\", \"all together\"],"
                + " \"y\": [1, 2, 3, 4, 5, 6, 7, 8]}]}]}");
        List<Text> names = scene.texts().stream().filter(t -> List.of("baseline", "chunked", "prefill", "speculative", "decoding", "together")
                .contains(t.content())).toList();
        assertEquals(6, names.size(), "each name whole, wrapped at its spaces: " + scene.texts());
        assertTrue(names.stream().noneMatch(Text::vertical), "level, not upright");
        double tick = scene.texts().stream().filter(t -> t.content().equals("8")).findFirst().orElseThrow().size();
        assertTrue(names.stream().allMatch(t -> t.size() >= tick - 1 - 1e-9 && t.size() >= Rules.MIN_TEXT_PT),
                "a point smaller than the numbers at most: " + names.get(0).size() + " against " + tick);
    }

    @Test
    void aSeriesCanBeLeftOutOfTheLegendAndKeepsItsNameInTheCsv() {
        String panel = "{\"panels\": [{\"legend\": \"above\", \"series\": [{\"kind\": \"scatter\", \"label\": \"trials\", \"x\": [1, 2, 3], \"y\": [1, 2, 4]},"
                + " {\"kind\": \"line\", \"label\": \"fit\", \"x\": [1, 3], \"y\": [1, 4]%s}, {\"kind\": \"line\", \"label\": \"ideal\", \"x\": [1, 3],"
                + " \"y\": [1, 3]}]}]}";
        List<String> listed = lay(panel.formatted(", \"legend\": false")).texts().stream().map(Text::content).toList();
        assertTrue(listed.contains("trials") && listed.contains("ideal"), listed.toString());
        assertTrue(!listed.contains("fit"), "the fit is drawn, not listed: " + listed);
        assertTrue(lay(panel.formatted("")).texts().stream().map(Text::content).toList().contains("fit"), "listed by default");
        assertEquals("asked.json: panels[0].series[0].legend: leaves the series out of the legend, and without a label or by it has no entry there;"
                + " leave it out", refused("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"legend\": false}]}]}"));
    }

    @Test
    void aReferenceLineStandsAtACategoryByItsName() {
        String bars = "{\"panels\": [{\"lines\": [{\"x\": %s, \"annotation\": \"new kernel\"}], \"series\": [{\"kind\": \"bar\","
                + " \"x\": [\"HF\", \"vLLM\", \"SGLang\"], \"y\": [1, 2, 3]}]}]}";
        java.util.function.Function<Scene, List<Double>> verticals = scene -> {
            List<Double> xs = new ArrayList<>();
            scene.forEachMark((m, dx, dy) -> {
                if (m instanceof Polyline p && p.points().length == 4 && p.points()[0] == p.points()[2] && !p.stroke().dash().isEmpty()) {
                    xs.add(p.points()[0] + dx);
                }
            });
            return xs;
        };
        assertEquals(verticals.apply(lay(bars.formatted("1"))), verticals.apply(lay(bars.formatted("\"vLLM\""))), "vLLM is the second place, as 1 is");
        assertEquals(1, verticals.apply(lay(bars.formatted("\"vLLM\""))).size());
        assertEquals("asked.json: panels[0].lines[0].x: no category \"vLMM\" (did you mean \"vLLM\"?); the axis has HF, vLLM, SGLang",
                refused(bars.formatted("\"vLMM\"")));
    }

    @Test
    void pointsWhoseYNamesCategoriesSitDownThemWithTheirBoundsAlongX() {
        String forest = "{\"panels\": [{\"series\": [{\"kind\": \"errorbar\", \"x\": [3, 1, 2], \"y\": [\"a\", \"b\", \"c\"],"
                + " \"x_low\": [2, 0.5, 1], \"x_high\": [4, 1.5, 3]%s}]}]}";
        Scene scene = lay(forest.formatted(""));
        List<dev.figmark.scene.Marker> points = new ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof dev.figmark.scene.Marker k) {
                points.add(new dev.figmark.scene.Marker(k.x() + dx, k.y() + dy, k.shape(), k.size(), k.face(), k.edge(), k.edgeWidth()));
            }
        });
        assertEquals(3, points.size());
        java.util.function.Function<String, Double> row = name -> scene.texts().stream().filter(t -> t.content().equals(name)).findFirst().orElseThrow().y();
        assertTrue(row.apply("a") < row.apply("b") && row.apply("b") < row.apply("c"), "the first category at the top");
        assertTrue(points.get(0).x() > points.get(2).x() && points.get(2).x() > points.get(1).x(), "the values along x: 3, 1, 2");
        assertTrue(points.get(0).y() < points.get(1).y() && points.get(1).y() < points.get(2).y(), "each point on its category's row");
        FigureSpec spec = FigureSpec.parse(forest.formatted(""), "asked.json", Path.of("."));
        Table csv = spec.build(spec.style()).table();
        assertEquals(List.of("panel", "series", "x", "y", "x_low", "x_high"), csv.header());
        assertEquals(List.of(1, "", 3.0, "a", 2.0, 4.0), csv.row(0), "x the value and its bounds, y the category");
        assertEquals("asked.json: panels[0].series[0].y_err: bounds y, and x_low bounds x; an error bar runs one way: along x where y names categories,"
                + " else along y", refused(forest.formatted(", \"y_err\": [1, 1, 1]")));
        assertEquals("asked.json: panels[0].series[0].x_low: bounds x where y names categories (a forest plot), and y holds numbers here; give y_err,"
                + " or y_low and y_high", refused("{\"data\": {\"t\": {\"values\": [{\"a\": 1, \"b\": 2, \"l\": 1}]}}, \"panels\": [{\"data\": \"t\","
                + " \"series\": [{\"kind\": \"errorbar\", \"x\": \"a\", \"y\": \"b\", \"x_low\": \"l\", \"x_high\": \"l\"}]}]}"));
        assertEquals("asked.json: panels[0].series[0].x: holds text (p), and y names categories (a); points on categories down y take numbers"
                + " along x", refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [\"p\"], \"y\": [\"a\"]}]}]}"));
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"step\", \"x\": [1], \"y\": [\"a\"]}]}]}").endsWith(
                "y: holds text (a); y takes numbers (only a heatmap's, a scatter's, an errorbar's and a line's y name categories)"));
        assertEquals("asked.json: panels[0]: series on categories down y put their values along x, and the line draws over numbers or categories along x;"
                + " draw it in a panel of its own", refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [\"a\"]},"
                + " {\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertEquals("asked.json: panels[0]: horizontal bars name their categories in x and their values in y, and the scatter on categories down y"
                + " names them in y; draw it in a panel of its own", refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1],"
                + " \"y\": [\"a\"]}, {\"kind\": \"hbar\", \"x\": [\"a\"], \"y\": [2]}]}]}"));
        assertTrue(refused("{\"panels\": [{\"x\": {\"order\": \"sorted\"}, \"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [\"a\"]}]}]}")
                .startsWith("asked.json: panels[0].x.order: orders categories, and this axis shows numbers"), "the categories' order is y's");
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [\"a\"], \"y_scale\": 2}]}]}")
                .endsWith("y_scale: scales y, and y names categories here; scale the values along x with x_scale"));
    }

    @Test
    void aHorizontalHistogramRunsItsBinsDownYAndItsCountsAlongXFromZero() {
        String hist = "{\"panels\": [{\"series\": [{\"kind\": \"histogram\", \"samples\": [1, 1, 1, 1, 1, 1, 7], \"bins\": 3%s}]}]}";
        FigureSpec up = FigureSpec.parse(hist.formatted(""), "asked.json", Path.of("."));
        FigureSpec across = FigureSpec.parse(hist.formatted(", \"orientation\": \"horizontal\""), "asked.json", Path.of("."));
        Table vertical = up.build(up.style()).table();
        Table horizontal = across.build(across.style()).table();
        assertEquals(List.of("panel", "series", "x", "y", "y_low", "y_high"), horizontal.header());
        for (int i = 0; i < vertical.size(); i++) {
            List<Object> v = vertical.row(i);
            assertEquals(List.of(v.get(0), v.get(1), v.get(3), v.get(2), v.get(4), v.get(5)), horizontal.row(i), "the same bins, turned");
        }
        List<Rect> bars = new ArrayList<>();
        lay(hist.formatted(", \"orientation\": \"horizontal\"")).forEachMark((m, dx, dy) -> {
            if (m instanceof Rect r && r.fill() != null && !r.fill().equals(Color.WHITE)) {
                bars.add(r);
            }
        });
        assertEquals(2, bars.size(), "the empty middle bin draws nothing: " + bars);
        double left = bars.get(0).box().x();
        assertEquals(left, bars.get(1).box().x(), 1e-9, "every bar starts at zero, at the left");
        assertEquals(6.0, bars.get(0).box().width() / bars.get(1).box().width(), 1e-9, "6 samples against 1, along x");
        assertEquals("asked.json: panels[0]: a horizontal histogram's bins run down y, and this panel's x shows categories; draw it in a panel of numbers",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1]}, {\"kind\": \"histogram\", \"samples\": [1, 2],"
                        + " \"orientation\": \"horizontal\"}]}]}"));
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"orientation\": \"horizontal\"}]}]}")
                .contains("orientation"), "refused where it does not apply");
    }

    @Test
    void aBoxViolinOrStripAcrossLiesAlongXWithItsCategoryDownY() {
        String box = "{\"panels\": [{\"series\": [{\"kind\": \"%s\", \"label\": \"a\", \"samples\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 30]%s},"
                + " {\"kind\": \"%1$s\", \"label\": \"b\", \"samples\": [2, 3, 4, 5, 6, 7]%2$s}]}]}";
        for (String kind : List.of("box", "violin", "strip")) {
            FigureSpec up = FigureSpec.parse(box.formatted(kind, ""), "asked.json", Path.of("."));
            FigureSpec across = FigureSpec.parse(box.formatted(kind, ", \"orientation\": \"horizontal\""), "asked.json", Path.of("."));
            Table upright = up.build(up.style()).table();
            Table laid = across.build(across.style()).table();
            for (int i = 0; i < upright.size(); i++) {
                List<Object> u = upright.row(i);
                List<Object> expected = List.of(u.get(0), u.get(1), u.get(3), u.get(2));
                assertEquals(expected, laid.row(i).subList(0, expected.size()), kind + ": the same values, each its value in x and its statistic or category in y");
            }
            Scene scene = lay(box.formatted(kind, ", \"orientation\": \"horizontal\""));
            java.util.function.Function<String, Double> row = name -> scene.texts().stream().filter(t -> t.content().equals(name)).findFirst().orElseThrow().y();
            assertTrue(row.apply("a") < row.apply("b"), kind + ": the first category at the top");
            List<double[]> centres = new ArrayList<>();
            scene.forEachMark((m, dx, dy) -> {
                if (m instanceof dev.figmark.scene.Marker k && kind.equals("strip")) {
                    centres.add(new double[] {k.x() + dx, k.y() + dy});
                } else if (m instanceof Area a && kind.equals("violin") && centres.isEmpty()) {
                    for (int i = 0; i + 1 < a.points().length; i += 2) {
                        centres.add(new double[] {a.points()[i] + dx, a.points()[i + 1] + dy});
                    }
                } else if (m instanceof Rect r && kind.equals("box") && centres.isEmpty() && r.fill() != null && r.fill().opacity() < 1) {
                    centres.add(new double[] {r.box().x() + dx, r.box().y() + dy});
                    centres.add(new double[] {r.box().right() + dx, r.box().bottom() + dy});
                }
            });
            double xs = centres.stream().mapToDouble(c -> c[0]).max().orElseThrow() - centres.stream().mapToDouble(c -> c[0]).min().orElseThrow();
            double ys = centres.stream().mapToDouble(c -> c[1]).max().orElseThrow() - centres.stream().mapToDouble(c -> c[1]).min().orElseThrow();
            assertTrue(xs > ys, kind + ": its points spread along x (" + xs + ") more than down y (" + ys + ")");
        }
        List<Polyline> whiskers = new ArrayList<>();
        lay(box.formatted("box", ", \"orientation\": \"horizontal\"")).forEachMark((m, dx, dy) -> {
            if (m instanceof Polyline p && p.points().length == 4 && p.stroke().width() == Boxes.LINE_WIDTH) {
                whiskers.add(p);
            }
        });
        assertTrue(whiskers.size() >= 4 && whiskers.stream().filter(p -> p.points()[1] == p.points()[3]).count() == whiskers.size() / 2,
                "half the box's lines (its whiskers) lie along x, half (their caps) across: " + whiskers.size());
        assertTrue(refused("{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"box\", \"samples\": [0, 1, 2],"
                + " \"orientation\": \"horizontal\"}]}]}").contains("log"), "a log x axis takes the samples of a box across");
        assertEquals("asked.json: panels[0]: horizontal bars name their categories in x and their values in y, and the box on categories down y names"
                + " them in y; draw it in a panel of its own", refused("{\"panels\": [{\"series\": [{\"kind\": \"hbar\", \"x\": [\"a\"], \"y\": [2]},"
                + " {\"kind\": \"box\", \"samples\": [1, 2], \"orientation\": \"horizontal\"}]}]}"));
        assertTrue(refused("{\"panels\": [{\"series\": [{\"kind\": \"ecdf\", \"samples\": [1, 2], \"orientation\": \"horizontal\"}]}]}")
                .contains("orientation"), "refused where it does not apply");
    }

    @Test
    void aBracketBesideCategoriesDownYStandsRightOfTheirBarsWithItsTextBesideIt() {
        Scene scene = lay("{\"panels\": [{\"series\": [{\"kind\": \"hbar\", \"x\": [\"a\", \"b\", \"c\"], \"y\": [1, 2, 3]},"
                + " {\"kind\": \"bracket\", \"x\": [\"a\", \"b\"], \"text\": \"2x\"}]}]}");
        List<Polyline> brackets = new ArrayList<>();
        List<Rect> bars = new ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof Polyline p && p.points().length == 8) {
                brackets.add(p);
            } else if (m instanceof Rect r && r.fill() != null && !r.fill().equals(Color.WHITE)) {
                bars.add(r);
            }
        });
        assertEquals(1, brackets.size());
        double[] pts = brackets.get(0).points();
        assertEquals(pts[2], pts[4], 1e-9, "its line runs down y");
        assertTrue(pts[0] < pts[2] && pts[6] < pts[4], "its legs point back at the bars");
        double barB = bars.stream().mapToDouble(r -> r.box().right()).sorted().toArray()[1];
        assertTrue(pts[0] > barB, "right of the longer of its two bars (b, at 2): " + pts[0] + " against " + barB);
        assertTrue(pts[0] < bars.stream().mapToDouble(r -> r.box().right()).max().orElseThrow(), "not pushed past the bar it does not span (c)");
        Text text = scene.texts().stream().filter(t -> t.content().equals("2x")).findFirst().orElseThrow();
        assertTrue(text.bounds().x() > pts[2] && text.bounds().y() < Math.max(pts[1], pts[5]) && text.bounds().bottom() > Math.min(pts[1], pts[5]),
                "its text right of its line, beside its span");
    }

    @Test
    void aLineOnCategoriesDownYJoinsItsPointsInTheirOrder() {
        Scene scene = lay("{\"panels\": [{\"y\": {\"order\": \"sorted\"}, \"series\": [{\"kind\": \"line\", \"x\": [3, 1, 2],"
                + " \"y\": [\"c\", \"a\", \"b\"], \"marker\": \"circle\"}]}]}");
        List<Polyline> lines = new ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof Polyline p && p.points().length == 6 && p.stroke().width() == Layers.LINE_WIDTH) {
                lines.add(p);
            }
        });
        assertEquals(1, lines.size(), "one line of three points");
        double[] pts = lines.get(0).points();
        assertTrue(pts[1] < pts[3] && pts[3] < pts[5], "from a at the top down to c, as y orders them");
        assertTrue(pts[0] < pts[2] && pts[2] < pts[4], "at x = 1, 2, 3");
        assertEquals("asked.json: panels[0].legend: \"end\" names each line and step at its last point along x, and the line 'l' has none (its points run"
                + " down y); give the panel a legend that lists it (\"best\", \"above\")", refused("{\"panels\": [{\"legend\": \"end\", \"series\":"
                + " [{\"kind\": \"line\", \"label\": \"l\", \"x\": [1, 2], \"y\": [\"a\", \"b\"]}]}]}"));
    }

    @Test
    void aCellThatIsNotANumberAmongNumbersIsABadCellNotACategory() {
        String rows = "{\"data\": {\"d\": {\"values\": [{\"x\": 1, \"y\": 10}, {\"x\": 2, \"y\": 20}, {\"x\": \"fast\", \"y\": 30}]}},"
                + " \"panels\": [{\"data\": \"d\"%s, \"series\": [{\"kind\": \"%s\", \"x\": \"%s\", \"y\": \"%s\"%s}]}]}";
        assertTrue(refused(rows.formatted("", "line", "x", "y", "")).contains("x: \"x\" at data.d.values row 3 holds fast among 2 numbers: a cell that is not a number,"
                + " not a category; give the series \"missing\": \"skip\""), refused(rows.formatted("", "line", "x", "y", "")));
        assertTrue(refused(rows.formatted("", "scatter", "y", "x", "")).contains("y: \"x\" at data.d.values row 3 holds fast among 2 numbers"),
                "not points on categories down y either");
        FigureSpec skip = FigureSpec.parse(rows.formatted("", "line", "x", "y", ", \"missing\": \"skip\""), "asked.json", Path.of("."));
        Table csv = skip.build(skip.style()).table();
        assertEquals(2, csv.size(), "the bad cell left out");
        assertTrue(skip.warnings().stream().anyMatch(w -> w.contains("1 value left out")), skip.warnings().toString());
        FigureSpec named = FigureSpec.parse(rows.formatted(", \"x\": {\"type\": \"category\"}", "bar", "x", "y", ""), "asked.json", Path.of("."));
        assertEquals(3, named.build(named.style()).table().size(), "names, where the axis says so");
    }
}
