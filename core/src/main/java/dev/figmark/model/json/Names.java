package dev.figmark.model.json;

import dev.figmark.model.Key;
import dev.figmark.model.Keyed;
import dev.figmark.model.Kind;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How the records are spelled in JSON: component and constant names, and the kinds of sealed interfaces. */
final class Names {

    private Names() {
    }

    /** A component's JSON name: its {@link Key}, else its name in snake case ({@code lineStyle} is {@code line_style}). */
    static String of(RecordComponent c) {
        Key key = c.getAnnotation(Key.class);
        if (key != null) {
            return key.value();
        }
        StringBuilder out = new StringBuilder();
        for (char ch : c.getName().toCharArray()) {
            if (Character.isUpperCase(ch)) {
                out.append('_').append(Character.toLowerCase(ch));
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    /** The records of a sealed interface by their kind, in the order the interface permits them. */
    static Map<String, Class<?>> kinds(Class<?> sealed) {
        Map<String, Class<?>> out = new LinkedHashMap<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            Kind kind = c.getAnnotation(Kind.class);
            if (kind != null) {
                out.put(kind.value(), c);
            } else if (c.isSealed()) {
                out.putAll(kinds(c));
            }
        }
        return out;
    }

    /** The kind of a record of a sealed interface. */
    static String kind(Class<?> record) {
        return record.getAnnotation(Kind.class).value();
    }

    /** Whether a record belongs to a sealed interface whose records are told apart by their key ({@link dev.figmark.model.Keyed}). */
    static boolean keyed(Class<?> record) {
        for (Class<?> i : record.getInterfaces()) {
            if (i.isAnnotationPresent(dev.figmark.model.Keyed.class)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a type is a sealed interface whose records are told apart by {@code "kind"} or by their key. */
    static boolean discriminated(Class<?> type) {
        return type.isSealed() && type.isInterface() && !kinds(type).isEmpty();
    }

    /** The JSON names of a record's components, in order. */
    static List<String> fields(Class<?> record) {
        List<String> out = new ArrayList<>();
        for (RecordComponent c : record.getRecordComponents()) {
            out.add(of(c));
        }
        return out;
    }

    /** "a, b and c". */
    static String list(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
