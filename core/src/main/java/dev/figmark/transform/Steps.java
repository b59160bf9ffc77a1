package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Bin;
import dev.figmark.model.Calculate;
import dev.figmark.model.Cumulative;
import dev.figmark.model.Describe;
import dev.figmark.model.Extract;
import dev.figmark.model.Filter;
import dev.figmark.model.Fit;
import dev.figmark.model.Fold;
import dev.figmark.model.Frontier;
import dev.figmark.model.Index;
import dev.figmark.model.Normalize;
import dev.figmark.model.Pivot;
import dev.figmark.model.Rank;
import dev.figmark.model.Relative;
import dev.figmark.model.Spelling;
import dev.figmark.model.Top;
import dev.figmark.model.Transform;
import dev.figmark.model.Window;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a list of transform steps over a table, one after another, each a new table (columns shared where they can
 * be). Every problem is one line that names the step's JSON path: a field the table lacks (listing those it has), an
 * expression's mistake (at its column), a step that leaves no rows; values a step cannot use are counted in one
 * warning per step.
 */
public final class Steps implements Transform.Visitor<Table> {

    private Table table;
    private final String path;
    private final Consumer<String> warnings;

    /** Where the counts of a step's warnings are summed over the parts of a file read in parts, said once at its end; null to say each at once. */
    private final java.util.Map<String, Integer> tally;

    private Steps(Table table, String path, Consumer<String> warnings) {
        this(table, path, warnings, null);
    }

    /** A step over one part of a file read in parts, its warnings' counts summed in {@code tally} by what they say. */
    Steps(Table table, String path, Consumer<String> warnings, java.util.Map<String, Integer> tally) {
        this.table = table;
        this.path = path;
        this.warnings = warnings;
        this.tally = tally;
    }

    /**
     * The table after the steps.
     *
     * @param table    the rows
     * @param steps    the steps, in order; null or empty for none
     * @param where    how messages name the list: the file and its JSON path ({@code d.json: panels[0].transform})
     * @param warnings where warnings go, a line each
     * @return the new table
     */
    public static Table apply(Table table, List<Transform> steps, String where, Consumer<String> warnings) {
        if (steps == null) {
            return table;
        }
        Table out = table;
        for (int i = 0; i < steps.size(); i++) {
            out = apply(out, steps.get(i), where + "[" + i + "]", warnings);
        }
        return out;
    }

    /**
     * The table after one step.
     *
     * @param table    the rows
     * @param step     the step
     * @param path     how messages name it: the file and its JSON path ({@code d.json: panels[0].transform[1]})
     * @param warnings where warnings go, a line each
     * @return the new table
     */
    public static Table apply(Table table, Transform step, String path, Consumer<String> warnings) {
        Table next = step.accept(new Steps(table, path, warnings));
        if (next.rows() == 0 && table.rows() > 0) {
            throw noRows(path, step, table.rows());
        }
        return next;
    }

    /**
     * The rows an expression holds for, in order, however few (a series' {@code where}); {@code where} names the
     * expression in messages ({@code d.json: panels[0].series[1].where}).
     *
     * @param table      the rows
     * @param expression the condition
     * @param where      how messages name it
     * @return the rows kept
     */
    public static Table filter(Table table, String expression, String where) {
        Expression.Value keep = Expression.condition(expression, table, where);
        int[] rows = new int[table.rows()];
        int n = 0;
        for (int r = 0; r < table.rows(); r++) {
            if (keep.holds(r)) {
                rows[n++] = r;
            }
        }
        return table.select(java.util.Arrays.copyOf(rows, n));
    }

    /** The column of a field, or a line naming the fields there are. */
    Column column(String name, String field) {
        Column c = table.column(name);
        if (c == null) {
            throw new InputException(path + "." + field + ": no field \"" + name + "\"" + closest(name) + "; fields are " + String.join(", ", table.names()));
        }
        return c;
    }

    /** The numbers of a field, or a line saying it holds something else. */
    Column.Numbers numbers(String name, String field) {
        Column c = column(name, field);
        if (!(c instanceof Column.Numbers n)) {
            throw new InputException(path + "." + field + ": \"" + name + "\" holds " + c.type().words() + "; this step takes numbers");
        }
        return n;
    }

    /** The columns of fields that make groups. */
    List<Column> fields(List<String> names, String field) {
        List<Column> out = new ArrayList<>();
        if (names != null) {
            for (int i = 0; i < names.size(); i++) {
                out.add(column(names.get(i), field + "[" + i + "]"));
            }
        }
        return out;
    }

    private String closest(String name) {
        String best = dev.figmark.model.Spelling.closest(name, table.names());
        return best == null ? "" : " (did you mean \"" + best + "\"?)";
    }

    /** The refusal of a step that leaves none of the {@code before} rows it was given. */
    static InputException noRows(String path, Transform step, long before) {
        return new InputException(path + ": leaves no rows (of " + before + "); "
                + (step instanceof Filter f ? "no row holds for " + f.filter()
                : step instanceof Window w && w.size() != null ? "no group has " + w.size() + " rows with a value for a full window"
                : "no row has the values the step needs"));
    }

    /** Says, once, how many values a step could not use and why. */
    void warn(int count, String what) {
        if (count > 0 && tally != null) {
            tally.merge(path + "\u0000" + what, count, Integer::sum);
        } else if (count > 0) {
            warnings.accept(warning(path, count, what));
        }
    }

    /** A step's warning in one line: how many values it could not use, and why. */
    static String warning(String path, int count, String what) {
        return "warning: " + path + ": " + count + (count == 1 ? " value " : " values ") + what;
    }

    String path() {
        return path;
    }

    /** The same step over another table (the rows put in another order first). */
    Steps on(Table other) {
        return new Steps(other, path, warnings);
    }

    Table table() {
        return table;
    }

    @Override
    public Table filter(Filter step) {
        return filter(table, step.filter(), path + ".filter");
    }

    @Override
    public Table calculate(Calculate step) {
        Expression.Value v = Expression.compile(step.calculate(), table, path + ".calculate");
        int n = table.rows();
        Column out;
        switch (v.type()) {
            case NUMBER -> {
                double[] values = new double[n];
                List<Column> read = new ArrayList<>();
                Expression.fields(step.calculate()).forEach(f -> read.add(table.column(f)));
                int lost = 0;
                for (int r = 0; r < n; r++) {
                    values[r] = v.number(r);
                    if (!Double.isFinite(values[r])) {
                        lost += inputMissing(read, r) ? 0 : 1;
                        values[r] = Double.NaN;
                    }
                }
                warn(lost, "gave no number (a division by zero, or the logarithm or root of a negative number) and are missing");
                out = new Column.Numbers(step.as(), values);
            }
            case TEXT, TIME -> out = rename(copyOf(step.calculate()), step.as());
            default -> throw new InputException(path + ".calculate: \"" + step.calculate() + "\" gives " + Expression.words(v.type())
                    + "; calculate makes numbers (a condition belongs in a filter)");
        }
        return table.with(out);
    }

    /** A text or date field copied under another name: calculate gives texts and dates only as fields as they are. */
    private Column copyOf(String expression) {
        Column c = table.column(expression.strip().replace("`", ""));
        if (c == null) {
            throw new InputException(path + ".calculate: \"" + expression + "\" mixes texts or dates with arithmetic; calculate makes numbers");
        }
        return c;
    }

    private static boolean inputMissing(List<Column> read, int row) {
        for (Column c : read) {
            if (c.missing(row)) {
                return true;
            }
        }
        return false;
    }

    private static Column rename(Column c, String name) {
        if (c instanceof Column.Texts t) {
            return new Column.Texts(name, t.codes(), t.dictionary());
        }
        Column.Times t = (Column.Times) c;
        return new Column.Times(name, t.millis(), t.dateOnly());
    }

    @Override
    public Table aggregate(Aggregate step) {
        return Aggregation.run(this, step);
    }

    @Override
    public Table normalize(Normalize step) {
        Column.Numbers field = numbers(step.normalize(), "normalize");
        Groups groups = Groups.of(table, fields(step.groupby(), "groupby"));
        double[] totals = new double[groups.count()];
        for (int r = 0; r < table.rows(); r++) {
            if (!Double.isNaN(field.value(r))) {
                totals[groups.group()[r]] += field.value(r);
            }
        }
        double[] out = new double[table.rows()];
        int zero = 0;
        for (int r = 0; r < out.length; r++) {
            double total = totals[groups.group()[r]];
            out[r] = total == 0 ? Double.NaN : field.value(r) / total;
            zero += total == 0 && !Double.isNaN(field.value(r)) ? 1 : 0;
        }
        warn(zero, "are in groups whose total is 0, which have no shares, and are missing");
        return table.with(new Column.Numbers(field.name(), out));
    }

    @Override
    public Table relative(Relative step) {
        Column.Numbers field = numbers(step.relative(), "relative");
        Expression.Value baseline = Expression.condition(step.baseline(), table, path + ".baseline");
        List<Column> keys = fields(step.groupby(), "groupby");
        Groups groups = Groups.of(table, keys);
        int[] base = new int[groups.count()];
        java.util.Arrays.fill(base, -1);
        for (int r = 0; r < table.rows(); r++) {
            if (baseline.holds(r)) {
                int g = groups.group()[r];
                if (base[g] >= 0) {
                    throw new InputException(path + ".baseline: two rows of " + Groups.name(keys, r) + " are baselines (" + table.at(base[g]) + " and "
                            + table.at(r) + "); aggregate them first, or add the field that tells them apart to groupby");
                }
                base[g] = r;
            }
        }
        for (int g = 0; g < base.length; g++) {
            if (base[g] < 0) {
                int first = groups.rows()[groups.start()[g]];
                throw new InputException(path + ".baseline: no row of " + Groups.name(keys, first) + " holds for " + step.baseline()
                        + "; every group needs its baseline row");
            }
        }
        Relative.Mode mode = step.mode() == null ? Relative.Mode.RATIO : step.mode();
        double[] out = new double[table.rows()];
        for (int r = 0; r < out.length; r++) {
            double v = field.value(r);
            double b = field.value(base[groups.group()[r]]);
            out[r] = switch (mode) {
                case RATIO -> v / b;
                case INVERSE -> b / v;
                case DIFFERENCE -> v - b;
            };
            if (!Double.isFinite(out[r])) {
                out[r] = Double.NaN;
            }
        }
        return table.with(new Column.Numbers(field.name(), out));
    }

    @Override
    public Table window(Window step) {
        return Windows.run(this, step);
    }

    @Override
    public Table frontier(Frontier step) {
        Column.Numbers x = numbers(step.frontier().get(0), "frontier[0]");
        Column.Numbers y = numbers(step.frontier().get(1), "frontier[1]");
        double sx = step.best().get(0) == Frontier.Best.MIN ? 1 : -1;
        double sy = step.best().get(1) == Frontier.Best.MIN ? 1 : -1;
        Groups groups = Groups.of(table, fields(step.groupby(), "groupby"));
        List<Integer> kept = new ArrayList<>();
        for (int g = 0; g < groups.count(); g++) {
            List<Integer> rows = new ArrayList<>();
            for (int r : groups.rows(g)) {
                if (!Double.isNaN(x.value(r)) && !Double.isNaN(y.value(r))) {
                    rows.add(r);
                }
            }
            // Best x first, ties by best y; a row is on the frontier when its y beats every y before it.
            rows.sort((a, b) -> a.equals(b) ? 0 : Double.compare(sx * x.value(a), sx * x.value(b)) != 0
                    ? Double.compare(sx * x.value(a), sx * x.value(b)) : Double.compare(sy * y.value(a), sy * y.value(b)));
            double best = Double.POSITIVE_INFINITY;
            List<Integer> front = new ArrayList<>();
            for (int r : rows) {
                if (sy * y.value(r) < best) {
                    best = sy * y.value(r);
                    front.add(r);
                }
            }
            front.sort((a, b) -> Double.compare(x.value(a), x.value(b)));
            kept.addAll(front);
        }
        return table.select(kept.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public Table fit(Fit step) {
        return Fits.run(this, step);
    }

    @Override
    public Table cumulative(Cumulative step) {
        return Runs.cumulative(this, step);
    }

    @Override
    public Table bin(Bin step) {
        return Bins.run(this, step);
    }

    @Override
    public Table fold(Fold step) {
        return Reshapes.fold(this, step);
    }

    @Override
    public Table pivot(Pivot step) {
        return Reshapes.pivot(this, step);
    }

    @Override
    public Table index(Index step) {
        return Runs.index(this, step);
    }

    @Override
    public Table rank(Rank step) {
        return Runs.rank(this, step);
    }

    @Override
    public Table top(Top step) {
        return Runs.top(this, step);
    }

    @Override
    public Table extract(Extract step) {
        return Reshapes.extract(this, step);
    }

    @Override
    public Table describe(Describe step) {
        return Reshapes.describe(this, step);
    }
}
