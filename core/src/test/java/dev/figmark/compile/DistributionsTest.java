package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.kind.Boxes;
import dev.figmark.compile.kind.Ecdfs;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The empirical distribution: its steps, its complement and its percentiles by nearest rank. */
class DistributionsTest {

    @Test
    void stepsTheComplementAndPercentiles() {
        List<List<Object>> rows = rows("{\"panels\": [{\"series\": ["
                + "{\"kind\": \"ecdf\", \"label\": \"a\", \"samples\": [4, 1, 3, 2, null, 5], \"missing\": \"skip\"},"
                + "{\"kind\": \"ecdf\", \"label\": \"b\", \"samples\": [4, 1, 3, 2, 5], \"complementary\": true, \"line_style\": \"dashed\"}]}]}");
        assertEquals(List.of(1, "a", 1.0, 0.2), rows.get(0), "null samples are left out, as missing: skip asks: five of them");
        assertEquals(List.of(1, "a", 5.0, 1.0), rows.get(4));
        assertEquals(List.of(1, "b", 1.0, 1.0), rows.get(5), "the share at or above the smallest is all of them");
        assertEquals(List.of(1, "b", 5.0, 0.2), rows.get(9));
        double[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertEquals(5.0, Ecdfs.percentile(sorted, 50));
        assertEquals(10.0, Ecdfs.percentile(sorted, 99));
        assertEquals(1.0, Ecdfs.percentile(sorted, 1));
        assertArrayEquals(new double[] {1, 2, 3}, new double[] {Ecdfs.percentile(new double[] {1, 2, 3}, 10),
            Ecdfs.percentile(new double[] {1, 2, 3}, 50), Ecdfs.percentile(new double[] {1, 2, 3}, 100)});
    }

    @Test
    void boxesAsNumpyComputesQuartilesWithWhiskersAtOneAndAHalfInterquartileRanges() {
        double[] sorted = {1, 2, 3, 4};
        assertEquals(1.75, Boxes.quantile(sorted, 0.25));
        assertEquals(2.5, Boxes.quantile(sorted, 0.5));
        assertEquals(3.25, Boxes.quantile(sorted, 0.75));
        List<List<Object>> rows = rows("{\"panels\": [{\"series\": [{\"kind\": \"box\", \"label\": \"a\","
                + " \"samples\": [10, 11, 12, 13, 14, 15, 16, 17, 18, 40], \"mean\": true}]}]}");
        assertEquals(List.of(List.of(1, "a", "whisker low", 10.0), List.of(1, "a", "q1", 12.25), List.of(1, "a", "median", 14.5),
                List.of(1, "a", "q3", 16.75), List.of(1, "a", "whisker high", 18.0), List.of(1, "a", "mean", 16.6),
                List.of(1, "a", "outlier", 40.0)), rows, "40 lies beyond q3 + 1.5 IQR = 23.5");
    }
    @Test
    void aDistributionLaidAcrossHoldsItsValuesInXAsItDrawsThem() {
        // The CSV holds what is drawn: a box, violin or strip lying down has its values along x, its statistic or
        // category down y, so each of its rows is the upright one's with x and y swapped.
        for (String kind : List.of("box", "violin", "strip")) {
            String series = "{\"kind\": \"" + kind + "\", \"label\": \"a\", \"samples\": [10, 11, 12, 13, 14, 15, 16, 17, 18, 40]%s}";
            List<List<Object>> upright = rows("{\"panels\": [{\"series\": [" + series.formatted("") + "]}]}");
            List<List<Object>> across = rows("{\"panels\": [{\"series\": [" + series.formatted(", \"orientation\": \"horizontal\"") + "]}]}");
            assertEquals(upright.size(), across.size(), kind);
            // The text alternative names the axes as drawn, then tells the values as it tells the upright ones'.
            String laid = words(series.formatted(", \"orientation\": \"horizontal\""));
            String stood = words(series.formatted(""));
            assertEquals(stood.substring(stood.indexOf(". ")), laid.substring(laid.indexOf(". ")), kind);
            assertTrue(laid.contains(": categories (a) against values"), "y against x, as drawn: " + laid);
            for (int i = 0; i < upright.size(); i++) {
                List<Object> swapped = new java.util.ArrayList<>(upright.get(i));
                java.util.Collections.swap(swapped, 2, 3);
                assertEquals(swapped, across.get(i), kind + " row " + i);
            }
        }
    }

    @Test
    void aViolinsTableHasNoColumnsItLeavesEmpty() {
        // Its reach from lowest to highest drawn value is no bound of a value: its rows name its quartiles and densities.
        FigureSpec spec = FigureSpec.parse("{\"panels\": [{\"series\": [{\"kind\": \"violin\", \"label\": \"a\", \"samples\": [1, 2, 3, 4, 9]}]}]}",
                "test", Path.of("."));
        assertEquals(List.of("panel", "series", "x", "y"), spec.build(Style.defaults()).table().header());
    }

    private static String words(String series) {
        return dev.figmark.product.AltText.of(FigureSpec.parse("{\"panels\": [{\"series\": [" + series + "]}]}", "test", Path.of(".")).build(Style.defaults()));
    }

    private static List<List<Object>> rows(String json) {
        FigureSpec spec = FigureSpec.parse(json, "test", Path.of("."));
        var table = spec.build(Style.defaults()).table();
        List<List<Object>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            rows.add(table.row(i));
        }
        return rows;
    }
}
