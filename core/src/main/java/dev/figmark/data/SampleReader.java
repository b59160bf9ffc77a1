package dev.figmark.data;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads {@code samples.jsonl.gz} once, line by line, straight into {@link Samples} columns for the GPUs in use. A
 * stream cut short or corrupt is read up to its last whole line; lines that are not JSON, values of the wrong type,
 * ticks out of order and GPUs missing from a tick are skipped, counted and reported once each.
 */
public final class SampleReader {

    private static final int G_MEM = 0;
    private static final int G_POWER = 1;
    private static final int G_SM = 2;
    private static final int G_UTIL = 3;
    private static final int G_ENERGY = 4;

    private SampleReader() {
    }

    public static Samples read(Path path, List<Integer> devices, Consumer<String> warn) {
        Samples out = new Samples(devices);
        Warnings warnings = new Warnings(path.toString());
        long lineNumber = 0;
        double previous = Double.NEGATIVE_INFINITY;
        try (InputStream raw = Files.newInputStream(path); BufferedReader reader = open(raw)) {
            String line;
            while (true) {
                try {
                    line = reader.readLine();
                } catch (EOFException | ZipException e) {
                    warnings.count("the stream is cut short or corrupt; read up to the last whole tick (" + out.ticks() + " ticks)", "line " + (lineNumber + 1));
                    break;
                }
                if (line == null) {
                    break;
                }
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                Json tick;
                try {
                    tick = Json.parse(line, "line " + lineNumber);
                } catch (InputException e) {
                    warnings.count("lines that are not JSON were skipped", "line " + lineNumber);
                    continue;
                }
                if (!tick.isObject()) {
                    warnings.count("lines that are not a JSON object were skipped", "line " + lineNumber);
                    continue;
                }
                Double t = tick.get("t").number();
                if (t == null) {
                    warnings.count("ticks without a numeric time \"t\" were skipped", "line " + lineNumber);
                    continue;
                }
                if (t < previous) {
                    warnings.count("ticks out of order were skipped", "line " + lineNumber);
                    continue;
                }
                previous = t;
                add(out, tick, t, lineNumber, warnings);
            }
        } catch (NoSuchFileException e) {
            return out;
        } catch (IOException e) {
            warnings.count("cannot be read (" + e.getMessage() + "); read " + out.ticks() + " ticks", "line " + (lineNumber + 1));
        }
        warnings.report(warn);
        return out;
    }

    /** Gzip when the file starts with gzip's magic bytes, else plain text: a run whose file was unpacked still reads. */
    private static BufferedReader open(InputStream raw) throws IOException {
        PushbackInputStream in = new PushbackInputStream(raw, 2);
        byte[] magic = in.readNBytes(2);
        in.unread(magic);
        InputStream body = magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b ? new GZIPInputStream(in, 1 << 16) : in;
        return new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8), 1 << 16);
    }

    private static void add(Samples out, Json tick, double t, long line, Warnings warnings) {
        out.t.add(t);
        Json g = tick.get("g");
        List<Integer> devices = out.devices;
        for (int i = 0; i < devices.size(); i++) {
            int d = devices.get(i);
            Json row = g.get(d);
            if (!row.isArray()) {
                if (!g.isArray() || d >= g.size()) {
                    warnings.count("ticks lack a GPU that devices_used names; its values were taken as missing", "line " + line);
                }
                out.memory[i].add(Double.NaN);
                out.power[i].add(Double.NaN);
                out.clock[i].add(Double.NaN);
                out.util[i].add(Double.NaN);
                continue;
            }
            out.memory[i].add(value(row.get(G_MEM), line, warnings));
            out.power[i].add(value(row.get(G_POWER), line, warnings));
            out.clock[i].add(value(row.get(G_SM), line, warnings));
            out.util[i].add(value(row.get(G_UTIL), line, warnings));
            double energy = value(row.get(G_ENERGY), line, warnings);
            if (!Double.isNaN(energy)) {
                out.energyT[i].add(t);
                out.energyJ[i].add(energy / 1000.0);
            }
        }
        Json h = tick.get("h");
        out.anon.add(value(h.get(0), line, warnings));
        out.file.add(value(h.get(1), line, warnings));
        double user = value(h.get(2), line, warnings);
        double system = value(h.get(3), line, warnings);
        out.cpu.add((user + system) / 100.0);
        Json s = tick.get("s");
        if (s.isObject()) {
            addSlow(out, s, t, line, warnings);
        }
    }

    private static void addSlow(Samples out, Json s, double t, long line, Warnings warnings) {
        out.slowT.add(t);
        List<Integer> devices = out.devices;
        Json util = s.get("util");
        for (int i = 0; i < devices.size(); i++) {
            for (Json sample : util.get(devices.get(i)).elements()) {
                Double when = sample.get(0).number();
                Double pct = sample.get(1).number();
                if (when == null || pct == null) {
                    warnings.count("utilization samples that are not [time, percent] were skipped", "line " + line);
                    continue;
                }
                out.historyT[i].add(when);
                out.historyV[i].add(pct);
            }
        }
        Json sys = s.get("sys");
        Json disks = sys.get("disk");
        if (disks.isObject() && disks.size() > 0) {
            double read = 0;
            double written = 0;
            for (String name : disks.keys()) {
                read += value(disks.get(name).get(0), line, warnings);
                written += value(disks.get(name).get(1), line, warnings);
            }
            out.diskRead.add(read);
            out.diskWritten.add(written);
        } else {
            out.diskRead.add(Double.NaN);
            out.diskWritten.add(Double.NaN);
        }
        Json psi = sys.get("psi");
        out.psiIo.add(value(psi.get("io_some"), line, warnings));
        out.psiMemory.add(value(psi.get("memory_some"), line, warnings));
        out.psiCpu.add(value(psi.get("cpu_some"), line, warnings));
        Json pcie = s.get("pcie");
        double to = 0;
        double from = 0;
        int toCount = 0;
        int fromCount = 0;
        if (pcie.truthy()) {
            for (int d : devices) {
                double rx = value(pcie.get(d).get(1), line, warnings);
                double tx = value(pcie.get(d).get(0), line, warnings);
                if (!Double.isNaN(rx)) {
                    to += rx;
                    toCount++;
                }
                if (!Double.isNaN(tx)) {
                    from += tx;
                    fromCount++;
                }
            }
        }
        out.pcieToGpu.add(toCount > 0 ? to / 1024 : Double.NaN);
        out.pcieFromGpu.add(fromCount > 0 ? from / 1024 : Double.NaN);
        Json nvlink = s.get("nvlink");
        if (nvlink.truthy()) {
            double sent = 0;
            for (int d : devices) {
                double v = value(nvlink.get(d).get(0), line, warnings);
                sent += Double.isNaN(v) ? 0 : v;
            }
            out.nvlinkT.add(t);
            out.nvlinkSent.add(sent / 1024);
        }
    }

    /** A number, or NaN for null and missing; wrong types and non-finite numbers are counted. */
    private static double value(Json v, long line, Warnings warnings) {
        if (v.isNull()) {
            return Double.NaN;
        }
        Double d = v.number();
        if (d == null) {
            warnings.count("values that are not finite numbers (a string, NaN or Infinity) were taken as missing", "line " + line);
            return Double.NaN;
        }
        return d;
    }
}
