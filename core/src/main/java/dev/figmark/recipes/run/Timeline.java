package dev.figmark.recipes.run;

import dev.figmark.chart.SeriesValues;
import dev.figmark.data.Column;
import dev.figmark.data.RunData;
import dev.figmark.data.Samples;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The series of the lifecycle figure, derived from the samples exactly as the seed's {@code _panels} derives them.
 * Optional panels appear only when they have something to show (disk above 10 MiB/s, stalls above 5 %, PCIe above
 * 10 MiB/s, NVLink above 1 MiB/s).
 */
public final class Timeline {

    /** Every panel, in the seed's order; {@link #DEFAULT_PANELS} leaves out the clock. */
    public static final List<String> ALL_PANELS = List.of("gpu_memory", "power", "util", "clock", "host_memory", "cpu", "disk", "stall", "pcie", "nvlink");
    public static final List<String> DEFAULT_PANELS = List.of("gpu_memory", "power", "util", "host_memory", "cpu", "disk", "stall", "pcie", "nvlink");
    public static final Map<String, String> PANEL_NAMES = Map.of("gpu_memory", "GPU memory", "power", "GPU power", "util", "GPU utilization",
            "clock", "GPU clock", "host_memory", "host memory", "cpu", "host CPU", "disk", "disk traffic", "stall", "task stalls",
            "pcie", "PCIe traffic", "nvlink", "NVLink traffic");

    /** One panel of the timeline (a lane): its key, its title, its series and a fixed top (100 for percentages) or null. */
    public record Lane(String key, String title, List<SeriesValues> series, Double top) {
        public Lane {
            series = List.copyOf(series);
        }
    }

    private Timeline() {
    }

    /**
     * The lanes of a run, made once per run and options: the run's number style reads their tops before lifecycle
     * draws them (a sixtieth of a short run's time when made twice). Weakly held, so a run no longer used goes.
     */
    private static final Map<RunData, Map<List<Object>, List<Lane>>> MADE = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    public static List<Lane> panels(RunData run, List<String> wanted, boolean perGpu) {
        Map<List<Object>, List<Lane>> ofRun = MADE.computeIfAbsent(run, r -> new java.util.concurrent.ConcurrentHashMap<>());
        return ofRun.computeIfAbsent(List.of(List.copyOf(wanted), perGpu), key -> List.copyOf(make(run, wanted, perGpu)));
    }

    private static List<Lane> make(RunData run, List<String> wanted, boolean perGpu) {
        List<Integer> devices = run.devices();
        int count = devices.size();
        boolean split = perGpu && count > 1;
        Samples s = run.samples(split);
        int n = s.ticks();
        if (n == 0) {
            return List.of();
        }
        Map<String, Lane> panels = new LinkedHashMap<>();
        double[] t = new double[n];
        for (int i = 0; i < n; i++) {
            t[i] = run.seconds(s.time(i));
        }
        String suffix = count > 1 ? ", " + count + " GPUs" : "";
        if (count > 0) {
            if (split) {
                List<SeriesValues> each = new ArrayList<>();
                for (int k = 0; k < count; k++) {
                    double[] y = new double[n];
                    for (int i = 0; i < n; i++) {
                        double v = s.gpuMemoryMib(k, i);
                        y[i] = (Double.isNaN(v) ? 0 : v) / 1024;
                    }
                    each.add(SeriesValues.wrap("GPU " + devices.get(k), t, y));
                }
                panels.put("gpu_memory", new Lane("gpu_memory", "GPU memory (GiB)", each, null));
            } else {
                panels.put("gpu_memory", new Lane("gpu_memory", "GPU memory" + suffix + " (GiB)", List.of(SeriesValues.wrap("", t, s.gpuMemoryGib())), null));
            }
            power(s, t, devices, suffix, split, panels);
            utilization(s, t, devices, split, panels);
            double[] mean = s.clockMhzSum();
            for (int i = 0; i < n; i++) {
                mean[i] /= count;
            }
            panels.put("clock", new Lane("clock", "GPU clock (MHz)", List.of(SeriesValues.wrap("", t, mean)), null));
        }
        double[] anon = new double[n];
        double[] file = new double[n];
        for (int i = 0; i < n; i++) {
            anon[i] = s.hostAnonymousKib(i) / (1 << 20);
            file[i] = s.hostFileKib(i) / (1 << 20);
        }
        panels.put("host_memory", new Lane("host_memory", "Host memory (GiB)",
                List.of(SeriesValues.wrap("anonymous", t, anon), SeriesValues.wrap("file-backed", t, file)), null));
        SeriesValues cpu = rate("", t, s.cpuS(), 0.25, 1.0);
        if (cpu.size() > 0) {
            panels.put("cpu", new Lane("cpu", "Host CPU (cores)", List.of(cpu), null));
        }
        if (s.slowTicks() >= 2) {
            slow(run, s, devices, panels);
        }
        List<Lane> out = new ArrayList<>();
        for (String key : wanted) {
            if (panels.containsKey(key)) {
                out.add(panels.get(key));
            }
        }
        return out;
    }

    /** Power from the energy counters on the 0.5 s grid where every GPU has them, else from the gauge. */
    private static void power(Samples s, double[] t, List<Integer> devices, String suffix, boolean split, Map<String, Lane> panels) {
        int n = t.length;
        int points = (int) Math.max(0, Math.ceil((t[n - 1] - t[0]) / Samples.ENERGY_STEP_S));
        double[] grid = new double[points];
        for (int i = 0; i < points; i++) {
            grid[i] = t[0] + i * Samples.ENERGY_STEP_S;
        }
        double[] cumulative = new double[points];
        List<SeriesValues> perDevice = new ArrayList<>();
        boolean haveEnergy = true;
        for (int k = 0; k < devices.size(); k++) {
            if (!s.hasEnergy(k)) {
                haveEnergy = false;
                break;
            }
            double[] joules = s.energyJ(k, points);
            for (int i = 0; i < points; i++) {
                cumulative[i] += joules[i];
            }
            if (split) {
                perDevice.add(SeriesValues.wrap("GPU " + devices.get(k), midpoints(grid), differenced(grid, joules)));
            }
        }
        if (haveEnergy && points > 2) {
            panels.put("power", split
                    ? new Lane("power", "GPU power (W)", perDevice, null)
                    : new Lane("power", "GPU power" + suffix + " (W)", List.of(SeriesValues.wrap("", midpoints(grid), differenced(grid, cumulative))), null));
            return;
        }
        panels.put("power", new Lane("power", "GPU power" + suffix + " (W)", List.of(SeriesValues.wrap("", t, s.powerW())), null));
    }

    private static void utilization(Samples s, double[] t, List<Integer> devices, boolean split, Map<String, Lane> panels) {
        int count = devices.size();
        if (split) {
            List<SeriesValues> each = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                each.add(SeriesValues.wrap("GPU " + devices.get(k), t, s.utilization(k)));
            }
            panels.put("util", new Lane("util", "GPU utilization (%)", each, 100.0));
            return;
        }
        double[] mean = s.utilizationSum();
        for (int i = 0; i < mean.length; i++) {
            mean[i] /= count;
        }
        panels.put("util", new Lane("util", "GPU utilization" + (count > 1 ? ", mean" : "") + " (%)", List.of(SeriesValues.wrap("", t, mean)), 100.0));
    }

    private static void slow(RunData run, Samples s, List<Integer> devices, Map<String, Lane> panels) {
        int m = s.slowTicks();
        double[] slowT = new double[m];
        for (int i = 0; i < m; i++) {
            slowT[i] = run.seconds(s.slowTime(i));
        }
        double mib = 512.0 / (1 << 20);
        List<SeriesValues> disk = new ArrayList<>();
        SeriesValues read = rate("read", slowT, s.diskReadSectors(), 0.4, mib);
        SeriesValues written = rate("written", slowT, s.diskWrittenSectors(), 0.4, mib);
        for (SeriesValues series : List.of(read, written)) {
            if (series.size() > 0 && series.maxY(0) > 10.0) {
                disk.add(series);
            }
        }
        if (!disk.isEmpty()) {
            panels.put("disk", new Lane("disk", "Disk, all processes (MiB/s)", disk, null));
        }
        List<SeriesValues> stall = new ArrayList<>();
        String[] labels = {"I/O", "memory", "CPU"};
        double[][] psi = s.stallUs();
        for (int k = 0; k < 3; k++) {
            SeriesValues series = rate(labels[k], slowT, psi[k], 0.4, 100 / 1e6);
            if (series.size() > 0 && series.maxY(0) > 5.0) {
                double[] capped = series.y();
                for (int i = 0; i < capped.length; i++) {
                    capped[i] = Math.min(capped[i], 100.0);
                }
                stall.add(SeriesValues.wrap(labels[k], series.x(), capped));
            }
        }
        if (!stall.isEmpty()) {
            panels.put("stall", new Lane("stall", "Tasks stalled, system (%)", stall, 100.0));
        }
        List<SeriesValues> pcie = new ArrayList<>();
        String[] directions = {"RAM to GPU", "GPU to RAM"};
        double[][] flows = s.pcieMibPerS();
        for (int k = 0; k < 2; k++) {
            Column xs = new Column();
            Column ys = new Column();
            for (int i = 0; i < m; i++) {
                if (!Double.isNaN(flows[k][i])) {
                    xs.add(slowT[i]);
                    ys.add(flows[k][i]);
                }
            }
            SeriesValues series = SeriesValues.wrap(directions[k], xs.toArray(), ys.toArray());
            if (series.size() > 0 && series.maxY(0) > 10) {
                pcie.add(series);
            }
        }
        if (!pcie.isEmpty()) {
            panels.put("pcie", new Lane("pcie", "PCIe, sampled (MiB/s)", pcie, null));
        }
        if (s.nvlinkTimes().length >= 2 && !devices.isEmpty()) {
            double[] when = s.nvlinkTimes();
            for (int i = 0; i < when.length; i++) {
                when[i] = run.seconds(when[i]);
            }
            SeriesValues series = rate("", when, s.nvlinkSentMib(), 0.4, 1.0);
            if (series.size() > 0 && series.maxY(0) > 1.0) {
                panels.put("nvlink", new Lane("nvlink", "GPU to GPU, NVLink (MiB/s)", List.of(series), null));
            }
        }
    }

    /** A cumulative counter as a rate per second over windows at least {@code minDt} wide, times {@code scale}. */
    static SeriesValues rate(String label, double[] times, double[] values, double minDt, double scale) {
        Column xs = new Column();
        Column ys = new Column();
        double anchorT = Double.NaN;
        double anchorV = Double.NaN;
        for (int i = 0; i < times.length; i++) {
            double v = values[i];
            if (Double.isNaN(v)) {
                continue;
            }
            if (Double.isNaN(anchorT)) {
                anchorT = times[i];
                anchorV = v;
            } else if (times[i] - anchorT >= minDt) {
                xs.add((times[i] + anchorT) / 2);
                ys.add(Math.max(0.0, (v - anchorV) / (times[i] - anchorT)) * scale);
                anchorT = times[i];
                anchorV = v;
            }
        }
        return SeriesValues.wrap(label, xs.toArray(), ys.toArray());
    }

    /** numpy's {@code interp}: linear between known points, clamped to the first and last value outside them. */
    static double[] interp(double[] at, double[] xs, double[] ys) {
        double[] out = new double[at.length];
        int j = 0;
        int m = xs.length;
        for (int i = 0; i < at.length; i++) {
            double x = at[i];
            if (x <= xs[0]) {
                out[i] = ys[0];
                continue;
            }
            if (x >= xs[m - 1]) {
                out[i] = ys[m - 1];
                continue;
            }
            if (j > 0 && xs[j] > x) {
                j = 0;
            }
            while (j + 1 < m && xs[j + 1] <= x) {
                j++;
            }
            if (x == xs[j]) {
                out[i] = ys[j];
                continue;
            }
            double slope = (ys[j + 1] - ys[j]) / (xs[j + 1] - xs[j]);
            out[i] = slope * (x - xs[j]) + ys[j];
        }
        return out;
    }

    private static double[] midpoints(double[] grid) {
        double[] out = new double[Math.max(0, grid.length - 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = (grid[i + 1] + grid[i]) / 2;
        }
        return out;
    }

    private static double[] differenced(double[] grid, double[] values) {
        double[] out = new double[Math.max(0, grid.length - 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.max(0.0, (values[i + 1] - values[i]) / (grid[i + 1] - grid[i]));
        }
        return out;
    }
}
