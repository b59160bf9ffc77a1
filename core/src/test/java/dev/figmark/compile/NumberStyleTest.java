package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.kind.Bubbles;
import dev.figmark.product.FigureLayout;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One number style per axis and per figure, and one precision per series of labels: the cases a new user met. */
class NumberStyleTest {

    private static List<String> texts(String json) {
        FigureSpec spec = FigureSpec.parse(json, "numbers.json", Path.of("."));
        Scene scene = FigureLayout.scene(spec.build(Style.defaults()), Typesetter.quiet(), Style.defaults());
        return scene.texts().stream().map(Text::content).toList();
    }

    @Test
    void anAxisNeverReadsEightThousandBesideTenK() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [0, 12000]}]}]}");
        assertTrue(t.contains("10K"), t.toString());
        assertFalse(t.stream().anyMatch(s -> s.matches("\\d,\\d{3}")), "no 8,000 beside 10K: " + t);
    }

    @Test
    void anAxisWhoseLastTickPassesTenThousandWhereNoValueDoesIsInKToo() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [8300, 9650]}]}]}");
        assertTrue(t.contains("10K") && t.contains("8K"), t.toString());
        assertFalse(t.stream().anyMatch(s -> s.matches("\\d,\\d{3}")), "no 8,000 beside 10K where only the axis reaches 10,000: " + t);
    }

    @Test
    void millionsAndBillionsAreWrittenMAndBNotAsThousandsInScientificNotation() {
        List<String> t = texts("{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"line\", \"x\": [7e6, 7e9, 4e11],"
                + " \"y\": [1, 2, 3]}]}]}");
        assertTrue(t.contains("10M") && t.contains("1B") && t.contains("100B"), t.toString());
        assertFalse(t.stream().anyMatch(s -> s.contains("e+")), "no 1e+07K: " + t);
        assertEquals("750", Bubbles.shortNumber(750));
        assertEquals("12K", Bubbles.shortNumber(12_000));
        assertEquals("7B", Bubbles.shortNumber(7e9));
        assertEquals("1.5T", Bubbles.shortNumber(1.5e12));
        assertEquals("2.5×10^{24}", Bubbles.shortNumber(2.5e24), "a size legend's 2.5e+24, in markup");
    }

    @Test
    void smallTicksShareOneNotation() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3], \"y\": [0.00005, 0.0001, 0.00015]}]}]}");
        assertTrue(t.stream().anyMatch(s -> s.contains("e-05")), t.toString());
        assertFalse(t.stream().anyMatch(s -> s.startsWith("0.000")), "no 0.00015 beside 5e-05: " + t);
    }

    @Test
    void aFigureKeepsOneStyleOfLargeNumbersAcrossItsAxes() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1000, 2000], \"y\": [20000, 120000]}]}]}");
        assertTrue(t.contains("1.5K") || t.contains("2K"), "x in K because y is: " + t);
        assertFalse(t.stream().anyMatch(s -> s.matches("\\d,\\d{3}")), t.toString());
    }

    @Test
    void barValuesOfASeriesShareOnePrecision() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\", \"c\", \"d\"], \"y\": [8.8, 25, 7, 89.9], \"values\": true}]}]}");
        assertTrue(t.containsAll(List.of("8.8", "25.0", "7.0", "89.9")), t.toString());
    }

    @Test
    void heatMapCellsShareOnePrecision() {
        List<String> t = texts("{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\", \"b\"], \"y\": [\"r\"], \"z\": [[1, 0.95]]}]}]}");
        assertTrue(t.containsAll(List.of("1.00", "0.95")), t.toString());
        assertEquals(-1, t.indexOf("1"), "not 1 beside 0.95");
    }
}
