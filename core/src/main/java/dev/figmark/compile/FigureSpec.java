package dev.figmark.compile;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Bubbles;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.kind.Stacks;
import dev.figmark.compile.look.DescriptionStyle;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.look.SeriesColours;
import dev.figmark.compile.out.DataFacts;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.compile.read.Context;
import dev.figmark.compile.read.DataTables;
import dev.figmark.compile.read.ManyFiles;
import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.model.DataAccess;
import dev.figmark.model.Description;
import dev.figmark.model.FigureException;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Legend;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.json.ModelCheck;
import dev.figmark.model.json.ModelReader;
import dev.figmark.product.Product;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Color;
import dev.figmark.scene.Units;
import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A figure description read from JSON, checked, and turned into a figure with its table and caption. */
public final class FigureSpec implements Context {

    private final String where;
    private final Path base;
    private final String name;
    private final Description model;
    /** Where its files may be read from; null for its project, found when a file is first read. */
    private DataAccess access;
    private final DataTables tables = new DataTables(this);
    private final SeriesReader series = new SeriesReader(this, tables);
    private final DescriptionAxes axes = new DescriptionAxes(this);

    private FigureSpec(String where, Path base, String name, Description model) {
        this.where = where;
        this.base = base;
        this.name = name;
        this.model = model;
    }

    /**
     * Reads data and font files only where {@code access} allows (by default the description's project: its git work
     * tree, or its folder).
     *
     * @param allowed the policy
     * @return this description
     */
    public FigureSpec access(DataAccess allowed) {
        this.access = dev.figmark.model.FigureException.notNull(allowed, "access");
        return this;
    }

    /** A file the description names, resolved against its folder, once its policy allows it; refused naming {@code path} otherwise. */
    @Override
    public Path allowed(String file, String path) {
        Path resolved = base.resolve(file);
        if (access == null) {
            access = dev.figmark.model.DataAccess.project(base);
        }
        access.refusal(resolved).ifPresent(why -> {
            throw error(path, "\"" + file + "\" " + why);
        });
        return resolved;
    }

    /**
     * Reads and checks a description file; its data files are found beside it. Every problem is an
     * {@link InputException} naming the file and the JSON path.
     */
    public static FigureSpec read(Path file) {
        String fileName = file.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        String extension = dot > 0 ? fileName.substring(dot + 1).toLowerCase(java.util.Locale.ROOT) : "";
        if (TABLES.contains(extension)) {
            // A table given where a description goes: say what plot takes, not what the JSON parser makes of it.
            throw new InputException(file + ": is a table, not a figure description; plot draws a JSON description that names it: "
                    + "{\"data\": {\"t\": {\"file\": \"" + fileName + "\"}}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": \"COLUMN\", \"y\": \"COLUMN\"}]}]}"
                    + " (docs/figure.schema.json, examples/plots/)");
        }
        return new FigureSpec(file.toString(), file.toAbsolutePath().getParent(), dot > 0 ? fileName.substring(0, dot) : fileName,
                ModelReader.description(Json.readStrict(file), file.toString()));
    }

    /** The extensions of the tables a description reads, which are not descriptions themselves. */
    private static final java.util.Set<String> TABLES = java.util.Set.of("csv", "tsv", "jsonl", "ndjson", "txt", "parquet", "xlsx");

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

    /**
     * The data files the description reads, resolved against its directory: what a live preview watches besides it
     * (for a pattern, the files it matches now and the folder it starts in, where a new run's file appears).
     */
    public List<Path> dataFiles() {
        List<Path> out = new ArrayList<>();
        if (model.data() != null) {
            model.data().values().stream().filter(source -> source.file() != null).forEach(source -> out.add(base.resolve(source.file())));
            model.data().values().stream().filter(source -> source.files() != null).forEach(source -> out.addAll(ManyFiles.watched(source, base)));
        }
        return out;
    }

    /**
     * A layout's refusal in the description's terms: the file first, and an untitled panel by its JSON path
     * ({@code panels[2]}) rather than by its key in the figure.
     */
    public String explain(String message) {
        String m = message.startsWith(stem() + ": ") ? message.substring(stem().length() + 2) : message;
        java.util.regex.Matcher k = java.util.regex.Pattern.compile("panel 'panel-(\\d+)'").matcher(m);
        StringBuilder out = new StringBuilder();
        while (k.find()) {
            k.appendReplacement(out, "panels[" + (Integer.parseInt(k.group(1)) - 1) + "]");
        }
        k.appendTail(out);
        return where + ": " + out;
    }

    /** The description's name in messages: its file, or what names it when it was given in memory. */
    @Override
    public String where() {
        return where;
    }

    /** How messages name a data file: beside the description, as the user would find it. */
    @Override
    public String shown(String file) {
        Path description = Path.of(where);
        Path parent = description.getParent();
        return parent == null || Path.of(file).isAbsolute() ? file : parent.resolve(file).toString();
    }

    /** Adds a warning, one line, to what reading had to say. */
    @Override
    public synchronized void warn(String line) {
        if (!warnings.contains(line)) {
            warnings.add(line);
        }
    }

    /** A problem at a JSON path of this description, as one line that names it. */
    @Override
    public InputException error(String path, String what) {
        return new InputException(where + ": " + path + ": " + what);
    }

    /** The reader of the description's series. */
    SeriesReader reader() {
        return series;
    }

    /** The description as read. */
    @Override
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
    public Style style(Venue venue, String width) {
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
        drawnFacts.clear();
        List<DataTables.Scope> scopes = tables.scopes(model.panels());
        List<Panel> panels = scopes.stream().map(DataTables.Scope::panel).toList();
        dev.figmark.model.Figure options = model.figure() == null ? dev.figmark.model.Figure.DOUBLE.width(null) : model.figure();
        List<Color> palette = SeriesColours.palette(options.palette());
        this.series.most(palette.size() * FigureLooks.ROUNDS);
        List<List<DrawnSeries>> read = read(scopes);
        PageLimits.check(read, scopes.stream().map(DataTables.Scope::path).toList(), this);
        axes.largest(read);
        tables.methodFacts();
        FigureLooks looks = new FigureLooks(read, palette, style, s -> KindCompilers.of(s).points(), this);
        DrawnTable table = DrawnTable.of(read, panels.stream().anyMatch(FigureSpec::heatmap));
        boolean faceted = !scopes.isEmpty() && scopes.stream().allMatch(DataTables.Scope::faceted);
        int columns = PanelGrid.columns(options, style, panels.size(), faceted, this);
        // Facets share their axes and their legend, as seaborn's FacetGrid does, unless the figure says otherwise.
        SharedAxes shared = new SharedAxes(options.share() == null && faceted ? dev.figmark.model.Figure.Share.BOTH : options.share(), read, columns);
        DescribedPanel painter = new DescribedPanel(this, axes, style, looks, shared, table, Bubbles.largest(read));
        boolean figureLegend = options.legend() != null && options.legend().position() != Legend.Position.NONE
                || panels.stream().anyMatch(p -> p.legend() != null && p.legend().position() == Legend.Position.FIGURE);
        List<LegendGuide.Entry> gathered = new ArrayList<>();
        List<List<SeriesColours.Look>> alike = new ArrayList<>();
        List<PanelPlot> built = new ArrayList<>();
        SharedColourBar sharedBar = Boolean.TRUE.equals(options.sharedColorbar()) ? SharedColourBar.of(scopes, this, this.series) : null;
        for (int p = 0; p < panels.size(); p++) {
            Panel panel = panels.get(p);
            String path = scopes.get(p).path();
            this.series.in(scopes.get(p));
            if (panel.series().isEmpty() && !Boolean.TRUE.equals(panel.blank())) {
                throw error(path + ".series", "a panel draws at least one series; for an empty place in the grid give \"blank\": true");
            }
            if (Boolean.TRUE.equals(panel.blank())) {
                built.add(Idioms.blank("blank-" + (p + 1)));
                continue;
            }
            PanelPlot.Builder b = PanelPlot.builder("panel-" + (p + 1)).title(panel.title() == null ? "" : panel.title())
                    .letter(Idioms.letter(style, PanelGrid.lettered(panels, p)));
            if (heatmap(panel)) {
                Heatmaps.panel(b, panel, path, p, table, this, this.series, sharedBar);
                built.add(b.build());
                continue;
            }
            DescribedPanel.Drawn drawn = painter.draw(b, panel, p, read.get(p));
            alike.add(drawn.looks());
            List<LegendGuide.Entry> entries = drawn.entries();
            if (figureLegend && panel.legend() == null || panel.legend() != null && panel.legend().position() == Legend.Position.FIGURE) {
                gathered.addAll(entries);
            } else {
                panelLegend(b, panel.legend(), entries, path);
            }
            built.add(b.build());
        }
        List<String> unused = tables.unused();
        if (!unused.isEmpty()) {
            throw error("data." + unused.get(0), "no panel or series takes its rows from it (\"data\": \"" + unused.get(0) + "\"); use it or leave it out");
        }
        SeriesColours.alike(alike, where).ifPresent(warnings::add);
        LegendGuide legend = null;
        if (figureLegend && !gathered.isEmpty()) {
            Legend asked = options.legend();
            legend = new LegendGuide(LegendEntries.merged(gathered), LegendEntries.FIGURE_PLACEMENTS.get(asked == null ? Legend.Position.ABOVE_LEFT
                    : asked.position()), asked == null || asked.columns() == null ? 0 : asked.columns());
        }
        if (Boolean.TRUE.equals(options.outerLabels())) {
            built = PanelGrid.outer(built, this);
        }
        int rows = (int) Math.ceil(built.size() / (double) columns);
        double titleLines = style.title().isEmpty() ? 0 : style.title().split("\n").length;
        double height = style.height() > 0 ? style.height() : rows * (style.wide() ? 2.1 : 1.8) + 0.2 * titleLines;
        FigurePlot figure = new FigurePlot(style.widthPt(), Units.points(height), style.title(), legend, "",
                FigurePlot.shared(PanelGrid.ratios(Idioms.grid(built, columns), options, this)));
        // The columns asked for are kept at the width the description asks for; fitted to another width (--width,
        // --venue), the grid may change, and the layout says so.
        double own = options.width() == null ? Rules.DOUBLE_COLUMN_IN : options.width().inches();
        boolean gridAsked = (options.columns() != null || options.widthRatios() != null) && Math.abs(style.width() - own) < 0.01;
        return new Product(stem(), figure, table.table(), caption(style, panels, facts(DataFacts.of(read))), style.height() <= 0, gridAsked,
                table.reading(panels, s -> KindCompilers.of(s).words()), options.alt());
    }

    /** Every panel's series read, one list per panel, in the order the panels and their series are given. */
    private List<List<DrawnSeries>> read(List<DataTables.Scope> scopes) {
        List<List<DrawnSeries>> read = new ArrayList<>();
        for (DataTables.Scope scope : scopes) {
            this.series.in(scope);
            List<DrawnSeries> series = new ArrayList<>();
            List<Series> given = scope.panel().series();
            for (int s = 0; s < given.size(); s++) {
                if (KindCompilers.of(given.get(s)).reads()) {
                    series.addAll(this.series.data(given.get(s), scope.path() + ".series[" + s + "]", SeriesReader.Scales.of(scope.panel(), given.get(s))));
                }
            }
            read.add(Stacks.stacked(series, scope.path(), this));
        }
        return read;
    }

    /** A panel's own legend where {@code asked} places it (above at the right for two entries or more, unasked); refused with none to list. */
    private void panelLegend(PanelPlot.Builder b, Legend asked, List<LegendGuide.Entry> entries, String path) {
        Legend.Position at = asked == null ? null : asked.position();
        if (at != null && at != Legend.Position.FIGURE && at != Legend.Position.NONE && entries.isEmpty()) {
            throw error(path + ".legend", "no series of the panel has a label, so the legend would be empty; give the series labels or leave it out");
        }
        if (at != null && at != Legend.Position.NONE && at != Legend.Position.END) {
            b.legend(new LegendGuide(entries, LegendEntries.PLACEMENTS.get(at), asked.columns() == null ? 0 : asked.columns()));
        } else if (asked == null && entries.size() >= 2) {
            b.legend(new LegendGuide(entries, LegendGuide.Placement.ABOVE_RIGHT));
        }
    }

    /** Sentences the drawing itself gave for the caption (a heat map's contour levels), each once; emptied as each build starts. */
    private final java.util.Set<String> drawnFacts = new java.util.LinkedHashSet<>();

    /** Adds a sentence for the caption, from what was just drawn. */
    @Override
    public void fact(String sentence) {
        drawnFacts.add(sentence);
    }

    private List<String> facts(List<String> fromData) {
        List<String> all = new ArrayList<>(fromData);
        all.addAll(drawnFacts);
        return all;
    }

    /** Whether a panel draws a heat map. */
    private static boolean heatmap(Panel panel) {
        return panel.series().stream().anyMatch(s -> s instanceof Heatmap);
    }

    private String caption(Style style, List<Panel> panels, List<String> facts) {
        String given = model.figure() == null ? null : model.figure().caption();
        if (given != null) {
            return given;
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String title = (panels.get(p).title() == null ? "" : panels.get(p).title()).replace('\n', ' ').strip();
            if (!title.isEmpty()) {
                parts.add((style.letters() ? Idioms.letter(style, PanelGrid.lettered(panels, p)) + " " : "") + title);
            }
        }
        String head = style.title().replace('\n', ' ').strip();
        String text = head.isEmpty() ? "" : head + (head.endsWith(".") ? "" : ".");
        if (!parts.isEmpty()) {
            text += (text.isEmpty() ? "" : " ") + String.join("; ", parts) + ".";
        }
        for (String fact : facts) {
            text += (text.isEmpty() ? "" : " ") + fact;
        }
        return text.isEmpty() ? stem() + "." : text;
    }
}
