package dev.figmark.compile;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.look.DescriptionStyle;
import dev.figmark.compile.read.Context;
import dev.figmark.compile.read.DataTables;
import dev.figmark.compile.read.ManyFiles;
import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.model.DataAccess;
import dev.figmark.model.Description;
import dev.figmark.model.FigureException;
import dev.figmark.model.json.ModelCheck;
import dev.figmark.model.json.ModelReader;
import dev.figmark.product.Product;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A figure description read from JSON and checked, the context every stage reports to; FigureCompiler draws it. */
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
        return new FigureCompiler(this, tables, series, axes, warnings::add).build(style);
    }

    /** Sentences the drawing itself gave for the caption (a heat map's contour levels), each once; emptied as each build starts. */
    private final java.util.Set<String> drawnFacts = new java.util.LinkedHashSet<>();

    /** Adds a sentence for the caption, from what was just drawn. */
    @Override
    public void fact(String sentence) {
        drawnFacts.add(sentence);
    }

    /** The sentences the drawing gave for the caption so far, in order. */
    List<String> drawnFacts() {
        return List.copyOf(drawnFacts);
    }
}
