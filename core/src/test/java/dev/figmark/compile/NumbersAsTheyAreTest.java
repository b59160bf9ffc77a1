package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.FigureLayout;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Numbers drawn as they are (issue #43): a cell, tick or label never shows fewer decimals than asked or than its value
 * needs, and a name is never left out without a warning that counts it. Each case is one a user met.
 */
class NumbersAsTheyAreTest {

    @TempDir
    Path dir;

    private final List<String> warnings = new ArrayList<>();

    private Scene lay(String json) throws IOException {
        FigureSpec spec = FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json));
        Style style = spec.style();
        return FigureLayout.scene(spec.build(style), new Typesetter(warnings::add), style, d -> { });
    }

    private static List<String> texts(Scene scene) {
        return MarksAndWordsTest.flat(scene).stream().filter(p -> p.mark() instanceof Text).map(p -> ((Text) p.mark()).content()).toList();
    }

    /** Nine models by three rows, values 1.05 to 2.78 over 0.137 and 0.31 steps, one decimal asked. */
    private static String heatmap(int panels, String more) {
        StringBuilder x = new StringBuilder();
        StringBuilder z = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            x.append(i == 0 ? "" : ", ").append("\"model-").append(i).append('"');
        }
        for (int j = 0; j < 3; j++) {
            List<String> row = new ArrayList<>();
            for (int i = 0; i < 9; i++) {
                row.add(String.valueOf(Math.round((1.05 + 0.137 * i + 0.31 * j) * 1000) / 1000.0));
            }
            z.append(j == 0 ? "" : ", ").append('[').append(String.join(", ", row)).append(']');
        }
        String panel = "{\"series\": [{\"kind\": \"heatmap\", \"label\": \"s\", \"decimals\": 1, \"x\": [" + x + "], \"y\": [\"a\", \"b\", \"c\"],"
                + " \"z\": [" + z + "]" + more + "}]}";
        return "{\"figure\": {\"width\": \"double\", \"columns\": " + panels + "}, \"panels\": [" + String.join(", ", java.util.Collections.nCopies(panels, panel))
                + "]}";
    }

    @Test
    void narrowHeatMapCellsKeepTheirDecimalsOrLeaveTheValuesOutWithAWord() throws IOException {
        List<String> wide = texts(lay(heatmap(1, "")));
        assertTrue(wide.containsAll(List.of("1.1", "1.2", "2.0", "2.8")), "one panel: every cell with its one decimal " + wide);
        assertEquals(List.of(), warnings);
        List<String> narrow = texts(lay(heatmap(5, "")));
        assertTrue(narrow.stream().noneMatch(t -> t.equals("1") || t.equals("2") || t.equals("3")), "no cell rounded to a whole number: " + narrow);
        assertTrue(narrow.stream().noneMatch(t -> t.equals("1.1")), "the values left out of cells too narrow for them: " + narrow);
        assertTrue(warnings.stream().anyMatch(w -> w.contains("the 27 values of the heat map 's' are left out of its cells: 1.1 is ")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("4 of x's 9 category names left out (every second one named)")), warnings.toString());
    }

    @Test
    void aColourBarTickIsWrittenAsItsValueWhateverDecimalsTheCellsAsk() throws IOException {
        List<String> texts = texts(lay(heatmap(5, "")));
        for (String tick : List.of("1.25", "1.75", "2.25")) {
            assertTrue(texts.contains(tick), "the colour bar's tick " + tick + " as itself, not with the cells' one decimal: " + texts);
        }
    }

    @Test
    void aContourAtAValueTheDataNeverReachesIsRefused() throws IOException {
        FigureSpec spec = FigureSpec.read(Files.writeString(dir.resolve("plot.json"), heatmap(1, ", \"contours\": [10]")));
        assertEquals("plot.json: panels[0].series[0].contours[0]: is 10, and the values run from 1.05 to 2.766, so no line would follow it;"
                + " give a value between them", assertThrows(InputException.class, () -> spec.build(Style.defaults())).getMessage().replace(dir + "/", ""));
    }

    @Test
    void datesGivenInlineAreATimeAxisAndAMonthsFormatTicksEachMonthOnce() throws IOException {
        List<String> texts = texts(lay("{\"panels\": [{\"x\": {\"date_format\": \"%b\"}, \"series\": [{\"kind\": \"line\", \"x\": [\"2026-09-01\","
                + " \"2026-09-08\", \"2026-09-15\", \"2026-09-22\", \"2026-09-29\", \"2026-10-06\", \"2026-10-13\", \"2026-10-20\"],"
                + " \"y\": [1, 2, 3, 4, 5, 6, 7, 8]}]}]}"));
        assertTrue(texts.stream().noneMatch(t -> t.startsWith("2026-")), "dates, not categories named by their text: " + texts);
        List<String> months = texts.stream().filter(t -> t.length() == 3 && Character.isUpperCase(t.charAt(0))).toList();
        assertEquals(List.of("Sep", "Oct"), months, "one tick a month, where weekly ticks wrote Sep Sep Oct Oct");
    }

    @Test
    void aDateFormatOverCategoriesIsRefusedNotIgnored() throws IOException {
        FigureSpec spec = FigureSpec.read(Files.writeString(dir.resolve("plot.json"),
                "{\"panels\": [{\"x\": {\"date_format\": \"%Q\"}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [1, 2]}]}]}"));
        assertEquals("plot.json: panels[0].x.date_format: is for an axis of dates, and this axis shows categories (their names come from the"
                + " series' x); leave it out", assertThrows(InputException.class, () -> spec.build(Style.defaults())).getMessage().replace(dir + "/", ""));
    }
}
