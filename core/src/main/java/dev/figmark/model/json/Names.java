package dev.figmark.model.json;

import dev.figmark.model.Key;
import dev.figmark.model.Kind;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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

    /** An enum constant's JSON spelling: its {@link Key}, else its name in lower case. */
    static String of(Enum<?> constant) {
        try {
            Key key = constant.getDeclaringClass().getField(constant.name()).getAnnotation(Key.class);
            return key != null ? key.value() : constant.name().toLowerCase(Locale.ROOT);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
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

    /** The closest of {@code names} to a misspelled one, when it is close enough to be a typo; else null. */
    static String closest(String wrong, List<String> names) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String n : names) {
            int d = distance(wrong.toLowerCase(Locale.ROOT), n.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = n;
            }
        }
        return best != null && bestDistance <= Math.max(1, Math.min(3, best.length() / 3)) ? best : null;
    }

    /** Levenshtein's distance, with a swap of two neighbours counted once. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /** "a, b and c". */
    static String list(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
