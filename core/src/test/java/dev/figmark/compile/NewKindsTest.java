package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Scale;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Histograms;
import dev.figmark.data.Json;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Histogram;
import dev.figmark.model.json.ModelReader;
import dev.figmark.product.Table;
import dev.figmark.scene.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Histograms as numpy bins them, colour maps and their ink, broken scales, and a schema that documents every field. */
class NewKindsTest {

    private static FigureSpec spec() {
        return FigureSpec.parse("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}", "test", Path.of("."));
    }

    private static DrawnSeries histogram(String json, double... samples) {
        String given = json.replace("{", "{\"kind\": \"histogram\", \"samples\": [1]" + (json.equals("{}") ? "" : ", "));
        return Histograms.data(dev.figmark.model.json.ModelReader.value(dev.figmark.model.Histogram.class, Json.parse(given, "test"), "test"),
                samples, "s", spec());
    }

    @Test
    void binsCountAsNumpyDoes() {
        // np.histogram([1, 2, 2, 3, 3, 3, 4], bins=3) -> [1, 2, 4] over edges [1, 2, 3, 4]: the last bin holds its right edge.
        DrawnSeries d = histogram("{\"bins\": 3}", 1, 2, 2, 3, 3, 3, 4);
        assertArrayEquals(new double[] {1, 2, 3, 4}, d.x(), 1e-12);
        assertArrayEquals(new double[] {1, 2, 4, 4}, d.y(), 1e-12);
        // np.histogram(..., bins=[0, 2, 3, 5], density=True) -> [0.0714285714, 0.2857142857, 0.2857142857]
        DrawnSeries density = histogram("{\"bins\": [0, 2, 3, 5], \"density\": true}", 1, 2, 2, 3, 3, 3, 4);
        assertArrayEquals(new double[] {0.0714285714286, 0.285714285714, 0.285714285714}, java.util.Arrays.copyOf(density.y(), 3), 1e-11);
    }

    @Test
    void automaticBinsAreNumpys() {
        // np.histogram_bin_edges(np.random.default_rng(1).normal(50, 10, 200).round(2), "auto") has 14 bins.
        double[] samples = {53.46, 58.22, 53.3, 36.97, 59.05, 54.46, 44.63, 55.81, 53.65, 52.94, 50.28, 55.47, 42.64, 48.37, 45.18, 55.99, 50.4, 47.08, 42.18, 47.43, 50.08, 47.24, 62.94, 60.07, 22.89, 31.11, 48.25, 45.78, 52.14, 52.17, 71.18, 38.88, 46.22, 70.43, 56.47, 56.63, 44.86, 33.52, 51.67, 51.09, 37.73, 43.17, 49.28, 40.55, 49.02, 50.95, 50.36, 44.94, 55.94, 58.91, 53.21, 41.82, 57.32, 44.99, 58.79, 39.28, 59.14, 49.8, 37.51, 46.86, 50.54, 52.73, 40.18, 38.93, 52.0, 45.33, 52.36, 57.6, 33.51, 52.54, 62.25, 47.02, 41.89, 57.52, 52.53, 58.96, 46.55, 35.18, 48.9, 45.54, 57.75, 51.94, 33.69, 38.05, 58.84, 56.8, 43.6, 49.99, 54.46, 54.68, 58.76, 52.56, 49.05, 47.41, 60.56, 27.49, 48.61, 50.33, 35.75, 53.33, 43.49, 58.62, 48.74, 56.69, 62.19, 53.83, 41.24, 34.86, 67.53, 48.89, 43.11, 51.44, 48.09, 58.52, 50.34, 50.14, 42.85, 54.7, 39.66, 56.66, 65.24, 34.75, 25.34, 56.17, 75.48, 39.99, 37.49, 55.89, 41.59, 44.94, 46.52, 55.32, 45.95, 52.78, 48.23, 41.55, 46.8, 40.5, 50.07, 38.76, 39.07, 64.57, 49.47, 49.46, 55.12, 45.79, 47.71, 54.25, 52.82, 38.41, 58.33, 44.1, 39.44, 41.0, 46.09, 66.27, 38.24, 51.6, 28.62, 49.98, 59.0, 47.63, 43.71, 52.32, 57.0, 56.64, 69.72, 52.09, 44.08, 48.74, 49.28, 51.09, 49.7, 51.74, 33.29, 58.3, 44.25, 38.27, 56.38, 63.17, 54.93, 51.61, 40.68, 78.72, 58.8, 38.61, 42.2, 50.87, 34.45, 51.69, 45.41, 62.26, 59.62, 22.89, 50.42, 33.83, 61.1, 51.68, 55.48, 39.35};
        DrawnSeries d = histogram("{}", samples);
        assertEquals(15, d.x().length);
        assertEquals(200, java.util.Arrays.stream(d.y()).limit(14).sum(), 1e-9, "every sample counted once");
    }

    @Test
    void cellInkIsWhicheverContrastsMore() {
        assertEquals(Color.WHITE, ColourMap.inkOn(ColourMap.VIRIDIS.at(0)));
        assertEquals(Palette.INK, ColourMap.inkOn(ColourMap.VIRIDIS.at(1)));
        assertEquals(Palette.INK, ColourMap.inkOn(ColourMap.RDBU.at(0.5)), "a diverging map's light middle");
        assertEquals(Color.WHITE, ColourMap.inkOn(ColourMap.RDBU.at(1)));
        assertEquals(Color.hex("#21918c"), ColourMap.VIRIDIS.at(0.5), "matplotlib's viridis at its middle");
        assertEquals(Color.hex("#fde725"), ColourMap.VIRIDIS.at(7), "held to the end");
    }

    @Test
    void sequentialMapsGetLighterAsValuesGrow() {
        for (ColourMap map : List.of(ColourMap.VIRIDIS, ColourMap.CIVIDIS)) {
            double last = -1;
            for (int i = 0; i <= 32; i++) {
                Color c = map.at(i / 32.0);
                double grey = 0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue();
                assertTrue(grey > last, map.name() + " keeps its order in grey print at " + i);
                last = grey;
            }
        }
    }

    @Test
    void aBrokenScaleLeavesOutItsGap() {
        Scale s = Scale.broken(0, 3000, new Scale.Gap(400, 2600));
        assertEquals(0, s.fraction(0), 1e-12);
        assertEquals(Scale.Gap.LOWER_END, s.fraction(400), 1e-12);
        assertEquals(Scale.Gap.UPPER_START, s.fraction(2600), 1e-12);
        assertEquals(1, s.fraction(3000), 1e-12);
        assertEquals((Scale.Gap.LOWER_END + Scale.Gap.UPPER_START) / 2, s.fraction(1500), 1e-12, "a bar through the gap stays whole");
        assertEquals(Scale.Gap.LOWER_END / 2, s.fraction(200), 1e-12);
        assertEquals(1 - Scale.Gap.LOWER_END / 2, Scale.broken(3000, 0, new Scale.Gap(400, 2600)).fraction(200), 1e-12, "reversed");
    }

    @Test
    void aHeatMapFromRowsTakesNumbersInOrderAndAxesTheirOrder(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("cells.csv"), "batch,model,speedup\n16,8B,1.4\n1,8B,0.9\n4,70B,1.2\n16,70B,1.9\n1,70B,1.0\n4,8B,1.1\n");
        String json = "{\"data\": {\"c\": {\"file\": \"cells.csv\"}}, \"panels\": [{\"y\": {\"order\": \"descending\"}, \"series\": ["
                + "{\"kind\": \"heatmap\", \"data\": \"c\", \"x\": \"batch\", \"y\": \"model\", \"z\": \"speedup\"}]}]}";
        Table table = FigureSpec.parse(json, "test", dir).build(dev.figmark.chart.look.Style.defaults()).table();
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            cells.add(table.row(i).get(2) + "/" + table.row(i).get(3) + "=" + table.row(i).get(table.header().indexOf("value")));
        }
        assertEquals(List.of("1/70B=1.0", "4/70B=1.2", "16/70B=1.9", "1/8B=0.9", "4/8B=1.1", "16/8B=1.4"), cells,
                "batches by value though the rows give 16 first; models descending as the axis asks (70B above 8B)");
    }

    @Test
    void aBinnedHeatMapCountsAsNumpysHistogram2d() {
        // rng = np.random.default_rng(4); x = rng.normal(0, 1, 40).round(2); y = rng.normal(5, 2, 40).round(2)
        // np.histogram2d(x, y, bins=3)[0].T[::-1] -> [[2, 5, 4], [5, 10, 2], [5, 5, 2]] (highest y bin first)
        String json = "{\"kind\": \"heatmap\", \"bins\": 3, \"x\": X, \"y\": Y}".replace("X", "[-0.65, -0.17, 1.66, 0.66, -1.64, -0.01, -0.62, 0.15, -1.61, 0.24, 0.24, 1.58, 0.32, 0.51, -1.49, 2.25, -1.92, 1.1, -0.33, -0.88, -0.66, -0.67, 0.38, -0.11, 1.48, -1.83, -0.0, -0.89, 0.78, -2.12, -0.34, 0.21, -1.48, 0.99, 0.18, 1.01, 0.96, -0.98, -0.8, -0.2]").replace("Y", "[6.5, 6.7, 3.58, 3.79, 3.4, 3.83, 4.52, 4.74, 9.12, 3.99, 4.42, 5.92, 3.09, 4.26, 5.03, 6.55, 2.37, 7.74, 4.3, 5.34, 6.69, 6.32, 7.12, 5.35, 4.96, 5.63, 3.01, 7.43, 3.45, 2.48, 9.11, 4.73, 2.64, 8.7, 4.34, 7.12, 3.34, 4.5, 1.62, 1.18]");
        Heatmaps.Matrix m = Heatmaps.binned(dev.figmark.model.json.ModelReader.value(dev.figmark.model.Heatmap.class, Json.parse(json, "test"), "test"),
                "s", spec(), null);
        assertArrayEquals(new Double[][] {{2.0, 5.0, 4.0}, {5.0, 10.0, 2.0}, {5.0, 5.0, 2.0}}, m.values());
        assertEquals(List.of("-2.12–-0.663333", "-0.663333–0.793333", "0.793333–2.25"), m.columns());
        assertEquals("6.47333–9.12", m.rows().get(0), "the highest y bin at the top");
    }
}
