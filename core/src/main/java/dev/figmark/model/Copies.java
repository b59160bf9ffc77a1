package dev.figmark.model;

import java.util.List;
import java.util.Map;

/** Immutable copies of the lists and maps records hold (their one-field copies are generated: {@link OneFieldCopies}). */
final class Copies {

    private Copies() {
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
