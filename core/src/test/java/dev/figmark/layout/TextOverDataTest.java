package dev.figmark.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.ReferenceLines;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Scale;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Text never covers data: notes find a free place near their line, and the check names text that covers a line. */
class TextOverDataTest {

    private final Typesetter type = Typesetter.quiet();
    private final Style style = Style.builder().width(3.5).build();

    private Scene lay(SeriesValues series, String note) {
        PanelPlot panel = PanelPlot.builder("p").x(AxisGuide.builder(Scale.linear(0, 10)).build()).y(AxisGuide.builder(Scale.linear(0, 10)).build())
                .layer(Layers.line(series, Stroke.solid(1, Color.BLACK)))
                .layer(ReferenceLines.vline(9, Stroke.solid(0.8, Color.BLACK), note, true))
                .build();
        return new ConstrainedLayout(type, style).layout(new FigurePlot(252, 180, "", null, "", List.of(FigurePlot.Row.of(1, panel)))).scene();
    }

    private static void texts(Mark mark, double dx, double dy, List<Text> out, List<double[]> at) {
        if (mark instanceof Group g) {
            g.children().forEach(c -> texts(c, dx + g.dx(), dy + g.dy(), out, at));
        } else if (mark instanceof Text t) {
            out.add(t);
            at.add(new double[] {t.bounds().x() + dx, t.bounds().y() + dy});
        }
    }

    private double[] noteAt(Scene scene, String note) {
        List<Text> all = new ArrayList<>();
        List<double[]> at = new ArrayList<>();
        texts(scene.root(), 0, 0, all, at);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).content().equals(note)) {
                return at.get(i);
            }
        }
        throw new AssertionError("no note " + note);
    }

    @Test
    void aNoteOnACurveMovesToAFreePlaceNearItsLine() {
        SeriesValues flat = new SeriesValues("flat", new double[] {0, 10}, new double[] {1, 1});
        SeriesValues rising = new SeriesValues("primitive", new double[] {0, 6, 9, 10}, new double[] {0, 5.8, 5.8, 10});
        Scene free = lay(flat, "1M production");
        Scene crossed = lay(rising, "1M production");
        assertEquals(List.of(), LayoutCheck.problems(crossed));
        assertNotEquals(noteAt(free, "1M production")[1], noteAt(crossed, "1M production")[1], 1e-6,
                "the curve runs through the seed's place at 40 % of the height, so the note moves");
    }

    @Test
    void aNoteWithNoFreePlaceNamesTheSeriesItWouldCover() {
        double[] x = new double[401];
        double[] y = new double[401];
        for (int i = 0; i < x.length; i++) {
            x[i] = i / 40.0;
            y[i] = i % 2 == 0 ? 0 : 10;
        }
        LayoutException e = assertThrows(LayoutException.class, () -> lay(new SeriesValues("noise", x, y), "1M production"));
        assertEquals("panel 'p': the note '1M production' covers the series 'noise' at each of its 24 places near there; move it (its x and y)"
                + " to a free part of the plot, shorten it, or give it \"place\": \"force\" to draw it there anyway", e.getMessage());
    }

    @Test
    void theCheckNamesTextThatCoversALine() {
        PanelPlot panel = PanelPlot.builder("q").x(AxisGuide.builder(Scale.linear(0, 10)).build()).y(AxisGuide.builder(Scale.linear(0, 10)).build())
                .layer(Layers.line(new SeriesValues("s", new double[] {0, 10}, new double[] {5, 5}), Stroke.solid(1, Color.BLACK)))
                .layer(Layers.labels(List.of(new double[] {5, 5}), List.of("on the line"), 7, Color.BLACK, Text.Anchor.MIDDLE))
                .build();
        Scene scene = new ConstrainedLayout(type, style).layout(new FigurePlot(252, 180, "", null, "", List.of(FigurePlot.Row.of(1, panel)))).scene();
        List<String> problems = LayoutCheck.problems(scene);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("text 'on the line' [") && problems.get(0).endsWith(" covers a line in panel 'q'"), problems.get(0));
    }

    @Test
    void aLegendInsideTakesAFreeCornerOrGoesAboveAndSaysWhy() {
        List<String> warnings = new ArrayList<>();
        Typesetter said = new Typesetter(warnings::add);
        LegendGuide legend = new LegendGuide(List.of(
                new LegendGuide.Entry("rising", new LegendGuide.Line(Stroke.solid(1, Color.BLACK), null, null, null))),
                LegendGuide.Placement.INSIDE_BEST);
        PanelPlot rising = PanelPlot.builder("r").x(AxisGuide.builder(Scale.linear(0, 10)).build()).y(AxisGuide.builder(Scale.linear(0, 10)).build())
                .layer(Layers.line(new SeriesValues("rising", new double[] {0, 10}, new double[] {0, 10}), Stroke.solid(1, Color.BLACK))).legend(legend).build();
        Scene scene = new ConstrainedLayout(said, style).layout(new FigurePlot(252, 180, "", null, "", List.of(FigurePlot.Row.of(1, rising)))).scene();
        double[] at = noteAt(scene, "rising");
        assertTrue(at[0] < 126 && at[1] < 90, "upper right is on the line; upper left is free: " + at[0] + ", " + at[1]);
        assertEquals(List.of(), warnings);
        double[] x = new double[401];
        double[] y = new double[401];
        for (int i = 0; i < x.length; i++) {
            x[i] = i / 40.0;
            y[i] = i % 2 == 0 ? 0 : 10;
        }
        PanelPlot full = PanelPlot.builder("f").x(AxisGuide.builder(Scale.linear(0, 10)).build()).y(AxisGuide.builder(Scale.linear(0, 10)).build())
                .layer(Layers.line(new SeriesValues("noise", x, y), Stroke.solid(1, Color.BLACK))).legend(legend).build();
        ConstrainedLayout.Result result = new ConstrainedLayout(said, style).layout(new FigurePlot(252, 180, "", null, "", List.of(FigurePlot.Row.of(1, full))));
        assertEquals(List.of("panel 'f': no corner of the plot is free for the legend (it would cover the series 'noise');"
                + " it goes above the plot"), result.leftOut(), "said once, for the size the figure is laid out at");
    }

    @Test
    void theCheckSeesALineOutsideThePlotsClipStrikeThroughAText() {
        Text label = type.text(50, 50, "5,790", FontFace.SANS, 8, Color.BLACK, Text.Anchor.MIDDLE, Text.Baseline.MIDDLE, false);
        java.util.function.Function<Mark, Scene> panel = line -> new Scene(200, 100, Color.WHITE, Group.of("figure",
                List.of(new Group("panels[0]", 10, 10, null, List.of(label, line)))));
        Stroke ink = Stroke.solid(0.7, Color.BLACK);
        List<String> struck = LayoutCheck.problems(panel.apply(dev.figmark.scene.Polyline.segment(50, 40, 50, 70, ink)));
        assertEquals(1, struck.size(), "a bracket's leg down through a bar's value: " + struck);
        assertTrue(struck.get(0).startsWith("text '5,790' ") && struck.get(0).endsWith(" is struck through by a line in panel 'panels[0]'"), struck.get(0));
        assertEquals(List.of(), LayoutCheck.problems(panel.apply(dev.figmark.scene.Polyline.segment(0, 50, 100, 50,
                Stroke.solid(0.5, Palette.GRID)))), "a grid line runs under texts by design");
        double top = label.bounds().y();
        assertEquals(List.of(), LayoutCheck.problems(panel.apply(dev.figmark.scene.Polyline.segment(50, top - 10, 50, top, ink))),
                "a line that ends at a text's edge touches it, as a note's arrow does");
    }
}
