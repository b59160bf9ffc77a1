package dev.figmark.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Frontier;
import dev.figmark.model.Series;
import dev.figmark.model.Transform;
import dev.figmark.model.Window;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The transform steps against a plain reference, written here the obvious way (maps of lists, sorted copies, nested
 * loops), on random tables of groups with missing values: aggregates of every kind, filters, shares, rolling windows
 * and frontiers.
 */
class TransformPropertyTest {

    /** A random table: a text key of few values, a number key, a value with some missing, another value. */
    private static Table table(long seed, int rows) {
        Random random = new Random(seed);
        String[] keys = new String[rows];
        double[] batch = new double[rows];
        double[] v = new double[rows];
        double[] w = new double[rows];
        for (int r = 0; r < rows; r++) {
            keys[r] = String.valueOf((char) ('a' + random.nextInt(4)));
            batch[r] = 1 << random.nextInt(3);
            v[r] = random.nextInt(10) == 0 ? Double.NaN : Math.round(random.nextGaussian() * 1e4) / 100.0;
            w[r] = random.nextDouble() * 100;
        }
        int[] lines = new int[rows];
        Arrays.setAll(lines, i -> i + 2);
        return new Table("t.csv:", List.of(Column.Texts.of("k", keys), new Column.Numbers("b", batch), new Column.Numbers("v", v), new Column.Numbers("w", w)),
                lines);
    }

    /** The table after a step; one with no rows where the step leaves none (which figmark refuses, naming the step). */
    private static Table apply(Table t, Transform step) {
        try {
            return Steps.apply(t, List.of(step), "test: transform", line -> { });
        } catch (InputException e) {
            assertTrue(e.getMessage().startsWith("test: transform[0]: leaves no rows"), e.getMessage());
            return t.select(new int[0]);
        }
    }

    /** Each group's values (missing ones left out), groups in order of first appearance. */
    private static Map<String, List<Double>> groups(Table t, boolean byBatch) {
        Map<String, List<Double>> out = new LinkedHashMap<>();
        for (int r = 0; r < t.rows(); r++) {
            String key = t.column("k").text(r) + (byBatch ? "|" + t.column("b").text(r) : "");
            List<Double> values = out.computeIfAbsent(key, k -> new ArrayList<>());
            double v = ((Column.Numbers) t.column("v")).value(r);
            if (!Double.isNaN(v)) {
                values.add(v);
            }
        }
        return out;
    }

    /** The plain statistic of a list. */
    private static double reference(String stat, List<Double> list, int rows) {
        double[] x = list.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = x.length;
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        if (stat.equals("count")) {
            return rows;
        }
        if (stat.equals("sum")) {
            return sum;
        }
        if (n == 0) {
            return Double.NaN;
        }
        double mean = sum / n;
        double squares = 0;
        for (double v : x) {
            squares += (v - mean) * (v - mean);
        }
        double sd = n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1));
        return switch (stat) {
            case "mean" -> mean;
            case "min" -> x[0];
            case "max" -> x[n - 1];
            case "median" -> n % 2 == 1 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
            case "sd" -> sd;
            case "sem" -> sd / Math.sqrt(n);
            default -> {
                double h = (n - 1) * Double.parseDouble(stat.substring(1)) / 100;
                int lo = (int) Math.floor(h);
                yield lo + 1 < n ? x[lo] + (h - lo) * (x[lo + 1] - x[lo]) : x[lo];
            }
        };
    }

    @Property(tries = 200)
    void aggregatesAreThePlainStatistics(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int rows) {
        Table t = table(seed, rows);
        for (String stat : List.of("mean", "median", "min", "max", "sum", "count", "sd", "sem", "p25", "p90")) {
            boolean byBatch = stat.length() % 2 == 0;
            Map<String, List<Double>> expected = groups(t, byBatch);
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (int r = 0; r < t.rows(); r++) {
                counts.merge(t.column("k").text(r) + (byBatch ? "|" + t.column("b").text(r) : ""), 1, Integer::sum);
            }
            List<String> by = byBatch ? List.of("k", "b") : List.of("k");
            Table out = apply(t, new Aggregate(stat, by, stat.equals("count") ? null : List.of("v"), null, Series.Missing.SKIP));
            assertEquals(expected.size(), out.rows(), stat + ": one row per group");
            int r = 0;
            for (Map.Entry<String, List<Double>> e : expected.entrySet()) {
                assertEquals(e.getKey().split("\\|")[0], out.column("k").text(r), stat + ": groups in order");
                double want = reference(stat, e.getValue(), counts.get(e.getKey()));
                double got = ((Column.Numbers) out.column(stat.equals("count") ? "count" : "v")).value(r);
                if (Double.isNaN(want)) {
                    assertTrue(Double.isNaN(got), stat + " of " + e.getKey() + ": none, got " + got);
                } else {
                    assertEquals(want, got, Math.max(1e-9, Math.abs(want) * 1e-12), stat + " of " + e.getKey());
                }
                r++;
            }
        }
    }

    @Property(tries = 200)
    void filtersKeepTheRowsTheirConditionHoldsFor(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int rows,
            @ForAll @IntRange(min = -50, max = 50) int cut) {
        Table t = table(seed, rows);
        Table out = apply(t, Transform.filter("v > " + cut + " and (k == \"a\" or not b < 2)"));
        List<Integer> kept = new ArrayList<>();
        for (int r = 0; r < t.rows(); r++) {
            double v = ((Column.Numbers) t.column("v")).value(r);
            double b = ((Column.Numbers) t.column("b")).value(r);
            if (!Double.isNaN(v) && v > cut && (t.column("k").text(r).equals("a") || !(b < 2))) {
                kept.add(t.lines()[r]);
            }
        }
        assertEquals(kept, Arrays.stream(out.lines()).boxed().toList());
    }

    @Property(tries = 200)
    void sharesOfEachGroupAddUpToOne(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int rows) {
        Table out = apply(table(seed, rows), Transform.normalize("w", "k"));
        Map<String, Double> totals = new LinkedHashMap<>();
        for (int r = 0; r < out.rows(); r++) {
            totals.merge(out.column("k").text(r), ((Column.Numbers) out.column("w")).value(r), Double::sum);
        }
        totals.values().forEach(total -> assertEquals(1.0, total, 1e-12));
    }

    @Property(tries = 200)
    void rollingWindowsAreTheMeansOfTheirLastRows(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int rows,
            @ForAll @IntRange(min = 1, max = 6) int size) {
        Table t = apply(table(seed, rows), Transform.filter("v != null"));
        Table out = apply(t, new Window("mean", "v", size, null, null, List.of("k")));
        List<Double> expected = new ArrayList<>();
        Map<String, List<Double>> seen = new LinkedHashMap<>();
        for (int r = 0; r < t.rows(); r++) {
            List<Double> before = seen.computeIfAbsent(t.column("k").text(r), k -> new ArrayList<>());
            before.add(((Column.Numbers) t.column("v")).value(r));
            if (before.size() >= size) {
                expected.add(before.subList(before.size() - size, before.size()).stream().mapToDouble(Double::doubleValue).sum() / size);
            }
        }
        assertEquals(expected.size(), out.rows());
        for (int r = 0; r < out.rows(); r++) {
            assertEquals(expected.get(r), ((Column.Numbers) out.column("v")).value(r), 1e-9);
        }
    }

    @Property(tries = 200)
    void aFrontierKeepsExactlyTheRowsNoOtherBeats(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int rows) {
        Table t = apply(table(seed, rows), Transform.filter("v != null"));
        Table out = apply(t, Transform.frontier("w", Frontier.Best.MIN, "v", Frontier.Best.MAX).groupby(List.of("k")));
        List<Integer> expected = new ArrayList<>();
        for (int r = 0; r < t.rows(); r++) {
            boolean beaten = false;
            for (int s = 0; s < t.rows(); s++) {
                beaten |= s != r && t.column("k").text(s).equals(t.column("k").text(r)) && value(t, "w", s) <= value(t, "w", r)
                        && value(t, "v", s) >= value(t, "v", r) && (value(t, "w", s) < value(t, "w", r) || value(t, "v", s) > value(t, "v", r));
            }
            if (!beaten) {
                expected.add(t.lines()[r]);
            }
        }
        List<Integer> kept = new ArrayList<>(Arrays.stream(out.lines()).boxed().toList());
        kept.sort(null);
        assertEquals(expected, kept);
    }

    private static double value(Table t, String field, int row) {
        return ((Column.Numbers) t.column(field)).value(row);
    }
}
