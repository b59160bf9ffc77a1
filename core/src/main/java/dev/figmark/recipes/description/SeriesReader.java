package dev.figmark.recipes.description;

import dev.figmark.model.Box;
import dev.figmark.model.Distribution;
import dev.figmark.model.Ecdf;
import dev.figmark.model.Histogram;
import dev.figmark.model.Points;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Values;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The series of a description with their values read from inline arrays or from its data sources (each loaded
 * once). A value that cannot be drawn (missing, or not positive on a log axis) is refused naming where it is, or,
 * with {@code "missing": "skip"}, left out of the drawing and the CSV and counted in one warning per series.
 */
final class SeriesReader {

    private final FigureSpec spec;
    private final Map<String, Table> sources = new HashMap<>();

    SeriesReader(FigureSpec spec) {
        this.spec = spec;
    }

    /**
     * One series ready to draw: its kind, label, values and record; {@code low} and {@code high} (null when the series
     * has none) bound each value: its error bar, its band, or the base and top of its area.
     */
    record Data(String kind, String label, double[] x, double[] y, List<String> categories, Series spec, double[] low, double[] high) {

        Data(String kind, String label, double[] x, double[] y, List<String> categories, Series spec) {
            this(kind, label, x, y, categories, spec, null, null);
        }
    }

    /** Which of a series' axes are logarithmic: values on them must be positive. */
    record Scales(boolean logX, boolean logY) {
    }

    /** The values of one field, wherever they come from, and how to name one of them in a message. */
    private record Field(String path, Column column, Table table, double[] inline, List<String> texts) {
        int size() {
            return column != null ? column.size() : inline != null ? inline.length : texts.size();
        }

        boolean missing(int i) {
            return column != null ? column.missing(i) : inline != null ? Double.isNaN(inline[i]) : texts.get(i) == null;
        }

        /** The JSON path of value {@code i}: the field's own for a column, the element's for inline values. */
        String place(int i) {
            return column != null ? path : path + "[" + i + "]";
        }

        /** Where value {@code i} is in its file, with a space after it; empty for inline values. */
        String at(int i) {
            return column != null ? "\"" + column.name() + "\" at " + table.at(i) + " " : "";
        }

        boolean numbers() {
            return column != null ? column instanceof Column.Numbers : inline != null;
        }

        double number(int i) {
            return column != null ? ((Column.Numbers) column).value(i) : inline[i];
        }

        String text(int i) {
            return column != null ? column.text(i) : texts != null ? texts.get(i) : dev.figmark.chart.PyFormat.g(inline[i]);
        }
    }

    /** Values left out of one series, by why, for its one warning. */
    private static final class Skipped {
        int missing;
        int notPositive;

        boolean any() {
            return missing + notPositive > 0;
        }
    }

    Data data(Series s, String path, Scales scales) {
        String label = SeriesFields.label(s);
        if (s instanceof Ecdf e) {
            return Distributions.ecdf(e, samples(e, path, scales.logX()));
        }
        if (s instanceof Histogram h) {
            return Histograms.data(h, samples(h, path, scales.logX()), path, spec);
        }
        if (s instanceof Box b) {
            return Boxes.data(b, Boxes.stats(b, samples(b, path, scales.logY())), label.isEmpty() ? path : label);
        }
        Points p = (Points) s;
        String kind = SeriesFields.kind(s);
        Values[] bounds = SeriesFields.bounds(s);
        boolean bounded = bounds[0] != null || bounds[1] != null;
        Table table = p.x() instanceof Values.Field || p.y() instanceof Values.Field ? kept(p.data(), p.where(), path,
                "fields by name (\"" + name(p.x() instanceof Values.Field ? p.x() : p.y()) + "\")") : null;
        Field x = field(p.x(), table, path + ".x");
        Field y = field(p.y(), table, path + ".y");
        Field err = bounds[0] == null ? null : field(bounds[0], table, path + ".y_err");
        Field low = bounds[1] == null ? null : field(bounds[1], table, path + ".y_low");
        Field high = bounds[2] == null ? null : field(bounds[2], table, path + ".y_high");
        for (Field f : new Field[] {y, err, low, high}) {
            if (f != null && !f.numbers()) {
                throw spec.error(f.path(), "holds text (" + firstText(f) + "); " + f.path().substring(f.path().lastIndexOf('.') + 1)
                        + " takes numbers" + (f == y ? " (only a heatmap's y names categories)" : ""));
            }
        }
        boolean categorical = !x.numbers();
        if (categorical && !SeriesFields.bar(s)) {
            throw spec.error(path + ".x", "holds text (" + firstText(x) + "); only bar and hbar series take categories");
        }
        boolean skip = p.missing() == Series.Missing.SKIP;
        Skipped skipped = new Skipped();
        double xScale = SeriesFields.xScale(s) == null ? 1.0 : SeriesFields.xScale(s);
        double yScale = p.yScale() == null ? 1.0 : p.yScale();
        List<double[]> points = new ArrayList<>();
        List<String> names = categorical ? new ArrayList<>() : null;
        for (int i = 0; i < x.size(); i++) {
            Field gap = x.missing(i) ? x : y.missing(i) ? y : err != null && err.missing(i) ? err
                    : low != null && (low.missing(i) || high.missing(i)) ? (low.missing(i) ? low : high) : null;
            if (gap != null) {
                refuseOrCount(skip, skipped, gap, i, "has no value");
                skipped.missing++;
                continue;
            }
            double yv = y.number(i) * yScale;
            double xv = categorical ? names.size() : x.number(i) * xScale;
            double lo = Double.NaN;
            double hi = Double.NaN;
            if (bounded) {
                if (err != null) {
                    double e = err.number(i) * yScale;
                    lo = decimal(yv - Math.abs(e));
                    hi = decimal(yv + Math.abs(e));
                } else {
                    lo = low.number(i) * yScale;
                    hi = high.number(i) * yScale;
                }
            }
            Field notPositive = scales.logX() && !categorical && !(xv > 0) ? x : scales.logY() && !(yv > 0) ? y
                    : scales.logY() && bounded && !(Math.min(lo, hi) > 0) ? (err != null ? err : low) : null;
            if (notPositive != null) {
                refuseOrCount(skip, skipped, notPositive, i, "is " + (notPositive == x ? dev.figmark.chart.PyFormat.g(xv)
                        : notPositive == y ? dev.figmark.chart.PyFormat.g(yv) : "a bound of " + dev.figmark.chart.PyFormat.g(Math.min(lo, hi)))
                        + ", which a log axis cannot show");
                skipped.notPositive++;
                continue;
            }
            if (categorical) {
                names.add(x.text(i));
            }
            points.add(new double[] {xv, yv, Math.min(lo, hi), Math.max(lo, hi)});
        }
        warn(path, label, skipped);
        if (!categorical && SeriesFields.sort(s)) {
            points.sort((a, b) -> Double.compare(a[0], b[0]));
        }
        if (points.isEmpty()) {
            throw spec.error(path, x.size() == 0 ? "no point to draw: the data has no rows" + (p.where() != null ? " that \"where\" keeps" : "")
                    : "no point to draw: every value was left out (" + (skipped.missing + skipped.notPositive) + " of " + x.size() + ")");
        }
        double[] xs = points.stream().mapToDouble(pt -> pt[0]).toArray();
        double[] ys = points.stream().mapToDouble(pt -> pt[1]).toArray();
        double[] lows = bounded ? points.stream().mapToDouble(pt -> pt[2]).toArray() : null;
        double[] highs = bounded ? points.stream().mapToDouble(pt -> pt[3]).toArray() : null;
        return new Data(kind, label, xs, ys, names, s, lows, highs);
    }

    /** Refuses a value that cannot be drawn, unless the series may skip it. */
    private void refuseOrCount(boolean skip, Skipped skipped, Field field, int i, String why) {
        if (!skip) {
            throw spec.error(field.place(i), field.at(i) + why + "; give the series \"missing\": \"skip\" to leave such values out");
        }
    }

    private void warn(String path, String label, Skipped skipped) {
        if (!skipped.any()) {
            return;
        }
        List<String> why = new ArrayList<>();
        if (skipped.missing > 0) {
            why.add(skipped.missing + " without a value");
        }
        if (skipped.notPositive > 0) {
            why.add(skipped.notPositive + " not positive on a log axis");
        }
        int n = skipped.missing + skipped.notPositive;
        spec.warn("warning: " + spec.where() + ": " + path + (label.isEmpty() ? "" : " '" + label + "'") + ": " + n + (n == 1 ? " value" : " values")
                + " left out, as \"missing\": \"skip\" asks (" + String.join(", ", why) + "); the CSV holds only what is drawn");
    }

    private static String firstText(Field f) {
        for (int i = 0; i < f.size(); i++) {
            if (!f.missing(i)) {
                return f.text(i) + (f.column != null ? " at " + f.table().at(i) : "");
            }
        }
        return "";
    }

    private static String name(Values v) {
        return ((Values.Field) v).name();
    }

    /** A field of the series: a column of its table, or values given inline. */
    private Field field(Values v, Table table, String path) {
        if (v instanceof Values.Field f) {
            if (table == null) {
                throw spec.error(path, "names a field, but the series' values are inline; give an array");
            }
            return new Field(path, column(table, f.name(), path), table, null, null);
        }
        if (table != null) {
            throw spec.error(path, "give a field name, as the series takes its rows from a data source");
        }
        return v instanceof Values.Numbers n ? new Field(path, null, null, n.values(), null) : new Field(path, null, null, null, ((Values.Texts) v).values());
    }

    /** A sum of decimals without binary noise (23.3, not 23.299999999999997): twelve significant digits. */
    static double decimal(double value) {
        return Double.isFinite(value) && value != 0
                ? new java.math.BigDecimal(value).round(new java.math.MathContext(12)).doubleValue() : value;
    }

    /**
     * The raw samples of a distribution's series: inline, or a field of its data source's rows (filtered by where),
     * scaled; on a log axis every sample must be positive.
     */
    double[] samples(Distribution s, String path, boolean log) {
        Table table = s.samples() instanceof Values.Field f ? kept(s.data(), s.where(), path, "its samples by name (\"" + f.name() + "\")") : null;
        Field samples = field(s.samples(), table, path + ".samples");
        if (!samples.numbers()) {
            throw spec.error(path + ".samples", "holds text (" + firstText(samples) + "); samples are numbers");
        }
        double scale = s.scale() == null ? 1.0 : s.scale();
        boolean skip = s.missing() == Series.Missing.SKIP;
        Skipped skipped = new Skipped();
        double[] out = new double[samples.size()];
        int n = 0;
        for (int i = 0; i < samples.size(); i++) {
            if (samples.missing(i)) {
                refuseOrCount(skip, skipped, samples, i, "has no value");
                skipped.missing++;
                continue;
            }
            double v = samples.number(i) * scale;
            if (log && !(v > 0)) {
                refuseOrCount(skip, skipped, samples, i, "is " + dev.figmark.chart.PyFormat.g(v) + ", which a log axis cannot show");
                skipped.notPositive++;
                continue;
            }
            out[n++] = v;
        }
        warn(path, SeriesFields.label(s), skipped);
        if (n == 0) {
            throw spec.error(path + ".samples", samples.size() == 0 ? "no number to draw: no samples" : "no number to draw: every sample was left out");
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * The values of fields of a series' data, from the rows its {@code where} keeps, as numbers (Double), texts or
     * null where missing; {@code names} name them in messages.
     */
    List<List<Object>> fields(String data, String where, String path, List<Values> fields, List<String> names) {
        Table table = kept(data, where, path, "fields by name (\"" + name(fields.get(0)) + "\")");
        List<List<Object>> out = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            Column c = column(table, name(fields.get(i)), path + "." + names.get(i));
            List<Object> values = new ArrayList<>();
            for (int r = 0; r < c.size(); r++) {
                values.add(c.missing(r) ? null : c instanceof Column.Numbers n ? (Object) n.value(r) : c.text(r));
            }
            out.add(values);
        }
        return out;
    }

    /** The rows of a series' data source that its {@code where} keeps; {@code takes} says what it takes by name. */
    private Table kept(String source, String where, String path, String takes) {
        if (source == null) {
            throw spec.error(path + ".data", "the series takes " + takes + " but names no data source");
        }
        Table table = table(source, path + ".data");
        return where == null ? table : table.select(RowFilter.keep(where, table, spec.where() + ": " + path + ".where"));
    }

    private Table table(String source, String path) {
        Map<String, Source> all = spec.model().data() == null ? Map.of() : spec.model().data();
        if (!all.containsKey(source)) {
            throw spec.error(path, "no data source \"" + source + "\"" + (all.isEmpty() ? "; define it under \"data\"" : "; sources are " + String.join(", ", all.keySet())));
        }
        return sources.computeIfAbsent(source, name -> {
            Source s = all.get(name);
            try {
                return Tables.read(spec.base().resolve(s.file()), spec.shown(s.file()), s.rows(), s.missing() == Series.Missing.SKIP, spec::warn);
            } catch (dev.figmark.data.InputException e) {
                throw new dev.figmark.data.InputException(spec.where() + ": data." + name + ": " + e.getMessage(), e);
            }
        });
    }

    private Column column(Table table, String name, String path) {
        Column c = table.column(name);
        if (c == null) {
            throw spec.error(path, "field \"" + name + "\" not found in " + table.file() + "; fields are " + String.join(", ", table.names()));
        }
        return c;
    }
}
