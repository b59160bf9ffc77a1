package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kernel density estimate against scipy 1.17.1's {@code gaussian_kde} on seaborn's grid (its
 * {@code _define_support_grid}: {@code cut} bandwidths beyond the samples, 200 points by numpy's {@code linspace}),
 * computed once:
 * <pre>
 * kde = scipy.stats.gaussian_kde(x, bw_method=bw); h = sqrt(kde.covariance.squeeze())
 * grid = numpy.linspace(x.min() - cut * h, x.max() + cut * h, 200); kde(grid)
 * </pre>
 */
class KdesTest {

    private static final String SAMPLES = "[1, 2, 2, 3, 7, 8, 9, 10]";

    @Test
    void scottsSilvermansAndAFactorsBandwidthDrawScipysDensityOnSeabornsGrid() {
        List<List<Object>> scott = rows(kde(""));
        assertEquals(200, scott.size());
        near(-6.155908591977672, scott.get(0).get(2));
        near(17.15590859197767, scott.get(199).get(2));
        double[] expected = {0.00036641146544543103, 0.052598113621625336, 0.06974410354231761, 0.04137419300901447, 0.000308351747275003};
        int[] at = {0, 50, 100, 150, 199};
        for (int i = 0; i < at.length; i++) {
            near(expected[i], scott.get(at[i]).get(3));
        }
        List<List<Object>> silverman = rows(kde(", \"bandwidth\": \"silverman\""));
        near(-6.5797089849887875, silverman.get(0).get(2));
        near(0.07149938861668147, silverman.get(100).get(3));
        List<List<Object>> factor = rows(kde(", \"bandwidth\": \"0.5\""));
        near(-4.423164600647327, factor.get(0).get(2));
        near(0.056189033667707104, factor.get(100).get(3));
    }

    @Test
    void cutZeroStopsAtTheSamples() {
        List<List<Object>> rows = rows(kde(", \"cut\": 0"));
        assertEquals(1.0, rows.get(0).get(2));
        assertEquals(10.0, rows.get(199).get(2));
        near(0.07516942141020097, rows.get(0).get(3));
    }

    @Test
    void onALogAxisTheDensityIsOfTheLogarithmsAsSeabornsLogScale() {
        List<List<Object>> rows = rows("{\"panels\": [{\"x\": {\"scale\": \"log\"}, \"series\": [{\"kind\": \"kde\", \"label\": \"a\","
                + " \"samples\": [1, 2, 4, 8, 16, 100, 1000]}]}]}");
        near(0.007510843305453355, rows.get(0).get(2));
        near(133140.84175793346, rows.get(199).get(2));
        near(0.0011808066921775865, rows.get(0).get(3));
        near(0.2623022768831665, rows.get(100).get(3));
    }

    @Test
    void whatCannotBeEstimatedOrFilledIsRefusedNamingTheField() {
        assertRefused(kde(", \"fill\": true").replace("\"series\"", "\"y\": {\"scale\": \"log\"}, \"series\""),
                "panels[0].series[0].fill: a density on a log y axis has no zero to fill down to");
        assertRefused("{\"panels\": [{\"series\": [{\"kind\": \"kde\", \"samples\": [3]}]}]}",
                "panels[0].series[0].samples: a kde needs two samples or more for its density; this has 1");
        assertRefused("{\"panels\": [{\"series\": [{\"kind\": \"kde\", \"samples\": [3, 3, 3]}]}]}",
                "panels[0].series[0].samples: every sample is 3: their density has no width to draw");
        assertRefused(kde(", \"cut\": 11"), "panels[0].series[0].cut: ");
        assertRefused(kde(", \"bandwidth\": \"wide\""), "panels[0].series[0].bandwidth: ");
    }

    @Test
    void aFilledDensityIsShadedAndToldAsADensityPlot() {
        String words = dev.figmark.product.AltText.of(FigureSpec.parse(kde(", \"fill\": true"), "test", Path.of(".")).build(Style.defaults()));
        assertTrue(words.startsWith("Density plot"), words);
        assertEquals(rows(kde("")), rows(kde(", \"fill\": true")), "the shade adds nothing to the data drawn");
    }

    private static String kde(String more) {
        return "{\"panels\": [{\"series\": [{\"kind\": \"kde\", \"label\": \"a\", \"samples\": " + SAMPLES + more + "}]}]}";
    }

    /** Within the twelve significant digits the CSV keeps. */
    private static void near(double expected, Object actual) {
        double got = ((Number) actual).doubleValue();
        assertEquals(expected, got, Math.abs(expected) * 1e-11, "scipy gives " + expected);
    }

    private static void assertRefused(String json, String start) {
        InputException e = assertThrows(InputException.class, () -> rows(json));
        assertTrue(e.getMessage().startsWith("test: " + start), e.getMessage());
    }

    private static List<List<Object>> rows(String json) {
        var table = FigureSpec.parse(json, "test", Path.of(".")).build(Style.defaults()).table();
        List<List<Object>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            rows.add(table.row(i));
        }
        return rows;
    }
}
