package dev.figmark.data;

import java.util.Arrays;
import java.util.function.DoubleUnaryOperator;

/**
 * GPU utilization at every tick, from the driver's history interpolated while the samples stream past, as numpy's
 * {@code interp} over the whole history would give it. A tick's values are added over GPUs in device order (numpy's
 * order) as soon as every GPU's history has passed it, and then forgotten, so a day of history is never held.
 * A GPU with fewer than two history samples falls back to its gauge, as the seed does.
 */
final class Utilization {

    private final Column ticks;
    private final DoubleUnaryOperator seconds;
    private final int devices;
    private final boolean keepRows;
    /** Per GPU, values of ticks from {@link #base} on, resolved so far. */
    private final double[][] pending;
    private final int[] resolved;
    private final int[] samples;
    private final double[] lastS;
    private final double[] lastV;
    private final Column sums = new Column(1024);
    private final Column[] rows;
    private int base;
    private long outOfOrder;

    Utilization(Column ticks, DoubleUnaryOperator seconds, int devices, boolean keepRows) {
        this.ticks = ticks;
        this.seconds = seconds;
        this.devices = devices;
        this.keepRows = keepRows;
        this.pending = new double[devices][64];
        this.resolved = new int[devices];
        this.samples = new int[devices];
        this.lastS = new double[devices];
        this.lastV = new double[devices];
        this.rows = new Column[keepRows ? devices : 0];
        for (int k = 0; k < rows.length; k++) {
            rows[k] = new Column(1024);
        }
    }

    private void put(int k, int tick, double value) {
        int at = tick - base;
        if (at >= pending[k].length) {
            pending[k] = Arrays.copyOf(pending[k], Math.max(at + 1, pending[k].length * 2));
        }
        pending[k][at] = value;
    }

    /** One history sample of GPU slot {@code k}; samples must come in time order, others are counted and skipped. */
    void sample(int k, double tNs, double value) {
        double s = seconds.applyAsDouble(tNs);
        int n = ticks.size();
        if (samples[k] == 0) {
            while (resolved[k] < n && seconds.applyAsDouble(ticks.get(resolved[k])) <= s) {
                put(k, resolved[k]++, value);
            }
        } else if (s < lastS[k]) {
            outOfOrder++;
            return;
        } else if (s > lastS[k]) {
            double slope = (value - lastV[k]) / (s - lastS[k]);
            while (resolved[k] < n) {
                double x = seconds.applyAsDouble(ticks.get(resolved[k]));
                if (x >= s) {
                    break;
                }
                put(k, resolved[k]++, x == lastS[k] ? lastV[k] : slope * (x - lastS[k]) + lastV[k]);
            }
        }
        lastS[k] = s;
        lastV[k] = value;
        samples[k]++;
    }

    /** Adds up, in device order, the ticks every GPU has passed, once every GPU has a history to interpolate. */
    void settle() {
        if (devices == 0) {
            return;
        }
        int ready = ticks.size();
        for (int k = 0; k < devices; k++) {
            if (samples[k] < 2) {
                return;
            }
            ready = Math.min(ready, resolved[k]);
        }
        if (ready - base < 4096) {
            return;
        }
        flush(ready);
    }

    private void flush(int upTo) {
        for (int i = base; i < upTo; i++) {
            double sum = 0;
            for (int k = 0; k < devices; k++) {
                double v = pending[k][i - base];
                sum += v;
                if (keepRows) {
                    rows[k].add(v);
                }
            }
            sums.add(sum);
        }
        int done = upTo - base;
        for (int k = 0; k < devices; k++) {
            pending[k] = Arrays.copyOfRange(pending[k], done, Math.max(done + 64, pending[k].length));
        }
        base = upTo;
    }

    /** Resolves what is left (history after the last sample keeps its last value; no history: the gauge). */
    void finish(FloatColumn[] gauges) {
        int n = ticks.size();
        for (int k = 0; k < devices; k++) {
            for (int i = resolved[k]; i < n; i++) {
                put(k, i, samples[k] >= 1 ? lastV[k] : 0);
            }
            resolved[k] = n;
            if (samples[k] < 2 && gauges[k] != null) {
                for (int i = base; i < n; i++) {
                    double g = gauges[k].get(i);
                    put(k, i, Double.isNaN(g) ? 0 : g);
                }
            }
        }
        flush(n);
    }

    /** True once the GPU in slot {@code k} has a history to interpolate (two samples or more): its gauge is not needed. */
    boolean fromHistory(int k) {
        return samples[k] >= 2;
    }

    long outOfOrder() {
        return outOfOrder;
    }

    /** Sum over GPUs per tick. */
    double[] sums() {
        return sums.toArray();
    }

    /** Per GPU, the value at each tick; only when rows were kept. */
    double[] row(int k) {
        return rows[k].toArray();
    }
}
