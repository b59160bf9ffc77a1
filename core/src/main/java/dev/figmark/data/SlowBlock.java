package dev.figmark.data;

import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Arrays;
import java.util.function.Supplier;

/** The slow block of a tick (disks, pressure, PCIe, NVLink, the driver's utilization history), read into reused rows. */
final class SlowBlock {

    private final int[] slot;
    private final int devices;
    private final Warnings warnings;
    private final Supplier<String> where;

    /** Reads GPUs by their slot among the devices the run used; {@code where} names the line for warnings. */
    SlowBlock(int[] slot, int devices, Warnings warnings, Supplier<String> where) {
        this.slot = slot;
        this.devices = devices;
        this.warnings = warnings;
        this.where = where;
        this.pcieRows = new double[devices][2];
        this.nvlinkRows = new double[devices][2];
        this.nvlinkSent = new double[devices];
    }

    /** Per-GPU pairs of the slow block, reused from tick to tick: each is stored before the next tick is read. */
    private final double[][] pcieRows;
    private final double[][] nvlinkRows;
    private final double[] nvlinkSent;

    private static double[][] cleared(double[][] rows) {
        for (double[] row : rows) {
            Arrays.fill(row, Double.NaN);
        }
        return rows;
    }

    /** Reads the slow block of a tick, the parser on its start. */
    TickStore.SlowTick read(TickTokens p) throws IOException {
        TickStore.SlowTick s = new TickStore.SlowTick();
        int n = devices;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            switch (name) {
                case "util" -> s.history = readHistory(p, v);
                case "sys" -> readSys(p, v, s);
                case "pcie" -> {
                    s.pcie = cleared(pcieRows);
                    s.pcieTruthy = perDevice(p, v, s.pcie);
                }
                case "nvlink" -> {
                    double[][] rows = cleared(nvlinkRows);
                    s.nvlinkTruthy = perDevice(p, v, rows);
                    s.nvlink = nvlinkSent;
                    for (int k = 0; k < n; k++) {
                        s.nvlink[k] = rows[k][0];
                    }
                }
                default -> p.skipChildren();
            }
        }
        return s;
    }

    /** Per-GPU pairs of an array into rows by slot; true when the array is not empty (Python's truthiness). */
    private boolean perDevice(TickTokens p, JsonToken v, double[][] rows) throws IOException {
        if (v != JsonToken.START_ARRAY) {
            if (v != JsonToken.VALUE_NULL) {
                p.skipChildren();
            }
            return false;
        }
        int index = 0;
        JsonToken e;
        while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
            int k = index < slot.length ? slot[index] : -1;
            if (k >= 0) {
                SampleReader.readNumbers(p, e, warnings, where, rows[k]);
            } else {
                p.skipChildren();
            }
            index++;
        }
        return index > 0;
    }

    private double[][] readHistory(TickTokens p, JsonToken v) throws IOException {
        double[][] history = new double[devices][];
        if (v != JsonToken.START_ARRAY) {
            p.skipChildren();
            return history;
        }
        int index = 0;
        JsonToken e;
        while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
            int k = index < slot.length ? slot[index] : -1;
            if (k >= 0 && e == JsonToken.START_ARRAY) {
                Column pairs = new Column(8);
                JsonToken sample;
                while ((sample = p.nextToken()) != JsonToken.END_ARRAY) {
                    double[] pair = {Double.NaN, Double.NaN};
                    SampleReader.readNumbers(p, sample, warnings, where, pair);
                    if (Double.isNaN(pair[0]) || Double.isNaN(pair[1])) {
                        warnings.count("utilization samples that are not [time, percent] were skipped", where);
                    } else {
                        pairs.add(pair[0]);
                        pairs.add(pair[1]);
                    }
                }
                history[k] = pairs.toArray();
            } else {
                p.skipChildren();
            }
            index++;
        }
        return history;
    }

    private void readSys(TickTokens p, JsonToken v, TickStore.SlowTick s) throws IOException {
        if (v != JsonToken.START_OBJECT) {
            p.skipChildren();
            return;
        }
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            if (name.equals("disk") && value == JsonToken.START_OBJECT) {
                double read = 0;
                double written = 0;
                int count = 0;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    double[] pair = {Double.NaN, Double.NaN};
                    SampleReader.readNumbers(p, p.nextToken(), warnings, where, pair);
                    read += pair[0];
                    written += pair[1];
                    count++;
                }
                if (count > 0) {
                    s.disks = true;
                    s.read = read;
                    s.written = written;
                }
            } else if (name.equals("psi") && value == JsonToken.START_OBJECT) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    double number = SampleReader.number(p, p.nextToken(), warnings, where);
                    switch (key) {
                        case "io_some" -> s.io = number;
                        case "memory_some" -> s.memory = number;
                        case "cpu_some" -> s.cpu = number;
                        default -> { }
                    }
                }
            } else {
                p.skipChildren();
            }
        }
    }
}
