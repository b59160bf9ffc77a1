package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A legend's sample is drawn as its series are (issue #45): one label drawn as bars in one panel and as a step with
 * square markers in another shows the bars' fill behind the line and its square, not the first panel's alone.
 */
class LegendEntriesTest {

    private static final Color BLUE = Color.hex("#004488");
    private static final Stroke LINE = Stroke.solid(1.2, BLUE);

    @Test
    void barsInOnePanelAndAStepWithSquaresInAnotherShowBoth() {
        List<LegendGuide.Entry> merged = LegendEntries.merged(List.of(new LegendGuide.Entry("vLLM", new LegendGuide.Patch(BLUE, null)),
                new LegendGuide.Entry("vLLM", new LegendGuide.Line(LINE, Marker.Shape.SQUARE, BLUE, Color.WHITE))));
        assertEquals(List.of(new LegendGuide.Entry("vLLM", new LegendGuide.Line(LINE, Marker.Shape.SQUARE, BLUE, Color.WHITE, BLUE))), merged);
    }

    @Test
    void aLineAndItsPointsAreOneEntryWithTheirMarker() {
        List<LegendGuide.Entry> merged = LegendEntries.merged(List.of(new LegendGuide.Entry("fit", LegendGuide.Line.of(LINE)),
                new LegendGuide.Entry("fit", new LegendGuide.Symbol(Marker.Shape.SQUARE, BLUE, Color.WHITE, 0.5, 4.5))));
        assertEquals(List.of(new LegendGuide.Entry("fit", new LegendGuide.Line(LINE, Marker.Shape.SQUARE, BLUE, Color.WHITE, null))), merged);
        List<LegendGuide.Entry> reversed = LegendEntries.merged(List.of(new LegendGuide.Entry("fit", new LegendGuide.Symbol(Marker.Shape.SQUARE, BLUE, Color.WHITE, 0.5, 4.5)),
                new LegendGuide.Entry("fit", LegendGuide.Line.of(LINE))));
        assertEquals(merged, reversed, "in either order");
    }

    @Test
    void pointsOverBarsShowTheirMarkerOnTheFill() {
        LegendGuide.Swatch s = LegendEntries.merged(List.of(new LegendGuide.Entry("a", new LegendGuide.Patch(BLUE, null)),
                new LegendGuide.Entry("a", new LegendGuide.Symbol(Marker.Shape.DIAMOND, BLUE, Color.WHITE, 0.5, 4.5)))).get(0).swatch();
        LegendGuide.Line line = (LegendGuide.Line) s;
        assertEquals(Marker.Shape.DIAMOND, line.marker());
        assertEquals(BLUE, line.fill());
        assertEquals(0.0, line.stroke().color().opacity(), "no line where neither series draws one");
    }
}
