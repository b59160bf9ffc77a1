package dev.figmark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #44: a CSV, JSON or JSON lines file in UTF-16 or UTF-32 with its byte-order mark (as Excel and PowerShell
 * write them) was read as garbled field names; the mark now says how to read it, and the table is the one its UTF-8
 * twin gives.
 */
class EncodingsTest {

    @TempDir
    Path dir;

    private static final List<Charset> WIDE = List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE,
            Charset.forName("UTF-32LE"), Charset.forName("UTF-32BE"));

    @Test
    void aByteOrderMarkTellsTheEncoding() throws Exception {
        String[][] files = {
            {"t.csv", "engine,µs,day\nvLLM,1.5,2026-12-04\n\"Ärger, Ltd\",2,2026-12-05\n"},
            {"t.jsonl", "{\"engine\": \"vLLM\", \"µs\": 1.5}\n{\"engine\": \"Ärger\", \"µs\": 2}\n"},
            {"t.json", "[{\"engine\": \"vLLM\", \"µs\": 1.5}, {\"engine\": \"Ärger\", \"µs\": 2}]"},
        };
        for (String[] f : files) {
            Path plain = Files.writeString(dir.resolve(f[0]), f[1]);
            Table expected = Tables.read(plain, f[0], null, false, w -> { });
            assertEquals(List.of("engine", "µs"), expected.names().subList(0, 2));
            for (Charset wide : WIDE) {
                Path other = Files.write(dir.resolve(wide.name() + "-" + f[0]), ("\uFEFF" + f[1]).getBytes(wide));
                assertEquals(expected, Tables.read(other, f[0], null, false, w -> { }), f[0] + " in " + wide);
            }
        }
    }
}
