package dev.figmark.transform;

import dev.figmark.data.PairwiseSum;
import dev.figmark.model.Cumulative;
import dev.figmark.model.Index;
import dev.figmark.model.Rank;
import dev.figmark.model.Top;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The steps that walk each group's rows in order, as pandas' group-wise methods do: running statistics
 * ({@code cumsum}, {@code cummax}), each row's place ({@code cumcount}), its rank ({@code rank}) and the best rows
 * ({@code nlargest}).
 */
final class Runs {

    private Runs() {
    }

    /** A running statistic down each group's rows, in the table's order or {@code sort}'s. */
    static Table cumulative(Steps steps, Cumulative step) {
        Table table = steps.table();
        if (step.sort() != null) {
            Column.Numbers key = steps.numbers(step.sort(), "sort");
            Integer[] order = new Integer[table.rows()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            // Least first, stable; rows without a value last, as pandas' sort_values puts NaN.
            Arrays.sort(order, Comparator.comparingDouble((Integer r) -> Double.isNaN(key.value(r)) ? Double.POSITIVE_INFINITY : key.value(r))
                    .thenComparing(r -> Double.isNaN(key.value(r)) ? 1 : 0));
            table = table.select(Arrays.stream(order).mapToInt(Integer::intValue).toArray());
        }
        Table sorted = table;
        Steps within = steps.on(sorted);
        Column.Numbers field = within.numbers(step.field(), "field");
        Groups groups = Groups.of(sorted, within.fields(step.groupby(), "groupby"));
        double[] out = new double[sorted.rows()];
        Arrays.fill(out, Double.NaN);
        for (int g = 0; g < groups.count(); g++) {
            int[] rows = groups.rows(g);
            double[] values = new double[rows.length];
            int n = 0;
            for (int r : rows) {
                if (!Double.isNaN(field.value(r))) {
                    values[n++] = field.value(r);
                }
            }
            double total = PairwiseSum.of(values, 0, n);
            double run = 0;
            int count = 0;
            for (int r : rows) {
                double v = field.value(r);
                if (Double.isNaN(v)) {
                    continue;
                }
                count++;
                run = switch (step.cumulative()) {
                    case "min" -> count == 1 ? v : Math.min(run, v);
                    case "max" -> count == 1 ? v : Math.max(run, v);
                    case "count" -> count;
                    default -> run + v;
                };
                out[r] = step.cumulative().equals("share") ? run / total : run;
            }
        }
        return sorted.with(new Column.Numbers(step.as() == null ? step.field() : step.as(), out));
    }

    /** Each row's place within its group, from {@code start}. */
    static Table index(Steps steps, Index step) {
        Table table = steps.table();
        Groups groups = Groups.of(table, steps.fields(step.groupby(), "groupby"));
        double[] out = new double[table.rows()];
        int first = step.start() == null ? 0 : step.start();
        for (int g = 0; g < groups.count(); g++) {
            int[] rows = groups.rows(g);
            for (int i = 0; i < rows.length; i++) {
                out[rows[i]] = first + i;
            }
        }
        return table.with(new Column.Numbers(step.index(), out));
    }

    /** Each row's rank within its group, ties as pandas' method says. */
    static Table rank(Steps steps, Rank step) {
        Table table = steps.table();
        Column.Numbers field = steps.numbers(step.rank(), "rank");
        Groups groups = Groups.of(table, steps.fields(step.groupby(), "groupby"));
        boolean descending = step.order() == Rank.Order.DESCENDING;
        String ties = step.ties() == null ? "average" : step.ties();
        double[] out = new double[table.rows()];
        Arrays.fill(out, Double.NaN);
        for (int g = 0; g < groups.count(); g++) {
            List<Integer> rows = ranked(groups.rows(g), field, !descending);
            int dense = 0;
            for (int i = 0; i < rows.size(); ) {
                int j = i;
                while (j + 1 < rows.size() && field.value(rows.get(j + 1)) == field.value(rows.get(i))) {
                    j++;
                }
                dense++;
                for (int k = i; k <= j; k++) {
                    out[rows.get(k)] = switch (ties) {
                        case "min" -> i + 1;
                        case "max" -> j + 1;
                        case "first" -> k + 1;
                        case "dense" -> dense;
                        default -> (i + j) / 2.0 + 1;
                    };
                }
                i = j + 1;
            }
        }
        return table.with(new Column.Numbers(step.as() == null ? "rank" : step.as(), out));
    }

    /** The best rows of each group, best first, the first of ties kept. */
    static Table top(Steps steps, Top step) {
        Table table = steps.table();
        Column.Numbers by = steps.numbers(step.by(), "by");
        Groups groups = Groups.of(table, steps.fields(step.groupby(), "groupby"));
        boolean ascending = step.order() == Rank.Order.ASCENDING;
        List<Integer> kept = new ArrayList<>();
        for (int g = 0; g < groups.count(); g++) {
            List<Integer> rows = ranked(groups.rows(g), by, ascending);
            kept.addAll(rows.subList(0, Math.min(step.top(), rows.size())));
        }
        return table.select(kept.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A group's rows that hold a value of {@code field}, least first or greatest first; ties in the table's order. */
    private static List<Integer> ranked(int[] group, Column.Numbers field, boolean ascending) {
        List<Integer> rows = new ArrayList<>();
        for (int r : group) {
            if (!Double.isNaN(field.value(r))) {
                rows.add(r);
            }
        }
        rows.sort((a, b) -> ascending ? Double.compare(field.value(a), field.value(b)) : Double.compare(field.value(b), field.value(a)));
        return rows;
    }
}
