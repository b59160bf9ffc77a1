package dev.figmark.cli;

import dev.figmark.data.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** Ways to break an input: edits of its JSON tree and of its bytes, chosen by a seeded random source. */
final class Mutations {

    /** Strings that have broken renderers: markup, PDF syntax, control characters, right-to-left text, emoji, long words. */
    static final List<String> NASTY = List.of("<&>\"'</text><script>", "%PDF-1.4 (obj) \\ endstream", "\u0001\u0007\u001f\u007f",
            "مرحبا بالعالم", "שלום עולם", "🚀🔥👩‍💻 emoji", "a".repeat(60), "x".repeat(30) + " " + "y".repeat(30), "", " ", "\t\n",
            "\uD800 lone surrogate", "S_{kv} 2^{20} _{", "温度 ünïcode Größe");
    static final List<Object> NUMBERS = List.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e308, -1e308, -5.0, 0.0,
            1e-320, -0.0, 123456789012345.0);

    private Mutations() {
    }

    /** A mutable copy of a JSON value. */
    static Object mutable(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put((String) k, mutable(v)));
            return out;
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(v -> out.add(mutable(v)));
            return out;
        }
        return value;
    }

    /** One edit somewhere in the tree; returns what was done, for the statistics. */
    @SuppressWarnings("unchecked")
    static String mutate(Object root, Random random) {
        List<Object[]> slots = new ArrayList<>();
        collect(root, slots);
        if (slots.isEmpty()) {
            return "none";
        }
        Object[] slot = slots.get(random.nextInt(slots.size()));
        Object container = slot[0];
        Object key = slot[1];
        Object current = container instanceof Map<?, ?> m ? m.get(key) : ((List<Object>) container).get((Integer) key);
        int kind = random.nextInt(6);
        Object replacement;
        String what;
        switch (kind) {
            case 0 -> {
                if (container instanceof Map<?, ?> m) {
                    ((Map<String, Object>) m).remove(key);
                } else {
                    ((List<Object>) container).remove((int) (Integer) key);
                }
                return "delete";
            }
            case 1 -> {
                replacement = List.of("text", 3L, true, new ArrayList<>(), new LinkedHashMap<>()).get(random.nextInt(5));
                what = "swap type";
            }
            case 2 -> {
                replacement = NUMBERS.get(random.nextInt(NUMBERS.size()));
                what = "special number";
            }
            case 3 -> {
                replacement = current instanceof List ? new ArrayList<>() : null;
                what = current instanceof List ? "empty array" : "null";
            }
            case 4 -> {
                replacement = NASTY.get(random.nextInt(NASTY.size()));
                what = "nasty string";
            }
            default -> {
                // A nasty key: group and phase names are keys in places.
                if (container instanceof Map<?, ?> m) {
                    Object value = ((Map<String, Object>) m).remove(key);
                    ((Map<String, Object>) m).put(NASTY.get(random.nextInt(NASTY.size())), value);
                    return "nasty key";
                }
                replacement = NASTY.get(random.nextInt(NASTY.size()));
                what = "nasty string";
            }
        }
        if (container instanceof Map<?, ?> m) {
            ((Map<String, Object>) m).put((String) key, replacement);
        } else {
            ((List<Object>) container).set((Integer) key, replacement);
        }
        return what;
    }

    private static void collect(Object node, List<Object[]> out) {
        if (node instanceof Map<?, ?> map) {
            for (Object key : map.keySet()) {
                out.add(new Object[] {node, key});
                collect(map.get(key), out);
            }
        } else if (node instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                out.add(new Object[] {node, i});
                collect(list.get(i), out);
            }
        }
    }

    /** JSON text, with NaN and Infinity written as the bare words some writers use. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                string((String) e.getKey(), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(list.get(i), out);
            }
            out.append(']');
        } else if (value instanceof String s) {
            string(s, out);
        } else if (value instanceof Double d) {
            out.append(d.isNaN() ? "NaN" : d.isInfinite() ? (d > 0 ? "Infinity" : "-Infinity") : Double.toString(d));
        } else {
            out.append(value);
        }
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    static Object parse(byte[] json) {
        return mutable(Json.parse(new String(json, java.nio.charset.StandardCharsets.UTF_8), "fixture").raw());
    }

    static byte[] gunzip(byte[] gz) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] gzip(byte[] raw) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(raw);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** JSON lines with up to {@code most} randomly chosen lines edited as trees. */
    static byte[] mutateLines(byte[] jsonl, Random random, int most) {
        String[] lines = new String(jsonl, java.nio.charset.StandardCharsets.UTF_8).split("\n");
        for (int i = 0, n = 1 + random.nextInt(most); i < n; i++) {
            int line = random.nextInt(lines.length);
            Object tree = parse(lines[line].getBytes(java.nio.charset.StandardCharsets.UTF_8));
            mutate(tree, random);
            lines[line] = write(tree);
        }
        return String.join("\n", lines).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Byte-level damage: a cut, flipped bytes, or garbage put in. */
    static byte[] damage(byte[] bytes, Random random, String[] what) {
        int kind = random.nextInt(3);
        if (bytes.length == 0) {
            what[0] = "empty";
            return bytes;
        }
        switch (kind) {
            case 0 -> {
                what[0] = "truncate";
                return java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length));
            }
            case 1 -> {
                what[0] = "flip bytes";
                byte[] out = bytes.clone();
                int flips = 1 + random.nextInt(8);
                for (int i = 0; i < flips; i++) {
                    out[random.nextInt(out.length)] ^= (byte) (1 + random.nextInt(255));
                }
                return out;
            }
            default -> {
                what[0] = "insert garbage";
                int at = random.nextInt(bytes.length);
                byte[] garbage = "\u0000}{\"t\": NaN, [[[\n,,".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                byte[] out = new byte[bytes.length + garbage.length];
                System.arraycopy(bytes, 0, out, 0, at);
                System.arraycopy(garbage, 0, out, at, garbage.length);
                System.arraycopy(bytes, at, out, at + garbage.length, bytes.length - at);
                return out;
            }
        }
    }
}
