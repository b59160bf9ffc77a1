package dev.figmark.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.model.Aggregate;
import dev.figmark.model.Fit;
import dev.figmark.model.Series;
import dev.figmark.model.Transform;
import dev.figmark.model.Window;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The transform steps give the numbers pandas, numpy and scipy give, computed once by them and kept as fixtures
 * ({@code transform/make.py}): every statistic of an aggregate over groups with missing values and single rows
 * (mean, median, min, max, sum, count, sd and sem as pandas, percentiles by numpy's linear method, ci95 and ci90 from
 * scipy's Student's t), rolling windows over rows and over five minutes of time, and fitted curves as numpy's polyfit
 * fits them.
 */
class ReferenceNumbersTest {

    static final Path DIR = Path.of("src/test/resources/transform");

    static Table read(String name) {
        return Tables.read(DIR.resolve(name), name, null, false, w -> { });
    }

    static Table apply(Table t, Transform... steps) {
        List<String> warnings = new ArrayList<>();
        return Steps.apply(t, List.of(steps), "test: transform", warnings::add);
    }

    /** Equal within twelve significant digits; NaN only where the reference has no value. */
    static void close(double expected, double actual, String what) {
        if (Double.isNaN(expected)) {
            assertTrue(Double.isNaN(actual), what + ": expected no value, got " + actual);
            return;
        }
        assertEquals(expected, actual, Math.max(1e-12, Math.abs(expected) * 1e-12), what);
    }

    static double[] numbers(Table t, String field) {
        return ((Column.Numbers) t.column(field)).values();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mean", "median", "min", "max", "sum", "sd", "sem", "p5", "p50", "p90", "p99.9", "ci95", "ci90"})
    void everyStatisticOfAnAggregateIsPandas(String stat) {
        Table reference = read("aggregate.csv");
        Table out = apply(read("trials.csv"), new Aggregate(stat, List.of("engine", "batch"), List.of("tps"), null, Series.Missing.SKIP));
        assertEquals(reference.rows(), out.rows(), "one row per group");
        for (int r = 0; r < out.rows(); r++) {
            assertEquals(reference.column("engine").text(r), out.column("engine").text(r), "groups in order of first appearance");
            assertEquals(reference.column("batch").text(r), out.column("batch").text(r));
            String what = stat + " of " + out.column("engine").text(r) + ", batch " + out.column("batch").text(r);
            if (stat.startsWith("ci")) {
                // scipy 1.10's t.ppf is off by up to 4e-10 of its value (tQuantileIsExact): ci95 and ci90 agree to nine digits.
                double expected = numbers(reference, stat)[r];
                assertEquals(expected, numbers(out, "tps")[r], Double.isNaN(expected) ? 0 : Math.abs(expected) * 1e-9, what);
                assertEquals(Double.isNaN(expected), Double.isNaN(numbers(out, "tps")[r]), what);
            } else {
                close(numbers(reference, stat)[r], numbers(out, "tps")[r], what);
            }
        }
    }

    @Test
    void countIsTheRowsOfEachGroup() {
        Table reference = read("aggregate.csv");
        Table out = apply(read("trials.csv"), Transform.aggregate("count", "engine", "batch"));
        assertEquals(List.of("engine", "batch", "count"), out.names());
        for (int r = 0; r < out.rows(); r++) {
            close(numbers(reference, "count")[r], numbers(out, "count")[r], "count");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mean", "median", "sum", "min", "max"})
    void rollingOverRowsIsPandas(String stat) {
        Table reference = read("rolling.csv");
        Table out = apply(read("trials.csv"), Transform.filter("tps != null"), new Window(stat, "tps", 3, null, null, List.of("engine")));
        double[] expected = Arrays.stream(numbers(reference, "rolling_" + stat)).filter(v -> !Double.isNaN(v)).toArray();
        assertEquals(expected.length, out.rows(), "the rows before a full window are left out");
        for (int r = 0; r < out.rows(); r++) {
            close(expected[r], numbers(out, "tps")[r], stat + " at row " + r);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mean", "sum"})
    void rollingOverFiveMinutesIsPandas(String stat) {
        Table reference = read("timed.csv");
        assertTrue(reference.column("time") instanceof Column.Times, "ISO times are dates");
        Table out = apply(read("timed.csv"), new Window(stat, "value", null, "5min", "time", null));
        assertEquals(reference.rows(), out.rows());
        for (int r = 0; r < out.rows(); r++) {
            close(numbers(reference, "rolling_" + stat)[r], numbers(out, "value")[r], stat + " at " + reference.column("time").text(r));
        }
    }

    @Test
    void fitsAreNumpysPolyfit() {
        Table reference = read("fits.csv");
        Table data = read("scaling.csv");
        String[][] cases = {{"linear", "intercept", "slope"}, {"polynomial", "c0", "c1", "c2"}, {"polynomial3", "c0", "c1", "c2", "c3"},
            {"power", "a", "b"}, {"exponential", "a", "b"}};
        for (int k = 0; k < cases.length; k++) {
            String[] c = cases[k];
            Fit.Model model = c[0].startsWith("polynomial") ? Fit.Model.POLYNOMIAL : Fit.Model.valueOf(c[0].toUpperCase(java.util.Locale.ROOT));
            Fit fit = new Fit(model, "x", "y", model == Fit.Model.POLYNOMIAL ? c.length - 2 : null, null, 20);
            Table out = apply(data, fit);
            assertEquals(20, out.rows());
            assertEquals(reference.column("fit").text(k), c[0]);
            for (int p = 1; p < c.length; p++) {
                close(numbers(reference, "p" + (p - 1))[k], numbers(out, c[p])[0], c[0] + " " + c[p]);
            }
            close(numbers(reference, "r2")[k], numbers(out, "r2")[0], c[0] + " R²");
            assertEquals(1.0, numbers(out, "x")[0], "drawn from the data's first x");
            assertEquals(64.0, numbers(out, "x")[19], "to its last");
        }
    }

    @Test
    void percentilesAreNumpysLinearMethod() {
        double[] values = numbers(read("values.csv"), "v").clone();
        Arrays.sort(values);
        Table reference = read("percentiles.csv");
        for (int r = 0; r < reference.rows(); r++) {
            double p = numbers(reference, "p")[r];
            assertEquals(numbers(reference, "value")[r], Statistics.percentile(p, values, 0, values.length), 0, "p" + p + " to the last bit");
        }
    }

    /**
     * Student's t quantile is exact where scipy's is not: for 5 degrees of freedom the closed form of the distribution
     * function, 1/2 + (θ + sin θ cos θ (1 + 2/3 cos² θ)) / π with θ = atan(t / √5), is 0.975 at figmark's quantile.
     */
    @Test
    void tQuantileIsExact() {
        for (double p : new double[] {0.95, 0.975, 0.995}) {
            double t = Statistics.tQuantile(5, p);
            double theta = Math.atan(t / Math.sqrt(5));
            double cdf = 0.5 + (theta + Math.sin(theta) * Math.cos(theta) * (1 + 2.0 / 3 * Math.cos(theta) * Math.cos(theta))) / Math.PI;
            assertEquals(p, cdf, 3e-16, "F(t) at the " + p + " quantile");
        }
    }
}
