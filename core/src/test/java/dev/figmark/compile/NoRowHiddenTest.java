package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.model.Description;
import dev.figmark.model.Figure;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Product;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every row a figure's CSV lists is seen in its drawing (issue #43): two bars never share one place, and bars over
 * numbers are as wide as their spacing allows and whole within the axis. Each case is one a user met.
 */
class NoRowHiddenTest {

    @TempDir
    Path dir;

    private FigureSpec spec(String json) throws IOException {
        return FigureSpec.read(Files.writeString(dir.resolve("plot.json"), json));
    }

    private String refusal(FigureSpec s) {
        return assertThrows(InputException.class, () -> s.build(Style.defaults())).getMessage().replace(dir + "/", "");
    }

    @Test
    void twoRowsOfOneCategoryInBarsAreRefusedNotOneHiddenBehindTheOther() throws IOException {
        Files.writeString(dir.resolve("runs.csv"), "engine,ms,batch\nvllm,5,150\nvllm,7,150\nsgl,4,150\nsgl,6,300\n");
        String json = "{\"data\": {\"r\": {\"file\": \"runs.csv\"}}, \"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": \"%s\", \"y\": \"ms\"}]}]}";
        String advice = ", and a bar shows one value at each x, so the larger would hide the smaller; aggregate the rows first (\"transform\":"
                + " [{\"aggregate\": \"mean\", \"groupby\": [...], \"fields\": [...]}]), or split them into series side by side with \"by\"";
        assertEquals("plot.json: panels[0].series[0]: two rows at x = vllm (values 5 and 7)" + advice, refusal(spec(json.formatted("engine"))));
        assertEquals("plot.json: panels[0].series[0]: two rows at x = 150 (values 5 and 7)" + advice, refusal(spec(json.formatted("batch"))));
        String aggregated = json.formatted("engine").replace("\"y\": \"ms\"", "\"y\": \"ms\", \"transform\": [{\"aggregate\": \"mean\", \"groupby\":"
                + " [\"engine\"], \"fields\": [\"ms\"]}]");
        Product p = spec(aggregated).build(Style.defaults());
        assertEquals(List.of(List.of(1, "", "vllm", 6.0), List.of(1, "", "sgl", 5.0)), List.of(p.table().row(0), p.table().row(1)));
    }

    @Test
    void twoBarsAtOneCategoryFromJavaAreRefusedToo() {
        Description model = Description.of(Figure.SINGLE, Panel.titled("p").series(Series.bars("tput", List.of("a", "b", "a"), new double[] {5, 6, 7})));
        FigureSpec s = FigureSpec.of(model, "Plot", Path.of("."));
        assertEquals("Plot: panels[0].series[0]: 'tput': two rows at x = a (values 5 and 7)", refusal(s).substring(0, refusal(s).indexOf(", and")));
    }

    @Test
    void barsOverNumbersAreAsWideAsTheirSpacingAndWholeWithinTheAxis() throws IOException {
        FigureSpec s = spec("{\"panels\": [{\"series\": [{\"kind\": \"bar\", \"x\": [100, 200, 300, 400], \"y\": [5, 6, 7, 8]}]}]}");
        Style style = s.style();
        Scene scene = FigureLayout.scene(s.build(style), Typesetter.quiet(), style, d -> { });
        List<MarksAndWordsTest.Placed> marks = MarksAndWordsTest.flat(scene);
        List<MarksAndWordsTest.Placed> bars = marks.stream().filter(m -> m.mark() instanceof Rect r && r.fill() != null
                && r.box().height() > 5 && r.box().width() < 200).toList();
        assertEquals(4, bars.size(), "four bars");
        MarksAndWordsTest.Placed t100 = marks.stream().filter(m -> m.mark() instanceof Text t && t.content().equals("100")).findFirst().orElseThrow();
        MarksAndWordsTest.Placed t200 = marks.stream().filter(m -> m.mark() instanceof Text t && t.content().equals("200")).findFirst().orElseThrow();
        double step = ((Text) t200.mark()).x() - ((Text) t100.mark()).x();
        for (MarksAndWordsTest.Placed bar : bars) {
            assertEquals(0.8 * step, ((Rect) bar.mark()).box().width(), 0.01, "a bar is 0.8 of the spacing of its x values wide");
        }
        MarksAndWordsTest.Placed last = bars.get(3);
        Rect r = (Rect) last.mark();
        assertTrue(last.clip() != null && r.box().x() + r.box().width() + last.dx() <= last.clip().x() + last.clip().width() + 0.01,
                "the last bar ends within the plot, not cut at the axis's end: " + r.box() + " in " + last.clip());
    }
}
