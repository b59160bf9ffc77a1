package dev.figmark.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.scene.Box;
import dev.figmark.text.Typesetter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ConstrainedLayoutTest {

    private final Typesetter type = Typesetter.quiet();

    private static PanelPlot bare(String key) {
        return PanelPlot.builder(key).x(AxisGuide.hidden(Scale.linear(0, 1))).y(AxisGuide.hidden(Scale.linear(0, 1))).build();
    }

    private static PanelPlot titled(String key, String title) {
        return PanelPlot.builder(key).title(title)
                .x(AxisGuide.builder(Scale.linear(0, 100)).ticks(Ticks.maxN(0, 100, 5, 2), Formats::compact).build())
                .y(AxisGuide.builder(Scale.linear(0, 1800)).ticks(Ticks.maxN(0, 1800, 3, 2), Formats::compact).tickLength(0).build())
                .build();
    }

    private Map<String, Box> plots(double widthIn, double heightIn, List<FigurePlot.Row> rows) {
        Style style = Style.builder().width(widthIn).build();
        return new ConstrainedLayout(type, style).layout(new FigurePlot(widthIn * 72, heightIn * 72, "", null, "", rows)).plots();
    }

    @ParameterizedTest
    @ValueSource(doubles = {3.5, 7.16})
    void aPanelWithoutDecorationsFillsThePageLessEdgeAndPadding(double width) {
        Box plot = plots(width, 2, List.of(FigurePlot.Row.of(1, bare("a")))).get("a");
        double inset = ConstrainedLayout.EDGE + ConstrainedLayout.PAD;
        assertEquals(inset, plot.x(), 1e-9);
        assertEquals(inset, plot.y(), 1e-9);
        assertEquals(width * 72 - 2 * inset, plot.width(), 1e-9);
        assertEquals(144 - 2 * inset, plot.height(), 1e-9);
    }

    @ParameterizedTest
    @ValueSource(doubles = {3.5, 7.16})
    void aGridLinesUpItsColumnsAndSharesWidthAndHeightByRatio(double width) {
        Map<String, Box> p = plots(width, 3, List.of(
                FigurePlot.Row.of(1, titled("a", "GPU memory (GiB)"), titled("b", "x")),
                new FigurePlot.Row(2, 0, List.of(new FigurePlot.Cell(titled("c", "Host CPU"), 1), new FigurePlot.Cell(titled("d", "d"), 1)))));
        assertEquals(p.get("a").x(), p.get("c").x(), 1e-9, "first column lines up");
        assertEquals(p.get("b").x(), p.get("d").x(), 1e-9, "second column lines up");
        assertEquals(p.get("a").width(), p.get("b").width(), 1e-9, "equal ratios, equal widths");
        assertEquals(2 * p.get("a").height(), p.get("c").height(), 1e-6, "height ratio 2:1");
        assertEquals(p.get("a").y(), p.get("b").y(), 1e-9);
        assertTrue(p.get("a").x() > ConstrainedLayout.EDGE + ConstrainedLayout.PAD + 10, "room for the tick labels '1,800'");
        assertTrue(p.get("c").y() > p.get("a").bottom() + 10, "room for tick labels and the next title");
    }

    @Test
    void unequalWidthRatiosSplitTheFreeWidth() {
        Map<String, Box> p = plots(7.16, 2, List.of(new FigurePlot.Row(1, 0, List.of(new FigurePlot.Cell(bare("a"), 1.0), new FigurePlot.Cell(bare("b"), 0.5)))));
        assertEquals(2 * p.get("b").width(), p.get("a").width(), 1e-9);
    }

    @Test
    void aPanelThatWouldCollapseIsAClearError() {
        List<FigurePlot.Row> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            rows.add(FigurePlot.Row.of(1, titled("p" + i, "Panel " + i)));
        }
        LayoutException e = assertThrows(LayoutException.class, () -> plots(3.5, 1.5, rows));
        assertTrue(e.getMessage().contains("would be") && e.getMessage().contains("give a height of at least"), e.getMessage());
        assertEquals(LayoutException.Kind.SHORT, e.kind());
    }
}
