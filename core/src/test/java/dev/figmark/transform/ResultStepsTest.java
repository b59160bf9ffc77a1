package dev.figmark.transform;

import static dev.figmark.transform.ReferenceNumbersTest.apply;
import static dev.figmark.transform.ReferenceNumbersTest.close;
import static dev.figmark.transform.ReferenceNumbersTest.numbers;
import static dev.figmark.transform.ReferenceNumbersTest.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Bin;
import dev.figmark.model.Cumulative;
import dev.figmark.model.Describe;
import dev.figmark.model.Description;
import dev.figmark.model.Extract;
import dev.figmark.model.FigureException;
import dev.figmark.model.Fold;
import dev.figmark.model.Index;
import dev.figmark.model.Panel;
import dev.figmark.model.Pivot;
import dev.figmark.model.Rank;
import dev.figmark.model.Series;
import dev.figmark.model.Top;
import dev.figmark.model.Transform;
import dev.figmark.model.json.ModelWriter;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #41: the steps scripts take after reading their results, held to the numbers pandas and numpy computed once
 * and kept as fixtures ({@code transform/make.py}): every numpy percentile method, running statistics per group with
 * missing values, ranks with ties by every pandas method, and counts and sums in bins of time as rates; the reshaping
 * steps held to what they must give, and each step's refusals.
 */
class ResultStepsTest {

    private static List<String> texts(Table t, String field) {
        Column c = t.column(field);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            out.add(c.text(i));
        }
        return out;
    }

    @Test
    void everyPercentileMethodIsNumpys() {
        Table reference = read("methods.csv");
        double[] vals = numbers(read("values.csv"), "v").clone();
        Arrays.sort(vals);
        java.util.Map<String, double[]> arrays = java.util.Map.of("vals", vals, "one", new double[] {3}, "two", new double[] {1, 2},
                "four", new double[] {1, 2, 3, 4}, "ties", new double[] {1, 1, 2, 2, 2, 7.5});
        for (int r = 0; r < reference.rows(); r++) {
            String array = reference.column("array").text(r);
            String method = reference.column("method").text(r);
            double p = numbers(reference, "p")[r];
            double[] a = arrays.get(array);
            close(numbers(reference, "value")[r], Statistics.percentile(p, method, a, 0, a.length), method + " p" + p + " of " + array);
        }
        assertEquals(13 * 15 * 5, reference.rows(), "every method at every rank of every array");
    }

    @Test
    void aNearestRankP99IsTheMethodAskedAndTheCaptionsNumber() {
        Table t = Tables.ofColumns("t", List.of("ms"), List.of((Object) new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14.1, 11.5}));
        Table linear = apply(t, new Aggregate("p99", null, List.of("ms"), null, null));
        Table nearest = apply(t, new Aggregate("p99", null, List.of("ms"), "inverted_cdf", null));
        close(13.946, numbers(linear, "ms")[0], "numpy's linear p99");
        close(14.1, numbers(nearest, "ms")[0], "the nearest rank");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sum", "max", "min", "share", "count"})
    void runningStatisticsArePandasPerGroupPastMissingValues(String statistic) {
        Table reference = read("cumulative.csv");
        Table out = apply(read("trials.csv"), new Cumulative(statistic, "tps", null, List.of("engine"), "run"));
        double[] expected = numbers(reference, "cum_" + statistic);
        double[] actual = numbers(out, "run");
        for (int r = 0; r < expected.length; r++) {
            close(expected[r], actual[r], statistic + " at row " + r);
        }
    }

    @Test
    void aCdfOfSharesRunsInTheOrderOfItsSortField() {
        Table t = Tables.ofColumns("t", List.of("ttft"), List.of((Object) new double[] {30, 10, Double.NaN, 20, 40}));
        Table out = apply(t, new Cumulative("share", "ttft", "ttft", null, "cdf"));
        assertEquals(List.of("10", "20", "30", "40", ""), texts(out, "ttft"), "least first, the missing last");
        assertEquals(List.of("0.1", "0.3", "0.6", "1", ""), texts(out, "cdf"));
        assertEquals(List.of("t2", "t4", "t1", "t5", "t3"), java.util.stream.IntStream.range(0, 5).mapToObj(out::at).toList(),
                "each row keeps its place in the file for messages");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"average", "min", "max", "first", "dense", "desc"})
    void ranksArePandasWithEveryTieMethod(String method) {
        Table reference = read("ranks.csv");
        boolean desc = method.equals("desc");
        Table out = apply(read("trials.csv"), new Rank("tps", desc ? Rank.Order.DESCENDING : null, desc ? null : method, List.of("engine"), null));
        double[] expected = numbers(reference, "rank_" + method);
        for (int r = 0; r < expected.length; r++) {
            close(expected[r], numbers(out, "rank")[r], method + " at row " + r);
        }
        double[] tied = {5, 1, 5, 3, 5};
        Table ties = apply(Tables.ofColumns("t", List.of("v"), List.of((Object) tied)), new Rank("v", null, desc ? null : method, null, null));
        assertEquals(switch (method) {
            case "min" -> List.of("3", "1", "3", "2", "3");
            case "max" -> List.of("5", "1", "5", "2", "5");
            case "first" -> List.of("3", "1", "4", "2", "5");
            case "dense" -> List.of("3", "1", "3", "2", "3");
            default -> List.of("4", "1", "4", "2", "4");
        }, texts(ties, "rank"));
    }

    @Test
    void requestsPerSecondAndTokensPerSecondInBinsOfTimeArePandas() {
        Table requests = read("requests.csv");
        for (String[] c : new String[][] {{"bins_rate.csv", null, "2"}, {"bins_tokens.csv", "tokens", "5"}}) {
            Table reference = read(c[0]);
            Table out = apply(requests, new Bin("end_s", c[2], c[1] == null ? null : "sum", c[1], true, List.of("engine")));
            assertEquals(texts(reference, "engine"), texts(out, "engine"), c[0]);
            assertEquals(texts(reference, "end_s"), texts(out, "end_s"), c[0]);
            double[] expected = numbers(reference, "value");
            for (int r = 0; r < expected.length; r++) {
                close(expected[r], numbers(out, c[1] == null ? "count" : "tokens")[r], c[0] + " row " + r);
            }
        }
    }

    @Test
    void readingsPerSecondInBinsOfFiveMinutesArePandasResampling() {
        Table reference = read("bins_time.csv");
        Table out = apply(read("timed.csv"), new Bin("time", "5min", "sum", "value", true, null));
        assertEquals(texts(reference, "time"), texts(out, "time"));
        double[] expected = numbers(reference, "value");
        for (int r = 0; r < expected.length; r++) {
            close(expected[r], numbers(out, "value")[r], "bin " + r);
        }
    }

    @Test
    void binsOfDatesStartAtMultiplesOfTheWidthAndSayTheirRowsWithoutAValue() {
        Table t = Tables.ofColumns("t", List.of("at", "n"), List.of(new String[] {"2026-03-01T09:00:01Z", "2026-03-01T09:00:04Z",
            "2026-03-01T09:00:09Z", null}, new double[] {1, 2, 3, 4}));
        List<String> warnings = new ArrayList<>();
        Table out = Steps.apply(t, List.of(new Bin("at", "5s", "sum", "n", null, null)), "test", warnings::add);
        assertEquals(List.of("2026-03-01T09:00:00Z", "2026-03-01T09:00:05Z"), texts(out, "at"));
        assertEquals(List.of("3", "3"), texts(out, "n"));
        assertEquals(List.of("warning: test[0]: 1 value of \"at\" are missing, so their rows are in no bin and are left out"), warnings);
        assertEquals("test[0].width: \"at\" holds dates; give the width a unit: ms, s, min, h or d (\"5min\")",
                assertThrows(InputException.class, () -> apply(t, new Bin("at", "5", null, null, null, null))).getMessage().replace("test: transform", "test"));
    }

    @Test
    void wideRowsFoldLongAndLongRowsPivotWideAndBack() {
        Table wide = Tables.ofColumns("steps.csv:", List.of("step", "worker0", "worker1"), List.of(new double[] {1, 2}, new double[] {10, 20},
                new double[] {11, 21}));
        Table longer = apply(wide, new Fold(List.of("worker0", "worker1"), List.of("worker", "ms")));
        assertEquals(List.of("step", "worker", "ms"), longer.names());
        assertEquals(List.of("1", "1", "2", "2"), texts(longer, "step"));
        assertEquals(List.of("worker0", "worker1", "worker0", "worker1"), texts(longer, "worker"));
        assertEquals(List.of("10", "11", "20", "21"), texts(longer, "ms"));
        Table back = apply(longer, new Pivot("worker", "ms", List.of("step")));
        assertEquals(wide.names(), back.names());
        assertEquals(texts(wide, "worker1"), texts(back, "worker1"));
        Table twice = Tables.ofColumns("l.csv:", List.of("k", "v"), List.of(new String[] {"a", "a"}, new double[] {1, 2}));
        assertEquals("test: transform[0].pivot: two rows of the whole table have k = a (l.csv:1 and l.csv:2); aggregate them first, or add the field"
                + " that tells them apart to groupby", assertThrows(InputException.class, () -> apply(twice, new Pivot("k", "v", null))).getMessage());
    }

    @Test
    void theRowNumberAndTheBestRowsOfEachGroup() {
        Table t = Tables.ofColumns("t", List.of("engine", "tps"), List.of(new String[] {"a", "b", "a", "a", "b"}, new double[] {5, 9, 7, 7, Double.NaN}));
        assertEquals(List.of("0", "0", "1", "2", "1"), texts(apply(t, new Index("n", null, List.of("engine"))), "n"));
        assertEquals(List.of("1", "2", "3", "4", "5"), texts(apply(t, new Index("n", 1, null)), "n"));
        Table best = apply(t, new Top(2, "tps", null, List.of("engine")));
        assertEquals(List.of("a", "a", "b"), texts(best, "engine"));
        assertEquals(List.of("7", "7", "9"), texts(best, "tps"), "best first, the first of ties kept, a missing value never best");
        assertEquals(List.of("5"), texts(apply(t, new Top(1, "tps", Rank.Order.ASCENDING, null)), "tps"));
    }

    @Test
    void twoNumbersInsideOneNameBecomeFields() {
        Table t = Tables.ofColumns("t", List.of("config"), List.of((Object) new String[] {"q4096s5120", "q512s128", "warmup"}));
        List<String> warnings = new ArrayList<>();
        Table out = Steps.apply(t, List.of(new Extract("config", "q(?P<prompt>[0-9]+)s(?P<output>[0-9]+)")), "test", warnings::add);
        assertEquals(Column.Type.NUMBER, out.column("prompt").type());
        assertEquals(List.of("4096", "512", ""), texts(out, "prompt"));
        assertEquals(List.of("5120", "128", ""), texts(out, "output"));
        assertEquals(List.of("warning: test[0]: 1 value of \"config\" match no part of the pattern, so their new fields are missing"), warnings);
    }

    @Test
    void severalStatisticsOfTheSameSamplesAreRowsToDrawAsCategories() {
        Table t = Tables.ofColumns("t", List.of("engine", "ms"), List.of(new String[] {"a", "a", "a", "a", "b"}, new double[] {1, 2, 3, 4, 10}));
        Table out = apply(t, new Describe(List.of("p50", "p90", "max"), "ms", "nearest", List.of("engine"), null));
        assertEquals(List.of("engine", "statistic", "value"), out.names());
        assertEquals(List.of("p50", "p90", "max", "p50", "p90", "max"), texts(out, "statistic"));
        assertEquals(List.of("3", "4", "4", "10", "10", "10"), texts(out, "value"), "numpy rounds 1.5 to 2, as it rounds half to even");
    }

    @Test
    void theStepsHoldToAPlainReferenceOnRandomTables() {
        Random random = new Random(41);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(40);
            String[] group = new String[n];
            double[] v = new double[n];
            for (int i = 0; i < n; i++) {
                group[i] = "g" + random.nextInt(3);
                v[i] = random.nextInt(10) == 0 ? Double.NaN : random.nextInt(20);
            }
            Table t = Tables.ofColumns("t", List.of("g", "v"), List.of(group, v));
            double[] sums = numbers(apply(t, new Cumulative("sum", "v", null, List.of("g"), "s")), "s");
            double[] ranks = numbers(apply(t, new Rank("v", null, "min", List.of("g"), null)), "rank");
            for (int i = 0; i < n; i++) {
                double run = 0;
                int below = 0;
                for (int j = 0; j < n; j++) {
                    if (group[j].equals(group[i]) && !Double.isNaN(v[j])) {
                        run += j <= i ? v[j] : 0;
                        below += v[j] < v[i] ? 1 : 0;
                    }
                }
                close(Double.isNaN(v[i]) ? Double.NaN : run, sums[i], "running sum, trial " + trial);
                close(Double.isNaN(v[i]) ? Double.NaN : below + 1, ranks[i], "rank, trial " + trial);
            }
        }
    }

    @Test
    void eachNewStepIsSpelledInJsonAsInJava() {
        List<Transform> steps = List.of(Transform.cumulative("share", "ttft"), Transform.bin("end_s", "2s"), Transform.fold("a", "b"),
                Transform.pivot("k", "v", "step"), Transform.index("n"), Transform.rank("tps"), Transform.top(1, "tps"),
                Transform.extract("config", "q(?P<q>[0-9]+)"), Transform.describe("ms", "p50", "p99"));
        for (Transform step : steps) {
            String json = dev.figmark.model.json.ModelWriter.json(dev.figmark.model.Description.of(dev.figmark.model.Figure.SINGLE,
                    dev.figmark.model.Panel.titled("p").transform(List.of(step)).series(dev.figmark.model.Series.line("l", new double[] {1},
                    new double[] {1}))));
            assertTrue(json.contains("\"" + step.getClass().getAnnotation(dev.figmark.model.Kind.class).value() + "\""), json);
        }
    }

    @Test
    void eachStepRefusesWhatDoesNotApplyToIt() {
        assertEquals("a count counts rows; give \"statistic\": \"sum\" (or mean, min, max) to sum up a field",
                assertThrows(dev.figmark.model.FigureException.class, () -> new Bin("t", "2", "count", "tokens", null, null)).what());
        assertEquals("name the number field whose sum each bin holds",
                assertThrows(dev.figmark.model.FigureException.class, () -> new Bin("t", "2", "sum", null, null, null)).what());
        assertEquals("is not " + Transform.STAT_WORDS,
                assertThrows(dev.figmark.model.FigureException.class, () -> new Describe(List.of("p50", "best"), "ms", null, null, null)).what());
        assertEquals("says how a percentile falls between two values; mean is not a percentile",
                assertThrows(dev.figmark.model.FigureException.class, () -> new Aggregate("mean", null, null, "nearest", null)).what());
    }
}
