package dev.figmark.transform;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Calculate;
import dev.figmark.model.Filter;
import dev.figmark.model.Series;
import dev.figmark.model.Transform;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A file read in parts through an aggregate ({@link Streamed}, issues #44 and #46) gives the table the whole file
 * gives: the same groups in the same order, the same group fields and lines, each statistic within 1e-12 of the
 * whole read's (sums taken in another order) and the same warnings with the same counts; a file of several parts (a
 * part is at least a megabyte) with empty cells, a filter and a calculation before the aggregate.
 */
class StreamedTest {

    private static final double TOLERANCE = 1e-12;

    @TempDir
    Path dir;

    /** A CSV of {@code rows} trials over a few engines, batch sizes and days, some cells empty, some values negative. */
    private Path trials(int rows, boolean empties) throws IOException {
        Path file = dir.resolve("trials.csv");
        Random random = new Random(20261205L);
        String[] engines = {"vLLM", "SGLang", "HF", "TensorRT-LLM"};
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write("engine,batch,day,tokens_per_s,ttft_ms\n");
            for (int i = 0; i < rows; i++) {
                int e = random.nextInt(engines.length);
                int b = 1 << random.nextInt(7);
                double tokens = Math.round((40 * (e + 1) * Math.pow(b, 0.85) * (1 + random.nextGaussian() * 0.05)) * 10) / 10.0;
                double ttft = Math.round((30 * (1 + b / 64.0) * (1 + random.nextGaussian() * 0.3) - 5) * 100) / 100.0;
                boolean empty = empties && random.nextInt(997) == 0;
                w.write(engines[e] + "," + b + ",2026-12-0" + (1 + random.nextInt(3)) + "," + (empty ? "" : tokens) + "," + ttft + "\n");
            }
        }
        return file;
    }

    private static Table whole(Path file, List<Transform> steps, List<String> warnings) {
        Table t = Tables.read(file, "trials.csv", null, false, warnings::add);
        return Steps.apply(t, steps, "d.json: panels[0].transform", warnings::add);
    }

    private static Table parts(Path file, List<Transform> steps, List<String> warnings) {
        List<Streamed.Step> before = new ArrayList<>();
        for (int i = 0; i < steps.size() - 1; i++) {
            before.add(new Streamed.Step(steps.get(i), "d.json: panels[0].transform[" + i + "]"));
        }
        Streamed streamed = new Streamed(before, (Aggregate) steps.get(steps.size() - 1), "d.json: panels[0].transform[" + (steps.size() - 1) + "]",
                warnings::add);
        int[] parts = new int[1];
        Tables.stream(file, "trials.csv", false, warnings::add, name -> true, part -> {
            parts[0]++;
            streamed.accept(part);
        });
        assertTrue(parts[0] >= 4, "read in " + parts[0] + " parts");
        return streamed.finish();
    }

    @ParameterizedTest
    @ValueSource(strings = {"mean", "sum", "count", "min", "max", "sd", "sem", "ci95"})
    void everyStatisticOfMomentsIsTheWholeReadsWithTheSameWarnings(String statistic) throws IOException {
        Path file = trials(200_000, true);
        List<Transform> steps = List.of(new Filter("batch >= 2"), new Calculate("log(ttft_ms)", "log_ttft"),
                new Aggregate(statistic, List.of("engine", "batch", "day"), List.of("tokens_per_s", "log_ttft"), null, Series.Missing.SKIP));
        List<String> saidWhole = new ArrayList<>();
        List<String> saidParts = new ArrayList<>();
        Table expected = whole(file, steps, saidWhole);
        Table actual = parts(file, steps, saidParts);
        assertEquals(expected.names(), actual.names());
        assertArrayEquals(expected.lines(), actual.lines(), "each group's first line");
        for (String key : List.of("engine", "batch", "day")) {
            for (int r = 0; r < expected.rows(); r++) {
                assertEquals(expected.column(key).text(r), actual.column(key).text(r), key + " of group " + r);
            }
            assertEquals(expected.column(key).type(), actual.column(key).type());
        }
        for (String field : List.of("tokens_per_s", "log_ttft")) {
            Column.Numbers e = (Column.Numbers) expected.column(field);
            Column.Numbers a = (Column.Numbers) actual.column(field);
            for (int r = 0; r < expected.rows(); r++) {
                close(e.value(r), a.value(r), statistic + " of " + field + " in group " + r);
                for (String spread : List.of("sd", "sem", "ci95", "min", "max", "mean", "count")) {
                    close(Statistics.of(spread, e.samples(), r), Statistics.of(spread, a.samples(), r), spread + " behind " + field + " in group " + r);
                }
            }
        }
        assertEquals(saidWhole, saidParts);
        assertEquals(2, saidParts.size(), "the logarithms of negative numbers and the empty cells, once each: " + saidParts);
    }

    private static void close(double expected, double actual, String what) {
        if (Double.isNaN(expected)) {
            assertTrue(Double.isNaN(actual), what + ": " + actual + " where the whole read has none");
            return;
        }
        assertEquals(expected, actual, TOLERANCE * Math.max(1, Math.abs(expected)), what);
    }

    @Test
    void jsonLinesWhoseFieldFirstAppearsInALaterPartAreTheWholeReads() throws IOException {
        Path csv = trials(200_000, true);
        Path lines = dir.resolve("trials.jsonl");
        List<String> rows = Files.readAllLines(csv);
        try (Writer w = Files.newBufferedWriter(lines)) {
            for (int i = 1; i < rows.size(); i++) {
                String[] c = rows.get(i).split(",", -1);
                // ttft_ms first appears a third of the way in: the lines before lack it, missing as when read whole.
                w.write("{\"engine\": \"" + c[0] + "\", \"batch\": " + c[1] + ", \"day\": \"" + c[2] + "\", \"tokens_per_s\": "
                        + (c[3].isEmpty() ? "null" : c[3]) + (i > rows.size() / 3 ? ", \"ttft_ms\": " + c[4] : "") + "}\n");
            }
        }
        List<Transform> steps = List.of(new Filter("batch >= 2"),
                new Aggregate("mean", List.of("engine", "batch"), List.of("tokens_per_s", "ttft_ms"), null, Series.Missing.SKIP));
        List<String> saidWhole = new ArrayList<>();
        List<String> saidParts = new ArrayList<>();
        Table expected = Steps.apply(Tables.read(lines, "trials.jsonl", null, false, saidWhole::add), steps, "d.json: panels[0].transform", saidWhole::add);
        Streamed streamed = new Streamed(List.of(new Streamed.Step(steps.get(0), "d.json: panels[0].transform[0]")), (Aggregate) steps.get(1),
                "d.json: panels[0].transform[1]", saidParts::add);
        int[] parts = new int[1];
        Tables.stream(lines, "trials.jsonl", false, saidParts::add, name -> true, part -> {
            parts[0]++;
            streamed.accept(part);
        });
        Table actual = streamed.finish();
        assertTrue(parts[0] >= 4, "read in " + parts[0] + " parts");
        assertArrayEquals(expected.lines(), actual.lines());
        for (String field : List.of("tokens_per_s", "ttft_ms")) {
            for (int r = 0; r < expected.rows(); r++) {
                close(((Column.Numbers) expected.column(field)).value(r), ((Column.Numbers) actual.column(field)).value(r), field + " in group " + r);
            }
        }
        assertEquals(saidWhole, saidParts, "the lines without ttft_ms counted alike");
        String typo = assertThrows(InputException.class, () -> {
            Streamed wrong = new Streamed(List.of(), new Aggregate("mean", List.of("engnie"), List.of("tokens_per_s"), null, Series.Missing.SKIP), "d.json: t[0]",
                    w -> { });
            Tables.stream(lines, "trials.jsonl", false, w -> { }, name -> true, wrong);
            wrong.finish();
        }).getMessage();
        assertTrue(typo.startsWith("d.json: t[0]: no field \"engnie\" in any row of the file; fields are engine, batch, day, tokens_per_s"), typo);
    }

    @Test
    void aCountOfRowsWithoutFieldsIsTheWholeReads() throws IOException {
        Path file = trials(150_000, false);
        List<Transform> steps = List.of(new Aggregate("count", List.of("batch"), null, null, null));
        Table expected = whole(file, steps, new ArrayList<>());
        Table actual = parts(file, steps, new ArrayList<>());
        assertEquals(expected, actual);
    }

    @Test
    void anEmptyCellIsRefusedAtItsLineWithoutSkip() throws IOException {
        Path file = trials(150_000, true);
        List<Transform> steps = List.of(new Aggregate("mean", List.of("engine"), List.of("tokens_per_s"), null, null));
        String whole = assertThrows(InputException.class, () -> whole(file, steps, new ArrayList<>())).getMessage();
        String parts = assertThrows(InputException.class, () -> parts(file, steps, new ArrayList<>())).getMessage();
        String line = whole.replaceFirst("^.*?trials\\.csv:(\\d+):.*$", "$1");
        assertTrue(parts.contains("trials.csv:" + line + ": \"tokens_per_s\" has no number"), parts + " against " + whole);
    }

    @Test
    void aFilterThatKeepsNoRowOfAnyPartIsRefusedAsTheWholeReadRefusesIt() throws IOException {
        Path file = trials(150_000, false);
        List<Transform> steps = List.of(new Filter("batch > 1000"), new Aggregate("mean", List.of("engine"), null, null, null));
        String whole = assertThrows(InputException.class, () -> whole(file, steps, new ArrayList<>())).getMessage();
        String parts = assertThrows(InputException.class, () -> parts(file, steps, new ArrayList<>())).getMessage();
        assertEquals(whole, parts);
    }

    @Test
    void aColumnThatTurnsToTextInALaterPartIsRefusedNamingWhere() throws IOException {
        Path file = trials(150_000, false);
        Files.writeString(file, "HF,8,2026-12-01,fast,3\n", java.nio.file.StandardOpenOption.APPEND);
        List<Transform> steps = List.of(new Aggregate("mean", List.of("engine"), List.of("ttft_ms"), null, null));
        String said = assertThrows(InputException.class, () -> parts(file, steps, new ArrayList<>())).getMessage();
        assertTrue(said.startsWith("trials.csv: the column \"tokens_per_s\" holds texts from about line "), said);
        assertTrue(said.contains("after numbers before it") && said.contains("-Xmx"), said);
    }
}
