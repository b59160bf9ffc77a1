package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.read.DataTables;
import dev.figmark.data.InputException;
import dev.figmark.product.Product;
import dev.figmark.table.Column;
import dev.figmark.table.FilePattern;
import dev.figmark.table.NaturalOrder;
import dev.figmark.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #41: results read as benchmarks write them, without a converter: one file per run found by a pattern whose
 * parts become fields, JSON with the run's arguments beside its rows, lists inside rows, tables kept by columns.
 * Each from real files; each refusal names the file or pattern and what was expected.
 */
class ResultsAsKeptTest {

    @TempDir
    Path dir;

    private void write(String file, String text) throws IOException {
        Path p = dir.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private FigureSpec spec(String source, String series) throws IOException {
        return FigureSpec.read(Files.writeString(dir.resolve("plot.json"),
                "{\"data\": {\"d\": " + source + "}, \"panels\": [{\"series\": [" + series + "]}]}"));
    }

    private Table rows(String source) throws IOException {
        FigureSpec s = spec(source, "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}");
        return new DataTables(s).rows("d", "panels[0].data");
    }

    /** The refusal of a source, when the description is read or when its rows are. */
    private String refusal(String source) {
        return assertThrows(InputException.class, () -> new DataTables(spec(source, "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}"))
                .rows("d", "panels[0].data")).getMessage().replace(dir + "/", "");
    }

    private static List<String> texts(Table t, String column) {
        Column c = t.column(column);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            out.add(c.text(i));
        }
        return out;
    }

    /** vLLM's benchmark_serving writes one JSON file per request rate, its arguments beside its results. */
    private void vllmRuns() throws IOException {
        for (int qps : new int[] {16, 4, 1}) {
            for (int trial = 1; trial <= 2; trial++) {
                write("results/qps_" + qps + "/run_" + trial + ".json", "{\"args\": {\"model\": \"llama-8b\", \"qps\": " + qps + "},"
                        + " \"results\": [{\"engine\": \"vllm\", \"ttft_ms\": " + (qps * 10 + trial) + "}, {\"engine\": \"sglang\", \"ttft_ms\": "
                        + (qps * 9 + trial) + "}]}");
            }
        }
    }

    @Test
    void manyFilesAreOneTableInNaturalOrderWithTheirNamesPartsAsTypedFields() throws IOException {
        vllmRuns();
        Table t = rows("{\"files\": \"results/qps_{qps}/run_{trial}.json\", \"rows\": \"results\"}");
        assertEquals(List.of("qps", "trial", "path", "engine", "ttft_ms"), t.names());
        assertEquals(Column.Type.NUMBER, t.column("qps").type(), "the parts are typed as any column is");
        assertEquals(List.of("1", "1", "1", "1", "4", "4", "4", "4", "16", "16", "16", "16"), texts(t, "qps"), "qps_4 before qps_16");
        assertEquals(List.of("results/qps_1/run_1.json", "results/qps_1/run_1.json", "results/qps_1/run_2.json"), texts(t, "path").subList(0, 3));
        assertEquals(List.of("11", "10", "12", "11"), texts(t, "ttft_ms").subList(0, 4));
        assertEquals("results/qps_4/run_2.json row 2", t.at(7).replace(dir + "/", ""), "a row names its own file");
    }

    @Test
    void theRunsArgumentsGoOntoEveryRowAndAFigureIsDrawnFromThem() throws IOException {
        vllmRuns();
        String source = "{\"files\": \"results/qps_*/run_{trial}.json\", \"rows\": \"results\", \"with\": [\"args\"],"
                + " \"transform\": [{\"aggregate\": \"mean\", \"groupby\": [\"engine\", \"qps\"], \"fields\": [\"ttft_ms\"]}]}";
        Product p = spec(source, "{\"kind\": \"line\", \"x\": \"qps\", \"y\": \"ttft_ms\", \"by\": \"engine\"}").build(Style.defaults());
        assertEquals(List.of(1, "vllm", 1.0, 11.5), p.table().row(0));
        assertEquals(List.of(1, "vllm", 16.0, 161.5), p.table().row(2));
        assertEquals(List.of(1, "sglang", 4.0, 37.5), p.table().row(4));
        Table t = rows("{\"files\": \"results/qps_*/run_{trial}.json\", \"rows\": \"results\", \"with\": [\"args.model\", \"args.qps\"]}");
        assertEquals(List.of("trial", "path", "engine", "ttft_ms", "model", "qps"), t.names());
    }

    @Test
    void aListInsideEachRowBecomesOneRowPerElementWithItsPlace() throws IOException {
        write("requests.json", "{\"requests\": [{\"id\": 1, \"itl\": [5, 6, 7]}, {\"id\": 2, \"itl\": []}, {\"id\": 3, \"itl\": [{\"ms\": 9, \"tok\": 4}]}]}");
        FigureSpec s = spec("{\"file\": \"requests.json\", \"rows\": \"requests\", \"explode\": \"itl\"}", "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}");
        Table t = new DataTables(s).rows("d", "panels[0].data");
        assertEquals(List.of("id", "itl", "itl_index", "ms", "tok"), t.names());
        assertEquals(List.of("1", "1", "1", "3"), texts(t, "id"));
        assertEquals(List.of("5", "6", "7", ""), texts(t, "itl"));
        assertEquals(List.of("0", "1", "2", "0"), texts(t, "itl_index"));
        assertEquals(List.of("", "", "", "9"), texts(t, "ms"));
        assertTrue(s.warnings().stream().anyMatch(w -> w.contains("1 row with an empty \"itl\" list left out")), s.warnings().toString());
        assertEquals("requests.json row 3", t.at(3).replace(dir + "/", ""), "an exploded row names the row it came from");
    }

    @Test
    void aTableKeptByColumnsIsReadAsOne() throws IOException {
        write("cdf.json", "{\"dist++\": [1.5, 2.5, 4], \"vllm\": [2, 3, 6]}");
        Table t = rows("{\"file\": \"cdf.json\"}");
        assertEquals(List.of("dist++", "vllm"), t.names());
        assertEquals(List.of("2", "3", "6"), texts(t, "vllm"));
        write("bad.json", "{\"a\": [1, 2], \"b\": [1]}");
        assertEquals("plot.json: data.d: bad.json: holds columns of different lengths (\"a\" 2, \"b\" 1); a table by columns needs one length",
                refusal("{\"file\": \"bad.json\"}"));
    }

    @Test
    void aFileThatCannotBeReadIsNamedOrLeftOutAndCounted() throws IOException {
        write("runs/cc16.csv", "clients,tps\n16,300\n");
        write("runs/cc2.csv", "clients,tps\n2,\"40\n");
        write("runs/cc4.csv", "clients,tps\n4,80\n");
        assertEquals("plot.json: data.d: runs/cc2.csv:2: a quote opened on this line is never closed", refusal("{\"files\": \"runs/cc{n}.csv\"}"));
        FigureSpec s = spec("{\"files\": \"runs/cc{n}.csv\", \"missing\": \"skip\"}", "{\"kind\": \"line\", \"x\": \"clients\", \"y\": \"tps\"}");
        Table t = new DataTables(s).rows("d", "panels[0].data");
        assertEquals(List.of("4", "16"), texts(t, "n"));
        assertTrue(s.warnings().stream().anyMatch(w -> w.replace(dir + "/", "").contains("data.d: 1 of 3 files left out, as they cannot be read"
                + " (the first: runs/cc2.csv:2:")),
                s.warnings().toString());
        write("runs/cc8.csv", "clients,tps\n8,fast\n");
        FigureSpec bad = spec("{\"files\": \"runs/cc{n}.csv\", \"missing\": \"skip\"}", "{\"kind\": \"line\", \"x\": \"clients\", \"y\": \"tps\"}");
        String refused = assertThrows(InputException.class, () -> bad.build(Style.defaults())).getMessage().replace(dir + "/", "");
        assertTrue(refused.contains("runs/cc8.csv:2"), "a cell's message names its own file and line: " + refused);
    }

    @Test
    void patternsThatNameNothingOrTooMuchAreRefusedInWords() throws IOException {
        write("runs/a.csv", "x,y\n1,2\n");
        assertEquals("plot.json: data.d.files: no file matches \"runs/*.json\"", refusal("{\"files\": \"runs/*.json\"}"));
        assertEquals("plot.json: data.d.files: \"runs/a.csv\" has no *, ? or {name}, so it names one file; give it as \"file\"",
                refusal("{\"files\": \"runs/a.csv\"}"));
        assertEquals("plot.json: data.d.files: \"runs/{q-1}.csv\": {q-1} is not a field's name; a part is named by letters, digits and _, as {qps}"
                + " or {run_id}", refusal("{\"files\": \"runs/{q-1}.csv\"}"));
        assertEquals("plot.json: data.d: \"nothing/*.csv\": no folder nothing/", refusal("{\"files\": \"nothing/*.csv\"}"));
        write("runs/x.csv", "x,y\n1,2\n");
        assertEquals("plot.json: data.d: runs/a.csv: has a column \"x\", which its name gives too; name the pattern's part otherwise ({x_} or {run_x})",
                refusal("{\"files\": \"runs/{x}.csv\"}"));
        assertTrue(refusal("{\"files\": \"runs/*.csv\", \"with\": [\"args\"]}").endsWith(": \"with\" and \"explode\" take fields of a JSON document,"
                + " and this is CSV, whose rows are its lines"));
    }

    @Test
    void aLinkAmongTheFilesLeadingOutsideTheProjectIsRefused() throws IOException {
        Path outside = Files.createTempDirectory("outside");
        Files.writeString(outside.resolve("secret.csv"), "x,y\n1,2\n");
        Path project = dir.resolve("project");
        write("project/.git/HEAD", "ref: refs/heads/main\n");
        write("project/runs/a.csv", "x,y\n1,2\n");
        Files.createSymbolicLink(project.resolve("runs/b.csv"), outside.resolve("secret.csv"));
        FigureSpec s = FigureSpec.read(Files.writeString(project.resolve("plot.json"), "{\"data\": {\"d\": {\"files\": \"runs/*.csv\"}}, \"panels\":"
                + " [{\"series\": [{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}]}]}"));
        String refused = assertThrows(InputException.class, () -> new DataTables(s).rows("d", "panels[0].data")).getMessage();
        assertTrue(refused.contains("data.d.files: \"runs/b.csv\" leads to " + outside.toRealPath().resolve("secret.csv") + ", which lies outside"), refused);
    }

    @Test
    void doubleStarsMatchAnyFoldersAndNaturalOrderReadsNumbersByValue() throws IOException {
        write("a/b/c/r1.csv", "x,y\n1,2\n");
        write("a/r10.csv", "x,y\n3,4\n");
        write("a/r9.csv", "x,y\n5,6\n");
        assertEquals(List.of("a/b/c/r1.csv", "a/r9.csv", "a/r10.csv"), texts(rows("{\"files\": \"a/**/r{n}.csv\"}"), "path").stream().distinct().toList());
        assertTrue(dev.figmark.table.NaturalOrder.compare("qps_4", "qps_16") < 0);
        assertTrue(dev.figmark.table.NaturalOrder.compare("run_007", "run_7") != 0, "ties are broken as written, the same on every machine");
        assertTrue(dev.figmark.table.NaturalOrder.compare("b", "a10") > 0);
    }

    @Test
    void aYamlResultFileIsReadAsItsJsonWouldBe() throws IOException {
        write("sweep.yaml", "# one sweep\nargs:\n  model: llama-8b\n  tp: 2\nresults:\n  - {engine: vllm, tps: 2810.5}\n  - engine: sglang\n    tps: 3011\n");
        Table t = rows("{\"file\": \"sweep.yaml\", \"rows\": \"results\", \"with\": [\"args\"]}");
        assertEquals(List.of("engine", "tps", "model", "tp"), t.names());
        assertEquals(List.of("2810.5", "3011"), texts(t, "tps"));
        assertEquals(List.of("2", "2"), texts(t, "tp"));
        write("twice.yaml", "results:\n  - engine: vllm\n    engine: sglang\n");
        assertEquals("plot.json: data.d: twice.yaml:3:5: not valid YAML: a key is given twice (engine); give each key once",
                refusal("{\"file\": \"twice.yaml\", \"rows\": \"results\"}"));
        StringBuilder laughs = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char c = 'b'; c <= 'k'; c++) {
            laughs.append(c).append(": &").append(c).append(" [").append(("*" + (char) (c - 1) + ", ").repeat(8)).append('*').append((char) (c - 1)).append("]\n");
        }
        write("laughs.yaml", laughs.toString());
        assertTrue(refusal("{\"file\": \"laughs.yaml\"}").contains("aliases to collections, as a document that expands without end holds"),
                "a billion laughs is refused before it expands");
        write("tagged.yaml", "results: !!python/object:os.system [rm]\n");
        assertTrue(refusal("{\"file\": \"tagged.yaml\", \"rows\": \"results\"}").startsWith("plot.json: data.d: tagged.yaml:1:10: not valid YAML:"),
                "no type is built from a tag");
    }

    /** The summary vLLM's and SGLang's bench_serving print, one file per client count. */
    private void benchServingLogs() throws IOException {
        for (int clients : new int[] {8, 64}) {
            write("logs/cc" + clients + ".txt", "============ Serving Benchmark Result ============\n"
                    + "Successful requests:                     1000\n"
                    + "Benchmark duration (s):                  " + (100.0 / clients) + "\n"
                    + "Mean TTFT (ms):                          " + (20 + clients) + ".5\n"
                    + "P99 TTFT (ms):                           " + (40 + clients) + ".25\n"
                    + "==================================================\n");
        }
    }

    @Test
    void aBenchmarksLogIsReadByAPatternWhoseNamedGroupsAreTheColumns() throws IOException {
        benchServingLogs();
        FigureSpec s = spec("{\"files\": \"logs/cc{clients}.txt\", \"pattern\": \"^(?P<metric>\\\\w+) TTFT \\\\(ms\\\\):\\\\s+(?P<ms>[0-9.]+)\"}",
                "{\"kind\": \"line\", \"x\": \"clients\", \"y\": \"ms\", \"by\": \"metric\"}");
        Table t = new DataTables(s).rows("d", "panels[0].data");
        assertEquals(List.of("clients", "path", "metric", "ms"), t.names());
        assertEquals(List.of("Mean", "P99", "Mean", "P99"), texts(t, "metric"));
        assertEquals(List.of("28.5", "48.25", "84.5", "104.25"), texts(t, "ms"));
        assertEquals("logs/cc64.txt:5", t.at(3).replace(dir + "/", ""), "a row names its file and line");
        assertEquals(List.of("warning: plot.json: data.d: 4 rows from the lines the pattern matches in 2 files; the other 8 of 12 lines are left out"),
                s.warnings().stream().map(w -> w.replace(dir + "/", "")).toList(), "said once for all the files");
        Product p = s.build(Style.defaults());
        assertEquals(List.of(1, "Mean", 8.0, 28.5), p.table().row(0));
    }

    @Test
    void aPatternIsCheckedWhenGivenAndRunsInLinearTime() throws IOException {
        write("log.txt", "a".repeat(100_000) + "!\n");
        assertEquals("plot.json: data.d.pattern: names no group, so its matches would have no columns; name each, as (?P<ms>[0-9.]+)",
                refusal("{\"file\": \"log.txt\", \"pattern\": \"[0-9]+\"}"));
        assertTrue(refusal("{\"file\": \"log.txt\", \"pattern\": \"(?P<x>[0-9\"}").startsWith("plot.json: data.d.pattern: cannot be read: "));
        assertEquals("plot.json: data.d.rows: finds rows in JSON or YAML; with \"pattern\" the file is read as lines of text",
                refusal("{\"file\": \"log.txt\", \"rows\": \"a\", \"pattern\": \"(?P<x>a)\"}"));
        long start = System.nanoTime();
        assertEquals("plot.json: data.d: log.txt: the pattern matches none of its 1 line", refusal("{\"file\": \"log.txt\", \"pattern\": \"^(?P<x>(a+)+)$\"}"));
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "a pattern that backtracks for ever in java.util.regex ends at once on RE2/J");
    }

    @Test
    void theCaptionSaysWhichPercentileMethodTheFigureTakes() throws IOException {
        write("lat.csv", "engine,ms\nvllm,1\nvllm,2\nvllm,3\nvllm,4\nvllm,14.1\n");
        Product p = spec("{\"file\": \"lat.csv\", \"transform\": [{\"aggregate\": \"p99\", \"method\": \"inverted_cdf\", \"groupby\": [\"engine\"]}]}",
                "{\"kind\": \"bar\", \"x\": \"engine\", \"y\": \"ms\"}").build(Style.defaults());
        assertEquals(List.of(1, "", "vllm", 14.1), p.table().row(0), "the nearest rank, not numpy's linear 13.7");
        assertTrue(p.caption().contains("Percentiles by numpy's inverted cdf method."), p.caption());
        String refused = assertThrows(InputException.class, () -> spec("{\"file\": \"lat.csv\", \"transform\": [{\"aggregate\": \"mean\","
                + " \"method\": \"nearest\"}]}", "{\"kind\": \"bar\", \"x\": \"engine\", \"y\": \"ms\"}")).getMessage().replace(dir + "/", "");
        assertEquals("plot.json: data.d.transform[0].method: says how a percentile falls between two values; mean is not a percentile", refused);
    }

    @Test
    void aFileOfOneRunsObjectIsOneRowItsListsExplodedOnAsked() throws IOException {
        for (int qps : new int[] {2, 8}) {
            write("vllm/qps_" + qps + ".json", "{\"backend\": \"vllm\", \"request_rate\": " + qps + ", \"config\": {\"tp\": 2},"
                    + " \"p99_ttft_ms\": " + (30 + qps) + ", \"ttfts\": [0.1, 0.2, 0." + qps + "]}");
        }
        Table runs = rows("{\"files\": \"vllm/qps_{qps}.json\"}");
        assertEquals(List.of("qps", "path", "backend", "request_rate", "config.tp", "p99_ttft_ms", "ttfts"), runs.names());
        assertEquals(List.of("32", "38"), texts(runs, "p99_ttft_ms"));
        Table requests = rows("{\"files\": \"vllm/qps_{qps}.json\", \"explode\": \"ttfts\"}");
        assertEquals(List.of("0.1", "0.2", "0.2", "0.1", "0.2", "0.8"), texts(requests, "ttfts"));
        assertEquals(List.of("2", "2", "2", "8", "8", "8"), texts(requests, "request_rate"));
        write("nested.json", "{\"args\": {\"qps\": 4}, \"results\": [{\"ms\": 1}, {\"ms\": 2}]}");
        assertEquals("plot.json: data.d: nested.json: holds an object whose \"results\" is an array of rows; give \"rows\": \"results\" (and \"with\""
                + " for the fields beside it), or \"explode\": \"results\" for a row per element with the fields beside it",
                refusal("{\"file\": \"nested.json\"}"));
        Table exploded = rows("{\"file\": \"nested.json\", \"explode\": \"results\"}");
        assertEquals(List.of("args.qps", "ms", "results_index"), exploded.names());
    }

    @Test
    void aPatternMatchingMoreFilesThanAFigureTakesIsRefusedBeforeAnyIsRead() throws IOException {
        Path many = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i <= FilePattern.MOST_FILES; i++) {
            Files.createFile(many.resolve("r" + i + ".csv"));
        }
        assertEquals("plot.json: data.d: \"many/r*.csv\" matches more than 10000 files; name fewer (a narrower pattern), or make one table of them"
                + " first", refusal("{\"files\": \"many/r*.csv\"}"));
    }

    @Test
    void jsonLinesOfRunsExplodeTheirListsAndTakeNoWith() throws IOException {
        write("bench.jsonl", "{\"request_rate\": 2, \"ttfts\": [0.1, 0.2]}\n\n{\"request_rate\": 8, \"ttfts\": [0.3]}\n");
        Table t = rows("{\"file\": \"bench.jsonl\", \"explode\": \"ttfts\"}");
        assertEquals(List.of("2", "2", "8"), texts(t, "request_rate"));
        assertEquals(List.of("0.1", "0.2", "0.3"), texts(t, "ttfts"));
        Files.write(dir.resolve("wide.jsonl"), ("\uFEFF" + Files.readString(dir.resolve("bench.jsonl"))).getBytes(java.nio.charset.StandardCharsets.UTF_16LE));
        assertEquals(texts(t, "ttfts"), texts(rows("{\"file\": \"wide.jsonl\", \"explode\": \"ttfts\"}"), "ttfts"),
                "UTF-16 with its mark, as every other file is read");
        assertTrue(refusal("{\"file\": \"bench.jsonl\", \"with\": [\"args\"]}").endsWith("bench.jsonl: \"with\" takes fields of a JSON document, and"
                + " this is JSON lines, whose rows are its lines"));
    }
}
