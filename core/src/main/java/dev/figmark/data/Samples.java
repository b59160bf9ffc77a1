package dev.figmark.data;

import java.util.List;

/**
 * The sampler's ticks as columns for the GPUs the run used, kept as small as the figures allow: per-tick sums and
 * means over GPUs (added in numpy's order), per-GPU columns only when asked for, energy already on the 0.5 s grid.
 * Times are the sampler's monotonic nanoseconds; missing values are NaN.
 */
public final class Samples {

    /** The energy grid's step, in seconds. */
    public static final double ENERGY_STEP_S = EnergyGrid.STEP;

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

    /** The GPUs' device indices, in the order of the per-GPU series. */
    public List<Integer> devices() {
        return devices;
    }

    /** The sampler's monotonic time of tick {@code i}, in nanoseconds. */
    public double time(int i) {
        return t.get(i);
    }

    /** GPU memory summed over GPUs per tick, in GiB (each GPU's divided first, as the seed does). */
    public double[] gpuMemoryGib() {
        return memorySum.toArray();
    }

    /** One GPU's memory at tick {@code i}, in MiB, NaN where missing; only when read per GPU. */
    public double gpuMemoryMib(int gpu, int i) {
        return memory[gpu].get(i);
    }

    /** The power gauges summed over GPUs per tick, in W. */
    public double[] powerW() {
        return powerSum.toArray();
    }

    /** The SM clocks summed over GPUs per tick, in MHz. */
    public double[] clockMhzSum() {
        return clockSum.toArray();
    }

    /** GPU utilization summed over GPUs per tick, in percent. */
    public double[] utilizationSum() {
        return utilization.sums();
    }

    /** One GPU's utilization per tick, in percent; only when read per GPU. */
    public double[] utilization(int gpu) {
        return utilization.row(gpu);
    }

    /** True when the GPU's energy counter has two readings or more, so power can come from it. */
    public boolean hasEnergy(int gpu) {
        return energy[gpu] != null && energy[gpu].samples() >= 2;
    }

    /** The GPU's cumulative energy in J on the {@link #ENERGY_STEP_S} grid from the first tick, {@code points} long. */
    public double[] energyJ(int gpu, int points) {
        return energy[gpu].finish(points);
    }

    /** The host's anonymous memory at tick {@code i}, in KiB. */
    public double hostAnonymousKib(int i) {
        return anon.get(i);
    }

    /** The host's file-backed memory at tick {@code i}, in KiB. */
    public double hostFileKib(int i) {
        return file.get(i);
    }

    /** The process tree's cumulative CPU time per tick, in seconds. */
    public double[] cpuS() {
        return cpu.toArray();
    }

    /** The sampler's monotonic time of slow tick {@code i}, in nanoseconds. */
    public double slowTime(int i) {
        return slowT.get(i);
    }

    /** Cumulative sectors read from disk per slow tick, all processes. */
    public double[] diskReadSectors() {
        return diskRead.toArray();
    }

    /** Cumulative sectors written to disk per slow tick, all processes. */
    public double[] diskWrittenSectors() {
        return diskWritten.toArray();
    }

    /** Cumulative pressure stall time per slow tick, in microseconds: I/O, memory and CPU. */
    public double[][] stallUs() {
        return new double[][] {psiIo.toArray(), psiMemory.toArray(), psiCpu.toArray()};
    }

    /** Sampled PCIe traffic per slow tick in MiB/s, NaN where missing: host to GPU, then GPU to host. */
    public double[][] pcieMibPerS() {
        return new double[][] {pcieToGpu.toArray(), pcieFromGpu.toArray()};
    }

    /** The NVLink counter's readings: their times in nanoseconds. */
    public double[] nvlinkTimes() {
        return nvlinkT.toArray();
    }

    /** The NVLink counter's readings: cumulative MiB sent. */
    public double[] nvlinkSentMib() {
        return nvlinkSent.toArray();
    }
}
