package dev.figmark.spec;

import dev.figmark.chart.Axis;
import dev.figmark.chart.Figure;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Legend;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Panel;
import dev.figmark.chart.Scale;
import dev.figmark.chart.Series;
import dev.figmark.chart.Style;
import dev.figmark.chart.Tick;
import dev.figmark.chart.TickLocator;
import dev.figmark.chart.Ticks;
import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.figures.Drawn;
import dev.figmark.figures.Recipes;
import dev.figmark.figures.Table;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.Predicate;

/** A figure description read from JSON, checked, and turned into a figure with its table and caption. */
public final class FigureSpec {

    private final Path file;
    private final Json root;
    private final Map<String, Rows> sources = new HashMap<>();

    private FigureSpec(Path file, Json root) {
        this.file = file;
        this.root = root;
    }

    /** Reads and validates a description; every problem is an {@link InputException} naming the file and JSON path. */
    public static FigureSpec read(Path file) {
        Json root = Json.read(file);
        List<String> errors = Schema.figure().validate(root);
        if (!errors.isEmpty()) {
            throw new InputException(file + ": " + errors.get(0) + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        }
        return new FigureSpec(file, root);
    }

    /** The data files the description reads, resolved against its directory: what a live preview watches besides it. */
    public List<Path> dataFiles() {
        List<Path> out = new java.util.ArrayList<>();
        Json sources = root.get("data");
        for (String name : sources.keys()) {
            String f = sources.get(name).get("file").string();
            if (f != null) {
                out.add(file.toAbsolutePath().getParent().resolve(f));
            }
        }
        return out;
    }

    private InputException error(String path, String what) {
        return new InputException(file + ": " + path + ": " + what);
    }

    /** The style the description asks for. */
    public Style style(List<String> formats, int dpi) {
        Json f = root.get("figure");
        Json width = f.get("width");
        double w = width.isString() ? Style.parseWidth(width.string()) : width.number(Style.DOUBLE_COLUMN_IN);
        double h = f.get("height").isNumber() ? f.get("height").number(0.0) : 0.0;
        return Style.builder().width(w).height(h).fontSize(f.get("font_size").number(7.5)).serif("serif".equals(f.get("font").string()))
                .printSafe(Boolean.TRUE.equals(f.get("print_safe").bool())).title(f.get("title").string("")).letters(Boolean.TRUE.equals(f.get("letters").bool()))
                .formats(formats).dpi(dpi).build();
    }

    /** The output file stem: the description's, else the file's name without its extension. */
    public String stem() {
        String given = root.path("figure", "output").string();
        if (given != null) {
            return given;
        }
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** One series ready to draw: its kind, label, values and look. */
    private record Data(String kind, String label, double[] x, double[] y, List<String> categories, Json spec) {
    }

    public Drawn build(Style style) {
        List<Json> panels = root.get("panels").elements();
        List<Panel> built = new ArrayList<>();
        Table table = new Table("panel", "series", "x", "y");
        Legend figureLegend = null;
        for (int p = 0; p < panels.size(); p++) {
            Json panel = panels.get(p);
            String path = "panels[" + p + "]";
            List<Data> series = new ArrayList<>();
            List<Json> given = panel.get("series").elements();
            for (int s = 0; s < given.size(); s++) {
                series.add(data(given.get(s), path + ".series[" + s + "]"));
            }
            Panel.Builder b = Panel.builder("panel-" + (p + 1)).title(panel.get("title").string("")).letter(Recipes.letter(style, p));
            List<Legend.Entry> entries = new ArrayList<>();
            boolean horizontal = series.stream().anyMatch(d -> d.kind().equals("hbar"));
            List<String> categories = categories(series);
            long barCount = series.stream().filter(d -> d.kind().equals("bar") || d.kind().equals("hbar")).count();
            int barIndex = 0;
            for (int s = 0; s < series.size(); s++) {
                Data d = series.get(s);
                Json look = d.spec();
                Color color = look.get("color").isString() ? Color.hex(look.get("color").string()) : Palette.series(s);
                List<Double> dash = dash(look.get("line_style").string(null), s, style);
                Stroke stroke = Stroke.line(Layers.LINE_WIDTH, color, dash);
                Marker.Shape marker = shape(look.get("marker").string(d.kind().equals("scatter") ? "circle" : "none"));
                double[] xs = d.categories() == null ? d.x() : positions(d, categories);
                Series data = new Series(d.label(), xs, d.y());
                switch (d.kind()) {
                    case "line" -> b.layer(Layers.line(data, stroke));
                    case "step" -> b.layer(Layers.steps(data, stroke));
                    case "bar", "hbar" -> {
                        double width = 0.8 / barCount;
                        double offset = -0.4 + width * (barIndex + 0.5);
                        b.layer(Layers.bars(xs, d.y(), width, offset, color, d.kind().equals("hbar")));
                        barIndex++;
                    }
                    default -> { }
                }
                if (marker != null) {
                    b.layer(Layers.markers(data, marker, d.kind().equals("scatter") ? 4.5 : 4, color, Color.WHITE, 0.5));
                }
                for (int i = 0; i < d.x().length; i++) {
                    Object x = d.categories() != null ? d.categories().get(i) : (Object) d.x()[i];
                    table.add(p + 1, d.label(), x, d.y()[i]);
                }
                if (!d.label().isEmpty()) {
                    Legend.Swatch swatch = switch (d.kind()) {
                        case "bar", "hbar" -> new Legend.Patch(color, null);
                        case "scatter" -> new Legend.Symbol(marker == null ? Marker.Shape.CIRCLE : marker, color, Color.WHITE, 0.5, 4.5);
                        default -> new Legend.Line(stroke, marker, color, Color.WHITE);
                    };
                    entries.add(new Legend.Entry(d.label(), swatch));
                }
            }
            String grid = panel.get("grid").string("y");
            Json xSpec = panel.get("x");
            Json ySpec = panel.get("y");
            boolean bars = barCount > 0;
            Axis category = categories == null ? null : categoryAxis(categories, xSpec, horizontal);
            Axis x = horizontal ? valueAxis(ySpec, series, false, path + ".y", true, grid.equals("x") || grid.equals("both"), style)
                    : category != null ? category : valueAxis(xSpec, series, true, path + ".x", bars, grid.equals("x") || grid.equals("both"), style);
            Axis y = horizontal ? category : valueAxis(ySpec, series, false, path + ".y", bars, grid.equals("y") || grid.equals("both"), style);
            if (horizontal && ySpec.get("label").isString()) {
                x = x.toBuilder().label(ySpec.get("label").string()).build();
            }
            b.x(x).y(y);
            List<Json> lines = panel.get("lines").elements();
            for (int l = 0; l < lines.size(); l++) {
                Json line = lines.get(l);
                Color color = line.get("color").isString() ? Color.hex(line.get("color").string()) : Palette.MUTED;
                List<Double> dash = dash(line.get("style").string("dashed"), 0, Style.defaults());
                Stroke stroke = new Stroke(0.8, color, dash.stream().map(v -> v / Layers.LINE_WIDTH * 0.8).toList(), Stroke.Cap.BUTT, Stroke.Join.MITER);
                String note = line.get("annotation").string(null);
                if (line.get("x").isNumber()) {
                    b.layer(Layers.vline(line.get("x").number(0.0), stroke, note, !"right".equals(line.get("side").string("left"))));
                } else if (line.get("y").isNumber()) {
                    b.layer(Layers.hline(line.get("y").number(0.0), stroke, note));
                } else {
                    throw error(path + ".lines[" + l + "]", "a reference line needs \"x\" or \"y\"");
                }
            }
            String legend = panel.get("legend").string(entries.size() >= 2 ? "above right" : "none");
            if (!entries.isEmpty()) {
                switch (legend) {
                    case "above right" -> b.legend(new Legend(entries, Legend.Placement.ABOVE_RIGHT));
                    case "above left" -> b.legend(new Legend(entries, Legend.Placement.ABOVE_LEFT));
                    case "below" -> b.legend(new Legend(entries, Legend.Placement.BELOW_RIGHT));
                    case "figure" -> {
                        if (figureLegend == null) {
                            figureLegend = new Legend(entries, Legend.Placement.FIGURE_LEFT);
                        }
                    }
                    default -> { }
                }
            }
            built.add(b.build());
        }
        int columns = root.path("figure", "columns").integer() != null ? root.path("figure", "columns").integer().intValue()
                : style.wide() ? built.size() : 1;
        columns = Math.min(columns, built.size());
        int rows = (int) Math.ceil(built.size() / (double) columns);
        double titleLines = style.title().isEmpty() ? 0 : style.title().split("\n").length;
        double height = style.height() > 0 ? style.height() : rows * (style.wide() ? 2.1 : 1.8) + 0.2 * titleLines;
        Figure figure = new Figure(style.widthPt(), height * 72, style.title(), figureLegend, "", Recipes.grid(built, columns));
        return new Drawn(stem(), figure, table, caption(style, panels), style.height() <= 0);
    }

    private String caption(Style style, List<Json> panels) {
        String given = root.path("figure", "caption").string();
        if (given != null) {
            return given;
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String title = panels.get(p).get("title").string("").replace('\n', ' ').strip();
            if (!title.isEmpty()) {
                parts.add((style.letters() ? Recipes.letter(style, p) + " " : "") + title);
            }
        }
        String head = style.title().replace('\n', ' ').strip();
        String text = head.isEmpty() ? "" : head + (head.endsWith(".") ? "" : ".");
        if (!parts.isEmpty()) {
            text += (text.isEmpty() ? "" : " ") + String.join("; ", parts) + ".";
        }
        return text.isEmpty() ? stem() + "." : text;
    }

    private Data data(Json s, String path) {
        String kind = s.get("kind").string("line");
        String label = s.get("label").string("");
        Json xs = s.get("x");
        Json ys = s.get("y");
        List<Object> xValues;
        List<Object> yValues;
        if (xs.isString() || ys.isString()) {
            String source = s.get("data").string();
            if (source == null) {
                throw error(path + ".data", "the series takes fields by name (\"" + (xs.isString() ? xs.string() : ys.string()) + "\") but names no data source");
            }
            Rows rows = rows(source, path + ".data");
            List<Map<String, Object>> kept = rows.rows();
            if (s.get("where").isString()) {
                Predicate<Map<String, Object>> filter = RowFilter.parse(s.get("where").string(), rows.fields(), path + ".where");
                kept = kept.stream().filter(filter).toList();
            }
            xValues = column(xs, kept, rows, path + ".x");
            yValues = column(ys, kept, rows, path + ".y");
        } else {
            xValues = new ArrayList<>(xs.elements().stream().map(Json::raw).toList());
            yValues = new ArrayList<>(ys.elements().stream().map(Json::raw).toList());
            if (xValues.size() != yValues.size()) {
                throw error(path, "x has " + xValues.size() + " values but y has " + yValues.size());
            }
        }
        double xScale = s.get("x_scale").number(1.0);
        double yScale = s.get("y_scale").number(1.0);
        boolean categorical = xValues.stream().anyMatch(v -> v instanceof String);
        if (categorical && !(kind.equals("bar") || kind.equals("hbar"))) {
            throw error(path + ".x", "holds text (" + xValues.stream().filter(v -> v instanceof String).findFirst().orElse("") + "); only bar and hbar series take categories");
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
            if (categorical) {
                names.add(String.valueOf(x));
            }
            points.add(new double[] {xv, yv});
        }
        boolean sort = !categorical && !Boolean.FALSE.equals(s.get("sort").bool()) && !kind.equals("scatter");
        if (sort) {
            points.sort((a, b) -> Double.compare(a[0], b[0]));
        }
        double[] x = points.stream().mapToDouble(pt -> pt[0]).toArray();
        double[] y = points.stream().mapToDouble(pt -> pt[1]).toArray();
        if (x.length == 0) {
            throw error(path, "no point to draw: every row was filtered out or lacks a number for y");
        }
        return new Data(kind, label, x, y, names, s);
    }

    private Rows rows(String source, String path) {
        Json sources = root.get("data");
        if (!sources.keys().contains(source)) {
            throw error(path, "no data source \"" + source + "\"" + (sources.size() == 0 ? "; define it under \"data\"" : "; sources are " + String.join(", ", sources.keys())));
        }
        return this.sources.computeIfAbsent(source, name -> {
            Json s = sources.get(name);
            Path resolved = file.toAbsolutePath().getParent().resolve(s.get("file").string());
            return Rows.load(resolved, s.get("rows").string(), "data." + name);
        });
    }

    private List<Object> column(Json field, List<Map<String, Object>> rows, Rows all, String path) {
        if (!field.isString()) {
            throw error(path, "give a field name, as the series takes its rows from a data source");
        }
        String name = field.string();
        if (!all.fields().contains(name)) {
            throw error(path, "field \"" + name + "\" not found in rows; fields are " + String.join(", ", all.fields()));
        }
        List<Object> out = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            out.add(row.get(name));
        }
        return out;
    }

    private static List<String> categories(List<Data> series) {
        LinkedHashMap<String, Integer> names = new LinkedHashMap<>();
        boolean any = false;
        for (Data d : series) {
            if (d.categories() != null) {
                any = true;
                for (String c : d.categories()) {
                    names.putIfAbsent(c, names.size());
                }
            }
        }
        return any ? new ArrayList<>(names.keySet()) : null;
    }

    private static double[] positions(Data d, List<String> categories) {
        return d.categories().stream().mapToDouble(categories::indexOf).toArray();
    }

    /** Categories along x, or down y for horizontal bars, where the first reads at the top as in the seed's charts. */
    private Axis categoryAxis(List<String> categories, Json spec, boolean horizontal) {
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            ticks.add(new Tick(i, categories.get(i)));
        }
        Scale scale = horizontal ? Scale.linear(categories.size() - 0.4, -0.6) : Scale.linear(-0.6, categories.size() - 0.4);
        return Axis.builder(scale).ticks(ticks).tickLength(0).categorical(true).label(spec.get("label").string("")).build();
    }

    private Axis valueAxis(Json spec, List<Data> series, boolean isX, String path, boolean fromZero, boolean grid, Style style) {
        String kind = spec.get("scale").string("linear");
        boolean log = !kind.equals("linear");
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Data d : series) {
            boolean horizontal = d.kind().equals("hbar");
            double[] values = (isX && !horizontal) ? d.x() : d.y();
            for (double v : values) {
                if (!log || v > 0) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        if (Double.isInfinite(lo)) {
            throw error(path, "a log scale needs positive values, and this axis has none");
        }
        double min;
        double max;
        if (spec.get("limits").isArray()) {
            min = spec.get("limits").get(0).number(0.0);
            max = spec.get("limits").get(1).number(1.0);
            if (!(max > min) || (log && min <= 0)) {
                throw error(path + ".limits", log ? "a log scale needs 0 < low < high" : "needs low < high");
            }
        } else if (log) {
            double a = Math.log(lo);
            double b = Math.log(hi);
            double m = (b - a) * 0.05 == 0 ? 0.1 : (b - a) * 0.05;
            min = Math.exp(a - m);
            max = Math.exp(b + m);
        } else {
            if (fromZero) {
                lo = Math.min(lo, 0);
                hi = Math.max(hi, 0);
            }
            double m = (hi - lo) * 0.05 == 0 ? Math.max(1e-9, Math.abs(hi) * 0.05 + (hi == 0 ? 1 : 0)) : (hi - lo) * 0.05;
            min = fromZero && lo == 0 ? 0 : lo - m;
            max = hi + m;
        }
        if (!Double.isFinite(min) || !Double.isFinite(max) || !(max > min) || (log && !(min > 0)) || (!log && !(max - min > 1e-300))
                || (log && !(Math.log(max) - Math.log(min) > 1e-12))) {
            throw error(path, "the values span no range that can be drawn (from " + min + " to " + max + ")");
        }
        Scale scale = switch (kind) {
            case "log", "log10" -> Scale.log10(min, max);
            case "log2" -> Scale.log2(min, max);
            default -> Scale.linear(min, max);
        };
        DoubleFunction<String> format = Formats.named(spec.get("format").string(kind.equals("log2") ? "plain" : "compact"));
        Axis.Builder b = Axis.builder(scale).label(spec.get("label").string("")).grid(grid);
        if (!isX) {
            b.tickLength(0).spine(true);
        }
        if (spec.get("ticks").isArray()) {
            List<Json> positions = spec.get("ticks").elements();
            List<Json> labels = spec.get("tick_labels").elements();
            if (!labels.isEmpty() && labels.size() != positions.size()) {
                throw error(path + ".tick_labels", "has " + labels.size() + " labels for " + positions.size() + " ticks");
            }
            List<Tick> ticks = new ArrayList<>();
            for (int i = 0; i < positions.size(); i++) {
                double v = positions.get(i).number(0.0);
                ticks.add(new Tick(v, labels.isEmpty() ? format.apply(v) : labels.get(i).string("")));
            }
            b.ticks(ticks);
        } else if (spec.get("tick_labels").isArray()) {
            throw error(path + ".tick_labels", "needs \"ticks\" to say where the labels go");
        } else if (kind.equals("log2")) {
            b.ticks(Ticks.log(min, max, 2, new double[] {1}, 12), format);
        } else if (log) {
            b.ticks(Ticks.log(min, max, 10, Ticks.seedLogSubs(min, max), 12), format);
        } else {
            b.locator(isX ? TickLocator.auto(format) : TickLocator.autoY(format));
        }
        return b.build();
    }

    private static List<Double> dash(String style, int index, Style figure) {
        if (style == null) {
            return Palette.dash(index, figure.printSafe(), Layers.LINE_WIDTH);
        }
        int which = switch (style.toLowerCase(Locale.ROOT)) {
            case "dashed" -> 1;
            case "dotted" -> 2;
            case "dashdot" -> 3;
            default -> 0;
        };
        return Palette.dash(which, true, Layers.LINE_WIDTH);
    }

    private static Marker.Shape shape(String name) {
        return switch (name) {
            case "circle" -> Marker.Shape.CIRCLE;
            case "square" -> Marker.Shape.SQUARE;
            case "triangle_up" -> Marker.Shape.TRIANGLE_UP;
            case "triangle_down" -> Marker.Shape.TRIANGLE_DOWN;
            case "diamond" -> Marker.Shape.DIAMOND;
            default -> null;
        };
    }
}
