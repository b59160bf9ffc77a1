package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.format.Format;
import dev.figmark.model.Axis;
import dev.figmark.model.Figure;
import dev.figmark.model.FigureException;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Length;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.Values;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library as a user meets it: a few lines make a figure in every format, and descriptions read from anywhere. */
class PlotTest {

    private static final double[] CLIENTS = {1, 2, 4, 8, 16, 32};

    private static Plot decode() {
        return Plot.of(Figure.SINGLE.title("Decode"),
                Panel.titled("Throughput").x(Axis.log2("clients")).y(Axis.linear("tokens/s"))
                        .series(Series.line("vLLM", CLIENTS, new double[] {40, 78, 150, 280, 470, 650}),
                                Series.line("SGLang", CLIENTS, new double[] {42, 80, 160, 300, 520, 760}).marker(Series.Marker.CIRCLE)));
    }

    @Test
    void aFewLinesMakeAFigureOfTheExactWidthInEveryFormat(@TempDir Path dir) throws IOException {
        Plot plot = decode();
        assertEquals(252.0, plot.widthPt(), 1e-9, "single column: 3.5 in");
        assertTrue(plot.heightPt() > 100, "the height follows from the content: " + plot.heightPt());
        for (String name : List.of("decode.pdf", "decode.svg", "decode.png", "decode.csv")) {
            plot.write(dir.resolve(name));
        }
        try (PDDocument pdf = Loader.loadPDF(dir.resolve("decode.pdf").toFile())) {
            assertEquals(252.0, pdf.getPage(0).getMediaBox().getWidth(), 1e-3);
        }
        String svg = Files.readString(dir.resolve("decode.svg"));
        assertTrue(svg.contains(">SGLang</text>") && svg.contains(">vLLM</text>"), "the legend comes from the series' labels");
        assertTrue(svg.contains(">2<tspan") || svg.contains(">2</text>") || svg.contains("2<tspan"), "log2 ticks: " + svg.length());
        byte[] png = Files.readAllBytes(dir.resolve("decode.png"));
        assertEquals(0x89, png[0] & 0xff);
        assertArrayEquals(png, plot.bytes(Format.PNG), "the same figure gives the same bytes");
        assertEquals(1050, ((png[16] & 0xff) << 24 | (png[17] & 0xff) << 16 | (png[18] & 0xff) << 8 | (png[19] & 0xff)), "3.5 in at 300 dpi");
        List<String> csv = Files.readAllLines(dir.resolve("decode.csv"));
        assertEquals("panel,series,x,y", csv.get(0));
        assertEquals(1 + 12, csv.size(), "a row per drawn point: " + csv);
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".part")));
        }
    }

    @Test
    void aFigureSaysWhatItShowsAndHowThePaperTakesIt() {
        Plot plot = Plot.read("""
                {"figure": {"width": "single"},
                 "panels": [{"x": {"label": "batch"}, "y": {"label": "tokens/s"},
                             "series": [{"kind": "line", "label": "vLLM", "x": [1, 2, 4], "y": [10, 18, 30]},
                                        {"kind": "line", "label": "HF", "x": [1, 2, 4], "y": [8, 9, 7]}]}]}""");
        assertEquals("Line chart: tokens/s from 5.8 to 32 against batch from 0.85 to 4.2. vLLM rises from 10 at 1 to 30 at 4; HF goes from 8 at 1"
                + " to 7 at 4, highest 9 at 2. The highest value is 30 (vLLM at 4); the largest gap between two series is 23 at 4, vLLM 30"
                + " against HF 7.", plot.alt());
        String tex = plot.latex("scaling", "figures");
        assertTrue(tex.contains("\\begin{figure}[tbp]") && tex.contains("\\includegraphics[width=\\columnwidth]{\\figmarkdir scaling.pdf}")
                && tex.contains("\\label{fig:scaling}") && tex.contains("\\Description{" + plot.alt() + "}")
                && tex.contains("\\providecommand{\\figmarkdir}{figures/}"), tex);
    }

    @Test
    void theResolutionIsAnOption() {
        byte[] png = decode().dpi(72).bytes(Format.PNG);
        assertEquals(252, ((png[16] & 0xff) << 24 | (png[17] & 0xff) << 16 | (png[18] & 0xff) << 8 | (png[19] & 0xff)));
        assertThrows(FigureException.class, () -> decode().dpi(5));
    }

    @Test
    void aDescriptionReadsFromAStringAReaderAStreamOrAFile(@TempDir Path dir) throws IOException {
        String json = """
                {"figure": {"width": "single"},
                 "panels": [{"title": "p", "series": [{"kind": "line", "label": "a", "x": [1, 2, 3], "y": [1, 4, 9]}]}]}
                """;
        byte[] fromString = Plot.read(json).bytes(Format.SVG);
        assertArrayEquals(fromString, Plot.read(new StringReader(json)).bytes(Format.SVG));
        assertArrayEquals(fromString, Plot.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))).bytes(Format.SVG));
        Path file = Files.writeString(dir.resolve("figure.json"), json);
        assertArrayEquals(fromString, Plot.read(file).bytes(Format.SVG));
    }

    @Test
    void aWrongDescriptionIsOneLineNamingThePlace() {
        FigureException e = assertThrows(FigureException.class, () -> Plot.read("""
                {"panels": [{"series": [{"kind": "pie", "x": [1], "y": [1]}]}]}"""));
        assertTrue(e.getMessage().contains("panels[0].series[0].kind"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
        FigureException built = assertThrows(FigureException.class, () -> Series.line("a", new double[] {1, 2}, new double[] {1}));
        assertEquals("series 'a': x has 2 values but y has 1", built.getMessage());
        FigureException narrow = assertThrows(FigureException.class, () -> Figure.of(Length.inches(0.2)));
        assertEquals("width: a figure is 1 to 40 in wide, not 0.2in", narrow.getMessage());
    }

    @Test
    void theLibraryDrawsEveryKindOfDescription(@TempDir Path dir) throws IOException {
        double[] samples = {12, 14, 15, 15, 16, 18, 21, 25, 33, 60};
        Plot plot = Plot.of(Figure.DOUBLE.title("Every kind through the library"),
                Panel.titled("spread").x(Axis.linear("batch")).y(Axis.linear("ms"))
                        .series(Series.band("p10 to p90", CLIENTS, new double[] {2, 3, 4, 5, 6, 7}, new double[] {1, 2, 3, 4, 5, 6},
                                new double[] {3, 4, 5, 6, 7, 8}))
                        .addSeries(Series.errorBars("runs", CLIENTS, new double[] {2.5, 3.5, 4.5, 5.5, 6.5, 7.5}, new double[] {0.5, 0.5, 0.4, 0.3, 0.6, 0.2})),
                Panel.titled("twin axes").x(Axis.log2("clients")).y(Axis.linear("tokens/s")).y2(Axis.linear("W"))
                        .series(Series.line("throughput", CLIENTS, new double[] {40, 78, 150, 280, 470, 650}),
                                Series.line("power", CLIENTS, new double[] {200, 260, 330, 420, 520, 610}).axis(Series.YAxis.Y2)),
                Panel.titled("distributions").x(Axis.log10("ms")).y(Axis.linear("share"))
                        .series(Series.ecdf("TTFT", samples).percentiles(50, 99)),
                Panel.titled("histogram").x(Axis.linear("ms")).y(Axis.linear("requests"))
                        .series(Series.histogram("TTFT", samples, 5)),
                Panel.titled("broken").y(Axis.linear("ms").broken(40, 500))
                        .series(Series.bars("p99", List.of("a", "b", "c"), new double[] {20, 30, 900})),
                Panel.titled("speed-up").series(Series.heatmap("speed-up", List.of("1", "4"), List.of("2K", "8K"),
                        new double[][] {{0.9, 1.2}, {1.1, Double.NaN}}).center(1.0)));
        plot.write(dir.resolve("kinds.svg"));
        plot.write(dir.resolve("kinds.csv"));
        String svg = Files.readString(dir.resolve("kinds.svg"));
        for (String text : List.of(">W<", ">speed-up</text>", ">p99 60</text>", ">1.2</text>", ">750</text>")) {
            assertTrue(svg.contains(text), text + " is drawn: " + java.util.regex.Pattern.compile(">[^<>]*</text>").matcher(svg).results()
                    .map(java.util.regex.MatchResult::group).toList());
        }
        List<String> csv = Files.readAllLines(dir.resolve("kinds.csv"));
        assertEquals("panel,series,x,y,x_low,x_high,y_low,y_high,value", csv.get(0));
        assertTrue(csv.contains("6,speed-up,4,8K,,,,,"), "an empty cell is a row without a value: " + csv);
        assertTrue(csv.contains("4,TTFT,16.8,7.0,12.0,21.6,,,"), "a bin: its middle, count and edges: " + csv);
    }

    @Test
    void theLibraryReachesTheMarksAndLayoutsOfPapers(@TempDir Path dir) throws IOException {
        Plot plot = Plot.of(Figure.DOUBLE.title("Styling and layouts through the library").widthRatios(2, 1).heightRatios(3, 2),
                Panel.titled("grouped").y(Axis.linear("tokens/s")).y2(Axis.linear("p99 (ms)").seriesColor(true))
                        .series(Series.bars("vLLM", List.of("1", "8", "1", "8"), new double[] {95, 610, 31, 190})
                                .group(dev.figmark.model.Values.of(List.of("8B", "8B", "70B", "70B"))).hatch(Series.Hatch.DOTS),
                                Series.line("p99", new double[] {0, 1, 2.6, 3.6}, new double[] {20, 30, 80, 95}).axis(Series.YAxis.Y2)
                                .color("#aa3377"),
                                Series.note("peak", 3.6, 610).weight(dev.figmark.model.Note.Weight.BOLD)),
                Panel.titled("speed-up").series(Series.heatmap("speed-up", List.of("1", "4", "16"), List.of("2K", "8K"),
                        new double[][] {{0.4, 0.9, 1.5}, {0.7, 1.6, Double.NaN}}).colormap(Heatmap.Colormap.RDYLGN)
                        .center(1.0).norm(Heatmap.Norm.TWO_SLOPE).contours(1.0).missingColor("#d9d9d9")),
                Panel.titled("latency").x(Axis.linear("batch")).y(Axis.linear("ms"))
                        .series(Series.line("p50", CLIENTS, new double[] {3, 4, 5, 6, 7, 8})),
                Panel.empty());
        plot.write(dir.resolve("papers.svg"));
        String svg = Files.readString(dir.resolve("papers.svg"));
        for (String text : List.of(">8B<", ">70B<", ">peak<", ">p99 (ms)<", ">0.4<")) {
            assertTrue(svg.contains(text), text + " is drawn");
        }
        assertTrue(svg.contains("fill=\"#d9d9d9\""), "the cell without a value in its colour");
        assertTrue(svg.contains("fill=\"#aa3377\""), "the right axis in its series' colour");
        assertTrue(svg.contains("font-weight=\"bold\"") || svg.contains("Bold"), "the note in bold");
        assertTrue(plot.caption().contains("Black lines follow the value 1.0.") && plot.caption().contains("One cell has no value"), plot.caption());
    }
}
