package dev.figmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.SeriesValues;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDataTest {

    static final Path EXAMPLES = Path.of("../examples");

    @TempDir
    Path dir;

    @Test
    void readsTheFixtureAsTheSeedDoes() {
        RunData run = RunData.open(EXAMPLES.resolve("llama70b-8gpu"), null, m -> { });
        assertEquals("8 x NVIDIA H100 80GB HBM3", run.hardware());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), run.devices());
        assertEquals(List.of(1.0, 4.0, 16.0, 64.0), run.serveLevels().stream().map(ServeLevel::concurrency).toList(), "sorted by concurrency");
        assertEquals("startup", run.workingGroups().get(0));
        assertTrue(run.bands().stream().noneMatch(b -> b.group().equals("baseline") || b.group().equals("tail")));
        assertEquals(0.0, run.bands().get(0).start(), 1e-12, "time zero is the process start");
    }

    @Test
    void readsTheReportIntoTypedRecords() {
        RunReport report = RunData.open(EXAMPLES.resolve("llama70b-8gpu"), null, m -> { }).typed();
        assertEquals(558144.0, report.memory().gpuPeakTotalMib());
        assertEquals(8, report.nsys().get("prefill").devices().size());
        assertEquals(1840.0, report.cpuProfile().get("load").samples());
        assertEquals("3f9c2a71d4", report.identity().gitCommit().substring(0, 10));
        assertEquals(10.0, report.hzTarget());
        assertEquals(58.333, report.energy().decode());
        RunReport.GroupSummary load = report.group("load");
        assertEquals(26.0, load.wall());
        assertEquals(136826.9, load.disksSum(RunReport.Disk::readMib), 1e-9);
        assertEquals(null, report.group("no such group").gpuUtilAvg(), "a missing group is empty, not an error");
        assertEquals(8, report.devices().size());
    }

    @Test
    void sumsInNumpysOrder() {
        assertEquals(0.1 + 0.2 + 0.3 + 0.4 + 0.5 + 0.6 + 0.7 + 0.8, PairwiseSum.of(new double[] {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8}, 0, 8), 1e-12);
    }

    private static List<Double> toList(double[] values) {
        List<Double> out = new ArrayList<>();
        for (double v : values) {
            out.add(v);
        }
        return out;
    }

    @Test
    void aMissingOrBrokenReportIsOneClearLine() throws IOException {
        InputException missing = assertThrows(InputException.class, () -> RunData.open(dir, null, m -> { }));
        assertEquals(dir.resolve("run.json") + ": no such file", missing.getMessage());
        Files.writeString(dir.resolve("run.json"), "{\n  \"label\": \"x\",\n  \"phases\": [1, 2,]\n}");
        InputException broken = assertThrows(InputException.class, () -> RunData.open(dir, null, m -> { }));
        assertTrue(broken.getMessage().startsWith(dir.resolve("run.json") + ":3:"), broken.getMessage());
        assertTrue(broken.getMessage().contains("not valid JSON"), broken.getMessage());
        Files.writeString(dir.resolve("run.json"), "[1, 2]");
        assertTrue(assertThrows(InputException.class, () -> RunData.open(dir, null, m -> { })).getMessage().contains("expected a JSON object"));
        assertTrue(assertThrows(InputException.class, () -> RunData.open(dir.resolve("run.json"), null, m -> { })).getMessage().contains("is a file"));
    }

    @Test
    void oddReportFieldsAreSkippedWithAWarningNotAnException() throws IOException {
        Files.writeString(dir.resolve("run.json"), "{\"devices_used\": [0, \"one\", -3], \"phases\": [{\"group\": \"load\"}, {\"name\": \"x\", \"group\": \"load\", "
                + "\"start_s\": 1, \"end_s\": 2}], \"throughput\": {\"a\": {\"concurrency\": \"many\", \"output_tokens_per_s\": 3}}, \"groups\": []}");
        List<String> warnings = new ArrayList<>();
        RunData run = RunData.open(dir, null, warnings::add);
        assertEquals(List.of(0), run.devices());
        assertEquals(1, run.phases().size());
        assertEquals(List.of(), run.serveLevels());
        assertEquals(List.of(), run.workingGroups());
        assertEquals(2, warnings.size(), warnings.toString());
        assertEquals(0, run.samples().ticks());
    }
}
