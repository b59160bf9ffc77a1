package dev.figmark.recipes.description;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.ColourMap;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Scale;
import dev.figmark.data.Json;
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

    private static SeriesReader.Data histogram(String json, double... samples) {
        return Histograms.data(Json.parse(json, "test"), samples, "s", spec());
    }

    @Test
    void binsCountAsNumpyDoes() {
        // np.histogram([1, 2, 2, 3, 3, 3, 4], bins=3) -> [1, 2, 4] over edges [1, 2, 3, 4]: the last bin holds its right edge.
        SeriesReader.Data d = histogram("{\"bins\": 3}", 1, 2, 2, 3, 3, 3, 4);
        assertArrayEquals(new double[] {1, 2, 3, 4}, d.x(), 1e-12);
        assertArrayEquals(new double[] {1, 2, 4, 4}, d.y(), 1e-12);
        // np.histogram(..., bins=[0, 2, 3, 5], density=True) -> [0.0714285714, 0.2857142857, 0.2857142857]
        SeriesReader.Data density = histogram("{\"bins\": [0, 2, 3, 5], \"density\": true}", 1, 2, 2, 3, 3, 3, 4);
        assertArrayEquals(new double[] {0.0714285714286, 0.285714285714, 0.285714285714}, java.util.Arrays.copyOf(density.y(), 3), 1e-11);
    }

    @Test
    void automaticBinsAreNumpys() {
        // np.histogram_bin_edges(np.random.default_rng(1).normal(50, 10, 200).round(2), "auto") has 14 bins.
        double[] samples = {53.46, 58.22, 53.3, 36.97, 59.05, 54.46, 44.63, 55.81, 53.65, 52.94, 50.28, 55.47, 42.64, 48.37, 45.18, 55.99, 50.4, 47.08, 42.18, 47.43, 50.08, 47.24, 62.94, 60.07, 22.89, 31.11, 48.25, 45.78, 52.14, 52.17, 71.18, 38.88, 46.22, 70.43, 56.47, 56.63, 44.86, 33.52, 51.67, 51.09, 37.73, 43.17, 49.28, 40.55, 49.02, 50.95, 50.36, 44.94, 55.94, 58.91, 53.21, 41.82, 57.32, 44.99, 58.79, 39.28, 59.14, 49.8, 37.51, 46.86, 50.54, 52.73, 40.18, 38.93, 52.0, 45.33, 52.36, 57.6, 33.51, 52.54, 62.25, 47.02, 41.89, 57.52, 52.53, 58.96, 46.55, 35.18, 48.9, 45.54, 57.75, 51.94, 33.69, 38.05, 58.84, 56.8, 43.6, 49.99, 54.46, 54.68, 58.76, 52.56, 49.05, 47.41, 60.56, 27.49, 48.61, 50.33, 35.75, 53.33, 43.49, 58.62, 48.74, 56.69, 62.19, 53.83, 41.24, 34.86, 67.53, 48.89, 43.11, 51.44, 48.09, 58.52, 50.34, 50.14, 42.85, 54.7, 39.66, 56.66, 65.24, 34.75, 25.34, 56.17, 75.48, 39.99, 37.49, 55.89, 41.59, 44.94, 46.52, 55.32, 45.95, 52.78, 48.23, 41.55, 46.8, 40.5, 50.07, 38.76, 39.07, 64.57, 49.47, 49.46, 55.12, 45.79, 47.71, 54.25, 52.82, 38.41, 58.33, 44.1, 39.44, 41.0, 46.09, 66.27, 38.24, 51.6, 28.62, 49.98, 59.0, 47.63, 43.71, 52.32, 57.0, 56.64, 69.72, 52.09, 44.08, 48.74, 49.28, 51.09, 49.7, 51.74, 33.29, 58.3, 44.25, 38.27, 56.38, 63.17, 54.93, 51.61, 40.68, 78.72, 58.8, 38.61, 42.2, 50.87, 34.45, 51.69, 45.41, 62.26, 59.62, 22.89, 50.42, 33.83, 61.1, 51.68, 55.48, 39.35};
        SeriesReader.Data d = histogram("{}", samples);
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
    void theSchemaDescribesEveryFieldAndDocsHoldsTheShippedCopy() throws Exception {
        byte[] shipped;
        try (var in = Schema.class.getResourceAsStream("/dev/figmark/spec/figure.schema.json")) {
            assertNotNull(in);
            shipped = in.readAllBytes();
        }
        assertArrayEquals(shipped, Files.readAllBytes(Path.of("../docs/figure.schema.json")), "docs/figure.schema.json is the shipped schema");
        List<String> missing = new ArrayList<>();
        undescribed(Json.parse(new String(shipped, java.nio.charset.StandardCharsets.UTF_8), "schema"), "", missing);
        assertEquals(List.of(), missing);
    }

    private static void undescribed(Json node, String path, List<String> out) {
        if (!node.isObject()) {
            return;
        }
        Json properties = node.get("properties");
        for (String key : properties.keys()) {
            Json p = properties.get(key);
            if (p.get("description").string("").isBlank()) {
                out.add(path + "." + key);
            }
        }
        for (String key : node.keys()) {
            undescribed(node.get(key), path + "/" + key, out);
        }
    }

    @Test
    void aHeatMapFromRowsTakesNumbersInOrderAndAxesTheirOrder(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("cells.csv"), "batch,model,speedup\n16,8B,1.4\n1,8B,0.9\n4,70B,1.2\n16,70B,1.9\n1,70B,1.0\n4,8B,1.1\n");
        String json = "{\"data\": {\"c\": {\"file\": \"cells.csv\"}}, \"panels\": [{\"y\": {\"order\": \"descending\"}, \"series\": ["
                + "{\"kind\": \"heatmap\", \"data\": \"c\", \"x\": \"batch\", \"y\": \"model\", \"z\": \"speedup\"}]}]}";
        dev.figmark.product.Table table = FigureSpec.parse(json, "test", dir).build(dev.figmark.chart.Style.defaults()).table();
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            cells.add(table.row(i).get(2) + "/" + table.row(i).get(3) + "=" + table.row(i).get(table.header().indexOf("value")));
        }
        assertEquals(List.of("1/70B=1.0", "4/70B=1.2", "16/70B=1.9", "1/8B=0.9", "4/8B=1.1", "16/8B=1.4"), cells,
                "batches by value though the rows give 16 first; models descending as the axis asks (70B above 8B)");
    }
}
