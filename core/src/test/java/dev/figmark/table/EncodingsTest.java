package dev.figmark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.data.InputException;
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

    @Test
    void bytesThatAreNotUtf8AreRefusedNamingTheirLine() throws Exception {
        byte[] latin1 = "name,ms\ncafé,1\n".getBytes(StandardCharsets.ISO_8859_1);
        for (String name : List.of("t.csv", "t.jsonl", "t.json")) {
            Path file = Files.write(dir.resolve(name), latin1);
            InputException e = org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class,
                    () -> Tables.read(file, name, null, false, w -> { }));
            assertEquals(name + ":2: is not UTF-8 (byte 0xE9); save the file as UTF-8 (figmark reads UTF-8, and UTF-16 or UTF-32 with a"
                    + " byte-order mark)", e.getMessage(), "Latin-1's é was drawn as a replacement character in silence");
        }
        // An overlong slash and a surrogate are not UTF-8 either; four bytes of an emoji are.
        for (byte[] bad : new byte[][] {{(byte) 0xc0, (byte) 0xaf}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80}}) {
            Path file = Files.write(dir.resolve("bad.csv"), concat("a\n".getBytes(StandardCharsets.UTF_8), bad, "\n".getBytes(StandardCharsets.UTF_8)));
            org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class, () -> Tables.read(file, "bad.csv", null, false, w -> { }));
        }
        // A character cut by the end of the checker's block of one MiB is read whole.
        StringBuilder long1 = new StringBuilder("name\n");
        while (long1.length() < (1 << 20) - 1) {
            long1.append('x');
        }
        long1.append("🙂\n");
        Path file = Files.writeString(dir.resolve("long.csv"), long1);
        assertEquals(1, Tables.read(file, "long.csv", null, false, w -> { }).rows());
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void aFileThatIsNoTableFigmarkReadsIsRefusedWithoutAWordOfIt() throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "SECRET_TOKEN=abc123\n");
        InputException e = org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class,
                () -> Tables.read(notes, "notes.txt", null, false, w -> { }));
        assertEquals("notes.txt: is a .txt file that is not JSON; figmark reads CSV (.csv), JSON lines (.jsonl, .ndjson), JSON and YAML (.yaml, .yml),"
                + " and the lines of any text by a \"pattern\"", e.getMessage(),
                "the JSON parser quoted its first word");
        Path tsv = Files.writeString(dir.resolve("t.tsv"), "a\tb\n1\t2\n");
        assertEquals("t.tsv: is a .tsv file that is not JSON; figmark reads CSV (.csv), JSON lines (.jsonl, .ndjson), JSON and YAML (.yaml, .yml),"
                + " and the lines of any text by a \"pattern\"; save the table as CSV",
                org.junit.jupiter.api.Assertions.assertThrows(dev.figmark.data.InputException.class, () -> Tables.read(tsv, "t.tsv", null, false, w -> { }))
                        .getMessage());
        Path json = Files.writeString(dir.resolve("rows.out"), " [{\"x\": 1}]");
        assertEquals(1, Tables.read(json, "rows.out", null, false, w -> { }).rows(), "JSON under another name is still read");
    }
}
