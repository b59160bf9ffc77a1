package dev.figmark.model.json;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.model.Description;
import dev.figmark.model.FigureException;
import dev.figmark.model.Hex;
import dev.figmark.model.Keyed;
import dev.figmark.model.NumberFormat;
import dev.figmark.model.Spelling;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON onto the model's records, generically: an object's keys onto a record's components by their JSON names,
 * a sealed interface's records by {@code "kind"}, lists, maps, enums by their spellings, and the model's few unions
 * through {@link Codecs}. Every problem is one {@link InputException} naming the file, the JSON path down to the
 * element, and what was expected in words; a field a record does not have names the records that do, or the
 * closest field.
 */
public final class ModelReader {

    private final String where;

    ModelReader(String where) {
        this.where = where;
    }

    /**
     * A description from its JSON tree, read and checked ({@link ModelCheck}).
     *
     * @param root  the parsed JSON
     * @param where the file's name, for messages
     * @return the description
     */
    public static Description description(Json root, String where) {
        Description d = new ModelReader(where).read(Description.class, root, "");
        ModelCheck.problem(d).ifPresent(p -> {
            throw new InputException(where + ": " + p);
        });
        return d;
    }

    /**
     * Any record of the model from its JSON tree (a series, an axis), read and checked.
     *
     * @param type  the record's class
     * @param value the JSON
     * @param where names the JSON in messages
     * @param <T>   the record's type
     * @return the record
     */
    public static <T> T value(Class<T> type, Json value, String where) {
        T t = new ModelReader(where).read(type, value, "");
        ModelCheck.problem(t).ifPresent(p -> {
            throw new InputException(where + ": " + p);
        });
        return t;
    }

    /** The problem at a path, as one line. */
    InputException error(String path, String what) {
        return new InputException(where + ": " + (path.isEmpty() ? "(top)" : path) + ": " + what);
    }

    @SuppressWarnings("unchecked")
    <T> T read(Type type, Json value, String path) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type element = p.getActualTypeArguments()[raw == Map.class ? 1 : 0];
            if (raw == List.class) {
                if (!value.isArray()) {
                    throw error(path, "expected " + Describe.of(type) + ", found " + Describe.show(value));
                }
                List<Object> out = new ArrayList<>();
                List<Json> elements = value.elements();
                for (int i = 0; i < elements.size(); i++) {
                    if (elements.get(i).isNull()) {
                        throw error(path + "[" + i + "]", "expected " + Describe.of(element) + ", found null");
                    }
                    out.add(read(element, elements.get(i), path + "[" + i + "]"));
                }
                return (T) out;
            }
            if (raw == Map.class) {
                if (!value.isObject()) {
                    throw error(path, "expected an object of " + Describe.of(element) + " by name, found " + Describe.show(value));
                }
                Map<String, Object> out = new LinkedHashMap<>();
                for (String key : value.keys()) {
                    out.put(key, read(element, value.get(key), Paths.key(path, key)));
                }
                return (T) out;
            }
            throw new IllegalStateException("no JSON for " + type);
        }
        Class<?> c = (Class<?>) type;
        if (Codecs.handles(c)) {
            return (T) Codecs.read(c, value, path, this);
        }
        if (c == String.class) {
            if (!value.isString()) {
                throw error(path, "expected a text, found " + Describe.show(value));
            }
            return (T) value.string();
        }
        if (c == Boolean.class) {
            if (value.bool() == null) {
                throw error(path, "expected true or false, found " + Describe.show(value));
            }
            return (T) value.bool();
        }
        if (c == Integer.class) {
            Long l = value.integer();
            if (l == null || Math.abs(l) > Integer.MAX_VALUE) {
                throw error(path, "expected a whole number, found " + Describe.show(value));
            }
            return (T) Integer.valueOf(l.intValue());
        }
        if (c == Double.class) {
            if (value.number() == null) {
                throw error(path, "expected a number" + (value.isNumber() ? " no larger than 1e18" : "") + ", found " + Describe.show(value));
            }
            return (T) value.number();
        }
        if (c.isEnum()) {
            return (T) constant(c, value, path);
        }
        if (Names.discriminated(c)) {
            return (T) (c.isAnnotationPresent(dev.figmark.model.Keyed.class) ? keyed(c, value, path) : kind(c, value, path));
        }
        if (c.isRecord()) {
            return (T) record(c, value, path, null);
        }
        throw new IllegalStateException("no JSON for " + c);
    }

    private Object constant(Class<?> type, Json value, String path) {
        List<String> spellings = new ArrayList<>();
        for (Object o : type.getEnumConstants()) {
            String spelled = Spelling.of((Enum<?>) o);
            spellings.add(spelled);
            if (value.isString() && value.string().equals(spelled) || value.bool() != null && value.bool().toString().equals(spelled)) {
                return o;
            }
        }
        String hint = value.isString() ? Spelling.closest(value.string(), spellings) : null;
        String dates = type == dev.figmark.model.NumberFormat.class && value.isString() && value.string().contains("%")
                ? "; a pattern of dates goes in the axis's date_format" : "";
        throw error(path, Describe.show(value) + " is not one of " + String.join(", ", spellings) + (hint != null ? "; did you mean \"" + hint + "\"?" : "")
                + dates);
    }

    private Object kind(Class<?> sealed, Json value, String path) {
        Map<String, Class<?>> kinds = Names.kinds(sealed);
        if (!value.isObject()) {
            throw error(path, "expected " + Describe.of(sealed) + ", found " + Describe.show(value));
        }
        Json kind = value.get("kind");
        if (!kind.isString()) {
            throw error(path, kind.isNull() ? "the field \"kind\" is required: " + String.join(", ", kinds.keySet())
                    : "kind: expected a text, found " + Describe.show(kind));
        }
        Class<?> record = kinds.get(kind.string());
        if (record == null) {
            String hint = Spelling.closest(kind.string(), new ArrayList<>(kinds.keySet()));
            throw error(Paths.key(path, "kind"), Describe.show(kind) + " is not one of " + String.join(", ", kinds.keySet())
                    + (hint != null ? "; did you mean \"" + hint + "\"?" : ""));
        }
        return record(record, value, path, sealed);
    }

    /** A record of a {@link dev.figmark.model.Keyed} interface, chosen by which of the kinds is a key of the object. */
    private Object keyed(Class<?> sealed, Json value, String path) {
        Map<String, Class<?>> kinds = Names.kinds(sealed);
        String one = Describe.article(Describe.words(sealed.getSimpleName()).toLowerCase(java.util.Locale.ROOT));
        if (!value.isObject()) {
            throw error(path, "expected " + one + ", an object named by its key (" + String.join(", ", kinds.keySet()) + "), found " + Describe.show(value));
        }
        List<String> present = new ArrayList<>();
        for (String key : value.keys()) {
            if (kinds.containsKey(key)) {
                present.add(key);
            }
        }
        if (present.size() > 1) {
            throw error(path, "\"" + present.get(0) + "\" and \"" + present.get(1) + "\" are two steps; give each as an object of its own in the list");
        }
        if (present.isEmpty()) {
            for (String key : value.keys()) {
                String hint = Spelling.closest(key, new ArrayList<>(kinds.keySet()));
                if (hint != null) {
                    throw error(Paths.key(path, key), "unknown " + Describe.words(sealed.getSimpleName()) + "; did you mean \"" + hint + "\"?");
                }
            }
            throw error(path, "name the " + Describe.words(sealed.getSimpleName()) + " by its key: one of " + String.join(", ", kinds.keySet()));
        }
        return record(kinds.get(present.get(0)), value, path, sealed);
    }

    /** A colour given as matplotlib's tuple, [r, g, b] or [r, g, b, a] from 0 to 1, as the hex the model keeps. */
    String colour(Json value, String path) {
        List<Double> parts = new ArrayList<>();
        for (Json part : value.elements()) {
            parts.add(part.number());
        }
        String hex = dev.figmark.model.Colours.hex(parts);
        if (hex == null) {
            throw error(path, "is not a colour; a colour as numbers is [r, g, b] or [r, g, b, a], each from 0 to 1");
        }
        return hex;
    }

    /** A record from an object; {@code sealed} is the interface it was chosen from by kind, or null. */
    Object record(Class<?> type, Json value, String path, Class<?> sealed) {
        if (!value.isObject()) {
            throw error(path, "expected " + Describe.of(type) + ", found " + Describe.show(value));
        }
        RecordComponent[] components = type.getRecordComponents();
        Map<String, RecordComponent> byName = new LinkedHashMap<>();
        for (RecordComponent c : components) {
            byName.put(Names.of(c), c);
        }
        boolean kinded = type.getAnnotation(dev.figmark.model.Kind.class) != null && !Names.keyed(type);
        for (String key : value.keys()) {
            if (kinded && key.equals("kind")) {
                if (!Names.kind(type).equals(value.get("kind").string())) {
                    throw error(Paths.key(path, key), "expected \"" + Names.kind(type) + "\", found " + Describe.show(value.get("kind")));
                }
            } else if (!byName.containsKey(key)) {
                throw error(Paths.key(path, key), Describe.unknown(type, sealed, key));
            }
        }
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            Json v = value.get(Names.of(c));
            args[i] = v.isNull() ? null : c.isAnnotationPresent(dev.figmark.model.Hex.class) && v.isArray()
                    ? colour(v, Paths.key(path, Names.of(c))) : read(c.getGenericType(), v, Paths.key(path, Names.of(c)));
        }
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof FigureException f) {
                throw error(Paths.field(path, f.field()), f.what());
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
