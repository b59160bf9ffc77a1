package dev.figmark.compile.read;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Describe;
import dev.figmark.model.Distribution;
import dev.figmark.model.Facet;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Legend;
import dev.figmark.model.Panel;
import dev.figmark.model.Points;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Spelling;
import dev.figmark.model.Timeline;
import dev.figmark.model.Transform;
import dev.figmark.model.Values;
import dev.figmark.model.json.ModelWriter;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import dev.figmark.table.TooLarge;
import dev.figmark.transform.Steps;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables of a description: each data source read once (from its file or its inline rows) and run through its own
 * steps; each panel's rows, its source's after the panel's steps; and the panels a facet makes of them, one per value
 * (or per row and column value), each with the rows of its value. A panel or series takes the source it names, else
 * its panel's, else the figure's, else the only source there is.
 */
public final class DataTables {

    /** The most panels a facet makes: more would be too small to read on any page. */
    static final int MAX_FACETS = 36;

    /**
     * A panel as drawn: its description (a facet's with its value in its title), its JSON path, the name of the
     * source its rows come from and those rows (null for a panel of inline values), and whether a facet made it.
     */
    public record Scope(Panel panel, String path, String source, Table rows, boolean faceted) {
    }

    private final Context context;
    private final Map<String, Table> sources = new HashMap<>();
    private final Set<String> used = new LinkedHashSet<>();

    public DataTables(Context context) {
        this.context = context;
        parts = new Parts(context, this::tooLarge, this::named);
    }

    /** The source's name a panel or series reads: its own, else its panel's, else the figure's, else the only one. */
    public String name(String own, String panel) {
        if (own != null) {
            return own;
        }
        if (panel != null) {
            return panel;
        }
        String figure = context.model().figure() == null ? null : context.model().figure().data();
        if (figure != null) {
            return figure;
        }
        Map<String, Source> all = context.model().data();
        return all != null && all.size() == 1 ? all.keySet().iterator().next() : null;
    }

    /**
     * A source's rows after its own steps and then {@code then} (named {@code thenWhere} in messages): where the
     * source's file is too large to hold, read in parts through the first aggregate of those steps ({@link Parts}).
     */
    public Table rows(String name, String path, List<Transform> then, String thenWhere) {
        Table whole = rows(name, path);
        return whole != null ? Steps.apply(whole, then, thenWhere, context::warn) : parts.rows(name, then, thenWhere);
    }

    /** Reads the sources too large to hold in parts. */
    private final Parts parts;

    /** The refusal of a source's file as too large to hold whole, or null where it was read whole. */
    private TooLarge tooLarge(String name) {
        return tooLarge.get(name);
    }

    /** The sources whose files are too large to hold whole, by name, with the reader's refusal. */
    private final Map<String, TooLarge> tooLarge = new HashMap<>();

    /**
     * A source's rows after its own steps, read once; {@code path} names where it was asked for. Null where its
     * file is CSV too large to hold: {@link #rows(String, String, List, String)} reads it in parts.
     */
    public Table rows(String name, String path) {
        Map<String, Source> all = context.model().data() == null ? Map.of() : context.model().data();
        if (!all.containsKey(name)) {
            throw context.error(path, "no data source \"" + name + "\"" + (all.isEmpty() ? "; define it under \"data\"" : "; sources are " + String.join(", ", all.keySet())));
        }
        used.add(name);
        Table cached = sources.get(name);
        if (cached != null || tooLarge.containsKey(name)) {
            return cached;
        }
        Source s = all.get(name);
        Table read;
        java.nio.file.Path file = s.file() == null ? null : context.allowed(s.file(), "data." + name + ".file");
        try {
            read = s.values() != null ? inline(s.values(), "data." + name + ".values row ")
                    : s.files() != null ? ManyFiles.read(s, "data." + name, context, named())
                    : Tables.read(file, context.shown(s.file()), shape(s), s.missing() == Series.Missing.SKIP, context::warn, named());
        } catch (TooLarge e) {
            String lower = s.file() == null ? "" : s.file().toLowerCase(java.util.Locale.ROOT);
            if (lower.endsWith(".csv") || lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) {
                tooLarge.put(name, e);
                return null;
            }
            throw new InputException(context.where() + ": data." + name + ": " + e.getMessage()
                    + "; a CSV or JSON lines file this large would be read in parts through an aggregate, and this one is read whole", e);
        } catch (InputException e) {
            if (e.getMessage().startsWith(context.where() + ": data." + name + ".")) {
                throw e; // said already at its own JSON path (a pattern's refusal)
            }
            throw new InputException(context.where() + ": data." + name + ": " + e.getMessage(), e);
        }
        Table out = Steps.apply(read, s.transform(), context.where() + ": data." + name + ".transform", context::warn);
        sources.put(name, out);
        return out;
    }

    /** How a source's rows are found in its files: where its JSON keeps them and what else goes onto them, or its text's pattern. */
    public static dev.figmark.table.Shape shape(Source s) {
        return new dev.figmark.table.Shape(s.rows(), s.with(), s.explode(), s.pattern());
    }

    /**
     * The columns of a data file the description can reach, the only ones whose values are read: those it spells
     * anywhere (in its JSON text: a field, an expression, a template, a facet), every column where an aggregate step
     * sums up every number column, and any whose name JSON might write otherwise (quotes, other letters than ASCII).
     * Ten million rows of a benchmark's seven columns, of which a figure draws five, are read a third faster in a
     * third less memory (bench/README.md, issue #46).
     */
    private java.util.function.Predicate<String> named() {
        if (named == null) {
            if (sumsEveryColumn(context.model())) {
                named = name -> true;
            } else {
                String text = dev.figmark.model.json.ModelWriter.json(context.model());
                named = name -> text.contains(name) || !name.chars().allMatch(c -> c >= ' ' && c < 0x7f && c != '"' && c != '\\');
            }
        }
        return named;
    }

    /** The columns the description can reach, worked out once for all its data files. */
    private java.util.function.Predicate<String> named;

    /** Whether an aggregate step anywhere in the model names no fields, and so sums up every number column. */
    private static boolean sumsEveryColumn(Object node) {
        return anywhere(node, n -> n instanceof Aggregate a && a.fields() == null);
    }

    /** Whether a part of the model, or any part inside it, is one {@code test} holds for; true where a part cannot be looked into. */
    private static boolean anywhere(Object node, java.util.function.Predicate<Object> test) {
        if (test.test(node)) {
            return true;
        }
        if (node instanceof java.util.Collection<?> c) {
            return c.stream().anyMatch(n -> anywhere(n, test));
        }
        if (node instanceof Map<?, ?> m) {
            return m.values().stream().anyMatch(n -> anywhere(n, test));
        }
        if (node instanceof Record r) {
            for (java.lang.reflect.RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    if (anywhere(c.getAccessor().invoke(r), test)) {
                        return true;
                    }
                } catch (ReflectiveOperationException e) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Tells the caption which of numpy's methods the percentiles of the description's steps take, where one is named. */
    public void methodFacts() {
        Set<String> methods = new java.util.TreeSet<>();
        anywhere(context.model(), n -> {
            String m = n instanceof Aggregate a ? a.method() : n instanceof Describe d ? d.method() : null;
            if (m != null && !m.equals("linear")) {
                methods.add(m.replace('_', ' '));
            }
            return false;
        });
        if (!methods.isEmpty()) {
            context.fact("Percentiles by numpy's " + String.join(" and ", methods) + " method" + (methods.size() == 1 ? "." : "s."));
        }
    }

    /** Rows given inline, as a table: its columns of texts typed as a file's are (dates read as dates). */
    public static Table inline(dev.figmark.model.Table values, String origin) {
        List<Object> columns = new ArrayList<>();
        for (String name : values.names()) {
            double[] numbers = values.numbers(name);
            columns.add(numbers != null ? numbers : values.texts(name));
        }
        return Tables.ofColumns(origin, values.names(), columns);
    }

    /** The data sources no panel or series took rows from. */
    public List<String> unused() {
        List<String> out = new ArrayList<>();
        if (context.model().data() != null) {
            for (String name : context.model().data().keySet()) {
                if (!used.contains(name)) {
                    out.add(name);
                }
            }
        }
        return out;
    }

    /** The panels drawn: each described panel, or the panels its facet makes of its rows. */
    public List<Scope> scopes(List<Panel> panels) {
        String figure = context.model().figure() == null ? null : context.model().figure().data();
        Map<String, Source> all = context.model().data() == null ? Map.of() : context.model().data();
        if (figure != null && !all.containsKey(figure)) {
            throw context.error("figure.data", "no data source \"" + figure + "\"" + (all.isEmpty() ? "; define it under \"data\"" : "; sources are "
                    + String.join(", ", all.keySet())));
        }
        List<Scope> out = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            Panel panel = panels.get(p);
            String path = "panels[" + p + "]";
            boolean anyField = panel.series().stream().anyMatch(DataTables::readsFields);
            String source = name(panel.data(), null);
            Table rows = null;
            if (!anyField && (panel.data() != null || panel.transform() != null || panel.facet() != null)) {
                String field = panel.facet() != null ? "facet" : panel.transform() != null ? "transform" : "data";
                throw context.error(path + "." + field, "no series of the panel takes fields from its rows (their values are inline), so "
                        + field + " would change nothing; name fields (\"x\": \"batch\") or leave it out");
            }
            if (panel.data() != null || panel.transform() != null || panel.facet() != null || anyField && source != null) {
                if (source == null) {
                    throw context.error(path + (panel.facet() != null ? ".facet" : ".transform"), "the panel names no data source, and the figure has none"
                            + " (give \"data\" on the panel or the figure)");
                }
                rows = rows(source, path + ".data", panel.transform(), context.where() + ": " + path + ".transform");
            }
            if (panel.facet() == null) {
                out.add(new Scope(panel, path, source, rows, false));
            } else {
                out.addAll(facets(panel, path, source, rows));
            }
        }
        return out;
    }

    /** Whether a series takes any of its values by field name. */
    public static boolean readsFields(Series s) {
        if (s instanceof Points p) {
            return p.x() instanceof Values.Field || p.y() instanceof Values.Field;
        }
        if (s instanceof Distribution d) {
            return d.samples() instanceof Values.Field;
        }
        if (s instanceof Timeline t) {
            return t.y() instanceof Values.Field;
        }
        return s instanceof Heatmap h && h.x() instanceof Values.Field;
    }

    private List<Scope> facets(Panel panel, String path, String source, Table rows) {
        Facet f = panel.facet();
        List<Scope> out = new ArrayList<>();
        Column across = f.field() != null ? column(rows, f.field(), path + ".facet") : f.column() == null ? null : column(rows, f.column(), path + ".facet.column");
        Column down = f.row() == null ? null : column(rows, f.row(), path + ".facet.row");
        List<String> columns = across == null ? List.of("") : values(across);
        List<String> rowValues = down == null ? List.of("") : values(down);
        int count = columns.size() * rowValues.size();
        if (count > MAX_FACETS) {
            throw context.error(path + ".facet", "would make " + count + " panels (" + (down == null ? "" : rowValues.size() + " " + down.name() + " × ")
                    + (across == null ? "" : columns.size() + " " + across.name()) + "), more than the " + MAX_FACETS
                    + " a page can show legibly; filter the rows or facet by a field of fewer values");
        }
        Map<String, List<Integer>> byValue = new LinkedHashMap<>();
        for (int r = 0; r < rows.rows(); r++) {
            String key = (down == null ? "" : value(down, r)) + "\u0000" + (across == null ? "" : value(across, r));
            byValue.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        for (String rowValue : rowValues) {
            for (String columnValue : columns) {
                List<Integer> kept = byValue.get(rowValue + "\u0000" + columnValue);
                String value = String.join(", ", rowValue.isEmpty() ? List.of(columnValue) : columnValue.isEmpty() ? List.of(rowValue) : List.of(rowValue, columnValue));
                if (kept == null) {
                    throw context.error(path + ".facet", "no row has " + (down == null ? "" : down.name() + " = " + rowValue + " and ")
                            + across.name() + " = " + columnValue + ", so its panel would be empty; filter the rows so that every pair has some");
                }
                String title = panel.title() == null || panel.title().isEmpty() ? value : panel.title() + ", " + value;
                Table these = rows.select(kept.stream().mapToInt(Integer::intValue).toArray());
                out.add(new Scope(panel.title(title).facet(null).legend(panel.legend() == null
                        ? dev.figmark.model.Legend.at(Legend.Position.FIGURE) : panel.legend()), path, source, these, true));
            }
        }
        return out;
    }

    /** The distinct values of a column, as texts, in the order they first appear. */
    public static List<String> values(Column c) {
        Set<String> out = new LinkedHashSet<>();
        for (int r = 0; r < c.size(); r++) {
            out.add(value(c, r));
        }
        return new ArrayList<>(out);
    }

    /** A cell as a panel's or series' name: its text, or "(none)" where it is missing. */
    public static String value(Column c, int row) {
        return c.missing(row) ? "(none)" : c.text(row);
    }

    private Column column(Table rows, String name, String path) {
        Column c = rows.column(name);
        if (c == null) {
            String hint = dev.figmark.model.Spelling.closest(name, rows.names());
            throw context.error(path, "no field \"" + name + "\"" + (hint == null ? "" : " (did you mean \"" + hint + "\"?)") + "; fields are "
                    + String.join(", ", rows.names()));
        }
        return c;
    }
}
