package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Tick;
import dev.figmark.data.InputException;
import dev.figmark.product.Product;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Descriptions over tables: a source named once (a file, or rows inline), series by field name, one series per
 * value of a {@code by} field, one panel per value of a facet, transform steps in order, error bars and bands from
 * the rows behind aggregated values, labels from fields, dates; and each mistake one line naming its JSON path.
 */
class TablesTest {

    @TempDir
    Path dir;

    @BeforeEach
    void trials() throws IOException {
        StringBuilder csv = new StringBuilder("engine,model,batch,trial,tps\n");
        String[] engines = {"HF", "vLLM", "SGLang"};
        for (int e = 0; e < engines.length; e++) {
            for (String model : new String[] {"8B", "70B"}) {
                for (int batch : new int[] {1, 8, 64}) {
                    for (int trial = 0; trial < 3; trial++) {
                        csv.append(engines[e]).append(',').append(model).append(',').append(batch).append(',').append(trial).append(',')
                                .append((e + 1) * batch * (model.equals("8B") ? 10 : 2) + trial).append('\n');
                    }
                }
            }
        }
        Files.writeString(dir.resolve("trials.csv"), csv);
    }

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

    /** The one line a description is refused with, when it is read or when it is drawn. */
    private String refusal(String json) {
        return assertThrows(InputException.class, () -> spec(json).build(Style.defaults())).getMessage().replace(dir + "/", "");
    }

    private static String over(String panel) {
        return "{\"data\": {\"t\": {\"file\": \"trials.csv\"}}, \"panels\": [" + panel + "]}";
    }

    @Test
    void byMakesOneSeriesPerValueInTheOrderGivenEachLabelledByTemplate() throws IOException {
        Product p = spec(over("{\"transform\": [{\"filter\": \"model == '8B'\"}, {\"aggregate\": \"mean\", \"groupby\": [\"engine\", \"batch\"], "
                + "\"fields\": [\"tps\"]}], \"series\": [{\"kind\": \"line\", \"x\": \"batch\", \"y\": \"tps\", \"label\": \"{engine} mean\", "
                + "\"by\": {\"field\": \"engine\", \"order\": [\"SGLang\"]}}]}")).build(Style.defaults());
        List<List<Object>> rows = csv(p);
        assertEquals(9, rows.size());
        assertEquals(List.of(1, "SGLang mean", 1.0, 31.0), rows.get(0), "SGLang first, as ordered; the mean of 30, 31, 32");
        assertEquals(List.of(1, "HF mean", 1.0, 11.0), rows.get(3), "then the others as they first appear");
        assertEquals(List.of(1, "vLLM mean", 64.0, 1281.0), rows.get(8));
    }

    @Test
    void byIsRefusedWhereItCannotBeDrawn() throws IOException {
        String line = "{\"series\": [{\"kind\": \"line\", \"x\": \"batch\", \"y\": \"tps\", %s}]}";
        assertEquals("plot.json: panels[0].series[0].label: by makes one series per value of engine, so one label would name them all; write it as a"
                + " template, such as \"{engine} tps\", or leave it out", refusal(over(line.formatted("\"by\": \"engine\", \"label\": \"tps\""))));
        assertEquals("plot.json: panels[0].series[0].by: no field \"engin\" (did you mean \"engine\"?); fields are engine, model, batch, trial, tps",
                refusal(over(line.formatted("\"by\": \"engin\""))));
        assertEquals("plot.json: panels[0].series[0].by.order[0]: no row has engine = TRT; its values are HF, vLLM, SGLang",
                refusal(over(line.formatted("\"by\": {\"field\": \"engine\", \"order\": [\"TRT\"]}"))));
        String tooMany = refusal(over(line.formatted("\"by\": \"tps\"")));
        assertTrue(tooMany.startsWith("plot.json: panels[0].series[0].by: \"tps\" has 51 values; a panel tells at most 16 series apart"), tooMany);
    }

    @Test
    void aFacetMakesOnePanelPerValueWithOneLegendAndSharedAxes() throws IOException {
        FigureSpec s = spec(over("{\"facet\": {\"row\": \"model\", \"column\": \"engine\"}, \"title\": \"tps\", \"series\": [{\"kind\": \"scatter\", "
                + "\"x\": \"batch\", \"y\": \"tps\"}]}"));
        Product p = s.build(Style.defaults());
        assertEquals(6, p.figure().panels().size(), "2 models × 3 engines");
        assertEquals("tps, 8B, HF", p.figure().panels().get(0).title());
        assertEquals("tps, 70B, SGLang", p.figure().panels().get(5).title());
        assertEquals(3, p.figure().rows().get(0).cells().size(), "a column per engine");
        assertEquals(List.of(2, "", 8.0, 160.0), csv(p).get(9 + 3), "panel 2 (8B, vLLM) holds vLLM's rows alone");
    }

    @Test
    void facetsShareYWithinEachRowAndXWithinEachColumnAsMatplotlibsShareyRowAndSharexCol() throws IOException {
        String facets = "{\"facet\": {\"row\": \"model\", \"column\": \"engine\"}, \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\","
                + " \"y\": \"tps\"}]}";
        for (String share : List.of("rows", "columns")) {
            // tps differs by model and engine, batch not at all: the shared axis is the one that shows tps
            String drawn = share.equals("rows") ? facets : facets.replace("\"x\": \"batch\", \"y\": \"tps\"", "\"x\": \"tps\", \"y\": \"batch\"");
            String json = over(drawn).replaceFirst("^\\{", "{\"figure\": {\"share\": \"" + share + "\"}, ");
            List<PanelPlot> panels = spec(json).build(Style.defaults()).figure().panels();
            assertEquals(6, panels.size());
            boolean rows = share.equals("rows");
            for (int p = 0; p < 6; p++) {
                for (int q = 0; q < 6; q++) {
                    boolean together = rows ? p / 3 == q / 3 : p % 3 == q % 3;
                    dev.figmark.chart.scale.Scale a = rows ? panels.get(p).y().scale() : panels.get(p).x().scale();
                    dev.figmark.chart.scale.Scale b = rows ? panels.get(q).y().scale() : panels.get(q).x().scale();
                    assertEquals(together, a.min() == b.min() && a.max() == b.max(), share + ": panels " + p + " and " + q + " share "
                            + (rows ? "y" : "x") + " exactly where they are in one " + (rows ? "row" : "column") + ": " + a + " against " + b);
                }
            }
        }
    }

    @Test
    void facetsTakeTheirOwnCategoriesWhereXIsNotShared() throws IOException {
        String facets = "{\"facet\": \"model\", \"transform\": [{\"filter\": \"not (model == '8B' and engine == 'HF')\"}, {\"aggregate\": \"mean\","
                + " \"groupby\": [\"model\", \"engine\"], \"fields\": [\"tps\"]}], \"series\": [{\"kind\": \"bar\", \"x\": \"engine\", \"y\": \"tps\"}]}";
        List<PanelPlot> own = spec(over(facets).replaceFirst("^\\{", "{\"figure\": {\"share\": \"y\"}, ")).build(Style.defaults())
                .figure().panels();
        PanelPlot small = own.stream().filter(p -> p.title().equals("8B")).findFirst().orElseThrow();
        PanelPlot large = own.stream().filter(p -> p.title().equals("70B")).findFirst().orElseThrow();
        assertEquals(List.of("vLLM", "SGLang"), small.x().ticks().stream().map(Tick::label).toList(), "8B's own, no empty slot");
        assertEquals(List.of("HF", "vLLM", "SGLang"), large.x().ticks().stream().map(Tick::label).toList());
        assertEquals(small.y().scale(), large.y().scale(), "y still shared");
        List<PanelPlot> shared = spec(over(facets)).build(Style.defaults()).figure().panels();
        assertEquals(3, shared.stream().filter(p -> p.title().equals("8B")).findFirst().orElseThrow().x().ticks().size(),
                "by default facets share x: every engine a slot, as seaborn's catplot");
    }

    @Test
    void facetsAreRefusedWhereTheyCannotBeDrawn() throws IOException {
        assertEquals("plot.json: panels[0].facet: no field \"modle\" (did you mean \"model\"?); fields are engine, model, batch, trial, tps",
                refusal(over("{\"facet\": \"modle\", \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}")));
        assertTrue(refusal(over("{\"facet\": \"tps\", \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}"))
                .startsWith("plot.json: panels[0].facet: would make 51 panels (51 tps), more than the 36 a page can show legibly"));
        assertEquals("plot.json: panels[0].facet: no row has model = 70B and engine = HF, so its panel would be empty; filter the rows so that every pair"
                + " has some", refusal(over("{\"facet\": {\"row\": \"model\", \"column\": \"engine\"}, \"transform\": [{\"filter\": \"not (model == '70B'"
                + " and engine == 'HF')\"}], \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}")));
    }

    @Test
    void stepsNameWhatIsWrongAndWhere() throws IOException {
        String panel = "{\"transform\": [%s], \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}";
        assertEquals("plot.json: panels[0].transform[0].groupby[1]: no field \"bach\" (did you mean \"batch\"?); fields are engine, model, batch, trial, tps",
                refusal(over(panel.formatted("{\"aggregate\": \"mean\", \"groupby\": [\"engine\", \"bach\"]}"))));
        assertEquals("plot.json: panels[0].transform[0].calculate: at column 7 of \"tps / gpus\": no field \"gpus\"; fields are engine, model, batch,"
                + " trial, tps", refusal(over(panel.formatted("{\"calculate\": \"tps / gpus\", \"as\": \"per_gpu\"}"))));
        assertEquals("plot.json: panels[0].transform[0].filter: at column 7 of \"batch = 8\": = alone is not a comparison; write ==",
                refusal(over(panel.formatted("{\"filter\": \"batch = 8\"}"))));
        assertEquals("plot.json: panels[0].transform[1]: leaves no rows (of 27); no row holds for batch > 100",
                refusal(over(panel.formatted("{\"filter\": \"model == '8B'\"}, {\"filter\": \"batch > 100\"}"))));
        assertEquals("plot.json: panels[0].transform[0].calculate: at column 1 of \"engine * 2\": * takes numbers; \"engine\" holds text",
                refusal(over(panel.formatted("{\"calculate\": \"engine * 2\", \"as\": \"x\"}"))));
        assertEquals("plot.json: panels[0].transform[0]: \"filter\" and \"aggregate\" are two steps; give each as an object of its own in the list",
                refusal(over(panel.formatted("{\"filter\": \"batch > 1\", \"aggregate\": \"mean\"}"))));
    }

    @Test
    void errorBarsComeFromTheRowsBehindEachAggregatedValue() throws IOException {
        Product p = spec(over("{\"transform\": [{\"filter\": \"engine == 'vLLM' and model == '8B'\"}, {\"aggregate\": \"mean\", \"groupby\": "
                + "[\"batch\"], \"fields\": [\"tps\"]}], \"series\": [{\"kind\": \"bar\", \"x\": \"batch\", \"y\": \"tps\", \"label\": \"vLLM\", "
                + "\"error\": [\"min\", \"max\"]}]}")).build(Style.defaults());
        // The three trials at batch 8 are 160, 161, 162: the mean and its ends, as drawn.
        assertEquals(List.of(1, "vLLM", 8.0, 161.0, 160.0, 162.0), csv(p).get(1));
        assertEquals("plot.json: panels[0].series[0].error: \"tps\" has no rows behind its values; add an aggregate step that sums it up"
                + " ({\"aggregate\": \"mean\", \"groupby\": [...]}), and error is drawn from each group's rows",
                refusal(over("{\"series\": [{\"kind\": \"errorbar\", \"x\": \"batch\", \"y\": \"tps\", \"error\": \"sd\"}]}")));
    }

    @Test
    void inlineRowsAndTheOnlySourceServeEverySeriesByName() throws IOException {
        Product p = spec("{\"data\": {\"r\": {\"values\": [{\"day\": \"2026-03-01\", \"tps\": 10}, {\"day\": \"2026-03-02\", \"tps\": 12}]}},"
                + " \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"day\", \"y\": \"tps\"}]}]}").build(Style.defaults());
        assertEquals(List.of(List.of(1, "", "2026-03-01", 10.0), List.of(1, "", "2026-03-02", 12.0)), csv(p), "dates written as dates");
        assertEquals("plot.json: panels[0].x.date_format: %q is not a directive figmark"
                + " writes; it writes %Y %y %m %b %B %d %e %H %M %S %a %j %p and %%", refusal("{\"data\": {\"r\": {\"values\": [{\"day\": \"2026-03-01\","
                + " \"tps\": 10}, {\"day\": \"2026-03-02\", \"tps\": 12}]}}, \"panels\": [{\"x\": {\"date_format\": \"%q\"}, \"series\": [{\"kind\": \"line\","
                + " \"x\": \"day\", \"y\": \"tps\"}]}]}"));
        assertEquals("plot.json: panels[0].x.date_format: is for an axis of dates, and this axis shows numbers; leave it out, or use format",
                refusal(over("{\"x\": {\"date_format\": \"%b\"}, \"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}")));
    }

    @Test
    void labelsAreAFieldOrATemplateOfTheDrawnValue() throws IOException {
        Product p = spec(over("{\"transform\": [{\"filter\": \"model == '8B' and batch == 1\"}, {\"aggregate\": \"mean\", \"groupby\": [\"engine\"],"
                + " \"fields\": [\"tps\"]}, {\"relative\": \"tps\", \"baseline\": \"engine == 'HF'\"}], \"series\": [{\"kind\": \"bar\", \"x\": \"engine\","
                + " \"y\": \"tps\", \"labels\": \"{value:.2f}×\"}]}")).build(Style.defaults());
        assertEquals(List.of(1, "", "SGLang", 31.0 / 11), csv(p).get(2), "the speed-up drawn, as the CSV holds it");
        assertEquals("plot.json: panels[0].series[0].labels: {speedup} names no field; fields are engine, tps, and value (the value drawn)",
                refusal(over("{\"transform\": [{\"aggregate\": \"mean\", \"groupby\": [\"engine\"], \"fields\": [\"tps\"]}], \"series\": [{\"kind\":"
                        + " \"bar\", \"x\": \"engine\", \"y\": \"tps\", \"labels\": \"{speedup}\"}]}")));
    }

    @Test
    void aScatterColouredByNumbersHasAColourBarAndBarsOfAFieldOneFormat() throws IOException {
        Product p = spec(over("{\"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\", \"color\": \"trial\"}]}"))
                .build(Style.defaults());
        assertTrue(p.figure().panels().get(0).layers().stream().anyMatch(l -> l instanceof ColourBar), "a colour bar");
        assertEquals("plot.json: panels[0].series[0].color: field \"trail\" not found in trials.csv (did you mean \"trial\"?); fields are engine,"
                + " model, batch, trial, tps", refusal(over("{\"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\", \"color\": \"trail\"}]}")));
        assertEquals("plot.json: panels[0].series[0].color: \"#12345\" is not a colour; write #rrggbb, such as #1f77b4, or name a field",
                refusal(over("{\"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\", \"color\": \"#12345\"}]}")));
    }

    @Test
    void unicodeSignsReadAsTheirKeyboardTwinsAndDatesUnderFormatPointToDateFormat() throws IOException {
        Product p = spec(over("{\"transform\": [{\"filter\": \"engine == 'HF' and model == '8B' and trial == 0\"}, {\"calculate\": \"tps × 2 ÷ 4 − 1\","
                + " \"as\": \"half\"}], \"series\": [{\"kind\": \"line\", \"x\": \"batch\", \"y\": \"half\"}]}")).build(Style.defaults());
        assertEquals(List.of(1, "", 8.0, 39.0), csv(p).get(1), "80 × 2 ÷ 4 − 1");
        assertTrue(refusal("{\"panels\": [{\"x\": {\"format\": \"%b %d\"}, \"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}")
                .endsWith("a pattern of dates goes in the axis's date_format"));
    }

    @Test
    void aPanelsRowsAndTheFiguresSourceAreRefusedWhereNothingReadsThem() {
        assertEquals("plot.json: panels[0].transform: no series of the panel takes fields from its rows (their values are inline), so transform"
                + " would change nothing; name fields (\"x\": \"batch\") or leave it out", refusal(over("{\"transform\": [{\"filter\": \"batch > 1\"}],"
                + " \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [3, 4]}]}")));
        assertTrue(refusal(over("{\"facet\": \"model\", \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [3, 4]}]}"))
                .startsWith("plot.json: panels[0].facet: no series of the panel takes fields from its rows"));
        assertEquals("plot.json: figure.data: no data source \"trial\"; sources are t", refusal("{\"figure\": {\"data\": \"trial\"}, \"data\": {\"t\":"
                + " {\"file\": \"trials.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"scatter\", \"x\": \"batch\", \"y\": \"tps\"}]}]}"));
    }
}
