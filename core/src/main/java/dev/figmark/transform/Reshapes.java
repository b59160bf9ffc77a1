package dev.figmark.transform;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import dev.figmark.data.InputException;
import dev.figmark.data.Quoted;
import dev.figmark.model.Describe;
import dev.figmark.model.Extract;
import dev.figmark.model.Fold;
import dev.figmark.model.Pivot;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import dev.figmark.table.TextLines;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The steps that change a table's shape: wide to long ({@code fold}, Vega-Lite's and pandas' melt), long to wide
 * ({@code pivot}), new fields from a text's parts ({@code extract}, pandas' {@code str.extract}) and several
 * statistics as rows ({@code describe}).
 */
final class Reshapes {

    private Reshapes() {
    }

    /** The fields a fold makes: its {@code as}, else Vega-Lite's key and value. */
    static List<String> foldNames(Fold step) {
        return step.as() == null ? List.of("key", "value") : step.as();
    }

    /** Each row one row per folded field, in the row's order (Vega-Lite's), holding the field's name and value. */
    static Table fold(Steps steps, Fold step) {
        Table table = steps.table();
        List<Column> folded = new ArrayList<>();
        for (int i = 0; i < step.fold().size(); i++) {
            folded.add(steps.column(step.fold().get(i), "fold[" + i + "]"));
        }
        boolean numbers = folded.stream().allMatch(c -> c instanceof Column.Numbers);
        String key = foldNames(step).get(0);
        String value = foldNames(step).get(1);
        int k = folded.size();
        int[] from = new int[table.rows() * k];
        double[] values = numbers ? new double[from.length] : null;
        String[] texts = numbers ? null : new String[from.length];
        String[] keys = new String[from.length];
        for (int r = 0; r < table.rows(); r++) {
            for (int f = 0; f < k; f++) {
                int i = r * k + f;
                from[i] = r;
                keys[i] = folded.get(f).name();
                if (numbers) {
                    values[i] = ((Column.Numbers) folded.get(f)).value(r);
                } else {
                    texts[i] = folded.get(f).missing(r) ? null : folded.get(f).text(r);
                }
            }
        }
        List<Column> out = new ArrayList<>();
        for (Column c : table.columns()) {
            if (!step.fold().contains(c.name()) && !c.name().equals(key) && !c.name().equals(value)) {
                out.add(c.select(from));
            }
        }
        out.add(Column.Texts.of(key, keys));
        out.add(numbers ? new Column.Numbers(value, values) : typed(value, texts));
        return table.derived(out, from);
    }

    /** One row per group, a field per value of the pivot field; two rows of one group and value are refused. */
    static Table pivot(Steps steps, Pivot step) {
        Table table = steps.table();
        Column pivot = steps.column(step.pivot(), "pivot");
        Column value = steps.column(step.value(), "value");
        List<Column> keys = steps.fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        Map<String, Integer> names = new LinkedHashMap<>();
        for (int r = 0; r < table.rows(); r++) {
            if (!pivot.missing(r)) {
                names.putIfAbsent(pivot.text(r), names.size());
            }
        }
        int[][] at = new int[names.size()][groups.count()];
        for (int[] row : at) {
            Arrays.fill(row, -1);
        }
        for (int r = 0; r < table.rows(); r++) {
            if (pivot.missing(r)) {
                continue;
            }
            int f = names.get(pivot.text(r));
            int g = groups.group()[r];
            if (at[f][g] >= 0) {
                throw new InputException(steps.path() + ".pivot: two rows of " + Groups.name(keys, r) + " have " + step.pivot() + " = " + pivot.text(r)
                        + " (" + table.at(at[f][g]) + " and " + table.at(r) + "); aggregate them first, or add the field that tells them apart to groupby");
            }
            at[f][g] = r;
        }
        int[] firsts = groups.firsts();
        List<Column> out = new ArrayList<>();
        for (Column key : keys) {
            out.add(key.select(firsts));
        }
        for (Map.Entry<String, Integer> e : names.entrySet()) {
            int[] rows = at[e.getValue()];
            if (value instanceof Column.Numbers n) {
                double[] v = new double[rows.length];
                for (int g = 0; g < v.length; g++) {
                    v[g] = rows[g] < 0 ? Double.NaN : n.value(rows[g]);
                }
                out.add(new Column.Numbers(e.getKey(), v));
            } else {
                String[] v = new String[rows.length];
                for (int g = 0; g < v.length; g++) {
                    v[g] = rows[g] < 0 || value.missing(rows[g]) ? null : value.text(rows[g]);
                }
                out.add(typed(e.getKey(), v));
            }
        }
        return table.derived(out, firsts);
    }

    /** The named groups of the pattern's first match in each value, as new fields; values it misses leave them missing. */
    static Table extract(Steps steps, Extract step) {
        Table table = steps.table();
        Column field = steps.column(step.extract(), "extract");
        Pattern pattern = Pattern.compile(step.pattern());
        List<String> names = dev.figmark.table.TextLines.groups(pattern);
        String[][] parts = new String[names.size()][table.rows()];
        int missed = 0;
        int matched = 0;
        for (int r = 0; r < table.rows(); r++) {
            if (field.missing(r)) {
                continue;
            }
            Matcher m = pattern.matcher(field.text(r));
            if (!m.find()) {
                missed++;
                continue;
            }
            matched++;
            for (int g = 0; g < names.size(); g++) {
                parts[g][r] = m.group(names.get(g));
            }
        }
        if (matched == 0 && table.rows() > 0) {
            throw new InputException(steps.path() + ".pattern: matches no value of \"" + step.extract() + "\" (the first is "
                    + dev.figmark.data.Quoted.of(field.text(0)) + ")");
        }
        steps.warn(missed, "of \"" + step.extract() + "\" match no part of the pattern, so their new fields are missing");
        Table out = table;
        for (int g = 0; g < names.size(); g++) {
            out = out.with(typed(names.get(g), parts[g]));
        }
        return out;
    }

    /** Several statistics of a field per group, as rows of the statistic's name and its value. */
    static Table describe(Steps steps, Describe step) {
        Table table = steps.table();
        Column.Numbers field = steps.numbers(step.field(), "field");
        List<Column> keys = steps.fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        String method = step.method() == null ? "linear" : step.method();
        int k = step.describe().size();
        int[] firsts = new int[groups.count() * k];
        String[] names = new String[firsts.length];
        double[] values = new double[firsts.length];
        for (int g = 0; g < groups.count(); g++) {
            int[] rows = groups.rows(g);
            double[] sorted = Arrays.stream(rows).mapToDouble(field::value).filter(v -> !Double.isNaN(v)).sorted().toArray();
            for (int s = 0; s < k; s++) {
                int i = g * k + s;
                firsts[i] = rows[0];
                names[i] = step.describe().get(s);
                values[i] = Statistics.of(names[i], method, sorted, 0, sorted.length);
            }
        }
        List<Column> out = new ArrayList<>();
        for (Column key : keys) {
            out.add(key.select(firsts));
        }
        out.add(Column.Texts.of(step.as() == null ? "statistic" : step.as().get(0), names));
        out.add(new Column.Numbers(step.as() == null ? "value" : step.as().get(1), values));
        return table.derived(out, firsts);
    }

    /** Texts typed as a file's are: numbers where every value is one, dates where every value is one. */
    private static Column typed(String name, String[] texts) {
        return Tables.ofColumns("", List.of(name), List.<Object>of((Object) texts)).columns().get(0);
    }
}
