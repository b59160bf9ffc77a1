package dev.figmark.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one-pass reader of requests files reads every plain file exactly as the line reader does, and gives up on every
 * file the line reader would warn about or read in its own way, so that the line reader reads those.
 */
class PlainRequestsTest {

    @TempDir
    Path dir;

    @Test
    void readsEveryExampleAsTheLineReaderDoes() throws IOException {
        List<Path> files;
        try (Stream<Path> examples = Files.walk(RunDataTest.EXAMPLES)) {
            files = examples.filter(f -> f.getFileName().toString().equals("requests.jsonl")).sorted().toList();
        }
        assertTrue(files.size() >= 5, "requests files: " + files);
        for (Path file : files) {
            List<Request> plain = PlainRequests.read(file);
            assertNotNull(plain, file + " is plain");
            assertSame(RunData.readRequestLines(file, line -> { }), plain, file.toString());
        }
    }

    @Test
    void readsWhatThePlainFormAllowsAsTheLineReaderDoes() throws IOException {
        Path file = write("\uFEFF{\"level\": 1, \"ttft_s\": 0.05, \"itl_s\": [0.01, 2, -0.0, 1e-3], \"id\": \"r1\"}\r\n"
                + "\n   \n"
                + "{\"id\": {\"nested\": [1, {\"x\": null}]}, \"ttft_s\": 3, \"level\": 64, \"extra\": \"é ✓\"}\n"
                + "{\"level\": 4.0, \"ttft_s\": 123456789012345678, \"itl_s\": []}");
        List<Request> plain = PlainRequests.read(file);
        assertNotNull(plain);
        assertEquals(3, plain.size());
        assertArrayEquals(new double[] {0.01, 2, -0.0, 1e-3}, plain.get(0).itlS());
        assertEquals(0, plain.get(1).itlS().length, "no itl_s: no gaps");
        assertSame(RunData.readRequestLines(file, line -> { }), plain, "the same requests");
    }

    @Test
    void givesUpWhereTheLineReaderWarnsOrReadsOtherwise() throws IOException {
        String good = "{\"level\": 1, \"ttft_s\": 0.05, \"itl_s\": [0.01]}";
        for (String damaged : List.of(
                good + " " + good,                                          // two requests on one line
                "{\"level\": 1,\n \"ttft_s\": 0.05}",                      // one request over two lines
                "{\"level\": 1, \"level\": 2, \"ttft_s\": 0.05}",          // a key given twice
                "{\"level\": \"1\", \"ttft_s\": 0.05}",                    // a level that is not a number
                "{\"level\": null, \"ttft_s\": 0.05}",                     // skipped without a word by the line reader
                "{\"ttft_s\": 0.05}",                                      // no level
                "{\"level\": 1, \"ttft_s\": NaN}",                         // NaN
                "{\"level\": 1, \"ttft_s\": 1e300}",                       // beyond Json.LARGEST
                "{\"level\": 1, \"ttft_s\": 12345678901234567890}",        // an integer beyond a long, and Json.LARGEST
                "{\"level\": 1, \"ttft_s\": 0.05, \"itl_s\": [0.01, \"x\"]}", // a gap that is not a number
                "{\"level\": 1, \"ttft_s\": 0.05, \"itl_s\": 0.01}",       // gaps that are not an array
                "[1, 2]",                                                  // not an object
                "{\"level\": 1, \"ttft_s\": 0.05",                         // cut short
                "{\"level\": 1, \"ttft_s\": 0.05} x")) {                   // not JSON after the request
            Path file = write(good + "\n" + damaged + "\n" + good + "\n");
            assertNull(PlainRequests.read(file), damaged);
            assertSame(RunData.readRequestLines(file, line -> { }), RunData.readRequests(file, line -> { }), damaged);
        }
        Path notUtf8 = dir.resolve("latin1.jsonl");
        Files.write(notUtf8, (good + "\n{\"level\": 1, \"ttft_s\": 0.05, \"id\": \"caf\u00e9\"}\n").getBytes(StandardCharsets.ISO_8859_1));
        assertNull(PlainRequests.read(notUtf8), "bytes that are not UTF-8");
    }

    /**
     * Seeded changes to the example's requests (digits changed; bytes changed, cut, doubled; lines joined or split): whatever the one-pass
     * reader takes, the line reader reads alike and without a warning, so the two ways give the same requests and the
     * same warnings on every file.
     */
    @Test
    void anyDamageReadsAsTheLineReaderReadsIt() throws IOException {
        byte[] example = Files.readAllBytes(RunDataTest.EXAMPLES.resolve("llama8b-1gpu/requests.jsonl"));
        java.util.Random random = new java.util.Random(20261204);
        byte[] marks = "{}[]\",:.-0123456789eE \n\rNaI".getBytes(StandardCharsets.UTF_8);
        int plain = 0;
        for (int trial = 0; trial < 250; trial++) {
            byte[] bytes = example.clone();
            for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
                int at = random.nextInt(bytes.length);
                switch (random.nextInt(6)) {
                    case 4, 5 -> {
                        // a number changed, the file still plain: a digit for a digit
                        while (at < bytes.length - 1 && (bytes[at] < '0' || bytes[at] > '9')) {
                            at++;
                        }
                        bytes[at] = (byte) ('0' + random.nextInt(10));
                    }
                    case 0 -> bytes[at] = marks[random.nextInt(marks.length)];
                    case 1 -> bytes = java.util.Arrays.copyOf(bytes, at);
                    case 2 -> bytes = concat(java.util.Arrays.copyOf(bytes, at),
                            java.util.Arrays.copyOfRange(bytes, random.nextInt(bytes.length), bytes.length));
                    default -> bytes[at] = (byte) random.nextInt(256);
                }
            }
            Path file = dir.resolve("damaged-" + trial + ".jsonl");
            Files.write(file, bytes);
            List<String> lineWarnings = new ArrayList<>();
            List<String> warnings = new ArrayList<>();
            List<Request> byLines = RunData.readRequestLines(file, lineWarnings::add);
            List<Request> read = RunData.readRequests(file, warnings::add);
            assertSame(byLines, read, "trial " + trial);
            assertEquals(lineWarnings, warnings, "trial " + trial);
            plain += PlainRequests.read(file) != null ? 1 : 0;
        }
        assertTrue(plain > 30 && plain < 220, "both ways taken: " + plain + " of 250 plain");
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private Path write(String text) throws IOException {
        Path file = Files.createTempFile(dir, "requests", ".jsonl");
        Files.writeString(file, text);
        return file;
    }

    private static void assertSame(List<Request> expected, List<Request> actual, String what) {
        assertEquals(expected.size(), actual.size(), what);
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            Request e = expected.get(i);
            Request a = actual.get(i);
            if (Double.compare(e.level(), a.level()) != 0 || Double.compare(e.ttftS(), a.ttftS()) != 0
                    || !java.util.Arrays.equals(e.itlS(), a.itlS())) {
                differences.add("request " + i);
            }
        }
        assertEquals(List.of(), differences, what);
    }
}
