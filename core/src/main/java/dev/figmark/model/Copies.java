package dev.figmark.model;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;

/** The one-field copies of records: {@code series.marker(Marker.CIRCLE)} is a new record with one component changed. */
final class Copies {

    private Copies() {
    }

    /** A copy of {@code record} with the component {@code name} set to {@code value}; its constructor checks it. */
    static <R extends Record> R with(R record, String name, Object value) {
        RecordComponent[] components = record.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        boolean found = false;
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                boolean target = components[i].getName().equals(name);
                found |= target;
                args[i] = target ? value : components[i].getAccessor().invoke(record);
            }
            if (!found) {
                throw new IllegalStateException(record.getClass().getSimpleName() + " has no component " + name);
            }
            Constructor<?> constructor = record.getClass().getDeclaredConstructor(types);
            @SuppressWarnings("unchecked")
            R copy = (R) constructor.newInstance(args);
            return copy;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An immutable copy of a list; null stays null (the field is not given). */
    static <T> List<T> list(List<T> values) {
        return values == null ? null : List.copyOf(values);
    }

    /** An immutable copy of a map in its order; null stays null. */
    static <K, V> Map<K, V> map(Map<K, V> values) {
        return values == null ? null : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(values));
    }

    /** A list with one more value at its end. */
    static <T> List<T> plus(List<T> values, List<? extends T> more) {
        java.util.ArrayList<T> out = new java.util.ArrayList<>(values == null ? List.of() : values);
        out.addAll(more);
        return List.copyOf(out);
    }
}
