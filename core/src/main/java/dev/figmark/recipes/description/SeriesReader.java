package dev.figmark.recipes.description;

import dev.figmark.model.Box;
import dev.figmark.model.Distribution;
import dev.figmark.model.Ecdf;
import dev.figmark.model.Histogram;
import dev.figmark.model.Points;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Values;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** The series of a description, with their values read from inline arrays or from its data sources, each loaded once. */
final class SeriesReader {

    private final FigureSpec spec;
    private final Map<String, Rows> sources = new HashMap<>();

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

    Data data(Series s, String path) {
        String label = SeriesFields.label(s);
        if (s instanceof Ecdf e) {
            return Distributions.ecdf(e, samples(e, path));
        }
        if (s instanceof Histogram h) {
            return Histograms.data(h, samples(h, path), path, spec);
        }
        if (s instanceof Box b) {
            return Boxes.data(b, Boxes.stats(b, samples(b, path)), label.isEmpty() ? path : label);
        }
        Points p = (Points) s;
        String kind = SeriesFields.kind(s);
        Values[] bounds = SeriesFields.bounds(s);
        boolean bounded = bounds[0] != null || bounds[1] != null;
        List<Object> xValues;
        List<Object> yValues;
        List<Object> errValues = null;
        List<Object> lowValues = null;
        List<Object> highValues = null;
        if (p.x() instanceof Values.Field || p.y() instanceof Values.Field) {
            Rows rows = source(p.data(), path, "fields by name (\"" + name(p.x() instanceof Values.Field ? p.x() : p.y()) + "\")");
            List<Map<String, Object>> kept = kept(p.where(), rows, path);
            xValues = column(p.x(), kept, rows, path + ".x");
            yValues = column(p.y(), kept, rows, path + ".y");
            errValues = bounds[0] == null ? null : column(bounds[0], kept, rows, path + ".y_err");
            lowValues = bounds[1] == null ? null : column(bounds[1], kept, rows, path + ".y_low");
            highValues = bounds[2] == null ? null : column(bounds[2], kept, rows, path + ".y_high");
        } else {
            xValues = inline(p.x());
            yValues = inline(p.y());
            errValues = bounds[0] == null ? null : inline(bounds[0]);
            lowValues = bounds[1] == null ? null : inline(bounds[1]);
            highValues = bounds[2] == null ? null : inline(bounds[2]);
        }
        if (yValues.stream().anyMatch(v -> v instanceof String)) {
            throw spec.error(path + ".y", "holds text (" + yValues.stream().filter(v -> v instanceof String).findFirst().orElse("")
                    + "); y takes numbers (only a heatmap's y names categories)");
        }
        double xScale = SeriesFields.xScale(s) == null ? 1.0 : SeriesFields.xScale(s);
        double yScale = p.yScale() == null ? 1.0 : p.yScale();
        boolean categorical = xValues.stream().anyMatch(v -> v instanceof String);
        if (categorical && !SeriesFields.bar(s)) {
            throw spec.error(path + ".x", "holds text (" + xValues.stream().filter(v -> v instanceof String).findFirst().orElse("") + "); only bar and hbar series take categories");
        }
        List<double[]> points = new ArrayList<>();
        List<String> names = categorical ? new ArrayList<>() : null;
        for (int i = 0; i < xValues.size(); i++) {
            Object x = xValues.get(i);
            Object y = yValues.get(i);
            if (!(y instanceof Number) || x == null || (!categorical && !(x instanceof Number))) {
                continue;
            }
            double yv = ((Number) y).doubleValue() * yScale;
            double xv = categorical ? names.size() : ((Number) x).doubleValue() * xScale;
            if (!Double.isFinite(yv) || !Double.isFinite(xv)) {
                continue;
            }
            double lo = Double.NaN;
            double hi = Double.NaN;
            if (bounded) {
                if (errValues != null) {
                    double err = number(errValues.get(i)) * yScale;
                    lo = decimal(yv - Math.abs(err));
                    hi = decimal(yv + Math.abs(err));
                } else {
                    lo = number(lowValues.get(i)) * yScale;
                    hi = number(highValues.get(i)) * yScale;
                }
                if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
                    continue;
                }
            }
            if (categorical) {
                names.add(String.valueOf(x));
            }
            points.add(new double[] {xv, yv, Math.min(lo, hi), Math.max(lo, hi)});
        }
        if (!categorical && SeriesFields.sort(s)) {
            points.sort((a, b) -> Double.compare(a[0], b[0]));
        }
        double[] x = points.stream().mapToDouble(pt -> pt[0]).toArray();
        double[] y = points.stream().mapToDouble(pt -> pt[1]).toArray();
        if (x.length == 0) {
            throw spec.error(path, "no point to draw: every row was filtered out or lacks a number for y");
        }
        double[] low = bounded ? points.stream().mapToDouble(pt -> pt[2]).toArray() : null;
        double[] high = bounded ? points.stream().mapToDouble(pt -> pt[3]).toArray() : null;
        return new Data(kind, label, x, y, names, s, low, high);
    }

    private static String name(Values v) {
        return ((Values.Field) v).name();
    }

    /** Inline values as the rows of a data source hold them: numbers (null where missing) or texts. */
    private static List<Object> inline(Values v) {
        List<Object> out = new ArrayList<>();
        if (v instanceof Values.Numbers n) {
            for (double d : n.values()) {
                out.add(Double.isNaN(d) ? null : d);
            }
        } else {
            out.addAll(((Values.Texts) v).values());
        }
        return out;
    }

    /** A sum of decimals without binary noise (23.3, not 23.299999999999997): twelve significant digits. */
    static double decimal(double value) {
        return Double.isFinite(value) && value != 0
                ? new java.math.BigDecimal(value).round(new java.math.MathContext(12)).doubleValue() : value;
    }

    /** The raw samples of a distribution's series: inline, or a field of its data source's rows (filtered by where). */
    double[] samples(Distribution s, String path) {
        List<Object> values;
        if (s.samples() instanceof Values.Field f) {
            Rows rows = source(s.data(), path, "its samples by name (\"" + f.name() + "\")");
            values = column(s.samples(), kept(s.where(), rows, path), rows, path + ".samples");
        } else {
            values = inline(s.samples());
        }
        double scale = s.scale() == null ? 1.0 : s.scale();
        double[] out = values.stream().filter(v -> v instanceof Number).mapToDouble(v -> ((Number) v).doubleValue() * scale)
                .filter(Double::isFinite).toArray();
        if (out.length == 0) {
            throw spec.error(path + ".samples", "no number to draw");
        }
        return out;
    }

    /** The values of fields of a series' data, from the rows its {@code where} keeps; {@code names} name them in messages. */
    List<List<Object>> fields(String data, String where, String path, List<Values> fields, List<String> names) {
        Rows rows = source(data, path, "fields by name (\"" + name(fields.get(0)) + "\")");
        List<Map<String, Object>> kept = kept(where, rows, path);
        List<List<Object>> out = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            out.add(column(fields.get(i), kept, rows, path + "." + names.get(i)));
        }
        return out;
    }

    private static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** The rows of the series' data source; {@code takes} says what it takes by name, for the error when it names none. */
    private Rows source(String source, String path, String takes) {
        if (source == null) {
            throw spec.error(path + ".data", "the series takes " + takes + " but names no data source");
        }
        return rows(source, path + ".data");
    }

    /** The rows the series keeps: all, or those its {@code where} accepts. */
    private static List<Map<String, Object>> kept(String where, Rows rows, String path) {
        if (where == null) {
            return rows.rows();
        }
        Predicate<Map<String, Object>> filter = RowFilter.parse(where, rows.fields(), path + ".where");
        return rows.rows().stream().filter(filter).toList();
    }

    private Rows rows(String source, String path) {
        Map<String, Source> sources = spec.model().data() == null ? Map.of() : spec.model().data();
        if (!sources.containsKey(source)) {
            throw spec.error(path, "no data source \"" + source + "\"" + (sources.isEmpty() ? "; define it under \"data\"" : "; sources are " + String.join(", ", sources.keySet())));
        }
        return this.sources.computeIfAbsent(source, name -> {
            Source s = sources.get(name);
            Path resolved = spec.base().resolve(s.file());
            return Rows.load(resolved, s.rows(), "data." + name);
        });
    }

    private List<Object> column(Values field, List<Map<String, Object>> rows, Rows all, String path) {
        if (!(field instanceof Values.Field f)) {
            throw spec.error(path, "give a field name, as the series takes its rows from a data source");
        }
        String name = f.name();
        if (!all.fields().contains(name)) {
            throw spec.error(path, "field \"" + name + "\" not found in rows; fields are " + String.join(", ", all.fields()));
        }
        List<Object> out = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            out.add(row.get(name));
        }
        return out;
    }
}
