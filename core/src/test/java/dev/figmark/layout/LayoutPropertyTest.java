package dev.figmark.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Whatever the titles, ranges, category names and legends, at one or two columns no text overlaps or leaves the page. */
class LayoutPropertyTest {

    @Provide
    Arbitrary<String> words() {
        return Arbitraries.strings().withChars("abcdefghijklmnopqrstuvwxyzABCDEFGH_0123456789 ,()%:/-").ofMinLength(1).ofMaxLength(60)
                .map(String::strip).filter(s -> !s.isEmpty());
    }

    @Provide
    Arbitrary<List<String>> categories() {
        return words().list().ofMinSize(1).ofMaxSize(9);
    }

    @Provide
    Arbitrary<List<String>> entries() {
        return Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(24).list().ofMinSize(0).ofMaxSize(9);
    }

    @Property(tries = 400)
    void noTextOverlapsOrLeavesThePage(@ForAll("words") String title, @ForAll("categories") List<String> categories,
                                       @ForAll("entries") List<String> entries, @ForAll @DoubleRange(min = 1e-4, max = 1e7) @net.jqwik.api.constraints.Scale(6) double top,
                                       @ForAll @IntRange(min = 1, max = 3) int columns, @ForAll boolean single) {
        double width = single ? Rules.SINGLE_COLUMN_IN : Rules.DOUBLE_COLUMN_IN;
        Style style = Style.builder().width(width).letters(true).build();
        List<PanelPlot> panels = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            values.add(top * (i + 1) / categories.size());
        }
        panels.add(Idioms.hbars("bars", categories, values, Formats::value, title, dev.figmark.chart.look.Palette.series(0), null, true, "(a)"));
        List<LegendGuide.Entry> legend = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            legend.add(new LegendGuide.Entry(entries.get(i), LegendGuide.Line.of(Layers.seriesStroke(i, false))));
        }
        PanelPlot.Builder line = PanelPlot.builder("line").title(title + " over time")
                .x(AxisGuide.builder(Scale.linear(0, top)).ticks(Ticks.maxN(0, top, 6, 2), Formats::compact).label("Time (s)").build())
                .y(AxisGuide.builder(Scale.linear(0, top)).ticks(Ticks.maxN(0, top, 3, 2), Formats::compact).grid(true).tickLength(0).build())
                .letter("(b)");
        if (!legend.isEmpty()) {
            line.legend(new LegendGuide(legend, LegendGuide.Placement.ABOVE_RIGHT));
        }
        panels.add(line.build());
        int perRow = style.wide() ? columns : 1;
        // Room for every category's name in the lines it wraps to, as run figures plan it (Idioms.rowsIn), in each of
        // the grid's rows, which share the height alike.
        Typesetter type = Typesetter.quiet();
        double rows = Math.ceil(2.0 / perRow);
        FigurePlot figure = new FigurePlot(width * 72, 72 * (1.0 + 1.3 * rows + rows * Idioms.rowsIn(categories, style, type)), "", null, "",
                Idioms.grid(panels, perRow));
        Scene scene = new ConstrainedLayout(type, style).layout(figure).scene();
        assertEquals(List.of(), LayoutCheck.problems(scene));
    }
}
