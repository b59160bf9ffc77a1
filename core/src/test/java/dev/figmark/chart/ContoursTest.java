package dev.figmark.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.data.Json;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Contour lines through heat-map cells are where matplotlib's {@code contour} draws them: the same points on the same
 * edges, joined into as many lines, on smooth data, random data, saddles and around cells without a value. The
 * numbers were computed once by {@code contours/make.py} and kept.
 */
class ContoursTest {

    private static String key(double x, double y) {
        return String.format(java.util.Locale.ROOT, "%.9f,%.9f", x + 0.0, y + 0.0);
    }

    @Test
    void linesFollowMatplotlibsContour() {
        Json fixture = Json.read(Path.of("src/test/resources/contours/contours.json"));
        int compared = 0;
        for (Json c : fixture.get("cases").elements()) {
            List<Json> rows = c.get("z").elements();
            Double[][] z = new Double[rows.size()][];
            for (int r = 0; r < z.length; r++) {
                z[r] = rows.get(r).elements().stream().map(v -> v.isNull() ? null : v.number()).toArray(Double[]::new);
            }
            for (Json level : c.get("levels").elements()) {
                String name = c.get("name").string() + " at " + level.get("level").number();
                TreeSet<String> expected = new TreeSet<>();
                for (Json line : level.get("lines").elements()) {
                    for (Json point : line.elements()) {
                        expected.add(key(point.get(0).number(), point.get(1).number()));
                    }
                }
                List<double[]> lines = Contours.lines(z, level.get("level").number());
                TreeSet<String> actual = new TreeSet<>();
                for (double[] line : lines) {
                    for (int i = 0; i < line.length; i += 2) {
                        actual.add(key(line[i], line[i + 1]));
                    }
                }
                assertEquals(expected, actual, name);
                assertEquals(level.get("lines").size(), lines.size(), name + ": lines");
                compared += expected.size();
            }
        }
        assertEquals(true, compared > 100, "points compared: " + compared);
    }
}
