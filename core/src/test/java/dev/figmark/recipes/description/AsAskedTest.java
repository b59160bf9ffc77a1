package dev.figmark.recipes.description;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.FigureLayout;
import dev.figmark.scene.Color;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
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

    private static String refused(String json) {
        FigureSpec spec = FigureSpec.parse(json, "asked.json", Path.of("."));
        return assertThrows(InputException.class, () -> spec.build(spec.style())).getMessage();
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
        assertEquals(java.util.Arrays.asList(0.0, null), dev.figmark.model.Axis.linear("ms").limits(0.0, null).limits(), "from Java");
    }
}
