package dev.figmark.model.json;

import dev.figmark.data.Json;
import dev.figmark.model.Bins;
import dev.figmark.model.By;
import dev.figmark.model.Cells;
import dev.figmark.model.Facet;
import dev.figmark.model.Interval;
import dev.figmark.model.Length;
import dev.figmark.model.Limits;
import dev.figmark.model.Palette;
import dev.figmark.model.Spelling;
import dev.figmark.model.Styles;
import dev.figmark.model.Table;
import dev.figmark.model.Values;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The words messages use for the model's types and for values found in JSON. */
final class Describe {

    private Describe() {
    }

    /** What a type expects, with an article: "a number", "an array of numbers", "a series". */
    static String of(Type type) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            if (raw == List.class) {
                return "an array of " + plural(p.getActualTypeArguments()[0]);
            }
            return "an object";
        }
        Class<?> c = (Class<?>) type;
        if (c == String.class) {
            return "a text";
        }
        if (c == Double.class) {
            return "a number";
        }
        if (c == Integer.class) {
            return "a whole number";
        }
        if (c == Boolean.class) {
            return "true or false";
        }
        if (c == Values.class) {
            return "a field name or an array of numbers or texts";
        }
        if (c == Cells.class) {
            return "a field name or rows of numbers";
        }
        if (c == Bins.class) {
            return "a number of bins, their edges or \"auto\"";
        }
        if (c == Palette.class) {
            return "a palette's name or a list of colours";
        }
        if (c == Length.class) {
            return "single, double, a number (inches) or a length such as \"241.14pt\", \"8.5cm\"";
        }
        if (c == dev.figmark.model.By.class || c == dev.figmark.model.Facet.class) {
            return "a field name or an object of fields";
        }
        if (c == dev.figmark.model.Interval.class) {
            return "a spread (\"sd\", \"sem\", \"ci95\") or two ends such as [\"min\", \"max\"]";
        }
        if (c == dev.figmark.model.Limits.class) {
            return "[low, high] (either null) or factors of the values drawn, such as {\"max\": 1.1}";
        }
        if (c == dev.figmark.model.Position.class) {
            return "a number or a category's name";
        }
        if (c == dev.figmark.model.Styles.class) {
            return "true, a list of names such as [\"circle\", \"square\"], or another field such as {\"by\": \"gpu\"}";
        }
        if (c == dev.figmark.model.Table.class) {
            return "an array of rows, each an object of fields";
        }
        if (c.isEnum()) {
            return "one of " + String.join(", ", spellings(c));
        }
        return article(words(c.getSimpleName()));
    }

    private static String plural(Type element) {
        String one = of(element);
        if (one.startsWith("a ")) {
            one = one.substring(2);
        } else if (one.startsWith("an ")) {
            one = one.substring(3);
        }
        return one.endsWith("s") || one.startsWith("one of") || one.contains(" or ") ? one : one + "s";
    }

    /** A record's name in words: {@code ReferenceLine} is "reference line". */
    static String words(String simpleName) {
        return switch (simpleName) {
            case "HBar" -> "hbar";
            case "ErrorBar" -> "errorbar";
            case "Figure" -> "figure";
            default -> simpleName.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        };
    }

    /** A word with its article: "an ecdf", "a line". */
    static String article(String word) {
        return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
    }

    static List<String> spellings(Class<?> type) {
        List<String> out = new ArrayList<>();
        for (Object o : type.getEnumConstants()) {
            out.add(Spelling.of((Enum<?>) o));
        }
        return out;
    }

    /** A value found in JSON, as a message shows it. */
    static String show(Json value) {
        if (value.isString()) {
            String s = value.string();
            return "\"" + (s.length() > 40 ? s.substring(0, 37) + "..." : s) + "\"";
        }
        if (value.isArray()) {
            return value.size() == 0 ? "an empty array" : "an array of " + value.size();
        }
        if (value.isObject()) {
            return "an object";
        }
        if (value.isNull()) {
            return "null";
        }
        Object raw = value.raw();
        if (raw instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.valueOf(d.longValue());
        }
        return String.valueOf(raw);
    }

    /** Why a key is refused: the kinds that take it, or the closest field, and what the record takes. */
    static String unknown(Class<?> record, Class<?> sealed, String key) {
        List<String> fields = Names.fields(record);
        String self = sealed != null ? article(Names.kind(record)) : words(record.getSimpleName());
        if (sealed != null) {
            List<String> takers = new ArrayList<>();
            for (Map.Entry<String, Class<?>> k : Names.kinds(sealed).entrySet()) {
                if (Names.fields(k.getValue()).contains(key)) {
                    takers.add(k.getKey());
                }
            }
            if (!takers.isEmpty()) {
                return self + " takes no " + key + "; " + key + " is for " + Names.list(takers) + " (" + self + " takes "
                        + String.join(", ", fields) + ")";
            }
        }
        String hint = Spelling.closest(key, fields);
        return "unknown field" + (hint != null ? "; did you mean \"" + hint + "\"?" : "") + " (" + self + " takes " + String.join(", ", fields) + ")";
    }
}
