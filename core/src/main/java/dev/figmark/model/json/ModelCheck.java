package dev.figmark.model.json;

import dev.figmark.data.Json;
import dev.figmark.data.Quoted;
import dev.figmark.model.Hex;
import dev.figmark.model.Matches;
import dev.figmark.model.Range;
import dev.figmark.model.Required;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The checks both spellings share, from the records' annotations: required fields, ranges of numbers, of list sizes
 * and of text lengths, and colours. A text with no {@link Range} of its own holds at most {@link #MAX_TEXT}
 * characters: more than a page could show, refused at once.
 */
public final class ModelCheck {

    /** The most characters a title, label or note may have: far more than any page holds on one line. */
    public static final int MAX_TEXT = 2_000;

    private ModelCheck() {
    }

    /**
     * The first problem of a tree of records, as {@code path: what}; empty when there is none.
     *
     * @param root a record of the model
     * @return the problem, with its JSON path
     */
    public static Optional<String> problem(Object root) {
        try {
            check(root, "");
            return Optional.empty();
        } catch (Problem p) {
            return Optional.of(p.getMessage());
        }
    }

    private static final class Problem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Problem(String path, String what) {
            super((path.isEmpty() ? "(top)" : path) + ": " + what, null, false, false);
        }
    }

    private static void check(Object value, String path) {
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                check(list.get(i), path + "[" + i + "]");
            }
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> check(v, Paths.key(path, (String) k)));
        } else if (value instanceof String s && s.length() > MAX_TEXT) {
            throw new Problem(path, "a text of " + s.length() + " characters; a page holds far less (at most " + MAX_TEXT + " here)");
        } else if (value instanceof Record r) {
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                Object v;
                try {
                    v = c.getAccessor().invoke(r);
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException(e);
                }
                String at = Paths.key(path, Names.of(c));
                if (v == null) {
                    if (c.isAnnotationPresent(Required.class)) {
                        throw new Problem(at, "the field is required");
                    }
                    continue;
                }
                Range range = c.getAnnotation(Range.class);
                if (range != null) {
                    range(v, range, at);
                }
                Matches matches = c.getAnnotation(dev.figmark.model.Matches.class);
                if (matches != null && v instanceof String text && !text.matches(matches.value())) {
                    throw new Problem(at, "\"" + text + "\" is not " + matches.what());
                }
                if (c.isAnnotationPresent(Hex.class) || hexElements(c.getAnnotatedType())) {
                    hex(v, at);
                }
                if (!(v instanceof String s && range != null && s.length() <= range.max())) {
                    check(v, at);
                }
            }
        }
    }

    private static boolean hexElements(AnnotatedType type) {
        return type instanceof AnnotatedParameterizedType p && p.getAnnotatedActualTypeArguments()[0].isAnnotationPresent(Hex.class);
    }

    private static void hex(Object v, String path) {
        if (v instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                hex(list.get(i), path + "[" + i + "]");
            }
        } else if (v instanceof String s && dev.figmark.model.Colours.hex(s) == null) {
            throw new Problem(path, "\"" + dev.figmark.data.Quoted.of(s) + "\" is not a colour; " + dev.figmark.model.Colours.WORDS);
        }
    }

    private static void range(Object v, Range range, String path) {
        if (v instanceof Number n) {
            double d = n.doubleValue();
            if (d < range.min()) {
                throw new Problem(path, Describe.show(dev.figmark.data.Json.of(v)) + " is below the minimum " + JsonText.number(range.min()));
            }
            if (d > range.max()) {
                throw new Problem(path, Describe.show(dev.figmark.data.Json.of(v)) + " is above the maximum " + JsonText.number(range.max()));
            }
        } else if (v instanceof List<?> list) {
            if (list.size() < range.min()) {
                throw new Problem(path, "needs at least " + (long) range.min() + (range.min() == 1 ? " item" : " items") + ", has " + list.size());
            }
            if (list.size() > range.max()) {
                throw new Problem(path, "takes at most " + (long) range.max() + " items, has " + list.size());
            }
        } else if (v instanceof String s) {
            if (s.length() < range.min()) {
                throw new Problem(path, s.isEmpty() ? "must not be empty" : "is shorter than " + (long) range.min() + " characters");
            }
            if (s.length() > range.max()) {
                throw new Problem(path, "a text of " + s.length() + " characters; at most " + (long) range.max() + " here");
            }
        }
    }
}
