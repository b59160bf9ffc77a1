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

    /**
     * Refuses a second call of a list's arguments form, which once added to the list while its {@code List} form
     * replaced it: the user gives every element in one call, or the list to replace it.
     */
    static void once(List<?> held, String field) {
        if (held != null && !held.isEmpty()) {
            String add = "add" + Character.toUpperCase(field.charAt(0)) + field.substring(1);
            throw new FigureException(field, "holds " + held.size() + " already, and " + field + "(...) sets them; call " + add + "(...) to draw more,"
                    + " or " + field + "(List) to replace them");
        }
    }

    /** The values and more after them, as an immutable list; a null list is none. */
    @SafeVarargs
    static <T> List<T> plus(List<T> values, T... more) {
        java.util.ArrayList<T> out = new java.util.ArrayList<>(values == null ? List.of() : values);
        out.addAll(List.of(more));
        return List.copyOf(out);
    }
}
