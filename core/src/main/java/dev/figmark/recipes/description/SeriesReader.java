package dev.figmark.recipes.description;

import dev.figmark.data.Json;
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
     * One series ready to draw: its kind, label, values and look; {@code low} and {@code high} (null when the series
     * has none) bound each value: its error bar, its band, or the base and top of its area.
     */
    record Data(String kind, String label, double[] x, double[] y, List<String> categories, Json spec, double[] low, double[] high) {

        Data(String kind, String label, double[] x, double[] y, List<String> categories, Json spec) {
            this(kind, label, x, y, categories, spec, null, null);
        }
    }

    /** The kinds that bound each value, and so need {@code y_err}, or {@code y_low} and {@code y_high}. */
    static final List<String> BOUNDED = List.of("errorbar", "band");

    Data data(Json s, String path) {
        String kind = s.get("kind").string("line");
        String label = s.get("label").string("");
        if (kind.equals("ecdf")) {
            return Distributions.ecdf(s, samples(s, path), path, spec);
        }
        if (kind.equals("histogram")) {
            return Histograms.data(s, samples(s, path), path, spec);
        }
        if (kind.equals("box")) {
            return Boxes.data(s, Boxes.stats(s, samples(s, path), path, spec), label.isEmpty() ? path : label);
        }
        Json xs = s.get("x");
        Json ys = s.get("y");
        if (!xs.isPresent() || !ys.isPresent()) {
            throw spec.error(path, "a " + kind + " series needs \"x\" and \"y\"");
        }
        List<Object> xValues;
        List<Object> yValues;
        List<Object> errValues = null;
        List<Object> lowValues = null;
        List<Object> highValues = null;
        // Bars take error bars on request: y_err, or y_low and y_high (not with stack, whose bounds are its base and top).
        boolean barBounds = (kind.equals("bar") || kind.equals("hbar")) && (s.get("y_err").isPresent() || s.get("y_low").isPresent());
        if (barBounds && Boolean.TRUE.equals(s.get("stack").bool())) {
            throw spec.error(path, "stacked bars take no error bars; draw them side by side");
        }
        boolean bounded = BOUNDED.contains(kind) || barBounds;
        if (bounded && !s.get("y_err").isPresent() && !(s.get("y_low").isPresent() && s.get("y_high").isPresent())) {
            throw spec.error(path, (kind.startsWith("e") ? "an " : "a ") + kind + " series needs y_err, or y_low and y_high");
        }
        if (barBounds && !s.get("y_err").isPresent() && !s.get("y_high").isPresent()) {
            throw spec.error(path, "error bars need y_err, or y_low and y_high");
        }
        if (xs.isString() || ys.isString()) {
            Rows rows = source(s, path, "fields by name (\"" + (xs.isString() ? xs.string() : ys.string()) + "\")");
            List<Map<String, Object>> kept = kept(s, rows, path);
            xValues = column(xs, kept, rows, path + ".x");
            yValues = column(ys, kept, rows, path + ".y");
            if (bounded) {
                errValues = s.get("y_err").isPresent() ? column(s.get("y_err"), kept, rows, path + ".y_err") : null;
                lowValues = s.get("y_low").isPresent() ? column(s.get("y_low"), kept, rows, path + ".y_low") : null;
                highValues = s.get("y_high").isPresent() ? column(s.get("y_high"), kept, rows, path + ".y_high") : null;
            }
        } else {
            xValues = new ArrayList<>(xs.elements().stream().map(Json::raw).toList());
            yValues = new ArrayList<>(ys.elements().stream().map(Json::raw).toList());
            if (xValues.size() != yValues.size()) {
                throw spec.error(path, "x has " + xValues.size() + " values but y has " + yValues.size());
            }
            if (bounded) {
                errValues = inline(s.get("y_err"), yValues.size(), path + ".y_err");
                lowValues = inline(s.get("y_low"), yValues.size(), path + ".y_low");
                highValues = inline(s.get("y_high"), yValues.size(), path + ".y_high");
            }
        }
        if (yValues.stream().anyMatch(v -> v instanceof String)) {
            throw spec.error(path + ".y", "holds text (" + yValues.stream().filter(v -> v instanceof String).findFirst().orElse("")
                    + "); y takes numbers (only a heatmap's y names categories)");
        }
        double xScale = s.get("x_scale").number(1.0);
        double yScale = s.get("y_scale").number(1.0);
        boolean categorical = xValues.stream().anyMatch(v -> v instanceof String);
        if (categorical && !(kind.equals("bar") || kind.equals("hbar"))) {
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
        boolean sort = !categorical && !Boolean.FALSE.equals(s.get("sort").bool()) && !kind.equals("scatter");
        if (sort) {
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

    /** A sum of decimals without binary noise (23.3, not 23.299999999999997): twelve significant digits. */
    static double decimal(double value) {
        return Double.isFinite(value) && value != 0
                ? new java.math.BigDecimal(value).round(new java.math.MathContext(12)).doubleValue() : value;
    }

    /** The raw samples of a distribution's series: an array, or a field of its data source's rows (filtered by where). */
    double[] samples(Json s, String path) {
        Json field = s.get("samples");
        List<Object> values;
        if (field.isString()) {
            Rows rows = source(s, path, "its samples by name (\"" + field.string() + "\")");
            values = column(field, kept(s, rows, path), rows, path + ".samples");
        } else if (field.isArray()) {
            values = new ArrayList<>(field.elements().stream().map(Json::raw).toList());
        } else {
            throw spec.error(path, "a distribution's series needs \"samples\": an array, or a field of its data");
        }
        double scale = s.get("x_scale").number(1.0);
        double[] out = values.stream().filter(v -> v instanceof Number).mapToDouble(v -> ((Number) v).doubleValue() * scale)
                .filter(Double::isFinite).toArray();
        if (out.length == 0) {
            throw spec.error(path + ".samples", "no number to draw");
        }
        return out;
    }

    /** The values of fields the series names under {@code keys}, from the rows of its data its {@code where} keeps. */
    List<List<Object>> fields(Json s, String path, List<String> keys) {
        Rows rows = source(s, path, "fields by name (\"" + s.get(keys.get(0)).string() + "\")");
        List<Map<String, Object>> kept = kept(s, rows, path);
        List<List<Object>> out = new ArrayList<>();
        for (String key : keys) {
            out.add(column(s.get(key), kept, rows, path + "." + key));
        }
        return out;
    }

    private static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** An inline array of bounds, as long as y; null when the series does not give it. */
    private List<Object> inline(Json values, int count, String path) {
        if (!values.isPresent()) {
            return null;
        }
        if (values.isString()) {
            throw spec.error(path, "names a field, but the series' values are inline arrays; give an array of numbers");
        }
        List<Object> out = new ArrayList<>(values.elements().stream().map(Json::raw).toList());
        if (out.size() != count) {
            throw spec.error(path, "has " + out.size() + " values but y has " + count);
        }
        return out;
    }

    /** The rows of the series' data source; {@code takes} says what it takes by name, for the error when it names none. */
    private Rows source(Json s, String path, String takes) {
        String source = s.get("data").string();
        if (source == null) {
            throw spec.error(path + ".data", "the series takes " + takes + " but names no data source");
        }
        return rows(source, path + ".data");
    }

    /** The rows the series keeps: all, or those its {@code where} accepts. */
    private static List<Map<String, Object>> kept(Json s, Rows rows, String path) {
        if (!s.get("where").isString()) {
            return rows.rows();
        }
        Predicate<Map<String, Object>> filter = RowFilter.parse(s.get("where").string(), rows.fields(), path + ".where");
        return rows.rows().stream().filter(filter).toList();
    }

    private Rows rows(String source, String path) {
        Json sources = spec.root().get("data");
        if (!sources.keys().contains(source)) {
            throw spec.error(path, "no data source \"" + source + "\"" + (sources.size() == 0 ? "; define it under \"data\"" : "; sources are " + String.join(", ", sources.keys())));
        }
        return this.sources.computeIfAbsent(source, name -> {
            Json s = sources.get(name);
            Path resolved = spec.base().resolve(s.get("file").string());
            return Rows.load(resolved, s.get("rows").string(), "data." + name);
        });
    }

    private List<Object> column(Json field, List<Map<String, Object>> rows, Rows all, String path) {
        if (!field.isString()) {
            throw spec.error(path, "give a field name, as the series takes its rows from a data source");
        }
        String name = field.string();
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
