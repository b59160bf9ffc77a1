package dev.figmark.data;

import java.util.List;

/**
 * The sampler's ticks as columns for the GPUs the run used, kept as small as the figures allow: per-tick sums and
 * means over GPUs (added in numpy's order), per-GPU columns only when asked for, energy already on the 0.5 s grid.
 * Times are the sampler's monotonic nanoseconds; missing values are NaN.
 */
public final class Samples {

    final List<Integer> devices;
    final boolean perGpu;
    final Column t = new Column(1024);
    /** Per tick, over GPUs: memory in GiB (each divided first, as the seed does), power and clock gauges. */
    final Column memorySum = new Column(1024);
    final Column powerSum = new Column(1024);
    final Column clockSum = new Column(1024);
    /** Per GPU, only with {@link #perGpu}: memory (MiB) and the power gauge. */
    final Column[] memory;
    final Column[] power;
    /** Per GPU: the utilization gauge, the fallback where the driver's history is missing. */
    final FloatColumn[] util;
    final EnergyGrid[] energy;
    final Column anon = new Column(1024);
    final Column file = new Column(1024);
    final Column cpu = new Column(1024);

    final Column slowT = new Column();
    final Column diskRead = new Column();
    final Column diskWritten = new Column();
    final Column psiIo = new Column();
    final Column psiMemory = new Column();
    final Column psiCpu = new Column();
    final Column pcieToGpu = new Column();
    final Column pcieFromGpu = new Column();
    final Column nvlinkT = new Column();
    final Column nvlinkSent = new Column();
    /** Utilization from the driver's history, interpolated at tick times as the samples stream past. */
    Utilization utilization;

    Samples(List<Integer> devices, boolean perGpu) {
        this.devices = List.copyOf(devices);
        this.perGpu = perGpu;
        int n = devices.size();
        memory = columns(perGpu ? n : 0);
        power = columns(perGpu ? n : 0);
        util = new FloatColumn[n];
        for (int i = 0; i < n; i++) {
            util[i] = new FloatColumn();
        }
        energy = new EnergyGrid[n];
    }

    private static Column[] columns(int n) {
        Column[] out = new Column[n];
        for (int i = 0; i < n; i++) {
            out[i] = new Column();
        }
        return out;
    }

    public int ticks() {
        return t.size();
    }

    public int slowTicks() {
        return slowT.size();
    }

    public Double lastTime() {
        return t.size() == 0 ? null : t.last();
    }
}
