package dev.figmark.data;

import java.util.List;

/**
 * The sampler's ticks as columns, kept only for the GPUs the run used: fast ticks (time, GPU gauges, energy counters,
 * process memory and CPU time) and slow ticks (utilization history, disk, stalls, PCIe, NVLink). Missing values are NaN.
 * Times are the sampler's monotonic nanoseconds.
 */
public final class Samples {

    final List<Integer> devices;
    final Column t = new Column(1024);
    final Column[] memory;
    final Column[] power;
    final Column[] clock;
    final Column[] util;
    final Column[] energyT;
    final Column[] energyJ;
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
    final Column[] historyT;
    final Column[] historyV;

    Samples(List<Integer> devices) {
        this.devices = List.copyOf(devices);
        int n = devices.size();
        memory = columns(n);
        power = columns(n);
        clock = columns(n);
        util = columns(n);
        energyT = columns(n);
        energyJ = columns(n);
        historyT = columns(n);
        historyV = columns(n);
    }

    private static Column[] columns(int n) {
        Column[] out = new Column[n];
        for (int i = 0; i < n; i++) {
            out[i] = new Column();
        }
        return out;
    }

    public static Samples empty(List<Integer> devices) {
        return new Samples(devices);
    }

    public int ticks() {
        return t.size();
    }

    public int slowTicks() {
        return slowT.size();
    }

    /** Monotonic time of the first tick, or null when there are none. */
    public Double firstTime() {
        return t.size() == 0 ? null : t.get(0);
    }

    public Double lastTime() {
        return t.size() == 0 ? null : t.last();
    }
}
