package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #44: what a page cannot show and the heap cannot draw is refused once the series are read, naming the count,
 * where 20,000 bars were drawn as a blur, 100,000 ran past a minute and a 1000 × 1000 heat map ran out of memory.
 */
class PageLimitsTest {

    @TempDir
    Path dir;

    private String refusal(String series, String header, int rows, java.util.function.IntFunction<String> row) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("t.csv"))) {
            w.write(header + "\n");
            for (int i = 0; i < rows; i++) {
                w.write(row.apply(i) + "\n");
            }
        }
        FigureSpec spec = FigureSpec.read(Files.writeString(dir.resolve("plot.json"),
                "{\"data\": {\"d\": {\"file\": \"t.csv\"}}, \"panels\": [{\"series\": [" + series + "]}]}"));
        return assertThrows(InputException.class, () -> spec.build(Style.defaults())).getMessage().replace(dir + "/", "");
    }

    @Test
    void moreCategoriesThanAPageTellsApartAreRefusedNamingTheCount() throws IOException {
        assertEquals("plot.json: panels[0].series: places 1001 categories along one axis; a figure tells at most 1000 apart (half a point each"
                + " across a page); filter, aggregate or bin the rows",
                refusal("{\"kind\": \"bar\", \"x\": \"n\", \"y\": \"v\"}", "n,v", 1001, i -> "n" + i + "," + i % 7));
    }

    @Test
    void aHeatMapWiderThanAPageIsRefusedBeforeItsCellsAreMade() throws IOException {
        assertEquals("plot.json: panels[0].series[0].x: places 1001 categories along one side of a heat map; a figure tells at most 1000 apart"
                + " (half a point each across a page); filter, aggregate or bin the rows",
                refusal("{\"kind\": \"heatmap\", \"x\": \"a\", \"y\": \"b\", \"z\": \"v\"}", "a,b,v", 2002, i -> "a" + i / 2 + ",b" + i % 2 + ",1"));
    }

    @Test
    void moreMarksThanTheHeapDrawsAreRefusedBeforeTheyAreMade() throws IOException {
        int points = (int) Math.min(Integer.MAX_VALUE - 16, HeapBudget.marks() + 1);
        String refused = refusal("{\"kind\": \"scatter\", \"x\": \"x\", \"y\": \"y\"}", "x,y", points, i -> i + ",1");
        assertTrue(refused.startsWith("plot.json: panels[0].series[0]: draws as much as " + points + " marks (a point, a bar or a cell each;"
                + " a line's point an eighth), more than the " + HeapBudget.marks() + " that a heap of "), refused);
        assertTrue(refused.endsWith("; aggregate, bin or sample the rows, or give figmark more, as JAVA_TOOL_OPTIONS=-Xmx"
                + Math.max(2 * (HeapBudget.heap() >> 20), 1024) + "m"), refused);
    }
}
