package dev.figmark.chart.look;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.model.Heatmap;
import dev.figmark.scene.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every colour map a description can name is matplotlib's, to the eye: at 65 fractions along it, figmark's colour
 * (interpolated between 17 stops) is within a just noticeable difference (CIEDE2000 below 1.5) of matplotlib's own,
 * computed once by {@code colourmaps/make.py}; its ends are matplotlib's exactly.
 */
class ColourMapTest {

    @Test
    void everyMapIsMatplotlibsToTheEye() throws Exception {
        List<String> rows = Files.readAllLines(Path.of("src/test/resources/colourmaps/colourmaps.tsv"));
        TreeSet<String> seen = new TreeSet<>();
        double worst = 0;
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split("\t");
            ColourMap map = ColourMap.NAMED.get(f[0]);
            seen.add(f[0]);
            double fraction = Double.parseDouble(f[1]);
            Color expected = Color.hex(f[2]);
            Color actual = map.at(fraction);
            double difference = ColourDistance.deltaE00(ColourDistance.lab(ColourDistance.seen(expected, ColourDistance.Vision.NORMAL)),
                    ColourDistance.lab(ColourDistance.seen(actual, ColourDistance.Vision.NORMAL)));
            worst = Math.max(worst, difference);
            assertTrue(difference < 1.5, f[0] + " at " + fraction + ": " + actual + " against matplotlib's " + f[2] + ", ΔE " + difference);
            if (fraction == 0 || fraction == 1) {
                assertEquals(expected, actual, f[0] + " at its end");
            }
        }
        TreeSet<String> named = new TreeSet<>();
        for (Heatmap.Colormap c : Heatmap.Colormap.values()) {
            named.add(c.spelled());
        }
        assertEquals(named, seen, "every map a description can name is compared");
        assertEquals(named, new TreeSet<>(ColourMap.NAMED.keySet()), "every named map is drawable");
        assertTrue(worst > 0, "interpolated colours differ from matplotlib's LUT somewhere, so the comparison is real");
    }
}
