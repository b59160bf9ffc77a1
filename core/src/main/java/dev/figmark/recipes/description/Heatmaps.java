package dev.figmark.recipes.description;

import dev.figmark.chart.Axis;
import dev.figmark.chart.ColourBar;
import dev.figmark.chart.ColourMap;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Panel;
import dev.figmark.chart.PyFormat;
import dev.figmark.chart.Scale;
import dev.figmark.chart.Tick;
import dev.figmark.data.Json;
import dev.figmark.scene.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;

/**
 * Heat maps: a matrix of values over two sets of categories, each cell in the colour of its value, with a colour bar
 * and, on request, each cell's value in the ink that reads best on it. The first row is drawn at the top, as a table
 * reads.
 */
final class Heatmaps {

    private Heatmaps() {
    }

    /** A heat map's panel: the heat map, alone but for notes, which go over it. */
    static void panel(Panel.Builder b, Json panel, String path, int p, DrawnTable table, FigureSpec spec, SeriesReader series) {
        List<Json> marks = panel.get("series").elements();
        for (int m = 0; m < marks.size(); m++) {
            String kind = marks.get(m).get("kind").string("line");
            if (!kind.equals("heatmap") && !kind.equals("text")) {
                throw spec.error(path + ".series[" + m + "]", "a heat map's panel holds the heat map and text notes only; draw the " + kind + " in a panel of its own");
            }
        }
        for (int m = 0; m < marks.size(); m++) {
            String where = path + ".series[" + m + "]";
            if (marks.get(m).get("kind").string("").equals("heatmap")) {
                Matrix read = Heatmaps.read(marks.get(m), where, spec, series);
                Heatmaps.draw(b, marks.get(m), read.ordered(panel.get("x").get("order").string(null), panel.get("y").get("order").string(null)),
                        panel, where, spec, p, table);
            }
        }
        for (int m = 0; m < marks.size(); m++) {
            if (marks.get(m).get("kind").string("").equals("text")) {
                b.layer(Annotations.layer(marks.get(m), path + ".series[" + m + "]", spec));
            }
        }
    }

    /** A heat map as read: column and row names, and each cell's value (null for none). */
    record Matrix(List<String> columns, List<String> rows, Double[][] values) {

        /**
         * The matrix with its columns and rows in the order the panel's axes ask for ({@code given}, {@code sorted},
         * {@code descending}).
         */
        Matrix ordered(String columnOrder, String rowOrder) {
            return in(DescriptionAxes.ordered(columns, columnOrder), DescriptionAxes.ordered(rows, rowOrder));
        }

        /** The matrix with its columns and rows in these orders (each a permutation of its names). */
        Matrix in(List<String> cs, List<String> rs) {
            Double[][] out = new Double[rs.size()][cs.size()];
            for (int r = 0; r < rs.size(); r++) {
                for (int c = 0; c < cs.size(); c++) {
                    out[r][c] = values[rows.indexOf(rs.get(r))][columns.indexOf(cs.get(c))];
                }
            }
            return new Matrix(cs, rs, out);
        }
    }

    /** Reads a heat map series: inline {@code x}, {@code y} and rows of {@code z}, or three fields of its data's rows. */
    static Matrix read(Json s, String path, FigureSpec spec, SeriesReader reader) {
        Json x = s.get("x");
        Json y = s.get("y");
        Json z = s.get("z");
        if (s.get("bins").isPresent() || s.get("x_bins").isPresent() || s.get("y_bins").isPresent()) {
            return binned(s, path, spec, reader);
        }
        if (!x.isPresent() || !y.isPresent() || !z.isPresent()) {
            throw spec.error(path, "a heatmap needs \"x\" (its columns), \"y\" (its rows) and \"z\" (the values)");
        }
        if (x.isString() || y.isString() || z.isString()) {
            if (!(x.isString() && y.isString() && z.isString())) {
                throw spec.error(path, "a heatmap takes x, y and z all as fields of its data, or all inline");
            }
            return fromRows(reader.fields(s, path, List.of("x", "y", "z")), path, spec);
        }
        List<String> columns = names(x, path + ".x", spec);
        List<String> rows = names(y, path + ".y", spec);
        List<Json> given = z.elements();
        if (given.size() != rows.size()) {
            throw spec.error(path + ".z", "has " + given.size() + " rows but y names " + rows.size());
        }
        Double[][] values = new Double[rows.size()][columns.size()];
        for (int r = 0; r < given.size(); r++) {
            List<Json> row = given.get(r).elements();
            if (!given.get(r).isArray() || row.size() != columns.size()) {
                throw spec.error(path + ".z[" + r + "]", "has " + (given.get(r).isArray() ? row.size() + " values" : "no array")
                        + " but x names " + columns.size() + " columns; every row needs one value per column (null for none)");
            }
            for (int c = 0; c < row.size(); c++) {
                values[r][c] = finite(row.get(c).raw());
            }
        }
        return new Matrix(columns, rows, values);
    }

    /**
     * A heat map of numbers binned on both axes ({@code bins} for both, {@code x_bins} and {@code y_bins} for each: a
     * count, edges, or auto), as numpy's {@code histogram2d} bins them: each cell counts the points in it or, given
     * {@code z}, holds their mean; points outside the edges are left out; higher y bins are drawn higher.
     */
    static Matrix binned(Json s, String path, FigureSpec spec, SeriesReader reader) {
        boolean mean = s.get("z").isPresent();
        List<String> keys = mean ? List.of("x", "y", "z") : List.of("x", "y");
        if (!s.get("x").isPresent() || !s.get("y").isPresent()) {
            throw spec.error(path, "a binned heatmap needs \"x\" and \"y\": numbers, as arrays or fields of its data");
        }
        if (s.get("bins").isArray()) {
            throw spec.error(path + ".bins", "gives edges, but a heatmap has two axes; give them as x_bins and y_bins");
        }
        List<List<Object>> fields = new ArrayList<>();
        if (keys.stream().allMatch(k -> s.get(k).isString())) {
            fields = reader.fields(s, path, keys);
        } else {
            for (String k : keys) {
                if (!s.get(k).isArray()) {
                    throw spec.error(path + "." + k, "give an array of numbers, as the heatmap's other values are inline");
                }
                fields.add(s.get(k).elements().stream().map(Json::raw).toList());
                if (fields.get(fields.size() - 1).size() != fields.get(0).size()) {
                    throw spec.error(path + "." + k, "has " + fields.get(fields.size() - 1).size() + " values but x has " + fields.get(0).size());
                }
            }
        }
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < fields.get(0).size(); i++) {
            Double[] p = new Double[keys.size()];
            for (int k = 0; k < keys.size(); k++) {
                p[k] = finite(fields.get(k).get(i));
            }
            if (java.util.Arrays.stream(p).allMatch(v -> v != null)) {
                points.add(java.util.Arrays.stream(p).mapToDouble(Double::doubleValue).toArray());
            }
        }
        if (points.isEmpty()) {
            throw spec.error(path, "no point to bin: every row was filtered out or lacks a number");
        }
        String xKey = s.get("x_bins").isPresent() ? "x_bins" : "bins";
        String yKey = s.get("y_bins").isPresent() ? "y_bins" : "bins";
        double[] ex = Histograms.edges(s.get(xKey), points.stream().mapToDouble(p -> p[0]).toArray(), path + "." + xKey, spec);
        double[] ey = Histograms.edges(s.get(yKey), points.stream().mapToDouble(p -> p[1]).toArray(), path + "." + yKey, spec);
        double[][] sums = new double[ey.length - 1][ex.length - 1];
        int[][] counts = new int[ey.length - 1][ex.length - 1];
        int counted = 0;
        for (double[] p : points) {
            if (p[0] < ex[0] || p[0] > ex[ex.length - 1] || p[1] < ey[0] || p[1] > ey[ey.length - 1]) {
                continue;
            }
            counted++;
            int c = Histograms.bin(ex, p[0]);
            int r = ey.length - 2 - Histograms.bin(ey, p[1]);
            counts[r][c]++;
            sums[r][c] += mean ? p[2] : 1;
        }
        if (counted == 0) {
            throw spec.error(path, "no point falls within the bins");
        }
        Double[][] values = new Double[ey.length - 1][ex.length - 1];
        for (int r = 0; r < values.length; r++) {
            for (int c = 0; c < values[r].length; c++) {
                values[r][c] = !mean ? (Double) (double) counts[r][c] : counts[r][c] == 0 ? null : SeriesReader.decimal(sums[r][c] / counts[r][c]);
            }
        }
        List<String> rows = new ArrayList<>();
        for (int i = ey.length - 2; i >= 0; i--) {
            rows.add(PyFormat.g(ey[i]) + "–" + PyFormat.g(ey[i + 1]));
        }
        List<String> columns = new ArrayList<>();
        for (int i = 0; i + 1 < ex.length; i++) {
            columns.add(PyFormat.g(ex[i]) + "–" + PyFormat.g(ex[i + 1]));
        }
        return new Matrix(columns, rows, values);
    }

    private static Matrix fromRows(List<List<Object>> fields, String path, FigureSpec spec) {
        Map<String, Integer> columns = new LinkedHashMap<>();
        Map<String, Integer> rows = new LinkedHashMap<>();
        Map<List<String>, Double> cells = new LinkedHashMap<>();
        for (int i = 0; i < fields.get(0).size(); i++) {
            Object cx = fields.get(0).get(i);
            Object cy = fields.get(1).get(i);
            if (cx == null || cy == null) {
                continue;
            }
            String column = name(cx);
            String row = name(cy);
            columns.putIfAbsent(column, columns.size());
            rows.putIfAbsent(row, rows.size());
            if (cells.put(List.of(column, row), finite(fields.get(2).get(i))) != null) {
                throw spec.error(path, "two rows give the cell of column \"" + column + "\" and row \"" + row + "\"; filter them with \"where\"");
            }
        }
        if (cells.isEmpty()) {
            throw spec.error(path, "no cell to draw: every row was filtered out or lacks x or y");
        }
        Double[][] values = new Double[rows.size()][columns.size()];
        cells.forEach((key, value) -> values[rows.get(key.get(1))][columns.get(key.get(0))] = value);
        // Numbers (batch sizes, context lengths) go in the order of their values, whatever the rows' order.
        Matrix m = new Matrix(new ArrayList<>(columns.keySet()), new ArrayList<>(rows.keySet()), values);
        List<String> cs = new ArrayList<>(m.columns());
        List<String> rs = new ArrayList<>(m.rows());
        if (numbers(fields.get(0))) {
            cs.sort(java.util.Comparator.comparingDouble(Double::parseDouble));
        }
        if (numbers(fields.get(1))) {
            rs.sort(java.util.Comparator.comparingDouble(Double::parseDouble));
        }
        return m.in(cs, rs);
    }

    private static boolean numbers(List<Object> values) {
        return values.stream().allMatch(v -> v == null || v instanceof Number);
    }

    private static List<String> names(Json values, String path, FigureSpec spec) {
        List<String> out = new ArrayList<>();
        for (Json v : values.elements()) {
            if (v.isNull()) {
                throw spec.error(path, "names a category null; give each column and row a name");
            }
            out.add(name(v.raw()));
        }
        if (out.isEmpty()) {
            throw spec.error(path, "names no category");
        }
        return out;
    }

    private static String name(Object value) {
        return value instanceof Number n ? PyFormat.g(n.doubleValue()) : String.valueOf(value);
    }

    private static Double finite(Object value) {
        return value instanceof Number n && Double.isFinite(n.doubleValue()) ? n.doubleValue() : null;
    }

    /** The heat map's panel: cells, axes of its categories, its colour bar; its cells go into the table. */
    static void draw(Panel.Builder b, Json s, Matrix m, Json panel, String path, FigureSpec spec, int index, DrawnTable table) {
        ColourMap map = ColourMap.NAMED.get(s.get("colormap").string("viridis"));
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Double[] row : m.values()) {
            for (Double v : row) {
                if (v != null) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        if (Double.isInfinite(lo)) {
            throw spec.error(path + ".z", "holds no number to draw");
        }
        if (s.get("limits").isArray()) {
            lo = s.get("limits").get(0).number(lo);
            hi = s.get("limits").get(1).number(hi);
            if (!(hi > lo)) {
                throw spec.error(path + ".limits", "needs low < high");
            }
        }
        if (!(hi > lo)) {
            double pad = lo == 0 ? 1 : Math.abs(lo) * 0.05;
            lo -= pad;
            hi += pad;
        }
        double mapLow = lo;
        double mapHigh = hi;
        if (s.get("center").isNumber()) {
            if (!map.diverging()) {
                throw spec.error(path + ".center", "centres a diverging colour map (RdBu, coolwarm), and " + map.name() + " is sequential");
            }
            double c = s.get("center").number(0.0);
            double half = Math.max(Math.abs(hi - c), Math.abs(c - lo));
            mapLow = c - half;
            mapHigh = c + half;
        }
        DoubleFunction<String> format = s.get("decimals").integer() != null
                ? v -> PyFormat.fixed(v, s.get("decimals").integer().intValue(), false) : Formats.named(s.get("format").string("plain"));
        ColourBar bar = new ColourBar(map, mapLow, mapHigh, lo, hi, s.get("label").string(""), format);
        boolean labels = !Boolean.FALSE.equals(s.get("cell_labels").bool());
        List<List<Color>> fills = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        List<List<Color>> inks = new ArrayList<>();
        for (int r = 0; r < m.rows().size(); r++) {
            List<Color> fillRow = new ArrayList<>();
            List<String> textRow = new ArrayList<>();
            List<Color> inkRow = new ArrayList<>();
            for (int c = 0; c < m.columns().size(); c++) {
                Double v = m.values()[r][c];
                Color fill = v == null ? null : bar.colour(v);
                fillRow.add(fill);
                textRow.add(v == null || !labels ? "" : format.apply(v));
                inkRow.add(fill == null ? Color.BLACK : ColourMap.inkOn(fill));
                table.cell(index + 1, s.get("label").string(""), m.columns().get(c), m.rows().get(r), v);
            }
            fills.add(fillRow);
            texts.add(textRow);
            inks.add(inkRow);
        }
        b.layer(Layers.heatCells(fills, texts, texts, inks)).layer(bar);
        b.x(axis(m.columns(), false, panel.get("x").get("label").string("")));
        b.y(axis(m.rows(), true, panel.get("y").get("label").string("")));
    }

    private static Axis axis(List<String> names, boolean down, String label) {
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            ticks.add(new Tick(i, names.get(i)));
        }
        Scale scale = down ? Scale.linear(names.size() - 0.5, -0.5) : Scale.linear(-0.5, names.size() - 0.5);
        return Axis.builder(scale).ticks(ticks).tickLength(0).spine(false).categorical(true).label(label).build();
    }
}
