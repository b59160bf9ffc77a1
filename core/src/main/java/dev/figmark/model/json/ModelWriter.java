package dev.figmark.model.json;

import dev.figmark.model.Series;
import dev.figmark.model.Spelling;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the model's records as JSON, generically: the inverse of {@link ModelReader}, so that reading what it writes
 * gives the same records. Fields not given (null) are left out; a kind's {@code "kind"} comes first.
 */
public final class ModelWriter {

    private ModelWriter() {
    }

    /**
     * A record as JSON text, two spaces deep, arrays of numbers and texts on one line, ending in a newline.
     *
     * @param record a record of the model
     * @return the JSON
     */
    public static String json(Record record) {
        return JsonText.write(new ModelWriter().tree(record)) + "\n";
    }

    /** The JSON tree of any value of the model: maps, lists, texts, numbers, booleans. */
    Object tree(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Number) {
            return value instanceof Integer i ? (Object) (long) i : value;
        }
        if (value instanceof Enum<?> e) {
            if (e == Series.ValueLabels.EACH || e == Series.ValueLabels.NONE) {
                return e == Series.ValueLabels.EACH;
            }
            return Spelling.of(e);
        }
        if (Codecs.handles(union(value.getClass()))) {
            return Codecs.write(value, this);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(this::tree).toList();
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put((String) k, tree(v)));
            return out;
        }
        return record((Record) value);
    }

    /** A record's components by their JSON names, its kind first when it has one. */
    Map<String, Object> record(Record record) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (record.getClass().getAnnotation(dev.figmark.model.Kind.class) != null && !Names.keyed(record.getClass())) {
            out.put("kind", Names.kind(record.getClass()));
        }
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            try {
                Object v = c.getAccessor().invoke(record);
                if (v != null) {
                    out.put(Names.of(c), tree(v));
                }
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /** The union a value's class belongs to ({@code Values.Numbers} to {@code Values}), or the class itself. */
    private static Class<?> union(Class<?> c) {
        for (Class<?> i : c.getInterfaces()) {
            if (Codecs.handles(i)) {
                return i;
            }
        }
        return c;
    }
}
