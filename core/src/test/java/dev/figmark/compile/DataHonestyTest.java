package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.product.Product;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No data dropped in silence: a value a scale cannot show or a cell a reader cannot take is refused naming file,
 * line, column (or JSON path), or with {@code "missing": "skip"} left out of the drawing and the CSV and counted in
 * one warning. Each case is one a new user met.
 */
class DataHonestyTest {

    @TempDir
    Path dir;

    private FigureSpec spec(String json) throws IOException {
        return FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json));
    }

    private static List<List<Object>> csv(Product p) {
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < p.table().size(); i++) {
            rows.add(p.table().row(i));
        }
        return rows;
    }

    private String refusal(String json) throws IOException {
        FigureSpec s = spec(json);
        return assertThrows(InputException.class, () -> s.build(Style.defaults())).getMessage().replace(dir + "/", "");
    }

    @Test
    void anEcdfWithAZeroOnALogAxisIsRefusedOrDrawnWithoutIt() throws IOException {
        String series = "{\"kind\": \"ecdf\", \"label\": \"TTFT\", \"samples\": [3, 0, 12, 40]%s}";
        String panel = "{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [" + series + "]}]}";
        assertEquals("plot.json: panels[0].series[0].samples[1]: is 0, which a log axis cannot show; give the series \"missing\": \"skip\" to leave such values out",
                refusal(panel.formatted("")));
        FigureSpec skipping = spec(panel.formatted(", \"missing\": \"skip\""));
        Product p = skipping.build(Style.defaults());
        assertEquals(3, csv(p).size(), "the CSV holds the three samples drawn: " + csv(p));
        assertEquals(List.of("warning: plot.json: panels[0].series[0] 'TTFT': 1 value left out, as \"missing\": \"skip\" asks (1 not positive on a log axis);"
                + " the CSV holds only what is drawn"), skipping.warnings().stream().map(w -> w.replace(dir + "/", "")).toList());
    }

    @Test
    void aLineThroughZerosOnALogAxisIsRefusedNotBrokenIntoDots() throws IOException {
        assertTrue(refusal("{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3], \"y\": [5, 0, 7]}]}]}")
                .startsWith("plot.json: panels[0].series[0].y[1]: is 0, which a log axis cannot show"));
    }

    @Test
    void anXScaleOfZeroOnALog2AxisIsRefusedNotAVanishedSeries() throws IOException {
        assertTrue(refusal("{\"panels\": [{\"x\": {\"scale\": \"log2\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [5, 7], \"x_scale\": 0}]}]}")
                .startsWith("plot.json: panels[0].series[0].x[0]: is 0, which a log axis cannot show"));
    }

    @Test
    void raggedRowsAndExtraCellsAreRefusedNamingTheLine() throws IOException {
        Files.writeString(dir.resolve("runs.csv"), "engine,batch,ms\nvLLM,1,5\nSGLang,1\nvLLM,2,7,99\n");
        String json = "{\"data\": {\"runs\": {\"file\": \"runs.csv\"%s}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"data\": \"runs\", \"x\": \"batch\", \"y\": \"ms\"}]}]}";
        assertEquals("plot.json: data.runs: runs.csv:3: has 2 cells but the header names 3 (engine, batch, ms); give \"missing\": \"skip\" on the data"
                + " source to leave such rows out", refusal(json.formatted("")));
        FigureSpec skipping = spec(json.formatted(", \"missing\": \"skip\""));
        assertEquals(List.of(List.of(1, "", 1.0, 5.0)), csv(skipping.build(Style.defaults())), "only the whole row is drawn");
        assertTrue(skipping.warnings().get(0).contains("runs.csv: 2 rows with too few or too many cells left out (the first at line 3)"),
                skipping.warnings().toString());
    }

    @Test
    void aDashOrNanInAColumnOfNumbersIsAMissingValueNamedByLineAndColumn() throws IOException {
        Files.writeString(dir.resolve("ttft.csv"), "engine,ttft_ms\na,12\na,-\na,NaN\na,15\n");
        String json = "{\"data\": {\"t\": {\"file\": \"ttft.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"histogram\", \"label\": \"a\","
                + " \"data\": \"t\", \"samples\": \"ttft_ms\"%s}]}]}";
        assertEquals("plot.json: panels[0].series[0].samples: \"ttft_ms\" at ttft.csv:3 has no value; give the series \"missing\": \"skip\" to leave such values out",
                refusal(json.formatted("")));
        FigureSpec skipping = spec(json.formatted(", \"missing\": \"skip\", \"bins\": 1"));
        assertEquals(2.0, csv(skipping.build(Style.defaults())).get(0).get(3), "the histogram counts the two samples it has, and says so");
        assertTrue(skipping.warnings().get(0).contains("2 values left out"), skipping.warnings().toString());
    }

    @Test
    void aByteOrderMarkIsReadAsWhatItIs() throws IOException {
        byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
        byte[] text = "engine,ms\nvLLM,5\n".getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, all, 0, 3);
        System.arraycopy(text, 0, all, 3, text.length);
        Files.write(dir.resolve("excel.csv"), all);
        FigureSpec s = spec("{\"data\": {\"e\": {\"file\": \"excel.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"bar\", \"data\": \"e\","
                + " \"x\": \"engine\", \"y\": \"ms\"}]}]}");
        assertEquals(List.of(List.of(1, "", "vLLM", 5.0)), csv(s.build(Style.defaults())));
    }

    @Test
    void aDataSourceNoSeriesReadsIsRefused() throws IOException {
        assertEquals("plot.json: data.runs: no panel or series takes its rows from it (\"data\": \"runs\"); use it or leave it out",
                refusal("{\"data\": {\"runs\": {\"file\": \"missing.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}"));
        assertEquals("plot.json: data.runs: missing.csv: no such file",
                refusal("{\"data\": {\"runs\": {\"file\": \"missing.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"data\": \"runs\", \"x\": \"a\", \"y\": \"b\"}]}]}"));
    }

    @Test
    void anInlineNullIsRefusedLikeAnEmptyCell() throws IOException {
        assertTrue(refusal("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3], \"y\": [5, null, 7]}]}]}")
                .startsWith("plot.json: panels[0].series[0].y[1]: has no value"));
    }

    @Test
    void aPanelWithOnlyANoteAndLinearLimitsNamesTheRealCause() throws IOException {
        FigureSpec s = spec("{\"panels\": [{\"x\": {\"limits\": [0, 10]}, \"y\": {\"limits\": [0, 5]}, \"series\": [{\"kind\": \"text\", \"text\": \"n\", \"x\": 5, \"y\": 2}]}]}");
        s.build(Style.defaults());
        assertEquals("plot.json: panels[0].y: the panel draws no data along this axis, so its range is unknown; give its \"limits\"",
                refusal("{\"panels\": [{\"x\": {\"limits\": [0, 10]}, \"series\": [{\"kind\": \"text\", \"text\": \"n\", \"x\": 5, \"y\": 2}]}]}"));
    }

    @Test
    void aCellWithoutANumberInAnAggregatedGroupIsRefusedOrSkippedNamingItsGroup() throws IOException {
        Files.writeString(dir.resolve("trials.csv"), "engine,trial,ms\nvllm,1,5\nvllm,2,n/a\nvllm,3,7\nvllm,4,6\nvllm,5,5\nsgl,1,4\nsgl,2,4\n");
        String json = "{\"data\": {\"t\": {\"file\": \"trials.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": \"engine\", \"y\": \"ms\","
                + " \"error\": \"sd\", \"transform\": [{\"aggregate\": \"mean\", \"groupby\": [\"engine\"], \"fields\": [\"ms\"]%s}]}]}]}";
        assertEquals("plot.json: panels[0].series[0].transform[0]: trials.csv:3: \"ms\" has no number, in the group engine = vllm, whose mean would"
                + " stand for 4 of its 5 rows; mend the cell, or give the step \"missing\": \"skip\" to leave such cells out, said in one warning",
                refusal(json.formatted("")));
        FigureSpec skipping = spec(json.formatted(", \"missing\": \"skip\""));
        Product p = skipping.build(Style.defaults());
        assertEquals(List.of(1, "", "vllm", 5.75), csv(p).get(0).subList(0, 4), "the mean of the four numbers");
        assertEquals(List.of("warning: plot.json: panels[0].series[0].transform[0]: 1 value without a number left out of the mean of their groups,"
                + " as \"missing\": \"skip\" asks: ms in engine = vllm: 4 of 5 rows, the first without a number at trials.csv:3"),
                skipping.warnings().stream().map(w -> w.replace(dir + "/", "")).toList());
        assertEquals("plot.json: panels[0].series[0].transform[0].missing: a filter takes no missing; missing is for aggregate (a filter takes filter)",
                assertThrows(InputException.class, () -> spec("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1], \"transform\": [{\"filter\": \"y > 0\","
                        + " \"missing\": \"skip\"}]}]}]}")).getMessage().replace(dir + "/", ""));
    }

    @Test
    void oneImpossibleDateAmongDatesIsRefusedNotAColumnOfNames() throws IOException {
        String json = "{\"data\": {\"d\": {\"file\": \"days.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"day\", \"y\": \"ms\"}]}]}";
        String why = ", not a date or time figmark reads (the calendar has no such day or second, or its year is past 9999), among %s; mend it,"
                + " since one such cell would make every date a name of its own";
        for (String[] c : new String[][] {{"2026-02-27,1\n2026-02-28,2\n2026-02-29,3\n2026-03-01,4\n", "days.csv:4 is 2026-02-29", "3 dates"},
                {"2016-12-31T23:59:58,1\n2016-12-31T23:59:60,2\n", "days.csv:3 is 2016-12-31T23:59:60", "1 date"},
                {"2026-01-01,1\n99999-01-01,2\n", "days.csv:3 is 99999-01-01", "1 date"}}) {
            Files.writeString(dir.resolve("days.csv"), "day,ms\n" + c[0]);
            assertEquals("plot.json: panels[0].series[0].x: \"day\" at " + c[1] + why.formatted(c[2]), refusal(json));
        }
        Files.writeString(dir.resolve("days.csv"), "day,ms\n2026-02-27,1\nlatest,2\n");
        assertEquals(List.of("2026-02-27", "latest"), csv(spec(json).build(Style.defaults())).stream().map(r -> r.get(2)).toList(),
                "a column of names that holds a date is names");
    }
}
