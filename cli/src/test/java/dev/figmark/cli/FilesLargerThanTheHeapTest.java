package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issues #44 and #46: a CSV file larger than the heap's budget for a table is read in parts through the aggregate of
 * the description that takes its rows, in a figmark started with a small heap as a user's would be, and draws what a
 * figmark with the heap to read it whole draws (its CSV to the rounding of sums taken in another order, its SVG the
 * same), and so is a file of JSON lines; where no aggregate of moments comes first, or an interval needs every value,
 * it is refused in one line saying what would read it.
 */
class FilesLargerThanTheHeapTest {

    /** A heap whose table budget (16 MB) the file's 600,000 rows of four read columns (22 MB) pass. */
    private static final String SMALL = "-Xmx32m";
    private static final String LARGE = "-Xmx512m";

    @TempDir
    Path dir;

    @BeforeEach
    void trials() throws IOException {
        Random random = new Random(20261205L);
        String[] engines = {"vLLM", "SGLang", "HF"};
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("trials.csv"))) {
            w.write("engine,batch,tokens_per_s,ttft_ms\n");
            for (int i = 0; i < 600_000; i++) {
                int e = random.nextInt(engines.length);
                int b = 1 << random.nextInt(6);
                w.write(engines[e] + "," + b + "," + Math.round(400 * (e + 1) * Math.pow(b, 0.8) * (1 + 0.05 * random.nextGaussian())) / 10.0
                        + "," + Math.round(3000 * (1 + b / 32.0) * (1 + 0.1 * random.nextGaussian())) / 100.0 + "\n");
            }
        }
    }

    private String describe(String name, String aggregate, String series) throws IOException {
        Files.writeString(dir.resolve(name + ".json"), "{\"data\": {\"d\": {\"file\": \"trials.csv\"}}, \"panels\": [{"
                + "\"transform\": [{\"filter\": \"batch >= 2\"}, {\"calculate\": \"tokens_per_s / batch\", \"as\": \"per_request\"}, " + aggregate + "],"
                + " \"x\": {\"scale\": \"log2\"}, \"series\": [" + series + "]}]}");
        return name + ".json";
    }

    private static final String MEAN = "{\"aggregate\": \"mean\", \"groupby\": [\"engine\", \"batch\"], \"fields\": [\"per_request\", \"ttft_ms\"]}";
    private static final String BAND = "{\"kind\": \"band\", \"x\": \"batch\", \"y\": \"per_request\", \"by\": \"engine\", \"band\": \"ci95\"}";

    /** Draws a description in a figmark of its own with this heap: its status and what it said. */
    private String[] draw(String heap, String description, String out) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, heap, "-XX:+UseSerialGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                "dev.figmark.cli.Figmark", "plot", description, "--out", out, "--formats", "svg")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes()).replace("Picked up JAVA_TOOL_OPTIONS", "");
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new String[] {String.valueOf(p.exitValue()), said};
    }

    @Test
    void aFileLargerThanTheHeapIsReadInPartsThroughItsAggregateAndDrawsWhatTheWholeReadDraws() throws Exception {
        String description = describe("band", MEAN, BAND);
        String[] whole = draw(LARGE, description, "whole");
        String[] parts = draw(SMALL, description, "parts");
        assertEquals("0", whole[0], whole[1]);
        assertEquals("0", parts[0], parts[1]);
        String[] refused = draw("-Xmx32m", describe("line", "{\"filter\": \"batch < 64\"}",
                "{\"kind\": \"line\", \"x\": \"batch\", \"y\": \"ttft_ms\", \"by\": \"engine\"}"), "line");
        assertEquals("2", refused[0], "without an aggregate the same file is refused at this heap: " + refused[1]);
        assertTrue(refused[1].contains("; a file this large is read in parts only through an aggregate") && refused[1].contains("no step after it aggregates"),
                refused[1]);
        assertClose(Files.readAllLines(dir.resolve("whole/band.csv")), Files.readAllLines(dir.resolve("parts/band.csv")));
        assertEquals(Files.readString(dir.resolve("whole/band.svg")), Files.readString(dir.resolve("parts/band.svg")));
    }

    /** Two CSVs of what is drawn alike: texts equal, numbers within 1e-12 of each other. */
    private static void assertClose(List<String> a, List<String> b) {
        assertEquals(a.size(), b.size());
        assertEquals(a.get(0), b.get(0));
        for (int r = 1; r < a.size(); r++) {
            String[] x = a.get(r).split(",");
            String[] y = b.get(r).split(",");
            for (int c = 0; c < x.length; c++) {
                if (x[c].matches("-?[0-9.]+(e[-+]?[0-9]+)?")) {
                    double e = Double.parseDouble(x[c]);
                    assertEquals(e, Double.parseDouble(y[c]), 1e-12 * Math.abs(e), "row " + r + ", column " + c);
                } else {
                    assertEquals(x[c], y[c], "row " + r + ", column " + c);
                }
            }
        }
    }

    @Test
    void whatNeedsEveryValueOrSeesManyRowsBeforeTheAggregateIsRefusedSayingWhatWouldReadIt() throws Exception {
        String[] median = draw(SMALL, describe("median", MEAN.replace("\"mean\"", "\"median\""), BAND.replace("ci95", "sd")), "median");
        assertEquals("2", median[0], median[1]);
        assertTrue(median[1].strip().startsWith("error: median.json: data.d: trials.csv: ") && median[1].contains("rows of ")
                && median[1].contains("the median of panels[0].transform[2] needs every value"), median[1]);
        String[] percentiles = draw(SMALL, describe("percentiles", MEAN, BAND.replace("\"ci95\"", "[\"p10\", \"p90\"]")), "percentiles");
        assertEquals("2", percentiles[0], percentiles[1]);
        assertTrue(percentiles[1].strip().startsWith("error: percentiles.json: panels[0].series[0].band: \"p10\" needs every value of each group"),
                percentiles[1]);
        String[] ranked = draw(SMALL, describe("ranked", "{\"rank\": \"ttft_ms\", \"as\": \"r\"}, " + MEAN, BAND), "ranked");
        assertEquals("2", ranked[0], ranked[1]);
        assertTrue(ranked[1].contains("panels[0].transform[2] sees more than one row before any aggregate"), ranked[1]);
        List<String> objects = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("trials.csv")).subList(1, 600_001)) {
            String[] cells = line.split(",");
            objects.add("{\"engine\": \"" + cells[0] + "\", \"batch\": " + cells[1] + ", \"tokens_per_s\": " + cells[2] + ", \"ttft_ms\": " + cells[3] + "}");
        }
        Files.write(dir.resolve("trials.jsonl"), objects);
        Files.writeString(dir.resolve("lines.json"), Files.readString(dir.resolve(describe("lines", MEAN, BAND))).replace("trials.csv", "trials.jsonl"));
        String[] lines = draw(SMALL, "lines.json", "lines");
        assertEquals("0", lines[0], "JSON lines are read in parts too: " + lines[1]);
        String[] csv = draw(LARGE, describe("csv", MEAN, BAND), "csv");
        assertEquals("0", csv[0], csv[1]);
        assertClose(Files.readAllLines(dir.resolve("csv/csv.csv")), Files.readAllLines(dir.resolve("lines/lines.csv")));
        for (String[] said : List.of(median, percentiles, ranked)) {
            assertEquals(1, said[1].strip().lines().count(), said[1]);
        }
    }
}
