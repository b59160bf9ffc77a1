package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.FigureLayout;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What would land nowhere on the page is refused naming its field, or left out with a word: each case found by
 * damaging the gallery's descriptions (RobustnessTest's mutations over more seeds), where it failed with a stack
 * trace or was dropped in silence.
 */
class DrawnNowhereTest {

    private static String refused(String json) {
        return assertThrows(InputException.class, () -> {
            FigureSpec spec = FigureSpec.parse(json, "d.json", Path.of("."));
            FigureLayout.scene(spec.build(spec.style()), Typesetter.quiet(), spec.style());
        }).getMessage();
    }

    @Test
    void aNumberALogAxisCannotShowIsRefusedWhereverAnAnnotationGivesIt() {
        String line = "{\"kind\": \"line\", \"x\": [1, 10], \"y\": [1, 10]}";
        assertEquals("d.json: panels[0].series[1].x: is -5, which a log axis cannot show; give a number above zero",
                refused("{\"panels\": [{\"x\": {\"scale\": \"log2\"}, \"series\": [" + line + ", {\"kind\": \"span\", \"x\": [-5, 4]}]}]}"));
        assertEquals("d.json: panels[0].series[1].point: is -5, which a log axis cannot show; give a number above zero",
                refused("{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [" + line
                        + ", {\"kind\": \"text\", \"text\": \"knee\", \"x\": 5, \"y\": 6, \"point\": [-5, 4]}]}]}"));
        assertEquals("d.json: panels[0].series[1].y: is 0, which a log axis cannot show; give a number above zero",
                refused("{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"series\": [" + line + ", {\"kind\": \"text\", \"text\": \"n\", \"x\": 5, \"y\": 0}]}]}"));
        assertEquals("d.json: panels[0].lines[0].y: is -5, which a log axis cannot show; give a number above zero",
                refused("{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"lines\": [{\"y\": -5}], \"series\": [" + line + "]}]}"));
        // Horizontal bars draw their values, y, along x: a span there is along the log axis.
        assertEquals("d.json: panels[0].series[1].x: is -1, which a log axis cannot show; give a number above zero",
                refused("{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"hbar\", \"x\": [\"a\", \"b\"], \"y\": [1, 10]},"
                        + " {\"kind\": \"span\", \"x\": [-1, 3]}]}]}"));
        // A note placed in the axes' fractions is not on the log axis at all.
        FigureSpec fine = FigureSpec.parse("{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"series\": [" + line
                + ", {\"kind\": \"text\", \"text\": \"n\", \"x\": 0.1, \"y\": 0, \"at\": \"axes\"}]}]}", "d.json", Path.of("."));
        FigureLayout.scene(fine.build(fine.style()), Typesetter.quiet(), fine.style());
    }

    @Test
    void aFieldNamedByNothingOrGivenHalfInlineIsRefusedInWords() {
        assertEquals("d.json: panels[0].series[0].size: names no field; give the field each point's area is proportional to, or leave size out",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [1], \"size\": \"\"}]}]}"));
        assertEquals("d.json: panels[0].series[0].color: is empty; write #rrggbb, such as #1f77b4, or name a field",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": [1], \"y\": [1], \"color\": \"\"}]}]}"));
        assertEquals("d.json: panels[0].series[0].start: is inline, but y names a field; give y, start and end inline, or all three as fields of its data",
                refused("{\"panels\": [{\"series\": [{\"kind\": \"timeline\", \"y\": \"worker\", \"start\": [], \"end\": \"end_s\"}]}]}"));
    }

    @Test
    void aReferenceLineBeyondTheAxisLimitsIsLeftOutWithAWord() {
        FigureSpec spec = FigureSpec.parse("{\"panels\": [{\"x\": {\"limits\": [0, 90]}, \"lines\": [{\"x\": 100, \"annotation\": \"later\"}],"
                + " \"series\": [{\"kind\": \"line\", \"x\": [1, 50], \"y\": [1, 10]}]}]}", "d.json", Path.of("."));
        Style style = spec.style();
        List<String> warnings = new ArrayList<>();
        FigureLayout.scene(spec.build(style), new Typesetter(warnings::add), style);
        assertTrue(warnings.stream().anyMatch(w -> w.contains("the reference line at x = 100 ('later') is left out: it lies beyond the axis's limits")),
                warnings.toString());
    }
}
