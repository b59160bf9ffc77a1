package dev.figmark.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code run.json} as typed records, read in this one place. Every part may be missing: a missing number is null, a
 * missing list or map is empty. Numbers the seed's CSVs copy as they are (an integer stays an integer) are kept as
 * {@link Number}.
 */
public record RunReport(String label, Long t0, List<Device> devices, String gpuDriver, Double hzTarget, Map<String, GroupSummary> groups,
                        Rate prefill, Rate decode, Memory memory, Energy energy, Map<String, NsysGroup> nsys,
                        Map<String, CpuProfileGroup> cpuProfile, Identity identity, Double pageCacheFraction, boolean perturbed, String format) {

    /**
     * The tool that measured the run, from its format ({@code llmperfscope-run/1} names llmperfscope); null when the
     * report does not say. figmark draws the figures; it never measured anything.
     */
    public String measuredBy() {
        if (format == null) {
            return null;
        }
        int cut = format.indexOf("-run/");
        String tool = cut > 0 ? format.substring(0, cut) : null;
        return tool == null || tool.isBlank() ? null : tool;
    }

    /** A GPU of the machine. */
    public record Device(Long index, String name) {
    }

    /** What one phase group did: its wall time, GPU and host figures and the data it moved. */
    public record GroupSummary(Number wallS, Number gpuUtilAvg, Double gpuEnergyJ, Double gpuMemPeakMib, Number hostBusyCores,
                               Double hostAnonPeakMib, Double hostFilePeakMib, Double hostDiskReadMib, Map<String, Disk> disks,
                               Double swapInMib, Double swapOutMib, Double pageCacheRefaultMib, Double pcieToGpuMibEst, Double pcieFromGpuMibEst,
                               Double nvlinkMib) {

        /** Wall time in seconds, 0 when missing. */
        public double wall() {
            return wallS == null ? 0.0 : wallS.doubleValue();
        }

        /** Sum over block devices of one field, or null when the group names no disk (the seed's {@code disk(index)}). */
        public Double disksSum(Function<Disk, Double> field) {
            if (disks.isEmpty()) {
                return null;
            }
            double sum = 0;
            for (Disk d : disks.values()) {
                Double v = field.apply(d);
                sum += v == null ? 0.0 : v;
            }
            return sum;
        }
    }

    /** Traffic of one block device during a group. */
    public record Disk(Double readMib, Double writeMib) {
    }

    /** A measured speed with its spread. */
    public record Rate(Double tokensPerS, Double stddev) {
    }

    /** Peak memory above idle, per GPU and in total, the host's peaks, and the engine's own table. */
    public record Memory(Double gpuPeakTotalMib, List<DevicePeak> devices, Double hostAnonPeakMib, Double hostFilePeakMib, List<BreakdownRow> breakdown) {
    }

    /** One GPU's peak above idle; its index is kept as written. */
    public record DevicePeak(Object index, Double peakMib) {
    }

    /** A row of the engine's memory table; only rows with {@code self} are drawn. */
    public record BreakdownRow(String name, boolean self, Double model, Double context, Double compute) {
    }

    /** GPU energy per token in each phase. */
    public record Energy(Double prefill, Double decode, Double serve) {
    }

    /** A GPU trace of one group: how each GPU's time divides, and the top kernels. */
    public record NsysGroup(List<NsysDevice> devices, List<Kernel> topKernels) {
    }

    /** One GPU's time in a trace, in milliseconds; its index is kept as written. */
    public record NsysDevice(Object device, Double spanMs, Double kernelMs, Double commMs, Double copyMs, Double idleMs) {
    }

    /** A kernel and its share of kernel time. */
    public record Kernel(String name, Double share) {
    }

    /** Host CPU sampling of one group: the number of samples and the functions by self time, most first. */
    public record CpuProfileGroup(Double samples, List<Hotspot> self) {
    }

    /** One function's share of samples, as written (threads, CPU seconds and wall share kept as numbers of the file). */
    public record Hotspot(String name, Double share, Object threads, Object cpuS, Object pctOfWall) {
    }

    /** What was measured: the engine's commit and the container image. */
    public record Identity(String gitCommit, String containerImage) {
    }

    /** Reads the report; nothing here throws for a missing or oddly typed field. */
    public static RunReport of(Json r) {
        List<Device> devices = new ArrayList<>();
        for (Json d : r.get("devices").elements()) {
            devices.add(new Device(d.get("index").integer(), d.get("name").string()));
        }
        Map<String, GroupSummary> groups = new LinkedHashMap<>();
        Json g = r.get("groups");
        for (String key : g.keys()) {
            groups.put(key, group(g.get(key)));
        }
        Json memory = r.get("memory");
        List<DevicePeak> peaks = new ArrayList<>();
        for (Json d : memory.path("gpu", "devices").elements()) {
            peaks.add(new DevicePeak(d.get("index").raw(), d.get("peak_above_baseline_mib").number()));
        }
        List<BreakdownRow> breakdown = new ArrayList<>();
        for (Json row : memory.get("breakdown_mib").elements()) {
            Object name = row.get("name").raw();
            breakdown.add(new BreakdownRow(name == null ? "None" : String.valueOf(name), row.get("self").truthy(), row.get("model").number(),
                    row.get("context").number(), row.get("compute").number()));
        }
        Map<String, NsysGroup> nsys = new LinkedHashMap<>();
        Json ng = r.path("nsys", "groups");
        for (String key : ng.keys()) {
            List<NsysDevice> ds = new ArrayList<>();
            for (Json d : ng.get(key).get("devices").elements()) {
                ds.add(new NsysDevice(d.get("device").raw(), d.get("span_ms").number(), d.get("kernel_ms").number(), d.get("comm_ms").number(),
                        d.get("copy_ms").number(), d.get("idle_ms").number()));
            }
            List<Kernel> kernels = new ArrayList<>();
            for (Json k : ng.get(key).get("top_kernels").elements()) {
                kernels.add(new Kernel(k.get("name").string(""), k.get("share").number()));
            }
            nsys.put(key, new NsysGroup(ds, kernels));
        }
        Map<String, CpuProfileGroup> profile = new LinkedHashMap<>();
        Json pg = r.path("cpu_profile", "groups");
        for (String key : pg.keys()) {
            List<Hotspot> self = new ArrayList<>();
            for (Json x : pg.get(key).get("self").elements()) {
                self.add(new Hotspot(x.get("name").string(""), x.get("share").number(), x.get("threads").raw(), x.get("cpu_s").raw(),
                        x.get("pct_of_wall_on_busiest_thread").raw()));
            }
            profile.put(key, new CpuProfileGroup(pg.get(key).get("samples").number(), self));
        }
        Json identity = r.get("identity");
        Long t0 = r.get("t0_monotonic_ns").integer();
        return new RunReport(r.get("label").truthy() ? r.get("label").string() : null, t0 != null && t0 != 0 ? t0 : null,
                Collections.unmodifiableList(devices), r.get("gpu_driver").truthy() ? String.valueOf(r.get("gpu_driver").raw()) : null,
                r.path("sampler", "hz_target").number(), Collections.unmodifiableMap(groups),
                rate(r.path("throughput", "prefill")), rate(r.path("throughput", "decode")),
                new Memory(memory.path("gpu", "peak_above_baseline_total_mib").number(), List.copyOf(peaks), memory.path("host", "anon_peak_mib").number(),
                        memory.path("host", "file_peak_mib").number(), List.copyOf(breakdown)),
                new Energy(r.path("energy", "prefill_j_per_token").number(), r.path("energy", "decode_j_per_token").number(),
                        r.path("energy", "serve_j_per_token").number()),
                Collections.unmodifiableMap(nsys), Collections.unmodifiableMap(profile),
                new Identity(identity.get("git_commit").string(), identity.get("container_image").string()),
                r.path("machine_before", "model_page_cache_fraction").number(), r.get("perturbed").truthy(), r.get("format").string());
    }

    private static Rate rate(Json t) {
        return new Rate(t.get("tokens_per_s").number(), t.get("stddev").number());
    }

    private static GroupSummary group(Json g) {
        Map<String, Disk> disks = new LinkedHashMap<>();
        Json d = g.path("flows", "disks");
        for (String name : d.keys()) {
            disks.put(name, new Disk(d.get(name).get("read_mib").number(), d.get(name).get("write_mib").number()));
        }
        Json f = g.get("flows");
        return new GroupSummary(number(g.get("wall_s")), number(g.path("gpu", "util_avg")), g.path("gpu", "energy_j").number(),
                g.path("gpu", "mem_peak_mib").number(), number(g.path("host", "busy_cores")), g.path("host", "anon_peak_mib").number(),
                g.path("host", "file_peak_mib").number(), g.path("host", "disk_read_mib").number(), Collections.unmodifiableMap(disks),
                f.get("swap_in_mib").number(), f.get("swap_out_mib").number(), f.get("page_cache_refault_mib").number(),
                f.get("pcie_to_gpu_mib_est").number(), f.get("pcie_from_gpu_mib_est").number(), f.get("nvlink_mib").number());
    }

    /** A number as written: an integer stays a Long, so the CSV writes it as the seed does. */
    private static Number number(Json v) {
        Double d = v.number();
        if (d == null) {
            return null;
        }
        return v.raw() instanceof Long l ? l : d;
    }

    /** A group's summary, or an empty one. */
    public GroupSummary group(String name) {
        GroupSummary g = groups.get(name);
        return g != null ? g : EMPTY;
    }

    private static final GroupSummary EMPTY = new GroupSummary(null, null, null, null, null, null, null, null, Map.of(), null, null, null, null,
            null, null);
}
