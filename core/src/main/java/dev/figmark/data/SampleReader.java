package dev.figmark.data;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;

/**
 * Reads {@code samples.jsonl.gz} once, line by line, with Jackson's streaming tokens straight into {@link Samples}
 * columns: no tree is built and nothing is kept that the figures do not draw, so a day at 10 Hz on 8 GPUs fits in a
 * small heap. A stream cut short or corrupt is read up to its last whole line; lines that are not JSON, values of the
 * wrong type, ticks out of order and GPUs missing from a tick are skipped, counted and reported once each.
 */
public final class SampleReader {

    private static final int G_MEM = 0;
    private static final int G_POWER = 1;
    private static final int G_SM = 2;
    private static final int G_UTIL = 3;
    private static final int G_ENERGY = 4;
    private static final int FIELDS = 5;
    /** A sampler ticks ten times a second; an hour without a tick is a broken time, not a pause. */
    private static final double MAX_GAP_NS = 3600e9;

    private final Samples out;
    private final Warnings warnings;
    private final java.util.function.DoubleFunction<DoubleUnaryOperator> clock;
    private DoubleUnaryOperator seconds;
    private final int[] slot;
    private final double[][] gpu;
    private final boolean[] seen;
    private final double[] host = new double[4];
    private final double[] across;

    private SampleReader(Samples out, Warnings warnings, java.util.function.DoubleFunction<DoubleUnaryOperator> clock) {
        this.out = out;
        this.warnings = warnings;
        this.clock = clock;
        int most = out.devices.stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        this.slot = new int[most];
        Arrays.fill(slot, -1);
        for (int k = 0; k < out.devices.size(); k++) {
            slot[out.devices.get(k)] = k;
        }
        this.gpu = new double[out.devices.size()][FIELDS];
        out.utilization = new Utilization(out.t, t -> seconds.applyAsDouble(t), out.devices.size(), out.perGpu);
        this.seen = new boolean[out.devices.size()];
        this.across = new double[out.devices.size()];
        this.pcieRows = new double[out.devices.size()][2];
        this.nvlinkRows = new double[out.devices.size()][2];
        this.nvlinkSent = new double[out.devices.size()];
    }

    /**
     * Reads the samples of the GPUs {@code devices}; {@code seconds} turns a tick's monotonic nanoseconds into seconds
     * since the process started (given the first tick's time, for runs without {@code t0_monotonic_ns}).
     */
    public static Samples read(Path path, List<Integer> devices, boolean perGpu, java.util.function.DoubleFunction<DoubleUnaryOperator> seconds,
                               Consumer<String> warn) {
        Samples out = new Samples(devices, perGpu);
        Warnings warnings = new Warnings(path.toString());
        SampleReader reader = new SampleReader(out, warnings, seconds);
        long linesBefore = 0;
        try (InputStream raw = Files.newInputStream(path); LineChunks chunks = new LineChunks(raw)) {
            while (true) {
                LineChunks.Chunk chunk = chunks.next();
                if (chunk.end()) {
                    if (chunk.broken()) {
                        warnings.count("the stream is cut short or corrupt; read up to the last whole tick (" + out.ticks() + " ticks)", "line " + (linesBefore + 1));
                    }
                    break;
                }
                linesBefore += reader.chunk(chunk.bytes(), chunk.length(), linesBefore);
                chunks.recycle(chunk.bytes());
            }
        } catch (NoSuchFileException e) {
            return out;
        } catch (IOException e) {
            warnings.count("cannot be read (" + e.getMessage() + "); read " + out.ticks() + " ticks", "line " + (linesBefore + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            warnings.count("reading was interrupted; read " + out.ticks() + " ticks", "line " + (linesBefore + 1));
        }
        if (out.utilization != null) {
            out.utilization.finish(out.util);
            if (out.utilization.outOfOrder() > 0) {
                warnings.count("utilization history samples out of time order were skipped (" + out.utilization.outOfOrder() + ")", "the history");
            }
        }
        warnings.report(warn);
        return out;
    }

    /** Reads the samples with times in seconds from the first tick; for tests and tools without a report. */
    public static Samples read(Path path, List<Integer> devices, Consumer<String> warn) {
        return read(path, devices, true, first -> t -> (t - first) / 1e9, warn);
    }

    /**
     * The lines of one chunk; returns how many there were. Each tick is tokenized from its bytes ({@link ByteTicks});
     * a line it refuses is read by Jackson, one JSON value at a time, as before: a line that does not parse is counted
     * and reading goes on at the next line. Line numbers are worked out only for warnings.
     */
    private int chunk(byte[] b, int length, long linesBefore) throws IOException {
        chunk = b;
        chunkLines = linesBefore;
        int lines = 0;
        int pos = 0;
        while (pos < length) {
            byte c = b[pos];
            if (c == '\n') {
                lines++;
                pos++;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r') {
                pos++;
                continue;
            }
            int after = c == '{' ? fast.line(b, pos, length) : -1;
            if (after >= 0) {
                lineAt = pos;
                fast.nextToken();
                previous = tick(fast, previous);
                if (after > 0 && b[after - 1] == '\n') {
                    lines++;
                }
                pos = after;
                continue;
            }
            int next = slowValue(b, pos, length);
            for (int i = pos; i < next; i++) {
                if (b[i] == '\n') {
                    lines++;
                }
            }
            pos = next;
        }
        return lines;
    }

    private final ByteTicks fast = new ByteTicks();

    /** One JSON value from {@code pos} with Jackson; returns where reading goes on. */
    private int slowValue(byte[] b, int pos, int length) {
        try (JsonParser p = Json.FACTORY.createParser(b, pos, length - pos)) {
            JsonToken token = p.nextToken();
            if (token == null) {
                return length;
            }
            lineAt = pos + (int) p.currentTokenLocation().getByteOffset();
            if (token != JsonToken.START_OBJECT) {
                warnings.count("lines that are not a JSON object were skipped", this::where);
                p.skipChildren();
            } else {
                previous = tick(TickTokens.of(p), previous);
            }
            return Math.max(pos + 1, Math.min(length, pos + (int) p.currentLocation().getByteOffset()));
        } catch (IOException e) {
            long offset = e instanceof com.fasterxml.jackson.core.JsonProcessingException j && j.getLocation() != null
                    ? j.getLocation().getByteOffset() : 0;
            lineAt = Math.max(pos, Math.min(length - 1, pos + (int) Math.max(0, offset)));
            warnings.count("lines that are not JSON were skipped", this::where);
            // Resume after the newline that ends the bad line.
            int next = lineAt;
            while (next < length && b[next] != '\n') {
                next++;
            }
            return next + 1;
        }
    }

    private byte[] chunk;
    private long chunkLines;
    private int lineAt;

    /** "line N" of the current value, counted only when a warning needs it. */
    private String where() {
        long lines = chunkLines;
        for (int i = 0; i < lineAt && i < chunk.length; i++) {
            if (chunk[i] == '\n') {
                lines++;
            }
        }
        return "line " + (lines + 1);
    }

    private double previous = Double.NEGATIVE_INFINITY;

    /** One tick object, the parser on its start; returns the time of the last accepted tick. */
    private double tick(TickTokens p, double previous) throws IOException {
        double t = Double.NaN;
        boolean hasSlow = false;
        for (double[] row : gpu) {
            Arrays.fill(row, Double.NaN);
        }
        Arrays.fill(seen, false);
        Arrays.fill(host, Double.NaN);
        SlowTick slow = null;
        {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                switch (name) {
                    case "t" -> t = v.isNumeric() ? p.getDoubleValue() : Double.NaN;
                    case "g" -> {
                        if (v == JsonToken.START_ARRAY) {
                            readGpus(p);
                        } else {
                            p.skipChildren();
                        }
                    }
                    case "h" -> readNumbers(p, v, host);
                    case "s" -> {
                        if (v == JsonToken.START_OBJECT) {
                            slow = readSlow(p);
                            hasSlow = true;
                        } else {
                            p.skipChildren();
                        }
                    }
                    default -> p.skipChildren();
                }
            }
        }
        if (Double.isNaN(t)) {
            warnings.count("ticks without a numeric time \"t\" were skipped", this::where);
            return previous;
        }
        if (t < previous) {
            warnings.count("ticks out of order were skipped", this::where);
            return previous;
        }
        if (previous > Double.NEGATIVE_INFINITY && t - previous > MAX_GAP_NS) {
            warnings.count("ticks more than an hour after the one before were skipped (a broken clock would stretch the timeline)", this::where);
            return previous;
        }
        if (seconds == null) {
            seconds = clock.apply(t);
        }
        store(t);
        if (hasSlow) {
            storeSlow(t, slow);
        }
        return t;
    }

    private int readGpus(TickTokens p) throws IOException {
        int index = 0;
        JsonToken v;
        while ((v = p.nextToken()) != JsonToken.END_ARRAY) {
            int k = index < slot.length ? slot[index] : -1;
            if (k >= 0 && v == JsonToken.START_ARRAY) {
                seen[k] = true;
                readNumbers(p, v, gpu[k]);
            } else {
                p.skipChildren();
            }
            index++;
        }
        return index;
    }

    /** Numbers of an array into {@code into} (NaN for null, missing and wrong types, which are counted). */
    private void readNumbers(TickTokens p, JsonToken start, double[] into) throws IOException {
        if (start != JsonToken.START_ARRAY) {
            if (start != JsonToken.VALUE_NULL) {
                p.skipChildren();
            }
            return;
        }
        int i = 0;
        JsonToken v;
        while ((v = p.nextToken()) != JsonToken.END_ARRAY) {
            double value = number(p, v);
            if (i < into.length) {
                into[i] = value;
            }
            i++;
        }
    }

    private double number(TickTokens p, JsonToken v) throws IOException {
        if (v == JsonToken.VALUE_NULL) {
            return Double.NaN;
        }
        if (v.isNumeric()) {
            double d = p.getDoubleValue();
            if (Double.isFinite(d) && Math.abs(d) <= Json.LARGEST) {
                return d;
            }
        } else {
            p.skipChildren();
        }
        warnings.count("values that are not finite numbers (a string, NaN, Infinity or beyond 1e18) were taken as missing", this::where);
        return Double.NaN;
    }

    /** The slow block of one tick, before it is stored. */
    private static final class SlowTick {
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

    private SlowTick readSlow(TickTokens p) throws IOException {
        SlowTick s = new SlowTick();
        int n = out.devices.size();
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
                readNumbers(p, e, rows[k]);
            } else {
                p.skipChildren();
            }
            index++;
        }
        return index > 0;
    }

    private double[][] readHistory(TickTokens p, JsonToken v) throws IOException {
        double[][] history = new double[out.devices.size()][];
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
                    readNumbers(p, sample, pair);
                    if (Double.isNaN(pair[0]) || Double.isNaN(pair[1])) {
                        warnings.count("utilization samples that are not [time, percent] were skipped", this::where);
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

    private void readSys(TickTokens p, JsonToken v, SlowTick s) throws IOException {
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
                    readNumbers(p, p.nextToken(), pair);
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
                    double number = number(p, p.nextToken());
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

    private void store(double t) {
        out.t.add(t);
        int n = out.devices.size();
        for (int k = 0; k < n; k++) {
            if (!seen[k]) {
                warnings.count("ticks lack a GPU that devices_used names; its values were taken as missing", this::where);
            }
        }
        double s = n > 0 ? seconds.applyAsDouble(t) : 0;
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][G_MEM]) / 1024;
        }
        out.memorySum.add(Timeline.pairwiseSum(across, 0, n));
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][G_POWER]);
        }
        out.powerSum.add(Timeline.pairwiseSum(across, 0, n));
        for (int k = 0; k < n; k++) {
            across[k] = zero(gpu[k][G_SM]);
        }
        out.clockSum.add(Timeline.pairwiseSum(across, 0, n));
        for (int k = 0; k < n; k++) {
            // The gauge is only the fallback of a GPU without history: once it has two samples, it is not kept.
            if (out.util[k] != null && out.utilization.fromHistory(k)) {
                out.util[k] = null;
            } else if (out.util[k] != null) {
                out.util[k].add(gpu[k][G_UTIL]);
            }
            if (out.perGpu) {
                out.memory[k].add(gpu[k][G_MEM]);
                out.power[k].add(gpu[k][G_POWER]);
            }
            if (!Double.isNaN(gpu[k][G_ENERGY])) {
                if (out.energy[k] == null) {
                    out.energy[k] = new EnergyGrid(seconds.applyAsDouble(out.t.get(0)));
                }
                out.energy[k].add(s, gpu[k][G_ENERGY] / 1000.0);
            }
        }
        out.anon.add(host[0]);
        out.file.add(host[1]);
        out.cpu.add((host[2] + host[3]) / 100.0);
    }

    private static double zero(double v) {
        return Double.isNaN(v) ? 0 : v;
    }

    private void storeSlow(double t, SlowTick s) {
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
