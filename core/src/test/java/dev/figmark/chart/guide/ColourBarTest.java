package dev.figmark.chart.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.scale.PyFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A log colour bar lays its map over the values as matplotlib's LogNorm does: each value at the share of the decades
 * from the least to the largest that lies below it (the shares computed once by matplotlib 3.6's
 * {@code LogNorm(vmin=2.9, vmax=1630)}).
 */
class ColourBarTest {

    @Test
    void aLogBarPlacesEachValueWhereLogNormDoes() {
        ColourBar bar = new ColourBar(ColourMap.MAGMA, 2.9, 1630.0, Double.NaN, 2.9, 1630.0, "", PyFormat::g, List.of(), true);
        double[] values = {2.9, 11.8, 96.0, 410.0, 1630.0};
        double[] logNorm = {0.0, 0.22164750640025405, 0.5527234634770404, 0.7820183237778443, 1.0};
        for (int i = 0; i < values.length; i++) {
            assertEquals(ColourMap.MAGMA.at(logNorm[i]), bar.colour(values[i]), "the colour of " + values[i]);
        }
        ColourBar linear = new ColourBar(ColourMap.MAGMA, 2.9, 1630.0, 2.9, 1630.0, "", PyFormat::g);
        assertEquals(ColourMap.MAGMA.at((96.0 - 2.9) / (1630.0 - 2.9)), linear.colour(96.0), "without log, evenly");
    }

    @Test
    void aLogBarOverHundredsOfDecadesPlacesValuesAsLogNormDoesAndDrawsFiniteMarks() {
        // 1e-320 to 6.2 overflows the ratio of the ends; LogNorm(vmin=1e-320, vmax=6.2) of matplotlib 3.6, computed once.
        ColourBar bar = new ColourBar(ColourMap.MAGMA, 1e-320, 6.2, Double.NaN, 1e-320, 6.2, "", PyFormat::g, List.of(), true);
        double[] values = {1e-320, 1e-160, 1.0, 6.2};
        double[] logNorm = {0.0, 0.49876495380948066, 0.9975298925470703, 1.0};
        for (int i = 0; i < values.length; i++) {
            assertEquals(ColourMap.MAGMA.at(logNorm[i]), bar.colour(values[i]), "the colour of " + values[i]);
        }
        dev.figmark.chart.frame.Layer.Output out = new dev.figmark.chart.frame.Layer.Output(new java.util.ArrayList<>(), new java.util.ArrayList<>(),
                new java.util.ArrayList<>(), new java.util.HashMap<>());
        bar.draw(new dev.figmark.chart.frame.Frame(new dev.figmark.scene.Box(0, 0, 100, 80), null, null),
                new dev.figmark.chart.frame.Layer.Context(new dev.figmark.text.Typesetter(w -> { }), dev.figmark.chart.look.Style.defaults()), out);
        assertTrue(out.free().size() > dev.figmark.chart.guide.ColourBar.SLICES, "the slices, its edge and its ticks are drawn, each finite");
    }
}
