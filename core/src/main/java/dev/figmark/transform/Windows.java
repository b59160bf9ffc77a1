package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Window;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The window step, as pandas' {@code rolling} computes it within each group, rows in the order of {@code on}: over
 * the last {@code size} rows (a row with fewer before it has no full window, and is left out and said, as
 * {@code min_periods} is the window), or over the rows whose {@code on} lies in {@code (t − span, t]}. Missing values
 * take no part in a window.
 */
final class Windows {

    private Windows() {
    }

    static Table run(Steps steps, Window step) {
        Table table = steps.table();
        Column.Numbers field = steps.numbers(step.field(), "field");
        double[] on = step.on() == null ? null : positions(steps.column(step.on(), "on"), steps.path());
        double span = step.span() == null ? 0 : span(step.span(), step.on() == null ? null : steps.column(step.on(), "on"), steps.path());
        Groups groups = Groups.of(table, steps.fields(step.groupby(), "groupby"));
        double[] out = new double[table.rows()];
        Arrays.fill(out, Double.NaN);
        boolean[] keep = new boolean[table.rows()];
        int short_ = 0;
        int missingOn = 0;
        for (int g = 0; g < groups.count(); g++) {
            List<Integer> rows = new ArrayList<>();
            for (int r : groups.rows(g)) {
                if (on != null && Double.isNaN(on[r])) {
                    missingOn++;
                } else {
                    rows.add(r);
                }
            }
            if (on != null) {
                rows.sort((a, b) -> Double.compare(on[a], on[b])); // stable: equal times keep the table's order
            }
            double[] window = new double[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                int n = 0;
                if (step.size() != null) {
                    for (int j = Math.max(0, i - step.size() + 1); j <= i; j++) {
                        double v = field.value(rows.get(j));
                        if (!Double.isNaN(v)) {
                            window[n++] = v;
                        }
                    }
                    if (n < step.size()) {
                        short_++;
                        continue;
                    }
                } else {
                    double t = on[rows.get(i)];
                    for (int j = i; j >= 0 && on[rows.get(j)] > t - span; j--) {
                        double v = field.value(rows.get(j));
                        if (!Double.isNaN(v)) {
                            window[n++] = v;
                        }
                    }
                    if (n == 0) {
                        continue;
                    }
                }
                int r = rows.get(i);
                keep[r] = true;
                out[r] = statistic(step.window(), window, n);
            }
        }
        if (short_ > 0) {
            steps.warn(short_, "have fewer than " + step.size() + " values in their window (the first rows of each group), and are left out");
        }
        steps.warn(missingOn, "have no " + step.on() + " to be ordered by, and are left out");
        int[] kept = new int[table.rows()];
        int n = 0;
        for (int r = 0; r < keep.length; r++) {
            if (keep[r]) {
                kept[n++] = r;
            }
        }
        return table.with(new Column.Numbers(field.name(), out)).select(Arrays.copyOf(kept, n));
    }

    /** The statistic of a window's values, in the order they came (the sum and mean as pandas adds them, in order). */
    private static double statistic(String name, double[] values, int n) {
        if (name.equals("sum") || name.equals("mean")) {
            double sum = 0;
            for (int i = n - 1; i >= 0; i--) {
                sum += values[i];
            }
            return name.equals("sum") ? sum : sum / n;
        }
        double[] sorted = Arrays.copyOf(values, n);
        Arrays.sort(sorted);
        return Statistics.of(name, sorted, 0, n);
    }

    /** The field rows are ordered by, as numbers: a number, or a date in milliseconds. */
    private static double[] positions(Column c, String path) {
        if (c instanceof Column.Numbers n) {
            return n.values();
        }
        if (c instanceof Column.Times t) {
            double[] out = new double[t.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = t.missing(i) ? Double.NaN : t.millis()[i];
            }
            return out;
        }
        throw new InputException(path + ".on: \"" + c.name() + "\" holds text; rows are ordered by numbers or dates");
    }

    /** A span in the units of {@code on}: a number for numbers, milliseconds for dates (which need a unit). */
    static double span(String text, Column on, String path) {
        return span(text, on, path, "span");
    }

    /** A span given as the step's {@code field} ({@code span}, a bin's {@code width}), in the units of {@code on}. */
    static double span(String text, Column on, String path, String field) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9.]+)(ms|s|min|h|d)?").matcher(text);
        if (!m.matches()) {
            throw new InputException(path + "." + field + ": \"" + text + "\" is not a span");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2);
        boolean dates = on instanceof Column.Times;
        if (dates && unit == null) {
            throw new InputException(path + "." + field + ": \"" + on.name() + "\" holds dates; give the " + field + " a unit: ms, s, min, h or d (\"5min\")");
        }
        if (!dates && unit != null) {
            throw new InputException(path + "." + field + ": \"" + on.name() + "\" holds numbers; give the " + field + " as a number of them, without a unit");
        }
        if (!(amount > 0)) {
            throw new InputException(path + "." + field + ": a " + field + " is more than 0");
        }
        return unit == null ? amount : amount * switch (unit) {
            case "ms" -> 1;
            case "s" -> 1_000;
            case "min" -> 60_000;
            case "h" -> 3_600_000;
            default -> 86_400_000;
        };
    }
}
