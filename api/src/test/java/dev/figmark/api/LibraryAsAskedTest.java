package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.model.By;
import dev.figmark.model.Description;
import dev.figmark.model.Figure;
import dev.figmark.model.FigureException;
import dev.figmark.model.Interval;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Table;
import dev.figmark.model.Transform;
import dev.figmark.model.Values;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The library does what its calls say, or says why not (issue #43): each case one a user met from Java. */
class LibraryAsAskedTest {

    private static Series line(String label) {
        return Series.line(label, new double[] {1, 2}, new double[] {1, 2});
    }

    @Test
    void seriesGivenAsArgumentsAreGivenOnceAndAListReplaces() {
        Panel panel = Panel.titled("p").series(line("a"), line("b"));
        FigureException twice = assertThrows(FigureException.class, () -> panel.series(line("c")));
        assertEquals("series: holds 2 already, and series(...) sets them; call addSeries(...) to draw more, or series(List) to replace them",
                twice.getMessage(), "a second call once added to the series, while series(List) replaced them");
        assertEquals(List.of("a", "b", "c"), panel.addSeries(line("c")).series().stream().map(Series::label).toList());
        assertEquals(List.of("c"), panel.series(List.of(line("c"))).series().stream().map(Series::label).toList());
    }

    @Test
    void moreColumnsThanPanelsAreSaid() {
        Plot plot = Plot.of(Figure.DOUBLE.columns(5), Panel.titled("a").series(line("a")), Panel.titled("b").series(line("b")));
        assertEquals(List.of("warning: figure: figure.columns: 5 asked, and the figure has 2 panels, drawn in 2 columns across its width"),
                plot.warnings().stream().filter(w -> w.contains("columns")).toList());
    }

    @Test
    void aConfidenceIntervalOfOneRowIsRefusedNamingItsField() {
        Table trials = Table.of("engine", "vLLM", "SGLang").with("tps", 40, 42);
        FigureException e = assertThrows(FigureException.class, () -> Plot.of(dev.figmark.model.Description.of(Figure.SINGLE,
                Panel.titled("trials").transform(List.of(Transform.aggregate("mean", "engine")))
                        .series(Series.bars("", Values.field("engine"), Values.field("tps")).error(Interval.of("ci98"))))
                .data("trials", Source.of(trials))));
        assertTrue(e.getMessage().contains("error: \"ci98\" needs two rows or more behind each value, and the value 40 (row 1 of the aggregate)"
                + " stands for 1"), e.getMessage());
    }

    @Test
    void anOpenEndOfTheLimitsTravelsThroughJson() {
        Plot plot = Plot.read("{\"panels\": [{\"y\": {\"limits\": [0, null]}, \"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [5, 7]}]}]}");
        assertTrue(plot.toJson().replace(" ", "").contains("\"limits\":[0,null]") || plot.toJson().replace(" ", "").contains("\"limits\":[0.0,null]"),
                plot.toJson());
        assertEquals(plot.description(), Plot.read(plot.toJson()).description(), "read back, the same records");
    }
}
