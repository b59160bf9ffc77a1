package dev.figmark.recipes.description;

import dev.figmark.data.InputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A row filter: comparisons such as {@code variant == "composite"} or {@code S_kv >= 8192}, joined by {@code and}. */
final class RowFilter {

    private static final Pattern TERM = Pattern.compile("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*(==|!=|<=|>=|<|>)\\s*(\"[^\"]*\"|'[^']*'|-?[0-9.eE+-]+|true|false|null)\\s*$");

    private RowFilter() {
    }

    static Predicate<Map<String, Object>> parse(String text, Set<String> fields, String where) {
        List<Predicate<Map<String, Object>>> terms = new ArrayList<>();
        for (String part : text.split("\\s+and\\s+")) {
            Matcher m = TERM.matcher(part);
            if (!m.matches()) {
                throw new InputException(where + ": cannot read the filter \"" + part.strip() + "\"; write FIELD == \"text\" or FIELD >= NUMBER, joined by and");
            }
            String field = m.group(1);
            if (!fields.contains(field)) {
                throw new InputException(where + ": field \"" + field + "\" not found in rows; fields are " + String.join(", ", fields));
            }
            String op = m.group(2);
            Object wanted = literal(m.group(3), where);
            terms.add(row -> compare(row.get(field), op, wanted));
        }
        return row -> terms.stream().allMatch(t -> t.test(row));
    }

    private static Object literal(String text, String where) {
        if (text.startsWith("\"") || text.startsWith("'")) {
            return text.substring(1, text.length() - 1);
        }
        if (text.equals("true") || text.equals("false")) {
            return Boolean.valueOf(text);
        }
        if (text.equals("null")) {
            return null;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new InputException(where + ": \"" + text + "\" is not a number");
        }
    }

    private static boolean compare(Object value, String op, Object wanted) {
        if (value instanceof Number n && wanted instanceof Double w) {
            int c = Double.compare(n.doubleValue(), w);
            return switch (op) {
                case "==" -> c == 0;
                case "!=" -> c != 0;
                case "<" -> c < 0;
                case "<=" -> c <= 0;
                case ">" -> c > 0;
                default -> c >= 0;
            };
        }
        boolean equal = java.util.Objects.equals(value, wanted);
        return switch (op) {
            case "==" -> equal;
            case "!=" -> !equal;
            default -> false;
        };
    }
}
