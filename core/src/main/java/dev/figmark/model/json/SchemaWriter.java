package dev.figmark.model.json;

import dev.figmark.model.Description;
import dev.figmark.model.Hex;
import dev.figmark.model.Keyed;
import dev.figmark.model.Matches;
import dev.figmark.model.Range;
import dev.figmark.model.Required;
import dev.figmark.model.Series;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The description's JSON Schema, generated from the records: each record a definition whose properties are its
 * components, each kind of series one with its {@code "kind"}, the annotations as keywords, and each component's
 * Javadoc as its description. {@code docs/figure.schema.json} is its output, checked in; a test holds the two equal.
 */
public final class SchemaWriter {

    /** The schema's address, which descriptions may name under {@code "$schema"}. */
    public static final String ID = "https://figmark.dev/schema/figure-1.json";

    private final Javadocs docs;
    private final Map<String, Object> defs = new TreeMap<>();

    private SchemaWriter(Javadocs docs) {
        this.docs = docs;
    }

    /**
     * The schema, as JSON text ending in a newline.
     *
     * @param docs the records' Javadoc
     * @return the schema
     */
    public static String schema(Javadocs docs) {
        SchemaWriter w = new SchemaWriter(docs);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.put("$id", ID);
        root.put("title", "figmark figure description");
        root.putAll(w.object(Description.class, null));
        w.defs.put("color", obj("oneOf", List.of(
                obj("type", "string", "pattern", "^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[A-Za-z][A-Za-z0-9 :'/-]*)$",
                        "description", "#rrggbb (or #rgb, #rrggbbaa), a name matplotlib takes (red, tab:blue, xkcd:sky blue) or C0 to C9"),
                obj("type", "array", "items", obj("type", "number", "minimum", 0, "maximum", 1), "minItems", 3, "maxItems", 4,
                        "description", "[r, g, b] or [r, g, b, a], each from 0 to 1")),
                "description", "a colour"));
        root.put("$defs", w.defs);
        return JsonText.write(root) + "\n";
    }

    /** A map of keys and values in the order given: schemas are written in a fixed order. */
    static Map<String, Object> obj(Object... keysAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return out;
    }

    /** A reference to a named definition, made on first use. */
    Map<String, Object> define(String name, java.util.function.Supplier<Map<String, Object>> definition) {
        if (!defs.containsKey(name)) {
            defs.put(name, Map.of());
            defs.put(name, definition.get());
        }
        return obj("$ref", "#/$defs/" + name);
    }

    /** A reference to a record's definition, made on first use. */
    Map<String, Object> ref(Class<?> record) {
        return define(defName(record), () -> Names.discriminated(record) ? kinds(record) : object(record, null));
    }

    private static String defName(Class<?> c) {
        if (c.getAnnotation(dev.figmark.model.Kind.class) != null) {
            return Names.kind(c);
        }
        return c.getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }

    private Map<String, Object> kinds(Class<?> sealed) {
        List<Object> options = new ArrayList<>();
        for (Class<?> c : Names.kinds(sealed).values()) {
            options.add(ref(c));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("description", docs.summary(sealed));
        if (sealed.isAnnotationPresent(dev.figmark.model.Keyed.class)) {
            out.put("type", "object");
            out.put("oneOf", options);
            return out;
        }
        out.put("type", "object");
        out.put("required", List.of("kind"));
        out.put("properties", obj("kind", obj("enum", new ArrayList<>(Names.kinds(sealed).keySet()))));
        out.put("oneOf", options);
        return out;
    }

    /** A record as an object schema: its properties, required ones and nothing else. */
    Map<String, Object> object(Class<?> record, String kind) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("description", docs.summary(record));
        out.put("type", "object");
        List<String> required = new ArrayList<>();
        Map<String, Object> properties = new LinkedHashMap<>();
        if (record.getAnnotation(dev.figmark.model.Kind.class) != null && !Names.keyed(record)) {
            required.add("kind");
            properties.put("kind", obj("const", Names.kind(record)));
        }
        for (RecordComponent c : record.getRecordComponents()) {
            Map<String, Object> p = new LinkedHashMap<>(component(c));
            p.put("description", docs.component(record, c.getName()));
            properties.put(Names.of(c), p);
            if (c.isAnnotationPresent(Required.class)) {
                required.add(Names.of(c));
            }
        }
        if (!required.isEmpty()) {
            out.put("required", required);
        }
        out.put("additionalProperties", false);
        out.put("properties", properties);
        return out;
    }

    private Map<String, Object> component(RecordComponent c) {
        Map<String, Object> out = new LinkedHashMap<>(c.isAnnotationPresent(Hex.class) ? obj("$ref", "#/$defs/color") : of(c.getGenericType()));
        if (c.getGenericType() instanceof ParameterizedType p && p.getRawType() == List.class
                && c.getAnnotatedType() instanceof java.lang.reflect.AnnotatedParameterizedType a
                && a.getAnnotatedActualTypeArguments()[0].isAnnotationPresent(Hex.class)) {
            out.put("items", obj("$ref", "#/$defs/color"));
        }
        Matches matches = c.getAnnotation(dev.figmark.model.Matches.class);
        if (matches != null) {
            out.put("pattern", "^(?:" + matches.value() + ")$");
        }
        Range range = c.getAnnotation(Range.class);
        if (range != null) {
            boolean list = c.getType() == List.class;
            boolean text = c.getType() == String.class;
            if (range.min() != Double.NEGATIVE_INFINITY) {
                out.put(list ? "minItems" : text ? "minLength" : "minimum", bound(range.min()));
            }
            if (range.max() != Double.POSITIVE_INFINITY) {
                out.put(list ? "maxItems" : text ? "maxLength" : "maximum", bound(range.max()));
            }
        }
        return out;
    }

    private static Object bound(double v) {
        return v == Math.rint(v) ? (Object) (long) v : (Object) v;
    }

    /** The schema of a type. */
    Map<String, Object> of(Type type) {
        if (type instanceof ParameterizedType p) {
            if (p.getRawType() == List.class) {
                return obj("type", "array", "items", of(p.getActualTypeArguments()[0]));
            }
            return obj("type", "object", "additionalProperties", of(p.getActualTypeArguments()[1]));
        }
        Class<?> c = (Class<?>) type;
        if (Codecs.handles(c)) {
            return Codecs.schema(c, this);
        }
        if (c == String.class) {
            return obj("type", "string");
        }
        if (c == Double.class) {
            return obj("type", "number");
        }
        if (c == Integer.class) {
            return obj("type", "integer");
        }
        if (c == Boolean.class) {
            return obj("type", "boolean");
        }
        if (c.isEnum()) {
            if (c == Series.ValueLabels.class) {
                return obj("enum", List.of(false, true, "total"));
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("type", "string");
            out.put("enum", Describe.spellings(c));
            return out;
        }
        return ref(c);
    }
}
