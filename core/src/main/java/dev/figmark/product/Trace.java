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
    /** Where each value is, as a number (NaN for nowhere), while every place is a number or nowhere. */
    private double[] xs = new double[8];
    /** Where each value is, once some place is a name: names, numbers and nulls. */
    private List<Object> named;
    private double[] values = new double[8];
    private int size;

    /** Points of a panel beyond which the largest gap between its series is not sought. */
    static final int MOST_POINTS_FOR_GAPS = 50_000;

    Trace(String series, boolean cells) {
        this.series = series;
        this.cells = cells;
    }

    /** A value at a place: a number, a name, or nowhere (null). */
    void add(Object where, double value) {
        if (where instanceof Number n && named == null) {
            add(n.doubleValue(), value);
            return;
        }
        if (where == null && named == null) {
            add(Double.NaN, value);
            return;
        }
        if (named == null) {
            named = new ArrayList<>(Math.max(8, size * 2));
            for (int i = 0; i < size; i++) {
                named.add(Double.isNaN(xs[i]) ? null : xs[i]);
            }
        }
        grow();
        named.add(where);
        values[size++] = value;
    }

    /** A value at a number (NaN: nowhere), without boxing either: a day of samples is millions. */
    void add(double x, double value) {
        if (named != null) {
            add(Double.isNaN(x) ? null : (Object) x, value);
            return;
        }
        grow();
        xs[size] = x;
        values[size++] = value;
    }

    private void grow() {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
            if (named == null) {
                xs = Arrays.copyOf(xs, size * 2);
            }
        }
    }

    /** Where value {@code i} is: a Double, a name, or null. */
    private Object at(int i) {
        return named != null ? named.get(i) : Double.isNaN(xs[i]) ? null : (Object) xs[i];
    }

    private boolean nowhere() {
        for (int i = 0; i < size; i++) {
            if (at(i) != null) {
                return false;
            }
        }
        return true;
    }

    private boolean numbers() {
        if (named == null) {
            for (int i = 0; i < size; i++) {
                if (Double.isNaN(xs[i])) {
                    return false;
                }
            }
            return true;
        }
        return named.stream().allMatch(a -> a instanceof Number);
    }

    private int indexOf(String name) {
        return named == null ? -1 : named.indexOf(name);
    }

    /** The series' course in words: how it rises or falls over numbers, its values over categories, or its spread. */
    String course(String name) {
        int high = extreme(values, size, true);
        int low = extreme(values, size, false);
        if (cells) {
            return name + " range from " + AltText.number(values[low]) + " at " + at(low) + " to " + AltText.number(values[high]) + " at " + at(high);
        }
        if (nowhere()) {
            double[] sorted = Arrays.copyOf(values, size);
            Arrays.sort(sorted);
            double median = median(sorted);
            return name + ": " + size + (size == 1 ? " value, " : " values, median ") + AltText.number(median) + (size == 1 ? ""
                    : ", from " + AltText.number(sorted[0]) + " to " + AltText.number(sorted[size - 1]));
        }
        int median = indexOf("median");
        if (median >= 0) {
            return name + ": median " + AltText.number(values[median]) + statistic("quartiles", "q1", "q3") + statistic("whiskers", "whisker low", "whisker high");
        }
        if (numbers()) {
            return overNumbers(name);
        }
        if (size <= AltText.MOST_VALUES) {
            List<String> each = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                each.add(AltText.number(values[i]) + " at " + AltText.plain(String.valueOf(at(i))));
            }
            return name + ": " + String.join(", ", each);
        }
        return name + ": highest at " + AltText.plain(String.valueOf(at(high))) + " (" + AltText.number(values[high]) + "), lowest at "
                + AltText.plain(String.valueOf(at(low))) + " (" + AltText.number(values[low]) + ")";
    }

    /** A box's pair of statistics, such as its quartiles, when the table has both. */
    private String statistic(String words, String low, String high) {
        int from = indexOf(low);
        int to = indexOf(high);
        return from < 0 || to < 0 ? "" : ", " + words + " " + AltText.number(values[from]) + " to " + AltText.number(values[to]);
    }

    /** Over numbers, in their order: the median at each where one number has several values. */
    private String overNumbers(String name) {
        // In the order of x: as drawn for a line (no sort), else sorted; runs of one x become their median.
        Integer[] order = null;
        for (int i = 1; i < size && order == null; i++) {
            if (x(i) < x(i - 1)) {
                order = new Integer[size];
                for (int k = 0; k < size; k++) {
                    order[k] = k;
                }
                java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(this::x));
            }
        }
        double[] x = new double[size];
        double[] y = new double[size];
        int n = 0;
        double[] run = new double[8];
        for (int i = 0; i < size; ) {
            int first = order == null ? i : order[i];
            double at = x(first);
            int length = 0;
            while (i < size && x(order == null ? i : order[i]) == at) {
                if (length == run.length) {
                    run = Arrays.copyOf(run, length * 2);
                }
                run[length++] = values[order == null ? i : order[i]];
                i++;
            }
            double[] v = Arrays.copyOf(run, length);
            if (length > 1) {
                Arrays.sort(v);
            }
            x[n] = at;
            y[n++] = median(v);
        }
        // Values that share their x (a distribution's ties, trials at each batch) are told by their median when most do.
        boolean medians = n * 2 <= size;
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
        if (panel.size() < 2 || !panel.values().stream().allMatch(t -> t.size == 1 && t.at(0) == null && !t.cells)) {
            return panel;
        }
        Trace one = new Trace("", false);
        panel.values().forEach(t -> one.add(t.series, t.values[0]));
        return Map.of("", one);
    }

    /** The median of sorted values: the middle one, or the mean of the middle two. */
    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private double x(int i) {
        return named != null ? ((Number) named.get(i)).doubleValue() : xs[i];
    }

    /** The highest value among a panel's series, and the largest gap between two of them at the same place. */
    static String extremes(List<Trace> traces, String where) {
        Trace top = null;
        int topAt = -1;
        long points = traces.stream().mapToLong(t -> t.size).sum();
        // Gaps are sought among places several series share; over a day of samples (millions of points, times that no
        // two series share) the highest value alone is told.
        boolean gaps = points <= MOST_POINTS_FOR_GAPS;
        Map<Object, List<Object[]>> byPlace = new LinkedHashMap<>();
        for (Trace t : traces) {
            if (t.cells || t.indexOf("median") >= 0) {
                return ""; // cells and boxes are told whole by their course
            }
            for (int i = 0; i < t.size; i++) {
                if (top == null || t.values[i] > top.values[topAt]) {
                    top = t;
                    topAt = i;
                }
                Object at = gaps ? t.at(i) : null;
                if (at != null) {
                    byPlace.computeIfAbsent(at instanceof String text ? AltText.plain(text) : at, k -> new ArrayList<>()).add(new Object[] {t, t.values[i]});
                }
            }
        }
        if (top == null) {
            return "";
        }
        String out = "The highest value" + where + " is " + AltText.number(top.values[topAt]) + " (" + top.series
                + (top.at(topAt) == null ? "" : " at " + place(top.at(topAt))) + ")";
        double widest = 0;
        String gap = "";
        for (Map.Entry<Object, List<Object[]>> e : byPlace.entrySet()) {
            Object[] hi = null;
            Object[] lo = null;
            for (Object[] v : e.getValue()) {
                hi = hi == null || (double) v[1] > (double) hi[1] ? v : hi;
                lo = lo == null || (double) v[1] < (double) lo[1] ? v : lo;
            }
            double d = (double) hi[1] - (double) lo[1];
            if (hi[0] != lo[0] && d > widest) {
                widest = d;
                gap = "; the largest gap between two series is " + AltText.number(d) + " at " + place(e.getKey()) + ", " + ((Trace) hi[0]).series + " "
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
