package org.example.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.api.Plot;
import dev.figmark.format.Format;
import dev.figmark.model.Axis;
import dev.figmark.model.Description;
import dev.figmark.model.Figure;
import dev.figmark.model.FigureException;
import dev.figmark.model.Length;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * figmark from its user's side: this module reads dev.figmark.api and nothing else, so only what figmark exports
 * compiles here. Each case is one a new user met with the library.
 */
class LibraryTest {

    private static final List<String> WORKLOADS = List.of("get", "put", "scan");

    @Test
    void barsOnALogValueAxisAreDrawnFromTheAxisMinimum() {
        for (Axis log : List.of(Axis.log10("ops/µs"), Axis.log2("ops/µs"), Axis.log10("ops/µs").limits(1, 1000))) {
            Plot plot = Plot.of(Figure.SINGLE, Panel.titled("ops").y(log)
                    .series(Series.bars("kv", WORKLOADS, new double[] {120, 31, 4.2})));
            assertTrue(new String(plot.bytes(Format.SVG), StandardCharsets.UTF_8).contains("<rect"), "bars drawn on " + log);
        }
        Plot histogram = Plot.of(Figure.SINGLE, Panel.titled("latency").y(Axis.log10("requests"))
                .series(Series.histogram("TTFT", new double[] {1, 2, 2, 3, 3, 3, 40}, 4)));
        histogram.bytes(Format.PNG);
        Plot across = Plot.of(Figure.SINGLE, Panel.titled("ops").y(Axis.log10("ops/µs"))
                .series(Series.hbars("kv", WORKLOADS, new double[] {120, 31, 4.2})));
        across.bytes(Format.PDF);
    }

    @Test
    void aZeroOnALogAxisIsRefusedNamingThePanelAndSeriesOrLeftOutWhenAsked() {
        FigureException e = assertThrows(FigureException.class, () -> Plot.of(Figure.SINGLE, Panel.titled("ops").y(Axis.log10("ops/µs"))
                .series(Series.bars("kv", WORKLOADS, new double[] {120, 0, 4.2}))));
        assertEquals("panel 'ops', series 'kv', y[1]: is 0, which a log axis cannot show; give the series \"missing\": \"skip\" to leave such values out",
                e.getMessage());
        Plot skipping = Plot.of(Figure.SINGLE, Panel.titled("ops").y(Axis.log10("ops/µs"))
                .series(Series.bars("kv", WORKLOADS, new double[] {120, 0, 4.2}).missing(Series.Missing.SKIP)));
        assertEquals(3, skipping.csv().lines().count(), "the CSV holds the two bars drawn: " + skipping.csv());
        assertEquals(1, skipping.warnings().size(), skipping.warnings().toString());
    }

    @Test
    void everyMistakeIsAFigureExceptionInWords() {
        assertThrows(FigureException.class, () -> Plot.of(Figure.SINGLE, Panel.titled("empty")));
        assertThrows(FigureException.class, () -> Figure.of(Length.inches(0.5)));
        Plot plot = Plot.of(Figure.SINGLE, Panel.titled("a").series(Series.line("l", new double[] {1, 2}, new double[] {1, 2})));
        assertThrows(FigureException.class, () -> plot.dpi(5000));
        assertThrows(FigureException.class, () -> plot.write(Path.of("figure.jpg")));
        assertThrows(FigureException.class, () -> Series.line("l", null, new double[] {1}));
        assertThrows(FigureException.class, () -> Series.bars("l", null, new double[] {1}));
        FigureException named = assertThrows(FigureException.class, () -> Plot.of(Figure.SINGLE,
                Panel.titled("Decode").series(Series.errorBars("vLLM", new double[] {1, 2}, new double[] {3, 4}, new double[] {1}))));
        assertTrue(named.getMessage().contains("vLLM") && named.getMessage().contains("y_err"), named.getMessage());
    }

    @Test
    void columnsAreKeptOrRefused() {
        Panel one = Panel.titled("a").series(Series.line("l", new double[] {1, 2}, new double[] {1, 2}));
        Plot two = Plot.of(Figure.DOUBLE.columns(2), one.title("a"), one.title("b"), one.title("c"));
        Plot three = Plot.of(Figure.DOUBLE.columns(3), one.title("a"), one.title("b"), one.title("c"));
        assertTrue(two.heightPt() > three.heightPt() * 1.5, "two rows for 2 columns, one row for 3: " + two.heightPt() + " vs " + three.heightPt());
        FigureException e = assertThrows(FigureException.class, () -> Plot.of(Figure.of(Length.inches(1.5)).columns(6),
                one, one, one, one, one, one));
        assertTrue(e.getMessage().contains("the 6 columns asked for (figure.columns) do not fit"), e.getMessage());
    }

    @Test
    void percentileLabelsNeverBalloonTheFigure() {
        double[] a = new double[200];
        double[] b = new double[200];
        double[] c = new double[200];
        for (int i = 0; i < 200; i++) {
            a[i] = 10 + i * 0.1;
            b[i] = 10.5 + i * 0.1;
            c[i] = 11 + i * 0.1;
        }
        Plot plot = Plot.of(Figure.SINGLE, Panel.titled("TTFT").x(Axis.linear("ms")).series(Series.ecdf("A", a).percentiles(50, 99),
                Series.ecdf("B", b).percentiles(50, 99), Series.ecdf("C", c).percentiles(50, 99)));
        assertTrue(plot.heightPt() < 3 * 72, "three close CDFs stay a panel's height: " + plot.heightPt() / 72 + " in");
        Plot fixed = Plot.of(Figure.SINGLE.height(Length.inches(2.5)), plot.description().panels().get(0));
        assertEquals(180, fixed.heightPt(), 1e-6);
    }

    @Test
    void aDescriptionWrittenBackReadsAsTheSameFigure(@TempDir Path dir) throws Exception {
        Plot plot = Plot.of(Description.of(Figure.SINGLE, Panel.titled("ops").y(Axis.log10("ops/µs"))
                .series(Series.bars("kv", WORKLOADS, new double[] {120, 31, 4.2}).yErr(5, 2, 0.3))));
        Path json = Files.writeString(dir.resolve("ops.json"), plot.toJson());
        Plot read = Plot.read(json);
        assertEquals(plot.description(), read.description());
        assertTrue(java.util.Arrays.equals(plot.bytes(Format.SVG), read.bytes(Format.SVG)));
    }
}
