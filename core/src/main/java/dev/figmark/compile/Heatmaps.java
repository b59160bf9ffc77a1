package dev.figmark.compile;

import dev.figmark.chart.Contours;
import dev.figmark.chart.HeatCells;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.look.ColourMap;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Histograms;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.model.Axis;
import dev.figmark.model.Cells;
import dev.figmark.model.Colours;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Note;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.Spelling;
import dev.figmark.model.Values;
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
    static void panel(PanelPlot.Builder b, Panel panel, String path, int p, DrawnTable table, FigureSpec spec, SeriesReader series,
            SharedColourBar shared) {
        List<Series> marks = panel.series();
        for (int m = 0; m < marks.size(); m++) {
            if (!(marks.get(m) instanceof Heatmap) && !(marks.get(m) instanceof Note)) {
                throw spec.error(path + ".series[" + m + "]", "a heat map's panel holds the heat map and text notes only; draw the "
                        + KindCompilers.name(marks.get(m)) + " in a panel of its own");
            }
        }
        if (panel.inset() != null) {
            throw spec.error(path + ".inset", "magnifies a range of a plot of numbers; a heat map's cells show every value already");
        }
        if (panel.y() != null && panel.y().tickAngle() != null) {
            throw spec.error(path + ".y.tick_angle", "turns the tick labels of x, under the plot; a y axis keeps its labels level");
        }
        DescriptionAxes.heatmapAxes(panel, path, spec);
        Matrix drawn = null;
        for (int m = 0; m < marks.size(); m++) {
            String where = path + ".series[" + m + "]";
            if (marks.get(m) instanceof Heatmap h) {
                Matrix read = shared != null && shared.read().containsKey(where) ? shared.read().get(where)
                        : PageLimits.cells(Heatmaps.read(h, where, spec, series), where, spec);
                drawn = read.ordered(order(panel.x()), order(panel.y()));
                Heatmaps.draw(b, h, drawn, panel, where, spec, p, table, shared);
            }
        }
        for (int m = 0; m < marks.size(); m++) {
            if (marks.get(m) instanceof Note n) {
                // A note at a cell by its column's and row's names: the rows run down, the first at the top.
                List<String> rows = drawn == null ? null : drawn.rows();
                double y = Annotations.at(n.y(), rows, path + ".series[" + m + "].y", spec);
                double x = Annotations.at(n.x(), drawn == null ? null : drawn.columns(), path + ".series[" + m + "].x", spec);
                b.layer(Annotations.note(n.x(dev.figmark.model.Position.of(x)).y(dev.figmark.model.Position.of(y)), null, null, path, spec));
            }
        }
    }

    private static Axis.Order order(Axis axis) {
        return axis == null ? null : axis.order();
    }

    /** A heat map as read: column and row names, and each cell's value (null for none). */
    record Matrix(List<String> columns, List<String> rows, Double[][] values) {

        /**
         * The matrix with its columns and rows in the order the panel's axes ask for ({@code given}, {@code sorted},
         * {@code descending}).
         */
        Matrix ordered(Axis.Order columnOrder, Axis.Order rowOrder) {
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
    static Matrix read(Heatmap s, String path, FigureSpec spec, SeriesReader reader) {
        if (s.bins() != null || s.xBins() != null || s.yBins() != null) {
            return binned(s, path, spec, reader);
        }
        if (s.x() instanceof Values.Field x && s.y() instanceof Values.Field y && s.z() instanceof Cells.Field z) {
            return fromRows(reader.fields(s, path, List.of(x, y, Values.field(z.name())), List.of("x", "y", "z")), path, spec);
        }
        List<String> columns = names(s.x(), path + ".x", spec);
        List<String> rows = names(s.y(), path + ".y", spec);
        List<Values.Numbers> given = ((Cells.Rows) s.z()).rows();
        if (given.size() != rows.size()) {
            throw spec.error(path + ".z", "has " + given.size() + " rows but y names " + rows.size());
        }
        Double[][] values = new Double[rows.size()][columns.size()];
        for (int r = 0; r < given.size(); r++) {
            double[] row = given.get(r).values();
            if (row.length != columns.size()) {
                throw spec.error(path + ".z[" + r + "]", "has " + row.length + " values"
                        + " but x names " + columns.size() + " columns; every row needs one value per column (null for none)");
            }
            for (int c = 0; c < row.length; c++) {
                values[r][c] = finite(row[c]);
            }
        }
        return new Matrix(columns, rows, values);
    }

    /**
     * A heat map of numbers binned on both axes ({@code bins} for both, {@code x_bins} and {@code y_bins} for each: a
     * count, edges, or auto), as numpy's {@code histogram2d} bins them: each cell counts the points in it or, given
     * {@code z}, holds their mean; points outside the edges are left out; higher y bins are drawn higher.
     */
    static Matrix binned(Heatmap s, String path, FigureSpec spec, SeriesReader reader) {
        boolean mean = s.z() != null;
        List<String> keys = mean ? List.of("x", "y", "z") : List.of("x", "y");
        List<Values> given = new ArrayList<>(List.of(s.x(), s.y()));
        if (mean) {
            given.add(Values.field(((Cells.Field) s.z()).name()));
        }
        List<List<Object>> fields = new ArrayList<>();
        if (given.stream().allMatch(v -> v instanceof Values.Field)) {
            fields = reader.fields(s, path, given, keys);
        } else {
            for (int k = 0; k < given.size(); k++) {
                if (!(given.get(k) instanceof Values.Numbers n)) {
                    throw spec.error(path + "." + keys.get(k), "give an array of numbers, as the heatmap's other values are inline");
                }
                List<Object> values = new ArrayList<>();
                for (double v : n.values()) {
                    values.add(Double.isNaN(v) ? null : v);
                }
                fields.add(values);
                if (fields.get(fields.size() - 1).size() != fields.get(0).size()) {
                    throw spec.error(path + "." + keys.get(k), "has " + fields.get(fields.size() - 1).size() + " values but x has " + fields.get(0).size());
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
        double[] ex = Histograms.edges(s.xBins() != null ? s.xBins() : s.bins(), points.stream().mapToDouble(p -> p[0]).toArray());
        double[] ey = Histograms.edges(s.yBins() != null ? s.yBins() : s.bins(), points.stream().mapToDouble(p -> p[1]).toArray());
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
                values[r][c] = !mean ? (Double) (double) counts[r][c] : counts[r][c] == 0 ? null : DrawnSeries.decimal(sums[r][c] / counts[r][c]);
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
        PageLimits.side(PageLimits.distinct(fields.get(0)), PageLimits.distinct(fields.get(1)), path, spec);
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

    private static List<String> names(Values values, String path, FigureSpec spec) {
        List<String> out = new ArrayList<>();
        if (values instanceof Values.Texts t) {
            out.addAll(t.values());
        } else if (values instanceof Values.Numbers n) {
            for (double v : n.values()) {
                if (Double.isNaN(v)) {
                    throw spec.error(path, "names a category null; give each column and row a name");
                }
                out.add(name(v));
            }
        } else {
            throw spec.error(path, "names a field, but the heatmap's z is inline; give the names inline");
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

    /** The decimals a value needs to be written as itself, up to six. */
    static int places(double v) {
        for (int d = 0; d < 6; d++) {
            double scaled = v * Math.pow(10, d);
            if (Math.abs(scaled - Math.rint(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled))) {
                return d;
            }
        }
        return 6;
    }

    /** The heat map's panel: cells, axes of its categories, its colour bar; its cells go into the table. */
    static void draw(PanelPlot.Builder b, Heatmap s, Matrix m, Panel panel, String path, FigureSpec spec, int index, DrawnTable table,
            SharedColourBar shared) {
        ColourMap map = ColourMap.NAMED.get(s.colormap() == null ? "viridis" : s.colormap().spelled());
        // One precision for every cell, chosen from all of them, unless the description names decimals or a format.
        DoubleFunction<String> format = s.decimals() != null ? v -> PyFormat.fixed(v, s.decimals(), false)
                : s.format() != null ? Formats.named(dev.figmark.model.Spelling.of(s.format()))
                : Formats.uniform(java.util.Arrays.stream(m.values()).flatMap(java.util.Arrays::stream).filter(java.util.Objects::nonNull)
                        .mapToDouble(Double::doubleValue).toArray());
        // The colour bar's ticks and the contours' values are written with the decimals asked, or more where a value
        // has more (1.25 with one decimal asked is 1.25, not 1.2).
        DoubleFunction<String> scaleFormat = s.decimals() == null ? format : v -> PyFormat.fixed(v, Math.max(s.decimals(), places(v)), false);
        ColourBar bar = HeatScale.bar(s, m, map, path, spec, shared, scaleFormat);
        Color missing = s.missingColor() == null ? null : Color.hex(Colours.hex(s.missingColor()));
        int empty = 0;
        boolean labels = !Boolean.FALSE.equals(s.cellLabels());
        List<List<Color>> fills = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        List<List<Color>> inks = new ArrayList<>();
        for (int r = 0; r < m.rows().size(); r++) {
            List<Color> fillRow = new ArrayList<>();
            List<String> textRow = new ArrayList<>();
            List<Color> inkRow = new ArrayList<>();
            for (int c = 0; c < m.columns().size(); c++) {
                Double v = m.values()[r][c];
                Color fill = v == null ? missing : bar.colour(v);
                empty += v == null ? 1 : 0;
                fillRow.add(fill);
                textRow.add(v == null || !labels ? "" : format.apply(v));
                inkRow.add(fill == null ? Color.BLACK : ColourMap.inkOn(fill));
                table.cell(index + 1, DrawnSeries.labelOf(s), m.columns().get(c), m.rows().get(r), v);
            }
            fills.add(fillRow);
            texts.add(textRow);
            inks.add(inkRow);
        }
        // Decimals or a format asked are kept in every cell; figmark's own precision may shorten to thousands (7.7K).
        b.layer(s.decimals() != null || s.format() != null ? HeatCells.exact(DrawnSeries.labelOf(s), fills, texts, inks)
                : HeatCells.of(fills, texts, texts, inks));
        if (shared == null || shared.barPanel() == index) {
            b.layer(bar);
        }
        if (s.contours() != null && !s.contours().isEmpty()) {
            b.layer(new Contours(m.values(), s.contours()));
            List<String> levels = s.contours().stream().map(scaleFormat::apply).toList();
            spec.fact("Black lines follow " + (levels.size() == 1 ? "the value " + levels.get(0)
                    : "the values " + String.join(", ", levels.subList(0, levels.size() - 1)) + " and " + levels.get(levels.size() - 1)) + ".");
        }
        if (missing != null && empty > 0) {
            spec.fact((empty == 1 ? "One cell has" : empty + " cells have") + " no value (drawn in " + s.missingColor() + ").");
        }
        AxisGuide columns = axis(m.columns(), false, DescriptionAxes.label(panel.x()));
        b.x(panel.x() == null || panel.x().tickAngle() == null ? columns : columns.toBuilder().tickAngle(panel.x().tickAngle()).build());
        b.y(axis(m.rows(), true, DescriptionAxes.label(panel.y())));
    }

    private static AxisGuide axis(List<String> names, boolean down, String label) {
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            ticks.add(new Tick(i, names.get(i)));
        }
        Scale scale = down ? Scale.linear(names.size() - 0.5, -0.5) : Scale.linear(-0.5, names.size() - 0.5);
        return AxisGuide.builder(scale).ticks(ticks).tickLength(0).spine(false).categorical(true).markup(true).label(label).build();
    }
}
