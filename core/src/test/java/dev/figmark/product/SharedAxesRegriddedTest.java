package dev.figmark.product;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.compile.FigureSpec;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shared axes stay readable when the layout regrids the panels: the new outer panels carry the tick labels. */
class SharedAxesRegriddedTest {

    private static List<String> labelled(FigurePlot figure) {
        return figure.panels().stream().map(p -> (p.x().tickLabels() ? "x" : "-") + (p.y().tickLabels() ? "y" : "-")).toList();
    }

    @Test
    void theOuterPanelsOfTheNewGridAreLabelled() {
        FigureSpec spec = FigureSpec.read(Path.of("../examples/plots/shared.json"));
        FigurePlot grid = spec.build(spec.style()).figure();
        assertEquals(List.of("-y", "--", "xy", "x-"), labelled(grid), "2 x 2: x along the bottom, y down the left");
        assertEquals(List.of("-y", "-y", "-y", "xy"), labelled(FigureLayout.regridded(grid, 1)), "stacked: every panel is left");
        PanelPlot first = FigureLayout.regridded(grid, 1).panels().get(1);
        assertEquals("ms per token", first.y().label(), "the axis label comes back with the tick labels");
    }
}
