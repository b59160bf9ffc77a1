package dev.figmark.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One run directory: its report, its samples and its requests, with the time axis starting when the process started
 * (the first phase that is not the baseline).
 */
public final class RunData {

    /** The lifecycle's phase groups in their natural order. */
    public static final List<String> PHASE_ORDER = List.of("startup", "run", "download", "load", "setup", "warmup", "prefill", "decode",
            "serve", "observe", "teardown", "idle");

    private final Path dir;
    private final Json report;
    private final RunReport typed;
    private final String label;
    private final List<Integer> devices;
    private final List<Phase> phases;
    private final Long t0Report;
    private final double spawn;
    private final Consumer<String> warn;
    private Double lastTick;
    private double t0;
    private List<Request> requests;

    private RunData(Path dir, Json report, String label, List<Integer> devices, List<Phase> phases, Consumer<String> warn) {
        this.dir = dir;
        this.report = report;
        this.typed = RunReport.of(report);
        this.label = label;
        this.devices = devices;
        this.phases = phases;
        this.warn = warn;
        Long t0Field = report.get("t0_monotonic_ns").integer();
        this.t0Report = t0Field != null && t0Field != 0 ? t0Field : null;
        this.t0 = t0Report == null ? 0 : t0Report;
        double started = 0;
        for (Phase p : phases) {
            if (!p.group().equals("baseline")) {
                started = p.start();
                break;
            }
        }
        this.spawn = started;
    }

    /** Opens a run directory; {@code label} overrides the report's own, and warnings about bad samples go to {@code warn}. */
    public static RunData open(Path dir, String label, Consumer<String> warn) {
        if (Files.isRegularFile(dir)) {
            throw new InputException(dir + ": is a file; a run is a directory holding run.json");
        }
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            throw new InputException(dir + ": is a symbolic link that leads nowhere (a loop, or a missing target)");
        }
        if (!Files.isDirectory(dir)) {
            throw new InputException(dir + ": no such run directory");
        }
        Path reportFile = dir.resolve("run.json");
        Json report = Json.read(reportFile);
        if (!report.isObject()) {
            throw new InputException(reportFile + ":1:1: expected a JSON object (the run report), found " + report.kind());
        }
        Warnings warnings = new Warnings(reportFile.toString());
        List<Integer> devices = new ArrayList<>();
        for (Json d : report.get("devices_used").elements()) {
            Long index = d.integer();
            if (index == null || index < 0 || index > 4096) {
                warnings.count("devices_used entries that are not GPU indices were skipped", "devices_used");
            } else if (!devices.contains(index.intValue())) {
                devices.add(index.intValue());
            }
        }
        List<Phase> phases = new ArrayList<>();
        for (Json p : report.get("phases").elements()) {
            Double start = p.get("start_s").number();
            Double end = p.get("end_s").number();
            String group = p.get("group").string();
            if (start == null || end == null || group == null) {
                warnings.count("phases without a group, start_s or end_s were skipped", "phases");
                continue;
            }
            phases.add(new Phase(p.get("name").string(group), group, start, end));
        }
        warnings.report(warn);
        String name = label != null && !label.isEmpty() ? label : report.get("label").truthy() ? report.get("label").string(dir.getFileName().toString())
                : String.valueOf(dir.toAbsolutePath().normalize().getFileName());
        return new RunData(dir, report, name, devices, phases, warn);
    }

    public Path dir() {
        return dir;
    }

    public Json report() {
        return report;
    }

    public String label() {
        return label;
    }

    public List<Integer> devices() {
        return devices;
    }

    public List<Phase> phases() {
        return phases;
    }

    /** The samples, read on first use: only the timeline needs them. */
    public Samples samples() {
        return samples(false);
    }

    /**
     * The samples, with per-GPU columns when {@code perGpu}. Read afresh on each call and not kept: the timeline is
     * their only user, and a day of samples should be garbage once its series are made.
     */
    public synchronized Samples samples(boolean perGpu) {
        Samples read = SampleReader.read(dir.resolve("samples.jsonl.gz"), devices, perGpu, first -> {
            t0 = t0Report != null ? t0Report : first;
            return this::seconds;
        }, warn);
        lastTick = read.lastTime();
        return read;
    }

    /** Monotonic time of the last tick read, or null before the samples were read or when there are none. */
    public Double lastTick() {
        return lastTick;
    }

    /** Seconds since the process started, for a monotonic time in nanoseconds. */
    public double seconds(double tNs) {
        return (tNs - t0) / 1e9 - spawn;
    }

    public double spawn() {
        return spawn;
    }

    /** Contiguous phases of one group; zero-length phases do not break them up. */
    public List<Band> bands() {
        List<Band> out = new ArrayList<>();
        for (Phase p : phases) {
            if (p.group().equals("baseline") || p.group().equals("tail") || p.end() - p.start() < 0.001) {
                continue;
            }
            double start = p.start() - spawn;
            double end = p.end() - spawn;
            if (!out.isEmpty() && out.get(out.size() - 1).group().equals(p.group())) {
                Band last = out.remove(out.size() - 1);
                out.add(new Band(p.group(), last.start(), end));
            } else {
                out.add(new Band(p.group(), start, end));
            }
        }
        return out;
    }

    /** The report as typed records. */
    public RunReport typed() {
        return typed;
    }

    /** A group's summary, or an empty one when the report lacks it. */
    public RunReport.GroupSummary group(String name) {
        return typed.group(name);
    }

    /** Groups that did real work (at least 5 ms), in the natural phase order, then any others in report order. */
    public List<String> workingGroups() {
        Map<String, RunReport.GroupSummary> groups = typed.groups();
        List<String> out = new ArrayList<>();
        for (String g : PHASE_ORDER) {
            if (groups.containsKey(g) && groups.get(g).wall() >= 0.005) {
                out.add(g);
            }
        }
        for (String g : groups.keySet()) {
            if (!PHASE_ORDER.contains(g) && !g.equals("baseline") && !g.equals("tail") && groups.get(g).wall() >= 0.005) {
                out.add(g);
            }
        }
        return out;
    }

    /** The serving levels of the throughput table, by concurrency. */
    public List<ServeLevel> serveLevels() {
        List<ServeLevel> out = new ArrayList<>();
        Json throughput = report.get("throughput");
        for (String key : throughput.keys()) {
            Json t = throughput.get(key);
            Double concurrency = t.get("concurrency").number();
            if (!t.isObject() || concurrency == null || !t.get("output_tokens_per_s").truthy() || t.get("output_tokens_per_s").number() == null) {
                continue;
            }
            out.add(new ServeLevel(key, concurrency, t.get("output_tokens_per_s").number(), t.path("ttft_ms", "p50").number(),
                    t.path("ttft_ms", "p99").number(), t.path("itl_ms", "p50").number(), t.path("itl_ms", "p99").number()));
        }
        out.sort((a, b) -> Double.compare(a.concurrency(), b.concurrency()));
        return out;
    }

    /** The per-request records, read once; lines that cannot be used are skipped and counted. */
    public List<Request> requests() {
        if (requests == null) {
            requests = readRequests(dir.resolve("requests.jsonl"), warn);
        }
        return requests;
    }

    static List<Request> readRequests(Path path, Consumer<String> warn) {
        if (!Files.isRegularFile(path)) {
            return new ArrayList<>();
        }
        List<Request> plain = PlainRequests.read(path);
        return plain != null ? plain : readRequestLines(path, warn);
    }

    /** The requests file read line by line: each line that cannot be used is skipped, and counted in one warning. */
    static List<Request> readRequestLines(Path path, Consumer<String> warn) {
        List<Request> out = new ArrayList<>();
        Warnings warnings = new Warnings(path.toString());
        long number = 0;
        try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                Json row;
                try {
                    row = Json.parse(line, path + ":" + number);
                } catch (InputException e) {
                    warnings.count("lines that are not JSON were skipped", "line " + number);
                    continue;
                }
                Double level = row.get("level").number();
                Double ttft = row.get("ttft_s").number();
                if (level == null || ttft == null) {
                    if (!row.get("level").isNull() && !row.get("ttft_s").isNull()) {
                        warnings.count("requests whose level or ttft_s is not a number were skipped", "line " + number);
                    }
                    continue;
                }
                List<Json> gaps = row.get("itl_s").elements();
                double[] itl = new double[gaps.size()];
                int k = 0;
                for (Json gap : gaps) {
                    Double v = gap.number();
                    if (v == null) {
                        warnings.count("gaps that are not numbers were skipped", "line " + number);
                    } else {
                        itl[k++] = v;
                    }
                }
                out.add(new Request(level, ttft, java.util.Arrays.copyOf(itl, k)));
            }
        } catch (IOException e) {
            warnings.count("cannot be read past this point (" + e.getMessage() + ")", "line " + (number + 1));
        }
        warnings.report(warn);
        return out;
    }

    /** "8 x NVIDIA H100 80GB HBM3": the used GPUs counted by name, in the order the report lists them. */
    public String hardware() {
        Map<String, Integer> names = new LinkedHashMap<>();
        for (RunReport.Device d : typed.devices()) {
            if (d.index() != null && devices.contains(d.index().intValue())) {
                names.merge(d.name() == null ? "None" : d.name(), 1, Integer::sum);
            }
        }
        List<String> parts = new ArrayList<>();
        names.forEach((name, count) -> parts.add(count + " x " + name));
        return String.join(", ", parts);
    }
}
