package dev.figmark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The parallel reader of JSON lines makes exactly the table and the error that reading line by line made before it
 * (the reader of 97d24c0, kept here as {@link #sequential}), on every JSON lines file of the repository and on
 * generated files: fields that come and go, numbers that turn to text, nested values, blank lines, CRLF, lines that
 * are not objects or not JSON; each read in chunks of 1 to 64 bytes as well as whole.
 */
class JsonLinesReaderTest {

    private static final long[] CHUNKS = {1, 2, 5, 16, 64, Long.MAX_VALUE / 4};

    @Test
    void readsEveryJsonLinesFileOfTheRepositoryAsLineByLineDid() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of(".."))) {
            files = walk.filter(p -> (p.toString().endsWith(".jsonl") || p.toString().endsWith(".ndjson")) && !p.toString().contains("/target/"))
                    .sorted().toList();
        }
        assertTrue(files.size() >= 3, "the repository's JSON lines: " + files);
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            for (long chunk : CHUNKS) {
                if (chunk >= 64 || bytes.length < 8192) {
                    same(bytes, f.toString(), chunk);
                }
            }
        }
    }

    @Test
    void readsGeneratedFilesAsLineByLineDid() {
        Random random = new Random(20261204);
        for (int file = 0; file < 1000; file++) {
            byte[] bytes = generated(random);
            same(bytes, "generated " + file + ": " + new String(bytes, StandardCharsets.UTF_8), CHUNKS[random.nextInt(CHUNKS.length)]);
            same(bytes, "generated " + file, 1 + random.nextInt(40));
        }
    }

    @Test
    void aJsonNumberIsTheNumberItsShortestFormReadsAs() {
        Random random = new Random(12);
        List<Double> values = new ArrayList<>(List.of(-0.0, 0.0, Double.MIN_VALUE, Double.MAX_VALUE, 1e15, 1e15 + 1, -1e-300, 0.1, 1.0 / 3));
        for (int i = 0; i < 100_000; i++) {
            values.add(switch (random.nextInt(4)) {
                case 0 -> Double.longBitsToDouble(random.nextLong());
                case 1 -> (double) random.nextInt(1_000_000) - 500_000;
                case 2 -> Math.round(random.nextGaussian() * 1e6) / 100.0;
                default -> random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
            });
        }
        ColumnBuilder fast = new ColumnBuilder("x");
        ColumnBuilder written = new ColumnBuilder("x");
        for (double d : values) {
            fast.add((Object) d);
            written.add(Double.isFinite(d) ? Cell.shortest(d) : "");
        }
        assertEquals(written.build(), fast.build());
    }

    private static void same(byte[] bytes, String what, long chunk) {
        Object expected;
        Object actual;
        try {
            expected = sequential(bytes, "f.jsonl");
        } catch (InputException e) {
            expected = e.getMessage();
        }
        try {
            actual = JsonLinesReader.read(Bytes.of(bytes), "f.jsonl", chunk);
        } catch (InputException e) {
            actual = e.getMessage();
        }
        assertEquals(expected, actual, what + " (chunks of " + chunk + ")");
    }

    private static final String[] VALUES = {"1", "2.5", "-0", "1e3", "null", "true", "\"x\"", "\"vLLM\"", "\"NA\"", "\"\"", "\"007\"",
        "\"2026-01-02\"", "\"2026-01-02T03:04:05Z\"", "[1,2]", "{\"a\":1}", "12345678901234567890", "\"µs\"", "0.1", "3"};

    private static byte[] generated(Random random) {
        StringBuilder out = new StringBuilder();
        String newline = random.nextInt(4) == 0 ? "\r\n" : "\n";
        int fields = 1 + random.nextInt(4);
        int[] kind = new int[fields];
        for (int f = 0; f < fields; f++) {
            kind[f] = random.nextInt(VALUES.length);
        }
        int rows = random.nextInt(25);
        for (int r = 0; r < rows; r++) {
            int pick = random.nextInt(40);
            if (pick == 0) {
                out.append(newline);
                continue;
            }
            if (pick == 1) {
                out.append(random.nextBoolean() ? "[1, 2]" : "{\"a\": ").append(newline);
                continue;
            }
            out.append('{');
            boolean first = true;
            for (int f = 0; f < fields; f++) {
                if (random.nextInt(5) == 0) {
                    continue; // a field this line lacks
                }
                String value = random.nextInt(5) == 0 ? VALUES[random.nextInt(VALUES.length)] : VALUES[kind[f]];
                if (value.equals("1") || value.equals("2.5")) {
                    value = random.nextInt(100) + (random.nextBoolean() ? "." + random.nextInt(10) : "");
                }
                out.append(first ? "" : ", ").append("\"f").append(f).append("\": ").append(value);
                first = false;
            }
            out.append('}');
            if (r < rows - 1 || random.nextBoolean()) {
                out.append(newline);
            }
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The reader of JSON lines as it was before the parallel one (97d24c0): one line at a time, a map per row. */
    static Table sequential(byte[] bytes, String where) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<Map<String, Object>> rows = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        int line = 0;
        for (String l : text.split("\n", -1)) {
            line++;
            if (l.isBlank()) {
                continue;
            }
            Json row = Json.parseStrict(l.getBytes(StandardCharsets.UTF_8), where + ":" + line);
            if (!row.isObject()) {
                throw new InputException(where + ":" + line + ": is " + row.kind() + ", not an object of fields");
            }
            Map<String, Object> out = new LinkedHashMap<>();
            for (String key : row.keys()) {
                Json v = row.get(key);
                out.put(key, v.isObject() || v.isArray() ? String.valueOf(v.raw()) : v.raw());
            }
            rows.add(out);
            lines.add(line);
        }
        return Tables.ofMaps(where + ":", rows, lines.stream().mapToInt(Integer::intValue).toArray());
    }
}
