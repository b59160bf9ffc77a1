package dev.figmark.model.json;

import dev.figmark.data.Json;
import dev.figmark.model.Bins;
import dev.figmark.model.By;
import dev.figmark.model.Cells;
import dev.figmark.model.Facet;
import dev.figmark.model.FigureException;
import dev.figmark.model.Interval;
import dev.figmark.model.Legend;
import dev.figmark.model.Length;
import dev.figmark.model.Limits;
import dev.figmark.model.Palette;
import dev.figmark.model.Styles;
import dev.figmark.model.Table;
import dev.figmark.model.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model's unions, values that JSON spells in more than one shape: where values come from ({@link Values},
 * {@link Cells}), {@link Bins}, {@link Palette}, {@link Length} and {@link Legend} (a position alone, or an object),
 * {@link By} and {@link Facet} (a field alone, or an object), {@link Interval} (a spread, or two ends), {@link Limits}
 * (two ends, or factors of the values), a note's {@link dev.figmark.model.Position} (a number, or a category's name),
 * {@link dev.figmark.model.Styles} (true, a list of names, or another field) and the rows of a {@link Table} (an array of
 * objects).
 * Each is read, written and described for the schema here, in one place.
 */
final class Codecs {

    /** How a union is read from JSON, keyed by its type. */
    private interface Reading {
        Object read(Json value, String path, ModelReader reader);
    }

    private static final Map<Class<?>, Reading> READINGS = Map.ofEntries(Map.entry(Values.class, Codecs::values), Map.entry(Cells.class, Codecs::cells),
            Map.entry(Bins.class, Codecs::bins), Map.entry(Palette.class, Codecs::palette), Map.entry(Length.class, Codecs::length),
            Map.entry(Legend.class, Codecs::legend), Map.entry(By.class, (v, p, r) -> v.isString() ? By.of(v.string()) : r.record(By.class, v, p, null)),
            Map.entry(Facet.class, (v, p, r) -> v.isString() ? Facet.of(v.string()) : r.record(Facet.class, v, p, null)),
            Map.entry(Interval.class, Codecs::interval), Map.entry(Table.class, TableRows::read), Map.entry(Limits.class, Codecs::limits),
            Map.entry(dev.figmark.model.Position.class, Codecs::position), Map.entry(dev.figmark.model.Styles.class, Codecs::styles));

    private Codecs() {
    }

    static boolean handles(Class<?> type) {
        return READINGS.containsKey(type);
    }

    static Object read(Class<?> type, Json value, String path, ModelReader reader) {
        try {
            return READINGS.get(type).read(value, path, reader);
        } catch (FigureException e) {
            throw reader.error(Paths.field(path, e.field()), e.what());
        }
    }


    /** Cells: a field's name, or rows of numbers, one array per row. */
    private static Cells cells(Json value, String path, ModelReader reader) {
        if (value.isString()) {
            return Cells.field(value.string());
        }
        if (!value.isArray()) {
            throw reader.error(path, "expected a field name or rows of numbers (one array per row), found " + Describe.show(value));
        }
        List<Values.Numbers> rows = new ArrayList<>();
        for (int r = 0; r < value.size(); r++) {
            Json row = value.get(r);
            if (!row.isArray()) {
                throw reader.error(path + "[" + r + "]", "expected an array of numbers (one per column, null for none), found " + Describe.show(row));
            }
            rows.add(numbers(row, path + "[" + r + "]", reader));
        }
        return new Cells.Rows(rows);
    }

    /** Bins: "auto", a number of bins, or their edges. */
    private static Bins bins(Json value, String path, ModelReader reader) {
        if ("auto".equals(value.string())) {
            return Bins.AUTO;
        }
        if (value.integer() != null) {
            return Bins.count((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value.integer())));
        }
        if (value.isArray()) {
            return new Bins.Edges(numbers(value, path, reader));
        }
        throw reader.error(path, "expected a number of bins, their edges or \"auto\", found " + Describe.show(value));
    }

    /** A palette: its name, or a list of colours. */
    private static Palette palette(Json value, String path, ModelReader reader) {
        if (value.isString()) {
            return new Palette.Named(reader.read(Palette.Name.class, value, path));
        }
        if (value.isArray()) {
            List<String> colours = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                Json c = value.get(i);
                colours.add(c.isArray() ? reader.colour(c, path + "[" + i + "]") : reader.read(String.class, c, path + "[" + i + "]"));
            }
            return new Palette.Colours(colours);
        }
        throw reader.error(path, "expected a palette's name or a list of colours, found " + Describe.show(value));
    }

    /** A length: a number of inches, "auto" (null), or a number with its unit. */
    private static Length length(Json value, String path, ModelReader reader) {
        if (value.isNumber()) {
            if (value.number() == null) {
                throw reader.error(path, "expected a number of inches, found " + Describe.show(value));
            }
            return Length.inches(value.number());
        }
        if ("auto".equals(value.string())) {
            return null;
        }
        if (value.isString()) {
            return Length.parse(value.string());
        }
        throw reader.error(path, "expected " + Describe.of(Length.class) + ", found " + Describe.show(value));
    }

    /** A note's position: a number, or a category's name. */
    private static dev.figmark.model.Position position(Json value, String path, ModelReader reader) {
        if (value.number() != null) {
            return dev.figmark.model.Position.of(value.number());
        }
        if (value.isString()) {
            return dev.figmark.model.Position.named(value.string());
        }
        throw reader.error(path, "expected " + Describe.of(dev.figmark.model.Position.class) + ", found " + Describe.show(value));
    }

    /** A legend: its position alone, or an object. */
    private static Legend legend(Json value, String path, ModelReader reader) {
        if (value.isString()) {
            return new Legend(reader.read(Legend.Position.class, value, path), null);
        }
        return (Legend) reader.record(Legend.class, value, path, null);
    }

    private static Limits limits(Json value, String path, ModelReader reader) {
        if (value.isArray()) {
            if (value.size() != 2) {
                throw reader.error(path, "takes [low, high], two numbers (either null to leave that end to the values)");
            }
            Double[] ends = new Double[2];
            for (int i = 0; i < 2; i++) {
                if (!value.get(i).isNull() && value.get(i).number() == null) {
                    throw reader.error(path + "[" + i + "]", "expected a number or null, found " + Describe.show(value.get(i)));
                }
                ends[i] = value.get(i).isNull() ? null : value.get(i).number();
            }
            return Limits.of(ends[0], ends[1]);
        }
        if (value.isObject()) {
            return (Limits) reader.record(Limits.FromData.class, value, path, null);
        }
        throw reader.error(path, "expected " + Describe.of(Limits.class) + ", found " + Describe.show(value));
    }

    private static Interval interval(Json value, String path, ModelReader reader) {
        if (value.isString()) {
            return Interval.of(value.string());
        }
        if (value.isArray() && value.size() == 2 && value.get(0).isString() && value.get(1).isString()) {
            return Interval.between(value.get(0).string(), value.get(1).string());
        }
        throw reader.error(path, "expected " + Describe.of(Interval.class) + ", found " + Describe.show(value));
    }

    private static Values values(Json value, String path, ModelReader reader) {
        if (value.isString()) {
            return Values.field(value.string());
        }
        if (!value.isArray()) {
            throw reader.error(path, "expected a field name or an array of numbers or texts, found " + Describe.show(value));
        }
        boolean texts = value.elements().stream().anyMatch(Json::isString);
        if (!texts) {
            return numbers(value, path, reader);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            Json v = value.get(i);
            if (!v.isString()) {
                int first = 0;
                while (!value.get(first).isString()) {
                    first++;
                }
                throw reader.error(path + "[" + i + "]", v.isNull() ? "a category needs a name, not null"
                        : "is " + Describe.show(v) + " but " + path + "[" + first + "] is text; give all values as numbers or all as texts (\"8\")");
            }
            out.add(v.string());
        }
        return Values.of(out);
    }

    /** Numbers, with null for a missing one (NaN in the model). */
    private static Values.Numbers numbers(Json value, String path, ModelReader reader) {
        double[] out = new double[value.size()];
        for (int i = 0; i < out.length; i++) {
            Json v = value.get(i);
            if (v.isNull()) {
                out[i] = Double.NaN;
            } else if (v.number() != null) {
                out[i] = v.number();
            } else {
                throw reader.error(path + "[" + i + "]", "expected a number or null, found " + Describe.show(v));
            }
        }
        return new Values.Numbers(out);
    }

    /** The JSON of a union's value: a tree of maps, lists, texts, numbers and booleans. */
    static Object write(Object value, ModelWriter writer) {
        if (value instanceof Values.Field f) {
            return f.name();
        }
        if (value instanceof Values.Numbers n) {
            return numbers(n);
        }
        if (value instanceof Values.Texts t) {
            return t.values();
        }
        if (value instanceof Cells.Field f) {
            return f.name();
        }
        if (value instanceof Cells.Rows r) {
            return r.rows().stream().map(Codecs::numbers).toList();
        }
        if (value instanceof Bins.Auto) {
            return "auto";
        }
        if (value instanceof Bins.Count c) {
            return (long) c.count();
        }
        if (value instanceof Bins.Edges e) {
            return numbers(e.edges());
        }
        if (value instanceof Palette.Named n) {
            return writer.tree(n.name());
        }
        if (value instanceof Palette.Colours c) {
            return c.colours();
        }
        if (value instanceof Length.Column c) {
            return writer.tree(c);
        }
        if (value instanceof Length.Measure m) {
            return m.unit() == Length.Unit.IN ? (Object) m.amount() : m.toString();
        }
        if (value instanceof By by) {
            return by.order() == null ? by.field() : writer.record(by);
        }
        if (value instanceof Facet f) {
            return f.field() != null ? f.field() : writer.record(f);
        }
        if (value instanceof Interval.Spread spread) {
            return spread.statistic();
        }
        if (value instanceof Interval.Bounds bounds) {
            return List.of(bounds.low(), bounds.high());
        }
        if (value instanceof Table table) {
            return TableRows.write(table);
        }
        if (value instanceof Limits.Fixed f) {
            return java.util.Arrays.asList(f.low(), f.high());
        }
        if (value instanceof Limits.FromData d) {
            return writer.record(d);
        }
        if (value instanceof dev.figmark.model.Position.At at) {
            return at.value();
        }
        if (value instanceof Styles.Each) {
            return true;
        }
        if (value instanceof Styles.Listed listed) {
            return listed.values();
        }
        if (value instanceof Styles.ByField byField) {
            return writer.record(byField);
        }
        if (value instanceof dev.figmark.model.Position.Named named) {
            return named.name();
        }
        Legend legend = (Legend) value;
        return legend.columns() == null ? writer.tree(legend.position()) : writer.record(legend);
    }

    /** Styles by value: true, a list of names, or an object naming another field. */
    private static Styles styles(Json value, String path, ModelReader reader) {
        if (Boolean.TRUE.equals(value.bool())) {
            return dev.figmark.model.Styles.each();
        }
        if (value.isArray()) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                names.add(reader.read(String.class, value.get(i), path + "[" + i + "]"));
            }
            return new Styles.Listed(names);
        }
        if (value.isObject()) {
            return (Styles) reader.record(Styles.ByField.class, value, path, null);
        }
        throw reader.error(path, "expected " + Describe.of(dev.figmark.model.Styles.class) + ", found " + Describe.show(value)
                + (Boolean.FALSE.equals(value.bool()) ? "; leave it out for one for all" : ""));
    }

    private static List<Object> numbers(Values.Numbers n) {
        List<Object> out = new ArrayList<>();
        for (double v : n.values()) {
            out.add(Double.isNaN(v) ? null : v);
        }
        return out;
    }

    /** The schema of a union, a definition of its own that its fields refer to. */
    static Map<String, Object> schema(Class<?> type, SchemaWriter schema) {
        return schema.define(type.getSimpleName().toLowerCase(java.util.Locale.ROOT), () -> definition(type, schema));
    }

    private static Map<String, Object> definition(Class<?> type, SchemaWriter schema) {
        Map<String, Object> field = SchemaWriter.obj("type", "string", "minLength", 1, "title", "a field of the data's rows, by name");
        Map<String, Object> numbers = SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", List.of("number", "null")));
        if (type == Values.class) {
            return oneOf(field, with(numbers, "title", "numbers (null for none)"),
                    SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", "string"), "title", "texts (categories)"));
        }
        if (type == Cells.class) {
            return oneOf(field, SchemaWriter.obj("type", "array", "items", numbers,
                    "title", "rows of numbers, one array per row (null for an empty cell)"));
        }
        if (type == Bins.class) {
            return oneOf(SchemaWriter.obj("type", "integer", "minimum", 1, "maximum", 10000, "title", "a number of equal bins"),
                    SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", "number"), "minItems", 2, "title", "rising edges"),
                    SchemaWriter.obj("const", "auto", "title", "\"auto\": numpy's choice"));
        }
        if (type == Palette.class) {
            return oneOf(with(schema.of(Palette.Name.class), "title", "a palette's name"),
                    SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("$ref", "#/$defs/color"), "minItems", 1, "title", "a list of colours"));
        }
        if (type == Length.class) {
            return oneOf(with(schema.of(Length.Column.class), "title", "single or double"),
                    SchemaWriter.obj("const", "auto", "title", "\"auto\": as the content needs (heights)"),
                    SchemaWriter.obj("type", "number", "exclusiveMinimum", 0, "title", "a number (inches)"),
                    SchemaWriter.obj("type", "string", "pattern", "^[0-9]*[.]?[0-9]+(pt|bp|pc|in|cm|mm)$",
                            "title", "a length such as \"241.14pt\" (TeX points, as \\the\\columnwidth prints them), \"3.33in\", \"8.5cm\" or \"85mm\""));
        }
        if (type == By.class || type == Facet.class) {
            return oneOf(with(field, "title", "a field, by name"), with(schema.object(type, null), "title", type == By.class ? "a field and the order of its values" : "fields for rows and columns"));
        }
        if (type == Interval.class) {
            return oneOf(SchemaWriter.obj("type", "string", "pattern", "^(?:" + Interval.SPREAD + ")$", "title", "a spread about each value: sd, sem, ci95"),
                    SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", "string", "pattern", "^(?:" + Interval.BOUND + ")$"),
                            "minItems", 2, "maxItems", 2, "title", "two ends: min, max, median, mean or a percentile such as p10"));
        }
        if (type == Limits.class) {
            return oneOf(SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", List.of("number", "null")), "minItems", 2, "maxItems", 2,
                    "title", "[low, high], either null to leave that end to the values"),
                    with(schema.object(Limits.FromData.class, null), "title", "factors of the least (min) and largest (max) values drawn"));
        }
        if (type == dev.figmark.model.Styles.class) {
            return oneOf(SchemaWriter.obj("const", true, "title", "true: the values of by in turn, each its own"),
                    SchemaWriter.obj("type", "array", "items", SchemaWriter.obj("type", "string", "minLength", 1), "minItems", 1,
                            "title", "names, one per value of by in turn"),
                    with(schema.object(Styles.ByField.class, null), "title", "another field, each of its values its own"));
        }
        if (type == dev.figmark.model.Position.class) {
            return oneOf(SchemaWriter.obj("type", "number", "title", "a number in the axis's units"),
                    SchemaWriter.obj("type", "string", "minLength", 1, "title", "a category, by its name"));
        }
        if (type == Table.class) {
            return SchemaWriter.obj("type", "array", "title", "rows, each an object of fields", "items", SchemaWriter.obj("type", "object",
                    "additionalProperties", SchemaWriter.obj("type", List.of("number", "string", "boolean", "null"))));
        }
        return oneOf(with(schema.of(Legend.Position.class), "title", "a position"), with(schema.object(Legend.class, null), "title", "a position with columns"));
    }

    @SafeVarargs
    private static Map<String, Object> oneOf(Map<String, Object>... options) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("oneOf", List.of(options));
        return out;
    }

    private static Map<String, Object> with(Map<String, Object> base, String key, Object value) {
        Map<String, Object> out = new LinkedHashMap<>(base);
        out.put(key, value);
        return out;
    }
}
