package dev.figmark.model.json;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * JSON text from a tree of maps, lists, texts, numbers and booleans: deterministic, two spaces deep, arrays of
 * scalars on one line, small flat objects in a list (a row of data, a transform step) on one line each, numbers in
 * their shortest exact form ({@code 5210}, {@code 0.1}, {@code 1E-10}).
 */
public final class JsonText {

    private JsonText() {
    }

    /**
     * The text of a tree.
     *
     * @param tree maps (keys in order), lists, texts, numbers, booleans and null
     * @return the JSON, without a final newline
     */
    public static String write(Object tree) {
        StringBuilder out = new StringBuilder();
        write(tree, out, "");
        return out.toString();
    }

    private static void write(Object v, StringBuilder out, String indent) {
        if (v instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(indent).append("  ");
                string((String) e.getKey(), out);
                out.append(": ");
                write(e.getValue(), out, indent + "  ");
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            out.append(indent).append('}');
        } else if (v instanceof List<?> list) {
            boolean flat = list.stream().noneMatch(e -> e instanceof Map || e instanceof List<?> l && !l.isEmpty());
            if (flat) {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    out.append(i > 0 ? ", " : "");
                    write(list.get(i), out, indent);
                }
                out.append(']');
                return;
            }
            out.append("[\n");
            for (int i = 0; i < list.size(); i++) {
                out.append(indent).append("  ");
                if (row(list.get(i))) {
                    inline((Map<?, ?>) list.get(i), out);
                } else {
                    write(list.get(i), out, indent + "  ");
                }
                out.append(i + 1 < list.size() ? ",\n" : "\n");
            }
            out.append(indent).append(']');
        } else if (v instanceof String s) {
            string(s, out);
        } else if (v instanceof Double d) {
            out.append(number(d));
        } else {
            out.append(v);
        }
    }

    /** Objects in a list of at most this many characters, of scalars and arrays of scalars, are written on one line. */
    static final int ROW = 110;

    /** Whether an element of a list is a small flat object (a row of inline data, a transform step): one line. */
    private static boolean row(Object v) {
        if (!(v instanceof Map<?, ?> map) || map.isEmpty()) {
            return false;
        }
        for (Object e : map.values()) {
            if (e instanceof Map || e instanceof List<?> l && l.stream().anyMatch(x -> x instanceof Map || x instanceof List)) {
                return false;
            }
        }
        StringBuilder probe = new StringBuilder();
        inline(map, probe);
        return probe.length() <= ROW;
    }

    private static void inline(Map<?, ?> map, StringBuilder out) {
        out.append('{');
        int i = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            out.append(i++ > 0 ? ", " : "");
            string((String) e.getKey(), out);
            out.append(": ");
            write(e.getValue(), out, "");
        }
        out.append('}');
    }

    /** A finite number in its shortest form that reads back to the same double. */
    static String number(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        BigDecimal b = new BigDecimal(Double.toString(d)).stripTrailingZeros();
        return b.scale() > 0 && b.scale() <= 12 ? b.toPlainString() : b.toString();
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
