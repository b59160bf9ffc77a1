package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #44's campaign, in the project (and #41's inputs: YAML, patterns of files, regular expressions, lists): hostile and damaged inputs, made by hand and generated, each drawn by a figmark
 * of its own under a small heap and a time limit, as a user's would run. Every case must end in time with status 0 or
 * 2; a refusal is one line in figmark's words, naming no exception and holding no stack trace, no byte that is not
 * printable and no word of a file outside the project; no temporary file is left, and a refused description writes
 * nothing. Memory past the budget shows as a status of 1 ("ran out of memory") or the readers' last net ("holds more
 * than a heap"), and fails the case: the budget must refuse first.
 */
class HostileInputsTest {

    /** The heap each case runs in: small, so that the budget's refusals are met by small files. */
    static final String HEAP = "-Xmx128m";
    /** The most seconds a case may take, start-up included. */
    static final int SECONDS = 30;
    /** Cases run at once. */
    static final int AT_ONCE = 2;
    /** The seed of the mutated examples, the same on every machine. */
    static final long SEED = 20261204L;
    /** A word in a file outside the project, which no output may hold. */
    static final String SECRET = "SECRET_TOKEN_4471";

    private static final Pattern EXCEPTION = Pattern.compile("\\b[A-Z][A-Za-z]*(Exception|Error)\\b|\\n\\tat |java\\.lang\\.");
    /** Words of the libraries figmark reads with (Jackson's), which a message must have put in its own. */
    private static final Pattern LIBRARY = Pattern.compile("`|\\b(Illegal|Invalid|Unexpected|Unrecognized) |exceeds the maximum|has to be escaped");
    private static final Pattern UNPRINTABLE = Pattern.compile("[\\x00-\\x08\\x0b-\\x1f\\x7f]");

    @TempDir
    Path dir;

    /** One case: a project's files, then the description drawn, relative to the project. */
    private record Case(String name, Path project, String description) {
    }

    @Test
    void everyHostileInputEndsInTimeInOneLineWithinTheHeap() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("secret.csv"), "x,y\n1," + SECRET + "\n");
        List<Case> cases = new ArrayList<>();
        handMade(cases, outside);
        mutated(cases);
        ExecutorService pool = Executors.newFixedThreadPool(AT_ONCE);
        List<Future<String>> results = new ArrayList<>();
        for (Case c : cases) {
            results.add(pool.submit(() -> check(c)));
        }
        List<String> failures = new ArrayList<>();
        for (Future<String> f : results) {
            String failure = f.get();
            if (failure != null) {
                failures.add(failure);
            }
        }
        pool.shutdown();
        assertEquals(List.of(), failures, failures.size() + " of " + cases.size() + " cases failed");
    }

    /** Null where the case held; else what went wrong. */
    private static String check(Case c) throws IOException, InterruptedException {
        Path out = c.project().resolve("out");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path err = c.project().resolve("err.log");
        Process p = new ProcessBuilder(java, HEAP, "-XX:+UseSerialGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                "dev.figmark.cli.Figmark", "plot", c.description(), "--out", out.toString(), "--formats", "svg,pdf,png")
                .directory(c.project().toFile()).redirectErrorStream(true).redirectOutput(err.toFile()).start();
        if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            return c.name() + ": still running after " + SECONDS + " s";
        }
        String said = Files.readString(err, StandardCharsets.ISO_8859_1).replace("Picked up JAVA_TOOL_OPTIONS", "");
        String failure = null;
        if (p.exitValue() != 0 && p.exitValue() != 2) {
            failure = "status " + p.exitValue();
        } else if (said.contains("holds more than a heap")) {
            failure = "met the heap's limit before the budget refused it";
        } else if (EXCEPTION.matcher(said).find()) {
            failure = "names an exception or holds a trace";
        } else if (LIBRARY.matcher(said).find()) {
            failure = "speaks in a library's words";
        } else if (UNPRINTABLE.matcher(said).find()) {
            failure = "prints a byte that is not printable";
        } else if (said.contains(SECRET)) {
            failure = "prints a word of a file outside the project";
        } else if (said.lines().anyMatch(l -> l.length() > 1_000)) {
            failure = "prints a line of more than 1,000 characters";
        } else if (p.exitValue() == 2 && said.lines().filter(l -> l.startsWith("error: ")).count() != 1) {
            failure = "refused without exactly one error line";
        } else {
            failure = leftBehind(out, p.exitValue() == 2);
        }
        // The outcome of every case, in the test's log: what each was told.
        System.out.println("campaign " + c.name() + ": status " + p.exitValue() + ": " + said.strip().lines().filter(l -> !l.startsWith("wrote"))
                .findFirst().map(l -> l.length() > 300 ? l.substring(0, 300) : l).orElse("(drew it)"));
        return failure == null ? null : c.name() + ": " + failure + ": " + said.strip().lines().limit(3).toList();
    }

    /** What the case left in the output folder that it should not have: a temporary file, or anything after a refusal. */
    private static String leftBehind(Path out, boolean refused) throws IOException {
        if (!Files.exists(out)) {
            return null;
        }
        try (Stream<Path> files = Files.walk(out)) {
            List<String> names = files.filter(Files::isRegularFile).map(f -> f.getFileName().toString()).sorted().toList();
            for (String name : names) {
                if (name.endsWith(".part") || name.contains(".tmp")) {
                    return "left a temporary file " + name;
                }
                if (name.contains(SECRET)) {
                    return "wrote a file named from outside";
                }
            }
            for (Path f : Files.walk(out).filter(Files::isRegularFile).toList()) {
                if (!f.toString().endsWith(".png") && !f.toString().endsWith(".pdf") && Files.readString(f, StandardCharsets.ISO_8859_1).contains(SECRET)) {
                    return "wrote a word of a file outside the project into " + f.getFileName();
                }
            }
            return refused && !names.isEmpty() ? "refused, yet wrote " + names : null;
        }
    }

    /** A project of its own for a case: a folder holding a description naming {@code data} as its one table. */
    private Path project(String name, String data, String series) throws IOException {
        Path project = Files.createDirectories(dir.resolve("cases").resolve(name));
        Files.writeString(project.resolve("figure.json"), "{\"data\": {\"d\": {\"file\": " + quote(data) + "}}, \"panels\": [{\"series\": [" + series + "]}]}");
        return project;
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static final String LINE = "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\"}";
    private static final String BARS = "{\"kind\": \"bar\", \"x\": \"x\", \"y\": \"y\"}";

    private void add(List<Case> cases, String name, String data, String series) throws IOException {
        cases.add(new Case(name, project(name, data, series), "figure.json"));
    }

    /** Writes {@code rows} lines made by {@code line} after a header. */
    private static void table(Path file, String header, int rows, java.util.function.IntFunction<String> line) throws IOException {
        try (var w = Files.newBufferedWriter(file)) {
            w.write(header);
            w.write('\n');
            for (int i = 0; i < rows; i++) {
                w.write(line.apply(i));
                w.write('\n');
            }
        }
    }

    private void handMade(List<Case> cases, Path outside) throws IOException {
        // Sizes past the budget of a 128 MB heap: the header, a cell, a record, the rows, a JSON document, a line.
        add(cases, "wide-header", "t.csv", "{\"kind\": \"line\", \"x\": \"c0\", \"y\": \"c1\"}");
        table(dir.resolve("cases/wide-header/t.csv"), "c0,c1" + stream(300_000, i -> ",d" + i), 2, i -> "1,2" + ",3".repeat(300_000));
        add(cases, "huge-cell", "t.csv", LINE);
        table(dir.resolve("cases/huge-cell/t.csv"), "x,y", 2, i -> i + ",\"" + "a".repeat(i == 0 ? 3_000_000 : 1) + "\"");
        add(cases, "endless-record", "t.csv", LINE);
        table(dir.resolve("cases/endless-record/t.csv"), "x,y", 1, i -> "1," + "7".repeat(20_000_000));
        add(cases, "many-rows-line", "t.csv", LINE);
        table(dir.resolve("cases/many-rows-line/t.csv"), "x,y", 1_500_000, i -> i + "," + (i % 97));
        add(cases, "many-rows-scatter", "t.csv", "{\"kind\": \"scatter\", \"x\": \"x\", \"y\": \"y\"}");
        table(dir.resolve("cases/many-rows-scatter/t.csv"), "x,y", 200_000, i -> i + "," + (i % 97));
        add(cases, "many-rows-of-many-columns", "t.csv", LINE);
        table(dir.resolve("cases/many-rows-of-many-columns/t.csv"), "x,y" + stream(40, i -> ",c" + i), 800_000, i -> i + ",1" + ",2".repeat(40));
        add(cases, "rows-past-the-budget", "t.csv", "{\"kind\": \"histogram\", \"samples\": \"y\", \"data\": \"d\"}");
        table(dir.resolve("cases/rows-past-the-budget/t.csv"), "x,y", 6_000_000, i -> "1,2");
        add(cases, "unique-texts", "t.csv", BARS);
        table(dir.resolve("cases/unique-texts/t.csv"), "x,y", 600_000, i -> "request-" + i + "-of-a-long-benchmark-run," + i % 7);
        add(cases, "big-json", "t.json", LINE);
        table(dir.resolve("cases/big-json/t.json"), "[{\"x\": 0, \"y\": 0}", 600_000, i -> ",{\"x\": " + i + ", \"y\": " + (i % 7) + "}");
        Files.writeString(dir.resolve("cases/big-json/t.json"), "]", java.nio.file.StandardOpenOption.APPEND);
        add(cases, "long-json-line", "t.jsonl", LINE);
        table(dir.resolve("cases/long-json-line/t.jsonl"), "{\"x\": 1, \"y\": 2}", 1, i -> "{\"x\": 2, \"y\": \"" + "b".repeat(20_000_000) + "\"}");
        add(cases, "json-lines-many-rows", "t.jsonl", LINE);
        table(dir.resolve("cases/json-lines-many-rows/t.jsonl"), "{\"x\": 0, \"y\": 0}", 1_200_000, i -> "{\"x\": " + i + ", \"y\": " + (i % 7) + "}");
        // What a page cannot show: a by, bars, a heat map.
        add(cases, "by-of-100000", "t.csv", "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\", \"by\": \"g\"}");
        table(dir.resolve("cases/by-of-100000/t.csv"), "x,y,g", 100_000, i -> i + ",1,g" + i);
        add(cases, "bars-of-100000", "t.csv", BARS);
        table(dir.resolve("cases/bars-of-100000/t.csv"), "x,y", 100_000, i -> "n" + i + "," + (i % 13));
        add(cases, "heatmap-1000x1000", "t.csv", "{\"kind\": \"heatmap\", \"x\": \"a\", \"y\": \"b\", \"z\": \"v\"}");
        table(dir.resolve("cases/heatmap-1000x1000/t.csv"), "a,b,v", 1_000_000, i -> "a" + i / 1000 + ",b" + i % 1000 + "," + i % 7);
        // Outside the project: a path up, an absolute path, links to a file outside, to /etc/passwd, to the environment.
        add(cases, "path-up", "../../outside/secret.csv", LINE);
        add(cases, "absolute-path", outside.resolve("secret.csv").toString(), LINE);
        add(cases, "link-outside", "t.csv", LINE);
        Files.createSymbolicLink(dir.resolve("cases/link-outside/t.csv"), outside.resolve("secret.csv"));
        add(cases, "link-to-passwd", "t.csv", LINE);
        Files.createSymbolicLink(dir.resolve("cases/link-to-passwd/t.csv"), Path.of("/etc/passwd"));
        add(cases, "link-to-environ", "t.csv", LINE);
        Files.createSymbolicLink(dir.resolve("cases/link-to-environ/t.csv"), Path.of("/proc/self/environ"));
        add(cases, "dev-zero", "/dev/zero", LINE);
        // Special files: a FIFO as data and as the description.
        add(cases, "fifo-data", "t.csv", LINE);
        mkfifo(dir.resolve("cases/fifo-data/t.csv"));
        Path fifoProject = Files.createDirectories(dir.resolve("cases/fifo-description"));
        mkfifo(fifoProject.resolve("figure.json"));
        cases.add(new Case("fifo-description", fifoProject, "figure.json"));
        // Encodings: UTF-16 with its mark (read), Latin-1 and binary bytes (refused), a NUL in a field name.
        add(cases, "utf-16", "t.csv", LINE);
        Files.write(dir.resolve("cases/utf-16/t.csv"), "x,y\n1,2\n2,3\n".getBytes(StandardCharsets.UTF_16));
        add(cases, "latin-1", "t.csv", "{\"kind\": \"bar\", \"x\": \"n\", \"y\": \"y\"}");
        Files.write(dir.resolve("cases/latin-1/t.csv"), "n,y\ncaf\u00e9,2\n".getBytes(StandardCharsets.ISO_8859_1));
        add(cases, "binary", "t.csv", LINE);
        byte[] noise = new byte[4096];
        new Random(SEED).nextBytes(noise);
        Files.write(dir.resolve("cases/binary/t.csv"), noise);
        add(cases, "control-characters", "t.csv", "{\"kind\": \"line\", \"x\": \"x\", \"y\": \"y\\u0007\\u001b[2J\"}");
        Files.writeString(dir.resolve("cases/control-characters/t.csv"), "x,y\u0007\u001b[2J\n1,2\n2,\u001b[31mred\n");
        add(cases, "numbers-past-double", "t.json", LINE);
        Files.writeString(dir.resolve("cases/numbers-past-double/t.json"), "[{\"x\": 1, \"y\": 1e400}, {\"x\": 2, \"y\": " + "9".repeat(5000) + "}]");
        add(cases, "csv-number-past-double", "t.csv", LINE);
        Files.writeString(dir.resolve("cases/csv-number-past-double/t.csv"), "x,y\n1,1e400\n2,-1e999\n");
        add(cases, "dates-out-of-range", "t.csv", LINE);
        Files.writeString(dir.resolve("cases/dates-out-of-range/t.csv"), "x,y\n2026-01-01,1\n99999-01-01,2\n2016-12-31T23:59:60,3\n");
        // The description itself: nested deeper than any reader's stack, an expression of 700 parentheses.
        Path deep = Files.createDirectories(dir.resolve("cases/deep-description"));
        Files.writeString(deep.resolve("figure.json"), "[".repeat(100_000) + "]".repeat(100_000));
        cases.add(new Case("deep-description", deep, "figure.json"));
        add(cases, "deep-expression", "t.csv", LINE);
        Path expression = dir.resolve("cases/deep-expression/figure.json");
        Files.writeString(expression, Files.readString(expression).replace("\"file\": \"t.csv\"}", "\"file\": \"t.csv\", \"transform\": [{\"calculate\": \""
                + "(".repeat(700) + "x" + ")".repeat(700) + "\", \"as\": \"z\"}]}"));
        Files.writeString(dir.resolve("cases/deep-expression/t.csv"), "x,y\n1,2\n");
        // Results as kept (#41): a YAML that expands without end, a pattern over more files than a figure takes, a
        // regular expression that backtracks for ever elsewhere, a list of a million elements exploded.
        add(cases, "yaml-billion-laughs", "t.yaml", LINE);
        StringBuilder laughs = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char c = 'b'; c <= 'k'; c++) {
            laughs.append(c).append(": &").append(c).append(" [").append(("*" + (char) (c - 1) + ", ").repeat(8)).append('*').append((char) (c - 1)).append("]\n");
        }
        Files.writeString(dir.resolve("cases/yaml-billion-laughs/t.yaml"), laughs);
        Path many = Files.createDirectories(project("too-many-files", "unused.csv", LINE).resolve("runs"));
        Files.writeString(dir.resolve("cases/too-many-files/figure.json"), "{\"data\": {\"d\": {\"files\": \"runs/r{n}.csv\"}}, \"panels\":"
                + " [{\"series\": [" + LINE + "]}]}");
        for (int i = 0; i <= 10_000; i++) {
            Files.writeString(many.resolve("r" + i + ".csv"), "x,y\n1,2\n");
        }
        cases.add(new Case("too-many-files", dir.resolve("cases/too-many-files"), "figure.json"));
        Path regex = project("backtracking-pattern", "log.txt", LINE);
        Files.writeString(regex.resolve("figure.json"), "{\"data\": {\"d\": {\"file\": \"log.txt\", \"pattern\": \"^(?P<x>(a+)+)$\"}},"
                + " \"panels\": [{\"series\": [" + LINE + "]}]}");
        Files.writeString(regex.resolve("log.txt"), ("a".repeat(50_000) + "!\n").repeat(20));
        cases.add(new Case("backtracking-pattern", regex, "figure.json"));
        add(cases, "explode-a-million", "t.json", LINE);
        table(dir.resolve("cases/explode-a-million/t.json"), "{\"x\": 1, \"y\": [0", 1_000_000, i -> "," + (i % 9));
        Files.writeString(dir.resolve("cases/explode-a-million/t.json"), "]}", java.nio.file.StandardOpenOption.APPEND);
        Path exploded = dir.resolve("cases/explode-a-million/figure.json");
        Files.writeString(exploded, Files.readString(exploded).replace("\"file\": \"t.json\"}", "\"file\": \"t.json\", \"explode\": \"y\"}"));
        add(cases, "empty", "t.csv", LINE);
        Files.writeString(dir.resolve("cases/empty/t.csv"), "");
        add(cases, "a-directory", "sub", LINE);
        Files.createDirectories(dir.resolve("cases/a-directory/sub"));
    }

    /** Every example description cut short at places a seed picks, and with bytes turned, each in its project's copy. */
    private void mutated(List<Case> cases) throws IOException {
        Random random = new Random(SEED);
        List<Path> examples;
        try (Stream<Path> files = Files.list(Path.of("../examples/plots"))) {
            examples = files.sorted().toList();
        }
        List<Path> descriptions = examples.stream().filter(f -> f.toString().endsWith(".json")).toList();
        for (int k = 0; k < 18; k++) {
            Path example = descriptions.get(random.nextInt(descriptions.size()));
            byte[] bytes = Files.readAllBytes(example);
            if (k % 3 == 0) {
                bytes = java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length));
            } else if (k % 3 == 1) {
                // Still JSON: one number made extreme, where a value's check must hold.
                String text = new String(bytes, StandardCharsets.UTF_8);
                java.util.regex.Matcher m = Pattern.compile("(?<=[:\\[, ])\\d+(\\.\\d+)?(?=[,\\]} ])").matcher(text);
                List<int[]> numbers = new ArrayList<>();
                while (m.find()) {
                    numbers.add(new int[] {m.start(), m.end()});
                }
                if (!numbers.isEmpty()) {
                    int[] at = numbers.get(random.nextInt(numbers.size()));
                    String[] extremes = {"0", "-1", "1e308", "-1e-320", "100000000", "0.5"};
                    text = text.substring(0, at[0]) + extremes[random.nextInt(extremes.length)] + text.substring(at[1]);
                }
                bytes = text.getBytes(StandardCharsets.UTF_8);
            } else {
                for (int n = 0; n < 4; n++) {
                    bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
                }
            }
            String name = "mutated-" + k + "-" + example.getFileName().toString().replace(".json", "");
            Path project = Files.createDirectories(dir.resolve("cases").resolve(name));
            for (Path f : examples) {
                if (!f.toString().endsWith(".json")) {
                    Files.copy(f, project.resolve(f.getFileName()));
                }
            }
            Files.write(project.resolve("figure.json"), bytes);
            cases.add(new Case(name, project, "figure.json"));
        }
    }

    private static String stream(int n, java.util.function.IntFunction<String> each) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append(each.apply(i));
        }
        return out.toString();
    }

    private static void mkfifo(Path at) throws IOException {
        try {
            Process p = new ProcessBuilder("mkfifo", at.toString()).start();
            if (p.waitFor() != 0) {
                throw new IOException("mkfifo failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }
}
