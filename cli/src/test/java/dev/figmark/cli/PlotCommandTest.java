package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.golden.GoldenFiles;
import dev.figmark.golden.Tolerance;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.NodeList;

class PlotCommandTest {

    @TempDir
    Path dir;

    private static List<String> texts(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        NodeList nodes = factory.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(svg))).getElementsByTagName("text");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent());
        }
        return out;
    }

    @Test
    void aPipeGivenAsTheDescriptionOrItsDataIsRefusedBeforeItIsOpened() throws Exception {
        // Issue #44: a FIFO given as the description never returned; as a data file it was "no such file".
        Path pipe = dir.resolve("pipe.json");
        Path data = dir.resolve("pipe.csv");
        for (Path p : List.of(pipe, data)) {
            assertEquals(0, new ProcessBuilder("mkfifo", p.toString()).start().waitFor());
        }
        Path spec = Files.writeString(dir.resolve("reads-pipe.json"), "{\"data\": {\"t\": {\"file\": \"pipe.csv\"}},"
                + " \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}]}]}");
        for (Path p : List.of(pipe, spec)) {
            BadInputTest.Result r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                    () -> BadInputTest.run("plot", p.toString(), "--out", dir.resolve("out").toString()));
            assertEquals(2, r.status(), r.err());
            assertTrue(r.err().contains("is not a regular file (a pipe, a device or a socket)"), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void flatPutsSeveralDescriptionsFiguresIntoOneFolderWithOneIndex() throws Exception {
        // Issue #42: several descriptions went into a folder each (fig/tput/tput.pdf), with no flat layout for a paper.
        Path out = dir.resolve("figures");
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"panels\": []}");
        BadInputTest.Result r = BadInputTest.run("plot", "../examples/plots/bars.json", "../examples/plots/roofline.json", broken.toString(),
                "--out", out.toString(), "--flat", "--formats", "pdf");
        assertEquals(1, r.status(), "one description failed: " + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.out().startsWith("drew 2 of 3: 2 figures, 8 files into " + out), r.out());
        assertEquals(List.of("bars.csv", "bars.pdf", "bars.tex", "captions.md", "figures.tex", "roofline.csv", "roofline.pdf", "roofline.tex"),
                FigureGoldenTest.drawn(out).stream().map(p -> p.getFileName().toString()).toList());
        String index = Files.readString(out.resolve("figures.tex"));
        assertTrue(index.contains("\\input{\\figmarkdir bars.tex}\n\\input{\\figmarkdir roofline.tex}\n"), index);
        String captions = Files.readString(out.resolve("captions.md"));
        assertTrue(captions.contains("**bars**: ") && captions.contains("**roofline**: "), captions);
        // The snippets are placed in the venue's page, as for one description: ACM's 3.34 in column at \\columnwidth.
        Path acm = dir.resolve("acm");
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/roofline.json", "../examples/plots/trials-by.json", "--out", acm.toString(),
                "--flat", "--formats", "pdf", "--venue", "acm", "--width", "single").status());
        assertTrue(Files.readString(acm.resolve("roofline.tex")).contains("\\includegraphics[width=\\columnwidth]{\\figmarkdir roofline.pdf}"),
                Files.readString(acm.resolve("roofline.tex")));
        BadInputTest.Result twice = BadInputTest.run("plot", "../examples/plots/bars.json", "../examples/plots/bars.json", "--out",
                dir.resolve("twice").toString(), "--flat");
        assertEquals(2, twice.status());
        assertTrue(twice.err().contains("both draw 'bars'") && twice.err().contains("figure.output"), twice.err());
        assertTrue(!Files.exists(dir.resolve("twice/bars.pdf")), "nothing drawn");
    }

    @Test
    void aPercentAxisOverPercentagesSaysSo() throws Exception {
        // Issue #43: "format": "percent" on values from 0 to 100 wrote "10000%" with nothing on standard error.
        Path spec = Files.writeString(dir.resolve("pc.json"), "{\"panels\": [{\"y\": {\"format\": \"percent\"},"
                + " \"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [40, 100]}]}]}");
        BadInputTest.Result r = BadInputTest.run("plot", spec.toString(), "--out", dir.resolve("pc").toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        assertEquals("warning: " + spec + ": panels[0].y.format: \"percent\" writes shares as percentages (0.25 as 25%), but these values reach 100,"
                + " written 10000%; for values that are percentages already, leave \"format\" out and put % in the label", r.err().strip());
        Path shares = Files.writeString(dir.resolve("shares.json"), "{\"panels\": [{\"y\": {\"format\": \"percent\"},"
                + " \"series\": [{\"kind\": \"bar\", \"x\": [\"a\", \"b\"], \"y\": [0.4, 1.0]}]}]}");
        BadInputTest.Result fine = BadInputTest.run("plot", shares.toString(), "--out", dir.resolve("shares").toString(), "--formats", "svg");
        assertEquals("", fine.err().strip(), "shares as percent are said nothing of");
    }

    @Test
    void aTableOrATrailingCommaIsToldInPlotsWordsAndCaptionsCreditTheData() throws Exception {
        // Issue #42: a CSV given to plot was "not valid JSON: ... texts need double quotes"; a trailing comma was told in
        // the JSON parser's words; a description's captions said their numbers came from "the run itself".
        Path table = Files.writeString(dir.resolve("t.csv"), "batch,tps\n1,2\n");
        BadInputTest.Result csv = BadInputTest.run("plot", table.toString());
        assertEquals(2, csv.status());
        assertTrue(csv.err().startsWith("error: " + table + ": is a table, not a figure description; plot draws a JSON description that names it:"
                + " {\"data\": {\"t\": {\"file\": \"t.csv\"}}"), csv.err());
        Path comma = Files.writeString(dir.resolve("comma.json"), "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [3, 4],}]}]}");
        assertEquals("error: " + comma + ":1:67: not valid JSON: a comma before '}': JSON takes no comma after the last field; remove it",
                BadInputTest.run("plot", comma.toString()).err().strip());
        Path last = Files.writeString(dir.resolve("last.json"), "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2,], \"y\": [3, 4]}]}]}");
        assertEquals("error: " + last + ":1:53: not valid JSON: a comma before ']': JSON takes no comma after the last value; remove it",
                BadInputTest.run("plot", last.toString()).err().strip());
        Path good = Files.writeString(dir.resolve("good.json"), "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [3, 4]}]}]}");
        assertEquals(0, BadInputTest.run("plot", good.toString(), "--out", dir.resolve("good").toString()).status());
        assertTrue(Files.readString(dir.resolve("good/captions.md")).contains("Every number here comes from the description's data."));
    }

    @Test
    void theCommandLineSetsTheFontItsSizeAndPrintSafetyOverTheDescription() throws Exception {
        // Issue #42: plot had none of run's --font, --font-size and --print-safe.
        Path plain = dir.resolve("plain");
        Path styled = dir.resolve("styled");
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/trials-facets.json", "--out", plain.toString(), "--formats", "svg").status());
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/trials-facets.json", "--out", styled.toString(), "--formats", "svg",
                "--font", "serif", "--font-size", "9", "--print-safe").status());
        String before = Files.readString(plain.resolve("trials-facets.svg"));
        String after = Files.readString(styled.resolve("trials-facets.svg"));
        assertTrue(before.contains("Liberation Sans") && !before.contains("stroke-dasharray"), "the description's sans, solid lines");
        assertTrue(after.contains("Liberation Serif") && !after.contains("Liberation Sans") && after.contains("font-size=\"9\""), "serif at 9 pt");
        assertTrue(after.contains("stroke-dasharray"), "print-safe dashes");
        BadInputTest.Result big = BadInputTest.run("plot", "../examples/plots/trials-facets.json", "--out", styled.toString(), "--font-size", "40");
        assertEquals(2, big.status());
        assertEquals("error: --font-size is 4 to 24 points, not 40.0", big.err().strip());
    }

    @Test
    void rowsGivenInlineUnderDataAreDrawnFromNoFile() throws Exception {
        // Issue #43: a source of inline "values" stopped plot with a NullPointerException (its data files were listed).
        Path spec = Files.writeString(dir.resolve("inline.json"), "{\"data\": {\"t\": {\"values\": [{\"x\": 1, \"y\": 4}, {\"x\": 2, \"y\": 5}]}},"
                + " \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}]}]}");
        BadInputTest.Result r = BadInputTest.run("plot", spec.toString(), "--out", dir.resolve("out").toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        List<String> csv = Files.readAllLines(dir.resolve("out/inline.csv"));
        assertEquals(List.of("panel,series,x,y", "1,,1.0,4.0", "1,,2.0,5.0"), csv);
    }

    @Test
    void theSweepKeepsWhatTheSeedMeantAndItsOutputLost() throws Exception {
        BadInputTest.Result r = BadInputTest.run("plot", "../examples/sweep/gqa_decode_long_ctx_composite.json", "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        List<String> texts = texts(dir.resolve("gqa_decode_long_ctx_composite.svg"));
        for (String label : List.of("8K", "16K", "32K", "64K", "128K", "256K", "512K", "1M")) {
            assertTrue(texts.contains(label), "tick label " + label + " on the log2 axis: " + texts);
        }
        assertTrue(texts.contains("PE_CPU command count: primitive rises O(ntiles),"), "the right-hand title whole: " + texts);
        assertTrue(texts.contains("composite saturates O(1)"));
        assertTrue(texts.contains("(memory-bound: command form does not move the critical path)"));
        assertTrue(texts.contains("1M production") && texts.contains("context"), "the reference line's annotation");
        List<String> csv = Files.readAllLines(dir.resolve("gqa_decode_long_ctx_composite.csv"));
        assertEquals("panel,series,x,y", csv.get(0));
        assertEquals(3 * 5 + 3 * 8 + 1, csv.size(), "latency only where measured, command counts at every length");
        assertTrue(csv.contains("1,primitive (tl.dot, hand-tiled),8192.0,1.0638".replace(",primitive (tl.dot, hand-tiled),", ",\"primitive (tl.dot, hand-tiled)\",")), csv.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"panels\": [{\"series\": [{\"kind\": \"timeline\", \"y\": \"worker\", \"start\": [], \"end\": \"end_s\"}]}]}|panels[0].series[0].start: is inline, but y names a field; give y, start and end inline, or all three as fields of its data",
        "{\"panels\": [{\"series\": [{\"kind\": \"timeline\", \"y\": [\"a\"], \"start\": [0], \"end\": \"end_s\"}]}]}|panels[0].series[0].end: names a field, but y is inline; give y, start and end inline, or all three as fields of its data",
        "{\"panels\": [{\"series\": [{\"kind\": \"pie\", \"x\": [1], \"y\": [2]}]}]}|panels[0].series[0].kind: \"pie\" is not one of line, step, scatter, bar, hbar, errorbar, band, area, ecdf, kde, box, histogram, violin, strip, span, text, heatmap, timeline, bracket",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1]}]}]}|panels[0].series[0].y: the field is required",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1], \"y_err\": [1], \"stack\": true}]}]}|panels[0].series[0].y_err: stacked bars take no error bars; draw them side by side",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"span\", \"x\": [1]}]}]}|panels[0].series[1].x: a span needs [from, to], two numbers; has 1",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"text\", \"x\": 1, \"y\": 1}]}]}|panels[0].series[1].text: a text needs \"text\", and \"x\" and \"y\" where it goes",
        "{\"panels\": [{\"series\": [{\"kind\": \"errorbar\", \"x\": [1], \"y\": [2]}]}]}|panels[0].series[0]: needs y_err, or y_low and y_high",
        "{\"panels\": [{\"series\": [{\"kind\": \"band\", \"x\": [1, 2], \"y\": [2, 3], \"y_err\": [1]}]}]}|panels[0].series[0].y_err: has 1 values but y has 2",
        "{\"panels\": [{\"series\": [{\"kind\": \"area\", \"x\": [1, 2], \"y\": [2, 3], \"stack\": true}, {\"kind\": \"area\", \"x\": [1, 3], \"y\": [2, 3], \"stack\": true}]}]}|panels[0].series[1].x: stacked areas need the same x as the first stacked area of the panel",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [2], \"colour\": \"red\"}]}]}|panels[0].series[0].colour: unknown field",
        "{\"figure\": {\"width\": \"triple\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [2]}]}]}|figure.width: \"triple\" is not a length: give single, double, inches, or a number with pt, bp, pc, in, cm or mm",
        "{\"panels\": []}|panels: needs at least 1 item, has 0",
        "{\"panels\": [{\"title\": \"a\"}]}|panels[0].series: a panel draws at least one series; for an empty place in the grid give \"blank\": true",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [2]}]}]}|panels[0].series[0]: x has 2 values but y has 1",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [2], \"color\": \"#12345\"}]}]}|panels[0].series[0].color: \"#12345\" is not a colour; write #rrggbb",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\", \"b\"], \"y\": [\"r\", \"s\"], \"z\": [[1, 2], [3]]}]}]}|panels[0].series[0].z[1]: has 1 values but x names 2 columns; every row needs one value per column (null for none)",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\", \"s\"], \"z\": [[1]]}]}]}|panels[0].series[0].z: has 1 rows but y names 2",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"center\": 1}]}]}|panels[0].series[0].center: centres a diverging colour map (RdBu, RdYlGn, coolwarm …), and viridis is sequential",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"colormap\": \"Blues\", \"center\": 1}]}]}|panels[0].series[0].center: centres a diverging colour map (RdBu, RdYlGn, coolwarm …), and Blues is sequential",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"colormap\": \"RdYlGn\", \"norm\": \"two-slope\"}]}]}|panels[0].series[0].norm: lays a diverging map about its centre; give \"center\" too, or leave norm out",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\", \"b\"], \"y\": [\"r\"], \"z\": [[2, 3]], \"colormap\": \"RdYlGn\", \"center\": 1, \"norm\": \"two-slope\"}]}]}|panels[0].series[0].norm: lays each side of the centre 1 over half the map, but every value is on one side (2 to 3); use \"centered\" or set limits around it",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"colormap\": \"PuOr\", \"center\": 1, \"norm\": \"two-slope\", \"limits\": [2, 4]}]}]}|panels[0].series[0].limits: a two-slope map needs its centre between the limits: 1.0 is not inside [2.0, 4.0]",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"missing_color\": \"bleu\"}]}]}|panels[0].series[0].missing_color: \"bleu\" is not a colour; write #rrggbb",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1], \"contours\": [1]}]}]}|panels[0].series[0].contours: a bar takes no contours; contours is for heatmap",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"colormap\": \"jet\"}]}]}|panels[0].series[0].colormap: \"jet\" is not one of",
        "{\"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}, {\"kind\": \"line\", \"x\": [1], \"y\": [2]}]}]}|panels[0].series[1]: a heat map's panel holds the heat map and text notes only",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"line\", \"axis\": \"y2\", \"x\": [1, 2], \"y\": [5, 6]}]}]}|panels[0].series[1].axis: the panel has no y2 axis; add \"y2\": {\"label\": …} to the panel",
        "{\"panels\": [{\"y2\": {}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].y2: no series is drawn against it; give one \"axis\": \"y2\"",
        "{\"panels\": [{\"x\": {\"series_color\": true}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].x.series_color: draws a y axis in its series' colour; an x axis is shared by every series",
        "{\"panels\": [{\"y\": {\"series_color\": true}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"line\", \"x\": [1, 2], \"y\": [2, 3]}]}]}|panels[0].y.series_color: draws the axis in the colour of its series, and the 2 series drawn against it differ in colour",
        "{\"panels\": [{\"y\": {\"series_color\": true}, \"series\": [{\"kind\": \"hbar\", \"x\": [\"a\"], \"y\": [1]}]}]}|panels[0].y.series_color: draws a vertical axis of values in its series' colour, and horizontal bars and timelines have none",
        "{\"panels\": [{\"y\": {\"series_color\": true}, \"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}]}]}|panels[0].y.series_color: draws a y axis in its series' colour; a heat map's axes name its cells",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1], \"hatch\": \"stripes\"}]}]}|panels[0].series[0].hatch: \"stripes\" is not one of",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"text\", \"text\": \"peak\", \"x\": 1, \"y\": 1, \"size\": 4}]}]}|panels[0].series[1].size: 4 is below the minimum 6",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"text\", \"text\": \"peak\", \"x\": 1, \"y\": 1, \"weight\": \"heavy\"}]}]}|panels[0].series[1].weight: \"heavy\" is not one of normal, bold",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"weight\": \"bold\"}]}]}|panels[0].series[0].weight: a line takes no weight; weight is for text",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"text\", \"text\": \"peak\", \"x\": 1, \"y\": 1, \"rotation\": 120}]}]}|panels[0].series[1].rotation: 120 is above the maximum 90",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"rotation\": 30}]}]}|panels[0].series[0].rotation: a line takes no rotation; rotation is for text",
        "{\"panels\": [{\"y\": {\"tick_angle\": 45}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].y.tick_angle: turns the tick labels of x, under the plot; a y axis keeps its labels level",
        "{\"panels\": [{\"x\": {\"tick_angle\": 120}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].x.tick_angle: 120 is above the maximum 90",
        "{\"panels\": [{\"y\": {\"tick_angle\": 30}, \"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}]}]}|panels[0].y.tick_angle: turns the tick labels of x, under the plot; a y axis keeps its labels level",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"1\", \"8\"], \"group\": [\"8B\"], \"y\": [1, 2]}]}]}|panels[0].series[0].group: has 1 values but x has 2",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"1\", \"8\"], \"group\": \"model\", \"y\": [1, 2]}]}]}|panels[0].series[0].group: give group as x is given: both inline, or both fields of the data",
        "{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [\"1\", \"8\"], \"group\": [\"8B\", \"8B\"], \"y\": [1, 2]}, {\"kind\": \"bar\", \"x\": [\"1\"], \"y\": [3]}]}]}|panels[0]: some series over the categories give a group and some do not",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [\"1\", \"8\"], \"group\": [\"8B\", \"8B\"], \"y\": [1, 2]}]}]}|panels[0].series[0].group: a line takes no group; group is for bar",
        "{\"figure\": {\"columns\": 2, \"width_ratios\": [1, 2, 3]}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.width_ratios: has 3 ratios for 2 columns; give one per column",
        "{\"figure\": {\"width_ratios\": [1, 2, 3]}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.width_ratios: has 3 ratios, and the figure has 2 panels",
        "{\"figure\": {\"columns\": 1, \"height_ratios\": [1, 2, 3]}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.height_ratios: has 3 ratios for 2 rows of panels; give one per row",
        "{\"figure\": {\"width_ratios\": [0, 1]}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.width_ratios: takes one ratio per column, each above 0 and at most 100",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"blank\": true, \"title\": \"x\"}]}|panels[1].title: a blank panel keeps an empty place in the grid and draws nothing",
        "{\"figure\": {\"outer_labels\": true}, \"panels\": [{\"y\": {\"label\": \"a\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"y\": {\"label\": \"b\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.outer_labels: writes a label the panels share once, and no axis label is the same on every panel",
        "{\"figure\": {\"outer_labels\": true, \"share\": \"y\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.outer_labels: shared axes (\"share\") are labelled on the outer panels already",
        "{\"figure\": {\"shared_colorbar\": true}, \"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}]}, {\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|figure.shared_colorbar: the figure has one heat map; a shared colour bar serves two or more",
        "{\"figure\": {\"shared_colorbar\": true}, \"panels\": [{\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}]}, {\"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]], \"colormap\": \"Blues\"}]}]}|panels[1].series[0].colormap: differs from the first heat map's, and the figure shares one colour bar",
        "{\"panels\": [{\"inset\": {\"x\": [0, 1]}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [1]}]}]}|panels[0].inset: magnifies a range of numbers along x, and this panel's x shows categories",
        "{\"panels\": [{\"inset\": {\"x\": [0, 1]}, \"series\": [{\"kind\": \"heatmap\", \"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]}]}]}|panels[0].inset: magnifies a range of a plot of numbers; a heat map's cells show every value already",
        "{\"panels\": [{\"inset\": {\"x\": [1, 2]}, \"y2\": {}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"line\", \"axis\": \"y2\", \"x\": [1, 2], \"y\": [5, 6]}]}]}|panels[0].inset: draws the series of the left axis again, and this panel has a second one (y2)",
        "{\"panels\": [{\"inset\": {\"x\": [5, 9]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].inset.x: no value of the panel lies between 5 and 9, so the inset would be empty",
        "{\"panels\": [{\"inset\": {\"x\": [5, 1]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].inset.x: takes [low, high] with low < high",
        "{\"panels\": [{\"inset\": {\"x\": [1, 2], \"size\": 0.9}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}]}]}|panels[0].inset.size: 0.9 is above the maximum 0.6",
        "{\"panels\": [{\"y\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [-1, 0]}]}]}|panels[0].series[0].y[0]: is -1, which a log axis cannot show; give the series \"missing\": \"skip\" to leave such values out",
        "{\"panels\": [{\"y\": {\"break\": [5, 50]}, \"series\": [{\"kind\": \"bar\", \"x\": [\"a\"], \"y\": [10]}]}]}|panels[0].y.break: needs low < high within the axis's range, from 0 to 10.5",
        "{\"panels\": [{\"series\": [{\"kind\": \"histogram\", \"samples\": [null]}]}]}|panels[0].series[0].samples[0]: has no value; give the series \"missing\": \"skip\"",
        "{\"panels\": [{\"series\": [{\"kind\": \"histogram\", \"samples\": [null], \"missing\": \"skip\"}]}]}|panels[0].series[0].samples: no number to draw: every sample was left out",
        "{\"panels\": [{\"series\": [{\"kind\": \"box\", \"samples\": []}]}]}|panels[0].series[0].samples: no number to draw",
        "{\"panels\": [{\"series\": [{\"kind\": \"ecdf\", \"samples\": [\"x\"]}]}]}|panels[0].series[0].samples",
        "{\"panels\": [{\"series\": [{\"kind\": \"histogram\", \"samples\": [1, 2], \"bins\": [3, 2]}]}]}|panels[0].series[0].bins: edges must rise: 3.0 is followed by 2.0",
        "{\"panels\": [{\"series\": [{\"kind\": \"step\", \"x\": [1], \"y\": [\"a\"]}]}]}|panels[0].series[0].y: holds text (a); y takes numbers (only a heatmap's, a scatter's, an errorbar's and a line's y name categories)"})
    void everyErrorNamesTheJsonPath(String json, String expected) throws Exception {
        Path spec = Files.writeString(dir.resolve("spec.json"), json);
        BadInputTest.Result r = BadInputTest.run("plot", spec.toString(), "--out", dir.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: " + spec + ": " + expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aMissingFieldListsTheFieldsThereAre() throws Exception {
        Path spec = dir.resolve("sweep.json");
        Files.copy(Path.of("../examples/sweep/sweep_decode_composite.json"), dir.resolve("sweep_decode_composite.json"));
        Files.writeString(spec, "{\"data\": {\"sweep\": {\"file\": \"sweep_decode_composite.json\", \"rows\": \"rows\"}}, \"panels\": ["
                + "{\"series\": [{\"kind\": \"line\", \"data\": \"sweep\", \"x\": \"S_kv\", \"y\": \"latency_ns\", \"missing\": \"skip\"}]},"
                + "{\"series\": [{\"kind\": \"line\", \"data\": \"sweep\", \"x\": \"S_KV\", \"y\": \"latency_ns\"}]}]}");
        BadInputTest.Result r = BadInputTest.run("plot", spec.toString(), "--out", dir.toString());
        assertEquals(2, r.status());
        assertEquals("error: " + spec + ": panels[1].series[0].x: field \"S_KV\" not found in " + dir.resolve("sweep_decode_composite.json") + " (did you mean \"S_kv\"?); fields are variant, S_kv, latency_ns, pe_cpu_cmd_count",
                r.err().strip());
        Files.writeString(spec, Files.readString(spec).replace("\"S_KV\", \"y\": \"latency_ns\"", "\"S_kv\", \"y\": \"latency_ns\", \"where\": \"kind == 'x'\""));
        assertTrue(BadInputTest.run("plot", spec.toString()).err().contains("panels[1].series[0].where: at column 1 of \"kind == 'x'\": no field \"kind\"; fields are variant, S_kv, latency_ns,"
                + " pe_cpu_cmd_count"));
    }

    @Test
    void lengthsWithUnitsGiveExactlyThatSize() throws Exception {
        Path spec = Files.writeString(dir.resolve("sized.json"), "{\"figure\": {\"width\": \"241.14749pt\", \"height\": \"5cm\"},"
                + " \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [2, 3]}]}]}");
        assertEquals(0, BadInputTest.run("plot", spec.toString(), "--out", dir.toString(), "--formats", "svg").status());
        String svg = Files.readString(dir.resolve("sized.svg"));
        // acmart's \the\columnwidth is in TeX points (1/72.27 in); SVG's pt is the PostScript point (1/72 in).
        assertTrue(svg.contains("width=\"240.247pt\" height=\"141.732pt\""), "\\the\\columnwidth and 5 cm as asked: " + svg.lines().limit(3).toList());
    }

    /** The sweep and every description of the gallery, by name: a new gallery entry gets golden files as it comes. */
    static Stream<org.junit.jupiter.params.provider.Arguments> examples() throws IOException {
        List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
        out.add(org.junit.jupiter.params.provider.Arguments.of("sweep", "../examples/sweep/gqa_decode_long_ctx_composite.json"));
        for (Path p : gallery()) {
            out.add(org.junit.jupiter.params.provider.Arguments.of(p.getFileName().toString().replace(".json", ""), p.toString()));
        }
        return out.stream();
    }

    /** The gallery's descriptions, examples/plots/*.json, in name order. */
    static List<Path> gallery() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("../examples/plots"))) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("examples")
    void examplesMatchTheirGoldenFiles(String name, String spec) throws Exception {
        // Into a folder of a fixed name: the LaTeX snippets look for their figures there (\figmarkdir).
        Path out = dir.resolve("figures");
        assertEquals(0, BadInputTest.run("plot", spec, "--out", out.toString(), "--dpi", "100").status());
        for (Path file : FigureGoldenTest.drawn(out)) {
            GoldenFiles.assertMatches(FigureGoldenTest.GOLDEN.resolve("plot-" + name).resolve(file.getFileName()), file, Tolerance.EXACT.withStrictPdf());
        }
    }

    @Test
    void aDescriptionIsFittedToAVenueAndAWidthFromTheCommandLine() throws Exception {
        BadInputTest.Result r = BadInputTest.run("plot", "../examples/plots/throughput-power.json", "--venue", "acm", "--width", "single",
                "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        String svg = Files.readString(dir.resolve("throughput-power.svg"));
        assertTrue(svg.contains("width=\"240.247pt\""), "acmart's column: " + svg.lines().limit(3).toList());
        assertTrue(svg.contains("Linux Libertine") || r.err().contains("is not installed"), "ACM's face, or a note that it is missing");
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/throughput-power.json", "--width", "5cm", "--out", dir.toString(), "--formats", "svg").status());
        assertTrue(Files.readString(dir.resolve("throughput-power.svg")).contains("width=\"141.732pt\""), "5 cm, the description's 'single' replaced");
        BadInputTest.Result bad = BadInputTest.run("plot", "../examples/plots/throughput-power.json", "--width", "3x", "--out", dir.toString());
        assertEquals(2, bad.status());
        assertEquals("error: --width must be single, double, inches, or a number with pt, bp, pc, in, cm or mm, not '3x'", bad.err().strip());
    }

    @Test
    void anInsetOverDataSaysSoAndOneClearOfItSaysNothing() throws Exception {
        String example = Files.readString(Path.of("../examples/plots/inset-zoom.json"));
        Path clear = Files.writeString(dir.resolve("clear.json"), example);
        BadInputTest.Result r = BadInputTest.run("plot", clear.toString(), "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, r.status());
        assertEquals("", r.err(), "the upper left corner is clear of the data");
        Path over = Files.writeString(dir.resolve("over.json"), example.replace("\"inset\": {\"x\": [0, 40]}",
                "\"inset\": {\"x\": [0, 40], \"at\": \"lower right\"}"));
        BadInputTest.Result covered = BadInputTest.run("plot", over.toString(), "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, covered.status());
        assertTrue(covered.err().contains("the inset covers 10 marks of data at the lower right of the plot"), covered.err());
    }

    @Test
    void seriesThatLookAlikeToSomeReadersAreNamedAndTheFigureIsStillWritten() throws Exception {
        Path spec = Files.writeString(dir.resolve("alike.json"), "{\"figure\": {\"palette\": [\"#d62728\", \"#2ca02c\"]}, \"panels\": [{\"series\": ["
                + "{\"kind\": \"line\", \"label\": \"red\", \"x\": [1, 2], \"y\": [1, 2]}, {\"kind\": \"line\", \"label\": \"green\", \"x\": [1, 2], \"y\": [2, 1]}]}]}");
        BadInputTest.Result r = BadInputTest.run("plot", spec.toString(), "--out", dir.toString(), "--formats", "svg");
        assertEquals(0, r.status());
        assertTrue(r.err().startsWith("warning: " + spec + ": two series look alike, told apart by colour alone: 'red' and 'green'"
                + " (deuteranopia, ΔE00 4.6); set figure.print_safe, or a line_style, marker or hatch for one of each"), r.err());
        assertTrue(Files.exists(dir.resolve("alike.svg")));
        Files.writeString(spec, Files.readString(spec).replace("\"label\": \"green\",", "\"label\": \"green\", \"line_style\": \"dashed\","));
        assertEquals("", BadInputTest.run("plot", spec.toString(), "--out", dir.toString(), "--formats", "svg").err(), "a dash tells them apart");
    }

    @Test
    void sharedAxesLabelOnlyTheOuterPanels() throws Exception {
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/shared.json", "--out", dir.toString(), "--formats", "svg").status());
        List<String> texts = texts(dir.resolve("shared.svg"));
        assertEquals(2, texts.stream().filter("batch size"::equals).count(), "one x label per column: " + texts);
        assertEquals(2, texts.stream().filter("ms per token"::equals).count(), "one y label per row");
        assertEquals(2, texts.stream().filter("80"::equals).count(), "y tick labels on the left panels only, one range for all");
        assertEquals(2, texts.stream().filter("64"::equals).count(), "x tick labels on the bottom panels only");
    }
}
