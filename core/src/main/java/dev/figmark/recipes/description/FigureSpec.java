package dev.figmark.recipes.description;

import dev.figmark.scene.Units;
import dev.figmark.chart.Axis;
import dev.figmark.chart.Figure;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layer;
import dev.figmark.chart.Layers;
import dev.figmark.chart.ReferenceLines;
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
import dev.figmark.product.Product;
import dev.figmark.recipe.Idioms;
import dev.figmark.product.Table;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
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

    private final String where;
    private final Path base;
    private final String name;
    private final Json root;
    private final SeriesReader series = new SeriesReader(this);
    private final DescriptionAxes axes = new DescriptionAxes(this);

    private FigureSpec(String where, Path base, String name, Json root) {
        this.where = where;
        this.base = base;
        this.name = name;
        this.root = root;
        List<String> errors = Schema.figure().validate(root);
        if (!errors.isEmpty()) {
            throw new InputException(where + ": " + errors.get(0) + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        }
    }

    /**
     * Reads and checks a description file; its data files are found beside it. Every problem is an
     * {@link InputException} naming the file and the JSON path.
     */
    public static FigureSpec read(Path file) {
        String fileName = file.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        return new FigureSpec(file.toString(), file.toAbsolutePath().getParent(), dot > 0 ? fileName.substring(0, dot) : fileName, Json.read(file));
    }

    /**
     * Reads and checks a description held in memory; {@code where} names it in messages, and data files are found
     * in {@code base}.
     */
    public static FigureSpec parse(String json, String where, Path base) {
        return new FigureSpec(where, base.toAbsolutePath(), "figure", Json.parse(json, where));
    }

    /** Reads and checks a description from a stream of UTF-8 text, as {@link #parse(String, String, Path)} does. */
    public static FigureSpec read(InputStream in, String where, Path base) throws IOException {
        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), where, base);
    }

    /** Reads and checks a description from a reader, as {@link #parse(String, String, Path)} does. */
    public static FigureSpec read(Reader in, String where, Path base) throws IOException {
        StringWriter text = new StringWriter();
        in.transferTo(text);
        return parse(text.toString(), where, base);
    }

    /**
     * Checks a description built in memory as JSON values (maps, lists, strings, numbers, booleans): the form the Java
     * API builds, so that both are one model, checked by one schema.
     */
    public static FigureSpec of(Map<String, ?> tree, String where, Path base) {
        return new FigureSpec(where, base.toAbsolutePath(), "figure", Json.of(tree));
    }

    /** The data files the description reads, resolved against its directory: what a live preview watches besides it. */
    public List<Path> dataFiles() {
        List<Path> out = new ArrayList<>();
        Json sources = root.get("data");
        for (String source : sources.keys()) {
            String f = sources.get(source).get("file").string();
            if (f != null) {
                out.add(base.resolve(f));
            }
        }
        return out;
    }

    /** A problem at a JSON path of this description, as one line that names it. */
    InputException error(String path, String what) {
        return new InputException(where + ": " + path + ": " + what);
    }

    /** The description as read. */
    Json root() {
        return root;
    }

    /** Where relative data files are found. */
    Path base() {
        return base;
    }

    /** The style the description asks for: width, height, fonts, print safety, title and letters. */
    public Style style() {
        return style(null, null);
    }

    /**
     * The style the description asks for, fitted to a paper: a venue (its single and double widths, its text height,
     * and its face and size where the description names none) and a width that replaces the description's (null
     * keeps it).
     */
    public Style style(dev.figmark.chart.Venue venue, String width) {
        return DescriptionStyle.of(this, venue, width, warnings::add);
    }

    /** What reading had to say: a face that stands in for a missing one, series that look alike. */
    private final List<String> warnings = new java.util.ArrayList<>();

    /**
     * What reading the description had to say besides errors, one line each: after {@link #style()}, the fonts'; after
     * {@link #build}, also series whose colours some readers cannot tell apart.
     *
     * @return the warnings, in order
     */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** The output file stem: the description's, else the file's name without its extension ({@code figure} for text). */
    public String stem() {
        String given = root.path("figure", "output").string();
        return given != null ? given : name;
    }

    /** Draws the description in a style: the figure, the table of exactly what it draws, and its caption. */
    public Product build(Style style) {
        List<Json> panels = root.get("panels").elements();
        List<Panel> built = new ArrayList<>();
        List<List<SeriesReader.Data>> read = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String path = "panels[" + p + "]";
            List<SeriesReader.Data> series = new ArrayList<>();
            List<Json> given = panels.get(p).get("series").elements();
            for (int s = 0; s < given.size(); s++) {
                if (!Annotations.KINDS.contains(given.get(s).get("kind").string("line")) && !given.get(s).get("kind").string("").equals("heatmap")) {
                    series.add(this.series.data(given.get(s), path + ".series[" + s + "]"));
                }
            }
            read.add(Stacks.stacked(series, path, this));
        }
        List<Color> palette = SeriesColours.palette(root.path("figure", "palette"));
        // The CSV holds what is drawn: the low and high of error bars, bands and areas too, when any series has them.
        boolean bounds = read.stream().flatMap(List::stream).anyMatch(d -> d.low() != null && !d.kind().equals("box"));
        boolean bins = read.stream().flatMap(List::stream).anyMatch(d -> d.kind().equals("histogram"));
        DrawnTable table = new DrawnTable(bins, bounds, panels.stream().anyMatch(FigureSpec::heatmap));
        Legend figureLegend = null;
        int columns = Math.min(root.path("figure", "columns").integer() != null ? root.path("figure", "columns").integer().intValue()
                : style.wide() ? panels.size() : 1, panels.size());
        SharedAxes shared = new SharedAxes(root.path("figure", "share").string("none"), read);
        for (int p = 0; p < panels.size(); p++) {
            Json panel = panels.get(p);
            String path = "panels[" + p + "]";
            List<SeriesReader.Data> series = read.get(p);
            Panel.Builder b = Panel.builder("panel-" + (p + 1)).title(panel.get("title").string("")).letter(Idioms.letter(style, p));
            if (heatmap(panel)) {
                Heatmaps.panel(b, panel, path, p, table, this, this.series);
                built.add(b.build());
                continue;
            }
            List<Legend.Entry> entries = new ArrayList<>();
            List<SeriesColours.Look> looks = new ArrayList<>();
            boolean horizontal = series.stream().anyMatch(d -> d.kind().equals("hbar"));
            List<String> categories = DescriptionAxes.ordered(DescriptionAxes.categories(series),
                    panel.get(horizontal ? "y" : "x").get("order").string(null));
            // Bars side by side, one slot each; stacked bars share one slot, that of the first of them.
            // In a print-safe figure each bar series gets a hatch of its own, in order, stacked ones too.
            List<Integer> slots = new ArrayList<>();
            List<Integer> hatches = new ArrayList<>();
            int barCount = 0;
            int barSeries = 0;
            int stackSlot = -1;
            for (SeriesReader.Data d : series) {
                boolean bar = d.kind().equals("bar") || d.kind().equals("hbar");
                boolean stacked = bar && Boolean.TRUE.equals(d.spec().get("stack").bool());
                if (stacked && stackSlot < 0) {
                    stackSlot = barCount++;
                }
                slots.add(!bar ? -1 : stacked ? stackSlot : barCount++);
                hatches.add(bar ? barSeries++ : -1);
            }
            // Spans, bands and areas first, under every line and marker of the panel; notes after all data.
            List<Json> marks = panel.get("series").elements();
            List<Layer> notes = new ArrayList<>();
            for (int m = 0; m < marks.size(); m++) {
                String kind = marks.get(m).get("kind").string("line");
                if (kind.equals("span")) {
                    b.layer(Annotations.layer(marks.get(m), path + ".series[" + m + "]", this));
                } else if (kind.equals("text")) {
                    notes.add(Annotations.layer(marks.get(m), path + ".series[" + m + "]", this));
                }
            }
            boolean bars = barCount > 0 || series.stream().anyMatch(d -> d.kind().equals("area") || d.kind().equals("histogram"));
            Axis y2 = SecondAxis.axis(panel, series, path, axes, this, style, bars);
            for (int s = 0; s < series.size(); s++) {
                SeriesReader.Data d = series.get(s);
                if (d.kind().equals("band") || d.kind().equals("area")) {
                    Color color = d.spec().get("color").isString() ? Color.hex(d.spec().get("color").string()) : palette.get(s % palette.size());
                    SecondAxis.target(b, y2, d).accept(Layers.fillBetween(d.label(), d.x(), d.low(), d.high(), color.withOpacity(Stacks.opacity(d.kind()))));
                }
            }
            for (int s = 0; s < series.size(); s++) {
                SeriesReader.Data d = series.get(s);
                Json look = d.spec();
                Color color = look.get("color").isString() ? Color.hex(look.get("color").string()) : palette.get(s % palette.size());
                List<Double> dash = DescriptionAxes.dash(look.get("line_style").string(null), s, style);
                Stroke stroke = Stroke.line(Layers.LINE_WIDTH, color, dash);
                boolean points = d.kind().equals("scatter") || d.kind().equals("errorbar");
                Marker.Shape marker = DescriptionAxes.shape(look.get("marker").string(points ? "circle" : "none"));
                double[] xs = d.categories() == null ? d.x() : DescriptionAxes.positions(d, categories);
                Series data = new Series(d.label(), xs, d.y());
                java.util.function.Consumer<Layer> add = SecondAxis.target(b, y2, d);
                switch (d.kind()) {
                    case "line", "band" -> add.accept(Layers.line(data, stroke));
                    case "area" -> add.accept(Layers.line(new Series(d.label(), xs, d.high()), stroke));
                    case "errorbar" -> add.accept(Layers.errorBars(d.label(), xs, d.low(), d.high(), color, !Boolean.FALSE.equals(look.get("caps").bool())));
                    case "step" -> add.accept(Layers.steps(data, stroke));
                    case "histogram" -> add.accept(Histograms.layer(d, color, stroke));
                    case "box" -> add.accept(Boxes.layer(d.label(), Boxes.stats(look, this.series.samples(look, path), path, this), xs[0], color));
                    case "ecdf" -> {
                        add.accept(Layers.steps(data, stroke));
                        if (!look.get("percentiles").elements().isEmpty()) {
                            add.accept(Distributions.percentiles(d, color));
                        }
                    }
                    case "bar", "hbar" -> Bars.layers(d, xs, slots.get(s), barCount, color,
                            DescriptionAxes.hatch(look.get("hatch").string(null), hatches.get(s), style)).forEach(add);
                    default -> { }
                }
                if (marker != null) {
                    add.accept(Layers.markers(data, marker, points ? 4.5 : 4, color, Color.WHITE, 0.5));
                }
                if (d.kind().equals("box")) {
                    for (Object[] row : Boxes.rows(Boxes.stats(look, this.series.samples(look, path), path, this))) {
                        table.point(p + 1, d.label(), row[0], row[1], null, null);
                    }
                } else {
                    table.series(p + 1, d);
                }
                if (!d.label().isEmpty() && !d.kind().equals("box")) {
                    looks.add(new SeriesColours.Look(d.label(), color, dash, marker, d.kind().equals("bar") || d.kind().equals("hbar")
                            ? DescriptionAxes.hatch(look.get("hatch").string(null), hatches.get(s), style) : null,
                            List.of("bar", "hbar", "area").contains(d.kind()) || d.kind().equals("histogram") && !Boolean.TRUE.equals(look.get("step").bool())));
                    Legend.Swatch swatch = switch (d.kind()) {
                        case "bar", "hbar" -> {
                            Hatch.Pattern hatch = DescriptionAxes.hatch(look.get("hatch").string(null), hatches.get(s), style);
                            yield new Legend.Patch(color, hatch == null ? null : dev.figmark.scene.Hatch.of(hatch, Color.WHITE));
                        }
                        case "area" -> new Legend.Patch(color.withOpacity(Stacks.opacity("area")), null);
                        case "histogram" -> Boolean.TRUE.equals(look.get("step").bool()) ? new Legend.Line(stroke, null, color, Color.WHITE)
                                : new Legend.Patch(color, null);
                        case "scatter", "errorbar" -> new Legend.Symbol(marker == null ? Marker.Shape.CIRCLE : marker, color, Color.WHITE, 0.5, 4.5);
                        default -> new Legend.Line(stroke, marker, color, Color.WHITE);
                    };
                    entries.add(new Legend.Entry(d.label(), swatch));
                }
            }
            notes.forEach(b::layer);
            warnings.addAll(SeriesColours.alike(looks, path));
            String grid = panel.get("grid").string("y");
            Json xSpec = panel.get("x");
            Json ySpec = panel.get("y");
            Axis category = categories == null ? null : axes.categoryAxis(categories, xSpec, horizontal);
            boolean shareX = shared.x() && category == null;
            boolean shareY = shared.y() && category == null;
            Axis x = horizontal ? axes.valueAxis(ySpec, series, false, path + ".y", true, grid.equals("x") || grid.equals("both"), style)
                    : category != null ? category : axes.valueAxis(xSpec, shareX ? shared.all() : series, true, path + ".x",
                    shareX ? shared.bars() : bars, grid.equals("x") || grid.equals("both"), style);
            Axis y = horizontal ? category : axes.valueAxis(ySpec, shareY ? shared.all() : SecondAxis.left(series), false, path + ".y",
                    shareY ? shared.bars() : bars, grid.equals("y") || grid.equals("both"), style);
            if (horizontal && ySpec.get("label").isString()) {
                x = x.toBuilder().label(ySpec.get("label").string()).build();
            }
            b.x(x).y(y).y2(y2);
            if (shareX || shareY) {
                // Shared axes: one range; tick labels and the axis label on the outer panels only, here and wherever
                // the layout moves the panel.
                b.sharing(new Panel.Sharing(shareX ? x : null, shareY ? y : null));
            }
            Annotations.referenceLines(panel, path, b, this);
            String legend = panel.get("legend").string(entries.size() >= 2 ? "above right" : "none");
            if (!entries.isEmpty() && legend.equals("figure") && figureLegend == null) {
                figureLegend = new Legend(entries, Legend.Placement.FIGURE_LEFT);
            } else if (!entries.isEmpty() && PLACEMENTS.containsKey(legend)) {
                b.legend(new Legend(entries, PLACEMENTS.get(legend)));
            }
            built.add(b.build());
        }
        int rows = (int) Math.ceil(built.size() / (double) columns);
        double titleLines = style.title().isEmpty() ? 0 : style.title().split("\n").length;
        double height = style.height() > 0 ? style.height() : rows * (style.wide() ? 2.1 : 1.8) + 0.2 * titleLines;
        Figure figure = new Figure(style.widthPt(), Units.points(height), style.title(), figureLegend, "", Figure.shared(Idioms.grid(built, columns)));
        return new Product(stem(), figure, table.table(), caption(style, panels), style.height() <= 0);
    }

    private static boolean heatmap(Json panel) {
        return panel.get("series").elements().stream().anyMatch(s -> s.get("kind").string("").equals("heatmap"));
    }

    /** A panel's legend placements by the names descriptions give them ("figure" and "none" aside). */
    private static final Map<String, Legend.Placement> PLACEMENTS = Map.of("above right", Legend.Placement.ABOVE_RIGHT,
            "above left", Legend.Placement.ABOVE_LEFT, "below", Legend.Placement.BELOW_RIGHT, "best", Legend.Placement.INSIDE_BEST,
            "upper right", Legend.Placement.INSIDE_UPPER_RIGHT, "upper left", Legend.Placement.INSIDE_UPPER_LEFT,
            "lower right", Legend.Placement.INSIDE_LOWER_RIGHT, "lower left", Legend.Placement.INSIDE_LOWER_LEFT);

    private String caption(Style style, List<Json> panels) {
        String given = root.path("figure", "caption").string();
        if (given != null) {
            return given;
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String title = panels.get(p).get("title").string("").replace('\n', ' ').strip();
            if (!title.isEmpty()) {
                parts.add((style.letters() ? Idioms.letter(style, p) + " " : "") + title);
            }
        }
        String head = style.title().replace('\n', ' ').strip();
        String text = head.isEmpty() ? "" : head + (head.endsWith(".") ? "" : ".");
        if (!parts.isEmpty()) {
            text += (text.isEmpty() ? "" : " ") + String.join("; ", parts) + ".";
        }
        return text.isEmpty() ? stem() + "." : text;
    }

}
