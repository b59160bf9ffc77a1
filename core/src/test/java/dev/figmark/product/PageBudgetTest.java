package dev.figmark.product;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.scale.Scale;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A figure taller than the page is cut between whole blocks, each part with its own rows of the table. */
class PageBudgetTest {

    private static FigurePlot.Row row(String key) {
        PanelPlot panel = PanelPlot.builder(key).x(AxisGuide.builder(Scale.linear(0, 1)).build()).y(AxisGuide.builder(Scale.linear(0, 1)).build()).build();
        return new FigurePlot.Row(1, 0, List.of(new FigurePlot.Cell(panel, 1)));
    }

    private static Product whole(List<FigurePlot.Row> rows, double heightPt) {
        Table table = new Table("panel", "value");
        for (String key : List.of("a", "b", "c")) {
            table.add(key, 1.0);
            table.add(key, 2.0);
        }
        return new Product("fig", new FigurePlot(252, heightPt, "", null, "", rows), table, "Three panels.", true, Reading.NONE);
    }

    private static List<PageBudget.Block> blocks(List<FigurePlot.Row> rows, double each) {
        List<PageBudget.Block> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String key = String.valueOf((char) ('a' + i));
            out.add(new PageBudget.Block(List.of(rows.get(i)), each, Set.of(key), "panel " + key));
        }
        return out;
    }

    @Test
    void aFigureThatFitsIsLeftAsItIs() {
        List<FigurePlot.Row> rows = List.of(row("a"), row("b"), row("c"));
        Product p = whole(rows, 20 + 3 * 150);
        Outcome o = PageBudget.fit(p, List.of(), 20, blocks(rows, 150), 612);
        assertSame(p, assertInstanceOf(Outcome.Made.class, o).product());
    }

    @Test
    void aTallFigureIsCutBetweenBlocksWithItsTableAndCaption() {
        List<FigurePlot.Row> rows = List.of(row("a"), row("b"), row("c"));
        Outcome.Split split = assertInstanceOf(Outcome.Split.class, PageBudget.fit(whole(rows, 20 + 3 * 250), List.of(), 20, blocks(rows, 250), 612));
        assertEquals(List.of("fig-1", "fig-2"), split.parts().stream().map(Product::stem).toList());
        Product first = split.parts().get(0);
        assertEquals(2, first.figure().rows().size(), "two blocks of 250 pt and 20 pt besides fit 612 pt");
        assertEquals(520, first.figure().heightPt(), 1e-9);
        assertEquals(4, first.table().size(), "the rows of panels a and b");
        assertEquals(List.of("c", 1.0), split.parts().get(1).table().row(0));
        assertEquals("Three panels. Part 2 of 2: panel c.", split.parts().get(1).caption());
        assertEquals("fig would be 10.7 in tall, more than the page budget of 8.5 in (--max-height): split into fig-1, fig-2", split.why());
    }
}
