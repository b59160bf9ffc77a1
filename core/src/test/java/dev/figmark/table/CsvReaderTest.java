package dev.figmark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The parallel reader makes exactly the table, the warning and the error the sequential reader of before makes
 * ({@link SequentialCsv}), on every CSV in the repository and on generated files that have what breaks chunking:
 * quoted fields across chunk boundaries, newlines and doubled quotes inside quotes, CRLF, lone carriage returns, a
 * byte-order mark, empty and bad cells, rows with too few cells, columns that turn from numbers or dates to text, and
 * quotes never closed; each read in chunks of 1 to 64 bytes as well as whole.
 */
class CsvReaderTest {

    private static final long[] CHUNKS = {1, 2, 3, 7, 16, 64, Long.MAX_VALUE / 4};

    @Test
    void readsEveryCsvOfTheRepositoryAsTheSequentialReaderDid() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of(".."))) {
            files = walk.filter(p -> p.toString().endsWith(".csv") && !p.toString().contains("/target/")).sorted().toList();
        }
        assertTrue(files.size() >= 10, "the repository's CSV files: " + files);
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            for (long chunk : CHUNKS) {
                if (chunk >= 16 || bytes.length < 4096) {
                    same(bytes, f.toString(), chunk);
                }
            }
        }
    }

    @Test
    void readsGeneratedFilesAsTheSequentialReaderDid() {
        Random random = new Random(20261204);
        for (int file = 0; file < 1500; file++) {
            byte[] bytes = generated(random);
            same(bytes, "generated " + file + ": " + new String(bytes, StandardCharsets.UTF_8), CHUNKS[random.nextInt(CHUNKS.length)]);
            same(bytes, "generated " + file, 1 + random.nextInt(40));
        }
    }

    @Test
    void columnsNotAskedForAreThereByNameWithNoValues() {
        Random random = new Random(46);
        for (int file = 0; file < 500; file++) {
            byte[] bytes = generated(random);
            long chunk = 1 + random.nextInt(40);
            Object all;
            Object some;
            try {
                all = CsvReader.read(Bytes.of(bytes), "f.csv", true, w -> { }, chunk);
            } catch (InputException e) {
                all = e.getMessage();
            }
            try {
                some = CsvReader.read(Bytes.of(bytes), "f.csv", true, w -> { }, chunk, name -> !name.endsWith("1"));
            } catch (InputException e) {
                some = e.getMessage();
            }
            if (all instanceof String) {
                assertEquals(all, some, "the same error");
                continue;
            }
            Table whole = (Table) all;
            Table part = (Table) some;
            assertEquals(whole.names(), part.names());
            assertTrue(java.util.Arrays.equals(whole.lines(), part.lines()));
            for (Column c : whole.columns()) {
                Column p = part.column(c.name());
                if (c.name().endsWith("1")) {
                    for (int r = 0; r < p.size(); r++) {
                        assertTrue(p.missing(r), c.name() + " unread, row " + r);
                    }
                } else {
                    assertEquals(c, p);
                }
            }
        }
    }

    @Test
    void aNumberReadFromItsBytesIsTheNumberReadFromItsText() {
        Random random = new Random(7);
        for (int i = 0; i < 200_000; i++) {
            String s = switch (random.nextInt(5)) {
                case 0 -> Long.toString(random.nextLong() % 1_000_000_000_000_000L);
                case 1 -> Double.toString(random.nextDouble() * Math.pow(10, random.nextInt(30) - 15));
                case 2 -> String.format(java.util.Locale.ROOT, "%." + random.nextInt(16) + "f", random.nextGaussian() * 1e4);
                case 3 -> (random.nextBoolean() ? "-" : "+") + "." + random.nextInt(1_000_000);
                default -> random.nextInt(100_000) + "." + "0".repeat(random.nextInt(12)) + random.nextInt(1000);
            };
            byte[] b = s.getBytes(StandardCharsets.US_ASCII);
            double fast = ColumnBuilder.decimal(b, 0, b.length);
            if (!Double.isNaN(fast)) {
                assertEquals(Double.doubleToRawLongBits(Cell.number(s)), Double.doubleToRawLongBits(fast), s);
            }
        }
    }

    @Test
    void aTimeReadFromItsBytesIsTheTimeReadFromItsText() {
        Random random = new Random(29);
        int read = 0;
        for (int i = 0; i < 200_000; i++) {
            StringBuilder b = new StringBuilder();
            b.append(String.format(java.util.Locale.ROOT, "%04d-%02d-%02d", random.nextInt(10_000), random.nextInt(14), random.nextInt(33)));
            if (random.nextInt(4) > 0) {
                b.append(" TtX".charAt(random.nextInt(4)));
                b.append(String.format(java.util.Locale.ROOT, "%02d:%02d", random.nextInt(26), random.nextInt(62)));
                if (random.nextBoolean()) {
                    b.append(String.format(java.util.Locale.ROOT, ":%02d", random.nextInt(62)));
                    if (random.nextBoolean()) {
                        String digits = String.format(java.util.Locale.ROOT, "%09d", random.nextInt(1_000_000_000));
                        b.append('.').append(digits, 0, 1 + random.nextInt(9));
                    }
                }
            }
            if (random.nextInt(5) == 0) {
                b.append("Zz+".charAt(random.nextInt(3)));
            }
            if (random.nextInt(20) == 0) {
                b.setCharAt(random.nextInt(b.length()), "0-:.T ".charAt(random.nextInt(6)));
            }
            String s = b.toString();
            byte[] bytes = s.getBytes(StandardCharsets.US_ASCII);
            long fast = Cell.isoTime(bytes, 0, bytes.length);
            if (fast != Column.Times.MISSING) {
                assertEquals(Cell.time(s), fast, s);
                read++;
            }
        }
        assertTrue(read > 50_000, "most well-made times are read from their bytes: " + read);
    }

    /** Reads the bytes with both readers and asserts the same table and warning, or the same error. */
    private static void same(byte[] bytes, String what, long chunk) {
        for (boolean skip : new boolean[] {false, true}) {
            List<String> expectedWarnings = new ArrayList<>();
            List<String> actualWarnings = new ArrayList<>();
            Object expected;
            Object actual;
            try {
                expected = SequentialCsv.read(bytes, "f.csv", skip, expectedWarnings::add);
            } catch (InputException e) {
                expected = e.getMessage();
            }
            try {
                actual = CsvReader.read(Bytes.of(bytes), "f.csv", skip, actualWarnings::add, chunk);
            } catch (InputException e) {
                actual = e.getMessage();
            }
            assertEquals(expected, actual, what + " (chunks of " + chunk + ", skip " + skip + ")");
            assertEquals(expectedWarnings, actualWarnings, what);
        }
    }

    private static final String[] CELLS = {"", "1", "-0", "007", "2.5", "+.5", "1e3", "12345678901234567", "-", "NA", "n/a", "null",
        "x", "vLLM", "\"a,b\"", "\"line\nbreak\"", "\"say \"\"hi\"\"\"", " 4 ", "µs", "2026-01-02", "2026-01-02T03:04:05Z",
        "2026-02-29", "a\rb", "\"\"", "9.99", "-17", "1.", "\"7\"", "ab\"c\"d", "\t", "NaN", "0.1", "3", "2026-01-03 10:00"};

    private static byte[] generated(Random random) {
        StringBuilder out = new StringBuilder();
        if (random.nextInt(8) == 0) {
            out.append('\uFEFF');
        }
        int columns = 1 + random.nextInt(4);
        String newline = random.nextInt(3) == 0 ? "\r\n" : "\n";
        for (int c = 0; c < columns; c++) {
            out.append(c == 0 ? "" : ",").append(random.nextInt(10) == 0 ? "\"c" + c + "\"" : "c" + c);
        }
        out.append(newline);
        int rows = random.nextInt(30);
        // A column keeps to one kind for most rows so that typing is exercised, with a stray cell now and then.
        int[] kind = new int[columns];
        for (int c = 0; c < columns; c++) {
            kind[c] = random.nextInt(CELLS.length);
        }
        for (int r = 0; r < rows; r++) {
            int width = random.nextInt(15) == 0 ? columns + random.nextInt(3) - 1 : columns;
            if (random.nextInt(20) == 0) {
                out.append(newline);
                continue;
            }
            for (int c = 0; c < width; c++) {
                String cell = random.nextInt(4) == 0 ? CELLS[random.nextInt(CELLS.length)] : CELLS[kind[Math.min(c, columns - 1)]];
                if (cell.equals("1") || cell.equals("2.5")) {
                    cell = Integer.toString(random.nextInt(50)) + (random.nextBoolean() ? "." + random.nextInt(100) : "");
                }
                out.append(c == 0 ? "" : ",").append(cell);
            }
            if (r < rows - 1 || random.nextBoolean()) {
                out.append(newline);
            }
        }
        if (random.nextInt(40) == 0) {
            out.append("\"never closed,").append(newline).append("1,2");
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
