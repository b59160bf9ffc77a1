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
import dev.figmark.model.Description;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Note;
import dev.figmark.model.Span;
import dev.figmark.model.json.ModelCheck;
import dev.figmark.model.json.ModelReader;
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
    private final Description model;
    private final SeriesReader series = new SeriesReader(this);
    private final DescriptionAxes axes = new DescriptionAxes(this);

    private FigureSpec(String where, Path base, String name, Description model) {
        this.where = where;
        this.base = base;
        this.name = name;
        this.model = model;
    }

    /**
     * Reads and checks a description file; its data files are found beside it. Every problem is an
     * {@link InputException} naming the file and the JSON path.
     */
    public static FigureSpec read(Path file) {
        String fileName = file.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        return new FigureSpec(file.toString(), file.toAbsolutePath().getParent(), dot > 0 ? fileName.substring(0, dot) : fileName,
                ModelReader.description(Json.readStrict(file), file.toString()));
    }

    /**
     * Reads and checks a description held in memory; {@code where} names it in messages, and data files are found
     * in {@code base}.
     */
    public static FigureSpec parse(String json, String where, Path base) {
        return new FigureSpec(where, base.toAbsolutePath(), "figure",
                ModelReader.description(Json.parseStrict(json.getBytes(StandardCharsets.UTF_8), where), where));
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
     * Checks a description built in Java: the same model the JSON reader makes, checked by the same rules, its
     * problems named by JSON path ({@code panels[0].series[1].y}).
     */
    public static FigureSpec of(Description model, String where, Path base) {
        ModelCheck.problem(model).ifPresent(p -> {
            throw new InputException(where + ": " + p);
        });
        return new FigureSpec(where, base.toAbsolutePath(), "figure", model);
    }

    /** The data files the description reads, resolved against its directory: what a live preview watches besides it. */
    public List<Path> dataFiles() {
        List<Path> out = new ArrayList<>();
        if (model.data() != null) {
            model.data().values().forEach(source -> out.add(base.resolve(source.file())));
        }
        return out;
    }

    /** A problem at a JSON path of this description, as one line that names it. */
    InputException error(String path, String what) {
        return new InputException(where + ": " + path + ": " + what);
    }

    /** The description as read. */
    public Description model() {
        return model;
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
        String given = model.figure() == null ? null : model.figure().output();
        return given != null ? given : name;
    }

    /** Draws the description in a style: the figure, the table of exactly what it draws, and its caption. */
    public Product build(Style style) {
        List<dev.figmark.model.Panel> panels = model.panels();
        dev.figmark.model.Figure options = model.figure() == null ? dev.figmark.model.Figure.DOUBLE.width(null) : model.figure();
        List<Panel> built = new ArrayList<>();
        List<List<SeriesReader.Data>> read = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String path = "panels[" + p + "]";
            List<SeriesReader.Data> series = new ArrayList<>();
            List<dev.figmark.model.Series> given = panels.get(p).series();
            for (int s = 0; s < given.size(); s++) {
                dev.figmark.model.Series one = given.get(s);
                if (!(one instanceof Span) && !(one instanceof Note) && !(one instanceof Heatmap)) {
                    series.add(this.series.data(one, path + ".series[" + s + "]"));
                }
            }
            read.add(Stacks.stacked(series, path, this));
        }
        List<Color> palette = SeriesColours.palette(options.palette());
        // The CSV holds what is drawn: the low and high of error bars, bands and areas too, when any series has them.
        boolean bounds = read.stream().flatMap(List::stream).anyMatch(d -> d.low() != null && !d.kind().equals("box"));
        boolean bins = read.stream().flatMap(List::stream).anyMatch(d -> d.kind().equals("histogram"));
        DrawnTable table = new DrawnTable(bins, bounds, panels.stream().anyMatch(FigureSpec::heatmap));
        Legend figureLegend = null;
        int columns = Math.min(options.columns() != null ? options.columns() : style.wide() ? panels.size() : 1, panels.size());
        SharedAxes shared = new SharedAxes(options.share(), read);
        for (int p = 0; p < panels.size(); p++) {
            dev.figmark.model.Panel panel = panels.get(p);
            String path = "panels[" + p + "]";
            List<SeriesReader.Data> series = read.get(p);
            Panel.Builder b = Panel.builder("panel-" + (p + 1)).title(panel.title() == null ? "" : panel.title()).letter(Idioms.letter(style, p));
            if (heatmap(panel)) {
                Heatmaps.panel(b, panel, path, p, table, this, this.series);
                built.add(b.build());
                continue;
            }
            List<Legend.Entry> entries = new ArrayList<>();
            List<SeriesColours.Look> looks = new ArrayList<>();
            boolean horizontal = series.stream().anyMatch(d -> d.kind().equals("hbar"));
            dev.figmark.model.Axis categoryAxis = horizontal ? panel.y() : panel.x();
            List<String> categories = DescriptionAxes.ordered(DescriptionAxes.categories(series), categoryAxis == null ? null : categoryAxis.order());
            // Bars side by side, one slot each; stacked bars share one slot, that of the first of them.
            // In a print-safe figure each bar series gets a hatch of its own, in order, stacked ones too.
            List<Integer> slots = new ArrayList<>();
            List<Integer> hatches = new ArrayList<>();
            int barCount = 0;
            int barSeries = 0;
            int stackSlot = -1;
            for (SeriesReader.Data d : series) {
                boolean bar = d.kind().equals("bar") || d.kind().equals("hbar");
                boolean stacked = bar && SeriesFields.stacked(d.spec());
                if (stacked && stackSlot < 0) {
                    stackSlot = barCount++;
                }
                slots.add(!bar ? -1 : stacked ? stackSlot : barCount++);
                hatches.add(bar ? barSeries++ : -1);
            }
            // Spans, bands and areas first, under every line and marker of the panel; notes after all data.
            List<Layer> notes = new ArrayList<>();
            for (dev.figmark.model.Series mark : panel.series()) {
                if (mark instanceof Span span) {
                    b.layer(Annotations.span(span));
                } else if (mark instanceof Note note) {
                    notes.add(Annotations.note(note));
                }
            }
            boolean bars = barCount > 0 || series.stream().anyMatch(d -> d.kind().equals("area") || d.kind().equals("histogram"));
            Axis y2 = SecondAxis.axis(panel, series, path, axes, this, style, bars);
            for (int s = 0; s < series.size(); s++) {
                SeriesReader.Data d = series.get(s);
                if (d.kind().equals("band") || d.kind().equals("area")) {
                    Color color = SeriesFields.color(d.spec()) != null ? Color.hex(SeriesFields.color(d.spec())) : palette.get(s % palette.size());
                    SecondAxis.target(b, y2, d).accept(Layers.fillBetween(d.label(), d.x(), d.low(), d.high(), color.withOpacity(Stacks.opacity(d.kind()))));
                }
            }
            for (int s = 0; s < series.size(); s++) {
                SeriesReader.Data d = series.get(s);
                dev.figmark.model.Series look = d.spec();
                Color color = SeriesFields.color(look) != null ? Color.hex(SeriesFields.color(look)) : palette.get(s % palette.size());
                List<Double> dash = DescriptionAxes.dash(SeriesFields.lineStyle(look), s, style);
                Stroke stroke = Stroke.line(Layers.LINE_WIDTH, color, dash);
                boolean points = d.kind().equals("scatter") || d.kind().equals("errorbar");
                dev.figmark.model.Series.Marker named = SeriesFields.marker(look);
                Marker.Shape marker = DescriptionAxes.shape(named != null ? named : points ? dev.figmark.model.Series.Marker.CIRCLE
                        : dev.figmark.model.Series.Marker.NONE);
                double[] xs = d.categories() == null ? d.x() : DescriptionAxes.positions(d, categories);
                Series data = new Series(d.label(), xs, d.y());
                java.util.function.Consumer<Layer> add = SecondAxis.target(b, y2, d);
                switch (d.kind()) {
                    case "line", "band" -> add.accept(Layers.line(data, stroke));
                    case "area" -> add.accept(Layers.line(new Series(d.label(), xs, d.high()), stroke));
                    case "errorbar" -> add.accept(Layers.errorBars(d.label(), xs, d.low(), d.high(), color,
                            !Boolean.FALSE.equals(((dev.figmark.model.ErrorBar) look).caps())));
                    case "step" -> add.accept(Layers.steps(data, stroke));
                    case "histogram" -> add.accept(Histograms.layer(d, color, stroke));
                    case "box" -> add.accept(Boxes.layer(d.label(), boxStats(look, path), xs[0], color));
                    case "ecdf" -> {
                        add.accept(Layers.steps(data, stroke));
                        if (((dev.figmark.model.Ecdf) look).percentiles() != null && !((dev.figmark.model.Ecdf) look).percentiles().isEmpty()) {
                            add.accept(Distributions.percentiles(d, color));
                        }
                    }
                    case "bar", "hbar" -> Bars.layers(d, xs, slots.get(s), barCount, color,
                            DescriptionAxes.hatch(SeriesFields.hatch(look), hatches.get(s), style)).forEach(add);
                    default -> { }
                }
                if (marker != null) {
                    add.accept(Layers.markers(data, marker, points ? 4.5 : 4, color, Color.WHITE, 0.5));
                }
                if (d.kind().equals("box")) {
                    for (Object[] row : Boxes.rows(boxStats(look, path))) {
                        table.point(p + 1, d.label(), row[0], row[1], null, null);
                    }
                } else {
                    table.series(p + 1, d);
                }
                if (!d.label().isEmpty() && !d.kind().equals("box")) {
                    looks.add(new SeriesColours.Look(d.label(), color, dash, marker, d.kind().equals("bar") || d.kind().equals("hbar")
                            ? DescriptionAxes.hatch(SeriesFields.hatch(look), hatches.get(s), style) : null, SeriesFields.filled(look)));
                    Legend.Swatch swatch = switch (d.kind()) {
                        case "bar", "hbar" -> {
                            Hatch.Pattern hatch = DescriptionAxes.hatch(SeriesFields.hatch(look), hatches.get(s), style);
                            yield new Legend.Patch(color, hatch == null ? null : dev.figmark.scene.Hatch.of(hatch, Color.WHITE));
                        }
                        case "area" -> new Legend.Patch(color.withOpacity(Stacks.opacity("area")), null);
                        case "histogram" -> !SeriesFields.filled(look) ? new Legend.Line(stroke, null, color, Color.WHITE)
                                : new Legend.Patch(color, null);
                        case "scatter", "errorbar" -> new Legend.Symbol(marker == null ? Marker.Shape.CIRCLE : marker, color, Color.WHITE, 0.5, 4.5);
                        default -> new Legend.Line(stroke, marker, color, Color.WHITE);
                    };
                    entries.add(new Legend.Entry(d.label(), swatch));
                }
            }
            notes.forEach(b::layer);
            warnings.addAll(SeriesColours.alike(looks, path));
            String grid = panel.grid() == null ? "y" : dev.figmark.model.json.Spelling.of(panel.grid());
            dev.figmark.model.Axis xSpec = panel.x();
            dev.figmark.model.Axis ySpec = panel.y();
            Axis category = categories == null ? null : axes.categoryAxis(categories, xSpec, horizontal);
            boolean shareX = shared.x() && category == null;
            boolean shareY = shared.y() && category == null;
            Axis x = horizontal ? axes.valueAxis(ySpec, series, false, path + ".y", true, grid.equals("x") || grid.equals("both"), style)
                    : category != null ? category : axes.valueAxis(xSpec, shareX ? shared.all() : series, true, path + ".x",
                    shareX ? shared.bars() : bars, grid.equals("x") || grid.equals("both"), style);
            Axis y = horizontal ? category : axes.valueAxis(ySpec, shareY ? shared.all() : SecondAxis.left(series), false, path + ".y",
                    shareY ? shared.bars() : bars, grid.equals("y") || grid.equals("both"), style);
            if (horizontal && ySpec != null && ySpec.label() != null) {
                x = x.toBuilder().label(ySpec.label()).build();
            }
            b.x(x).y(y).y2(y2);
            if (shareX || shareY) {
                // Shared axes: one range; tick labels and the axis label on the outer panels only, here and wherever
                // the layout moves the panel.
                b.sharing(new Panel.Sharing(shareX ? x : null, shareY ? y : null));
            }
            Annotations.referenceLines(panel, b);
            String legend = panel.legend() != null ? dev.figmark.model.json.Spelling.of(panel.legend().position()) : entries.size() >= 2 ? "above right" : "none";
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

    private dev.figmark.recipes.description.Boxes.Stats boxStats(dev.figmark.model.Series look, String path) {
        dev.figmark.model.Box box = (dev.figmark.model.Box) look;
        return Boxes.stats(box, this.series.samples(box, path));
    }

    private static boolean heatmap(dev.figmark.model.Panel panel) {
        return panel.series().stream().anyMatch(s -> s instanceof Heatmap);
    }

    /** A panel's legend placements by the names descriptions give them ("figure" and "none" aside). */
    private static final Map<String, Legend.Placement> PLACEMENTS = Map.of("above right", Legend.Placement.ABOVE_RIGHT,
            "above left", Legend.Placement.ABOVE_LEFT, "below", Legend.Placement.BELOW_RIGHT, "best", Legend.Placement.INSIDE_BEST,
            "upper right", Legend.Placement.INSIDE_UPPER_RIGHT, "upper left", Legend.Placement.INSIDE_UPPER_LEFT,
            "lower right", Legend.Placement.INSIDE_LOWER_RIGHT, "lower left", Legend.Placement.INSIDE_LOWER_LEFT);

    private String caption(Style style, List<dev.figmark.model.Panel> panels) {
        String given = model.figure() == null ? null : model.figure().caption();
        if (given != null) {
            return given;
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String title = (panels.get(p).title() == null ? "" : panels.get(p).title()).replace('\n', ' ').strip();
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
