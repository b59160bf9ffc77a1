package dev.figmark.product;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One series' values as {@link AltText} tells them: where each is (a number, a name, or nowhere) and the value. */
final class Trace {

    final String series;
    private final boolean cells;
    private final List<Object> at = new ArrayList<>();
    private double[] values = new double[8];
    private int size;

    Trace(String series, boolean cells) {
        this.series = series;
        this.cells = cells;
    }

    void add(Object where, double value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        at.add(where);
        values[size++] = value;
    }

    /** The series' course in words: how it rises or falls over numbers, its values over categories, or its spread. */
    String course(String name) {
        int high = extreme(values, size, true);
        int low = extreme(values, size, false);
        if (cells) {
            return name + " range from " + AltText.number(values[low]) + " at " + at.get(low) + " to " + AltText.number(values[high]) + " at " + at.get(high);
        }
        if (at.stream().allMatch(java.util.Objects::isNull)) {
            double[] sorted = Arrays.copyOf(values, size);
            Arrays.sort(sorted);
            double median = size % 2 == 1 ? sorted[size / 2] : (sorted[size / 2 - 1] + sorted[size / 2]) / 2;
            return name + ": " + size + (size == 1 ? " value, " : " values, median ") + AltText.number(median) + (size == 1 ? ""
                    : ", from " + AltText.number(sorted[0]) + " to " + AltText.number(sorted[size - 1]));
        }
        int median = at.indexOf("median");
        if (median >= 0) {
            return name + ": median " + AltText.number(values[median]) + statistic("quartiles", "q1", "q3") + statistic("whiskers", "whisker low", "whisker high");
        }
        if (at.stream().allMatch(a -> a instanceof Number)) {
            return overNumbers(name);
        }
        if (size <= AltText.MOST_VALUES) {
            List<String> each = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                each.add(AltText.number(values[i]) + " at " + AltText.plain(String.valueOf(at.get(i))));
            }
            return name + ": " + String.join(", ", each);
        }
        return name + ": highest at " + AltText.plain(String.valueOf(at.get(high))) + " (" + AltText.number(values[high]) + "), lowest at "
                + AltText.plain(String.valueOf(at.get(low))) + " (" + AltText.number(values[low]) + ")";
    }

    /** A box's pair of statistics, such as its quartiles, when the table has both. */
    private String statistic(String words, String low, String high) {
        int from = at.indexOf(low);
        int to = at.indexOf(high);
        return from < 0 || to < 0 ? "" : ", " + words + " " + AltText.number(values[from]) + " to " + AltText.number(values[to]);
    }

    /** Over numbers, in their order: the median at each where one number has several values. */
    private String overNumbers(String name) {
        Map<Double, List<Double>> byX = new java.util.TreeMap<>();
        for (int i = 0; i < size; i++) {
            byX.computeIfAbsent(((Number) at.get(i)).doubleValue(), k -> new ArrayList<>()).add(values[i]);
        }
        // Values that share their x (a distribution's ties, trials at each batch) are told by their median when most do.
        boolean medians = byX.size() * 2 <= size;
        double[] x = new double[byX.size()];
        double[] y = new double[byX.size()];
        int n = 0;
        for (Map.Entry<Double, List<Double>> e : byX.entrySet()) {
            double[] v = e.getValue().stream().mapToDouble(Double::doubleValue).sorted().toArray();
            x[n] = e.getKey();
            y[n++] = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }
        String who = medians ? name + " (the median at each x)" : name;
        if (n == 1) {
            return who + " is " + AltText.number(y[0]) + " at " + AltText.number(x[0]);
        }
        boolean up = true;
        boolean down = true;
        for (int i = 1; i < n; i++) {
            up &= y[i] >= y[i - 1];
            down &= y[i] <= y[i - 1];
        }
        String from = " from " + AltText.number(y[0]) + " at " + AltText.number(x[0]) + " to " + AltText.number(y[n - 1]) + " at " + AltText.number(x[n - 1]);
        if (up && down) {
            return who + " stays at " + AltText.number(y[0]) + " from " + AltText.number(x[0]) + " to " + AltText.number(x[n - 1]);
        }
        if (up || down) {
            return who + (up ? " rises" : " falls") + from;
        }
        int high = extreme(y, n, true);
        int low = extreme(y, n, false);
        String out = who + " goes" + from;
        if (high != 0 && high != n - 1) {
            out += ", highest " + AltText.number(y[high]) + " at " + AltText.number(x[high]);
        }
        if (low != 0 && low != n - 1) {
            out += (out.contains("highest") ? " and" : ",") + " lowest " + AltText.number(y[low]) + " at " + AltText.number(x[low]);
        }
        return out;
    }

    /**
     * A panel's series as told: series of one value each, with no place, are one series over the series' names (a
     * bar per clients' count), else as they are.
     */
    static Map<String, Trace> named(Map<String, Trace> panel) {
        if (panel.size() < 2 || !panel.values().stream().allMatch(t -> t.size == 1 && t.at.get(0) == null && !t.cells)) {
            return panel;
        }
        Trace one = new Trace("", false);
        panel.values().forEach(t -> one.add(t.series, t.values[0]));
        return Map.of("", one);
    }

    /** The highest value among a panel's series, and the largest gap between two of them at the same place. */
    static String extremes(List<Trace> traces, String where) {
        Trace top = null;
        int topAt = -1;
        Map<String, List<Object[]>> byPlace = new LinkedHashMap<>();
        for (Trace t : traces) {
            if (t.cells || t.at.contains("median")) {
                return ""; // cells and boxes are told whole by their course
            }
            for (int i = 0; i < t.size; i++) {
                if (top == null || t.values[i] > top.values[topAt]) {
                    top = t;
                    topAt = i;
                }
                if (t.at.get(i) != null) {
                    byPlace.computeIfAbsent(place(t.at.get(i)), k -> new ArrayList<>()).add(new Object[] {t, t.values[i]});
                }
            }
        }
        if (top == null) {
            return "";
        }
        String out = "The highest value" + where + " is " + AltText.number(top.values[topAt]) + " (" + top.series
                + (top.at.get(topAt) == null ? "" : " at " + place(top.at.get(topAt))) + ")";
        double widest = 0;
        String gap = "";
        for (Map.Entry<String, List<Object[]>> e : byPlace.entrySet()) {
            Object[] hi = null;
            Object[] lo = null;
            for (Object[] v : e.getValue()) {
                hi = hi == null || (double) v[1] > (double) hi[1] ? v : hi;
                lo = lo == null || (double) v[1] < (double) lo[1] ? v : lo;
            }
            double d = (double) hi[1] - (double) lo[1];
            if (hi[0] != lo[0] && d > widest) {
                widest = d;
                gap = "; the largest gap between two series is " + AltText.number(d) + " at " + e.getKey() + ", " + ((Trace) hi[0]).series + " "
                        + AltText.number((double) hi[1]) + " against " + ((Trace) lo[0]).series + " " + AltText.number((double) lo[1]);
            }
        }
        return out + gap + ".";
    }

    private static String place(Object at) {
        return at instanceof Number n ? AltText.number(n.doubleValue()) : AltText.plain(at.toString());
    }

    /** The index of the first highest (or lowest) value. */
    private static int extreme(double[] v, int n, boolean highest) {
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (highest ? v[i] > v[best] : v[i] < v[best]) {
                best = i;
            }
        }
        return best;
    }
}
