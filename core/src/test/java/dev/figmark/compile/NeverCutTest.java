package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.layout.LayoutException;
import dev.figmark.product.FigureLayout;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A text that does not fit is wrapped, moved or left out with a word, never cut to an ellipsis: the cases a new user
 * met, and the layout check that keeps it so.
 */
class NeverCutTest {

    private static Scene lay(String json) {
        FigureSpec spec = FigureSpec.parse(json, "cut.json", Path.of("."));
        Style style = spec.style();
        return FigureLayout.scene(spec.build(style), Typesetter.quiet(), style);
    }

    private static String all(Scene scene) {
        return String.join(" ", scene.texts().stream().map(Text::content).toList());
    }

    @Test
    void aLongColourBarLabelWrapsWhole() {
        String label = "Speedup = sparse MQA latency / multi-query attention latency, both at batch 16";
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"label\": \"" + label
                + "\", \"x\": [\"a\", \"b\"], \"y\": [\"r\"], \"z\": [[1.2, 0.9]]}]}]}");
        assertTrue(all(scene).replace(" ", "").contains(label.replace(" ", "")), "every word of the label is drawn: " + all(scene));
        assertTrue(scene.texts().stream().noneMatch(t -> t.content().contains("…")));
    }

    @Test
    void longAxisLabelsAndCategoryNamesWrapWhole() {
        String x = "arithmetic intensity of the decode kernels in floating-point operations per byte moved";
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"x\": {\"label\": \"" + x + "\"}, \"series\": [{\"kind\": \"hbar\","
                + " \"x\": [\"Disk to RAM, this process\", \"Disk to RAM, all processes\"], \"y\": [3, 4]}]}]}");
        String drawn = all(scene);
        assertTrue(drawn.contains("Disk to RAM, this process") || drawn.contains("Disk to RAM, this") && drawn.contains("process"), drawn);
        assertTrue(scene.texts().stream().noneMatch(t -> t.content().contains("…")), drawn);
    }

    @Test
    void heatMapNumbersTakeShorterFormsNeverAnEllipsis() {
        assertEquals(List.of("6.6K", "7K"), Formats.abbreviations("6,600"));
        assertEquals(List.of("6,600G", "6.4T", "6T"), Formats.abbreviations("6,600 GiB"));
        assertEquals(List.of("675G"), Formats.abbreviations("675 GiB"));
        StringBuilder columns = new StringBuilder();
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            columns.append(i > 0 ? ", " : "").append('"').append(i).append('"');
            row.append(i > 0 ? ", " : "").append(6600 + i * 1111);
        }
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [" + columns + "],"
                + " \"y\": [\"r\"], \"z\": [[" + row + "]]}]}]}");
        assertTrue(scene.texts().stream().noneMatch(t -> t.content().contains("…")), all(scene));
        assertTrue(scene.texts().stream().anyMatch(t -> t.content().endsWith("K")), "cells in thousands: " + all(scene));
    }

    @Test
    void theLayoutCheckRefusesATextCutToAnEllipsis() {
        Scene scene = lay("{\"panels\": [{\"title\": \"Throughput of the engines…\", \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"
                .replace("…", "...")); // three dots are the user's own, and pass
        assertEquals(List.of(), LayoutCheck.problems(scene));
        LayoutException e = org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.layout.LayoutException.class,
                () -> lay("{\"panels\": [{\"title\": \"Throughput of the engines…\", \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}"));
        assertTrue(e.getMessage().contains("ends in an ellipsis: figmark never shortens a text to fit"), e.getMessage());
    }
}
