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

    static final int G_MEM = 0;
    static final int G_POWER = 1;
    static final int G_SM = 2;
    static final int G_UTIL = 3;
    static final int G_ENERGY = 4;
    static final int FIELDS = 5;
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
    private final TickStore store;
    private final SlowBlock slowBlock;

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
        this.slowBlock = new SlowBlock(slot, out.devices.size(), warnings, this::where);
        this.store = new TickStore(out, warnings, t -> seconds.applyAsDouble(t), gpu, seen, host, this::where);
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
                        String what = chunk.reason() != null && chunk.reason().startsWith("a line") ? chunk.reason() : "the stream is cut short or corrupt";
                        warnings.count(what + "; read up to the last whole tick (" + out.ticks() + " ticks)", "line " + (linesBefore + 1));
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
        TickStore.SlowTick slow = null;
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
                            slow = slowBlock.read(p);
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
        store.tick(t);
        if (hasSlow) {
            store.slow(t, slow);
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
        readNumbers(p, start, warnings, this::where, into);
    }

    /** As the instance method, for the slow block's reader. */
    static void readNumbers(TickTokens p, JsonToken start, Warnings warnings, java.util.function.Supplier<String> where, double[] into)
            throws IOException {
        if (start != JsonToken.START_ARRAY) {
            if (start != JsonToken.VALUE_NULL) {
                p.skipChildren();
            }
            return;
        }
        int i = 0;
        JsonToken v;
        while ((v = p.nextToken()) != JsonToken.END_ARRAY) {
            double value = number(p, v, warnings, where);
            if (i < into.length) {
                into[i] = value;
            }
            i++;
        }
    }

    private double number(TickTokens p, JsonToken v) throws IOException {
        return number(p, v, warnings, this::where);
    }

    /** A finite number, or NaN for null and (counted) for anything else. */
    static double number(TickTokens p, JsonToken v, Warnings warnings, java.util.function.Supplier<String> where) throws IOException {
        if (v == JsonToken.VALUE_NULL) {
            return Double.NaN;
        }
        if (v.isNumeric()) {
            double d = p.getDoubleValue();
            if (Json.isMeasurement(d)) {
                return d;
            }
        } else {
            p.skipChildren();
        }
        warnings.count("values that are not finite numbers (a string, NaN, Infinity or beyond 1e18) were taken as missing", where);
        return Double.NaN;
    }
}
