package dev.figmark.data;

import java.util.function.DoubleUnaryOperator;
import java.util.function.Supplier;

/**
 * Where a tick goes once read: per-tick sums over GPUs in numpy's order, the utilization and energy grids, the host
 * and slow-block columns of {@link Samples}.
 */
final class TickStore {

    /** The slow block of one tick, before it is stored. */
    static final class SlowTick {
        double read = Double.NaN;
        double written = Double.NaN;
        boolean disks;
        double io = Double.NaN;
        double memory = Double.NaN;
        double cpu = Double.NaN;
        double[][] pcie;
        boolean pcieTruthy;
        double[] nvlink;
        boolean nvlinkTruthy;
        double[][] history;
    }

    private final Samples out;
    private final Warnings warnings;
    private final DoubleUnaryOperator seconds;
    private final double[][] gpu;
    private final boolean[] seen;
    private final double[] host;
    private final double[] across;
    private final Supplier<String> where;

    /** Stores from the reader's per-tick buffers, which it refills before each tick. */
    TickStore(Samples out, Warnings warnings, DoubleUnaryOperator seconds, double[][] gpu, boolean[] seen, double[] host, Supplier<String> where) {
        this.out = out;
        this.warnings = warnings;
        this.seconds = seconds;
        this.gpu = gpu;
        this.seen = seen;
        this.host = host;
        this.across = new double[gpu.length];
        this.where = where;
    }

    /** Stores a tick whose values are in the reader's buffers. */
    void tick(double t) {
        out.t.add(t);
        int n = out.devices.size();
        for (int k = 0; k < n; k++) {
            if (!seen[k]) {
                warnings.count("ticks lack a GPU that devices_used names; its values were taken as missing", where);
            }
        }
        double s = n > 0 ? seconds.applyAsDouble(t) : 0;
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][SampleReader.G_MEM]) / 1024;
        }
        out.memorySum.add(PairwiseSum.of(across, 0, n));
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][SampleReader.G_POWER]);
        }
        out.powerSum.add(PairwiseSum.of(across, 0, n));
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][SampleReader.G_SM]);
        }
        out.clockSum.add(PairwiseSum.of(across, 0, n));
        for (int k = 0; k < n; k++) {
            // The gauge is only the fallback of a GPU without history: once it has two samples, it is not kept.
            if (out.util[k] != null && out.utilization.fromHistory(k)) {
                out.util[k] = null;
            } else if (out.util[k] != null) {
                out.util[k].add(gpu[k][SampleReader.G_UTIL]);
            }
            if (out.perGpu) {
                out.memory[k].add(gpu[k][SampleReader.G_MEM]);
                out.power[k].add(gpu[k][SampleReader.G_POWER]);
            }
            if (!Double.isNaN(gpu[k][SampleReader.G_ENERGY])) {
                if (out.energy[k] == null) {
                    out.energy[k] = new EnergyGrid(seconds.applyAsDouble(out.t.get(0)));
                }
                out.energy[k].add(s, gpu[k][SampleReader.G_ENERGY] / 1000.0);
            }
        }
        out.anon.add(host[0]);
        out.file.add(host[1]);
        out.cpu.add((host[2] + host[3]) / 100.0);
    }

    private static double zero(double v) {
        return Double.isNaN(v) ? 0 : v;
    }

    /** Stores the slow block of a tick. */
    void slow(double t, SlowTick s) {
        out.slowT.add(t);
        int n = out.devices.size();
        if (s.history != null) {
            for (int k = 0; k < n; k++) {
                double[] pairs = s.history[k];
                if (pairs != null) {
                    for (int i = 0; i < pairs.length; i += 2) {
                        out.utilization.sample(k, pairs[i], pairs[i + 1]);
                    }
                }
            }
            out.utilization.settle();
        }
        out.diskRead.add(s.disks ? s.read : Double.NaN);
        out.diskWritten.add(s.disks ? s.written : Double.NaN);
        out.psiIo.add(s.io);
        out.psiMemory.add(s.memory);
        out.psiCpu.add(s.cpu);
        double to = 0;
        double from = 0;
        int toCount = 0;
        int fromCount = 0;
        if (s.pcieTruthy) {
            for (int k = 0; k < n; k++) {
                if (!Double.isNaN(s.pcie[k][1])) {
                    to += s.pcie[k][1];
                    toCount++;
                }
                if (!Double.isNaN(s.pcie[k][0])) {
                    from += s.pcie[k][0];
                    fromCount++;
                }
            }
        }
        out.pcieToGpu.add(toCount > 0 ? to / 1024 : Double.NaN);
        out.pcieFromGpu.add(fromCount > 0 ? from / 1024 : Double.NaN);
        if (s.nvlinkTruthy) {
            double sent = 0;
            for (int k = 0; k < n; k++) {
                sent += Double.isNaN(s.nvlink[k]) ? 0 : s.nvlink[k];
            }
            out.nvlinkT.add(t);
            out.nvlinkSent.add(sent / 1024);
        }
    }
}
