package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.Csv;
import dev.figmark.data.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The small promises of run figures, on every example run at both widths: every phase band is named, rankings are
 * largest first, C++ symbols are demangled, and a run's figures share one number style.
 */
class RunFiguresTest {

    @TempDir
    Path dir;

    static Stream<Arguments> runs() {
        List<Arguments> out = new ArrayList<>();
        for (String run : List.of("llama8b-1gpu", "llama70b-8gpu", "vllm-8b", "sglang-8b", "stress-16gpu", "cpu-only")) {
            for (String width : List.of("single", "double")) {
                out.add(Arguments.of(run, width));
            }
        }
        return out.stream();
    }

    private static final Pattern TEXT = Pattern.compile("<text[^>]*>([^<]*)</text>");

    private static List<String> texts(Path svg) throws Exception {
        List<String> out = new ArrayList<>();
        Matcher m = TEXT.matcher(Files.readString(svg));
        while (m.find()) {
            out.add(m.group(1).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&apos;", "'"));
        }
        return out;
    }

    @ParameterizedTest(name = "{0} at {1} width")
    @MethodSource("runs")
    void runFiguresKeepTheirSmallPromises(String run, String width) throws Exception {
        Path out = dir.resolve("out");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/" + run, "--out", out.toString(), "--width", width, "--formats", "svg");
        assertEquals(0, r.status(), r.err());

        // Every phase band is named in the ribbon, inside its band or above it with a leader: none is left unnamed.
        if (Files.exists(out.resolve("lifecycle.svg"))) {
            List<String> texts = texts(out.resolve("lifecycle.svg"));
            for (String phase : phases(run)) {
                assertTrue(texts.contains(phase), "the band '" + phase + "' is named: " + texts);
            }
            assertFalse(r.err().contains("phase band"), r.err());
        }

        // Rankings, largest first: the kernels of each phase and the functions of each phase.
        if (Files.exists(out.resolve("hotspots.csv"))) {
            assertDescending(Csv.parse(Files.readString(out.resolve("hotspots.csv"))), "phase", null, "percent_of_samples");
            List<List<String>> hotspots = Csv.parse(Files.readString(out.resolve("hotspots.csv")));
            int function = hotspots.get(0).indexOf("function");
            int label = hotspots.get(0).indexOf("label");
            for (List<String> row : hotspots.subList(1, hotspots.size())) {
                if (row.get(function).startsWith("_ZN5torch")) {
                    assertEquals("VariableType::add", row.get(label), "the C++ symbol is demangled, and the CSV keeps it whole");
                    assertTrue(texts(out.resolve("hotspots.svg")).contains("VariableType::add"));
                }
                assertFalse(row.get(label).contains("…") && !row.get(label).contains("<…>"), "a name is never cut: " + row);
            }
        }
        for (String gpuTime : List.of("gpu_time.csv", "gpu_time-1.csv", "gpu_time-2.csv")) {
            if (Files.exists(out.resolve(gpuTime))) {
                assertDescending(Csv.parse(Files.readString(out.resolve(gpuTime))), "phase", "kernel share", "percent");
            }
        }

        // One number style across the run's figures: never 1,322 in one where another writes 1K.
        List<String> full = new ArrayList<>();
        List<String> thousands = new ArrayList<>();
        try (Stream<Path> files = Files.list(out)) {
            for (Path svg : files.filter(f -> f.toString().endsWith(".svg")).sorted().toList()) {
                for (String t : texts(svg)) {
                    if (t.matches("-?[0-9]{1,3}(,[0-9]{3})+")) {
                        full.add(svg.getFileName() + ": " + t);
                    } else if (t.matches("-?[0-9.]+K")) {
                        thousands.add(svg.getFileName() + ": " + t);
                    }
                }
            }
        }
        assertTrue(full.isEmpty() || thousands.isEmpty(), "one style: " + full + " beside " + thousands);
    }

    /** The run's phase groups as the lifecycle draws them: all but the baseline and the tail. */
    private static Set<String> phases(String run) throws Exception {
        Json report = dev.figmark.data.Json.read(Path.of("../examples/" + run + "/run.json"));
        Set<String> out = new TreeSet<>();
        for (Json phase : report.get("phases").elements()) {
            String group = phase.get("group").string();
            if (!group.equals("baseline") && !group.equals("tail") && phase.get("end_s").number() - phase.get("start_s").number() >= 0.001) {
                out.add(group);
            }
        }
        return out;
    }

    /** Within each group, the rows of {@code part} (all rows when null) in descending order of {@code column}. */
    private static void assertDescending(List<List<String>> table, String group, String part, String column) {
        List<String> header = table.get(0);
        int g = header.indexOf(group);
        int v = header.indexOf(column);
        int k = header.indexOf("part");
        Map<String, List<Double>> byGroup = new LinkedHashMap<>();
        for (List<String> row : table.subList(1, table.size())) {
            if (part == null || row.get(k).equals(part)) {
                byGroup.computeIfAbsent(row.get(g), x -> new ArrayList<>()).add(Double.parseDouble(row.get(v)));
            }
        }
        for (Map.Entry<String, List<Double>> e : byGroup.entrySet()) {
            List<Double> sorted = new ArrayList<>(e.getValue());
            sorted.sort(java.util.Comparator.reverseOrder());
            assertEquals(sorted, e.getValue(), e.getKey() + ": largest first");
        }
    }

    @org.junit.jupiter.api.Test
    void aOneGpuRunsGpuTimeAtSingleWidthIsOneFigureAsShortAsItsNamesAllow() throws Exception {
        Path out = dir.resolve("gpu");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", out.toString(), "--width", "single", "--formats", "svg",
                "--kinds", "gpu-time");
        assertEquals(0, r.status(), r.err());
        assertFalse(r.err().contains("split into"), "one figure, where it came in two parts, 8.6 in together: " + r.err());
        Matcher size = Pattern.compile("height=\"([0-9.]+)pt\"").matcher(Files.readString(out.resolve("gpu_time.svg")));
        assertTrue(size.find());
        double inches = Double.parseDouble(size.group(1)) / 72;
        assertTrue(inches < 5.9, "shorter than the seed's 5.9 in, each kernel's row as tall as its own name: " + inches + " in");
    }
}
