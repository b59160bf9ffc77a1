package dev.figmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SampleReaderTest {

    @TempDir
    Path dir;

    private final List<String> warnings = new ArrayList<>();

    private static String tick(long t, String g) {
        return "{\"t\":" + t + ",\"g\":" + g + ",\"h\":[1048576,2097152,10,5]}";
    }

    private Path gz(String name, String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        Path p = dir.resolve(name);
        Files.write(p, bytes.toByteArray());
        return p;
    }

    @Test
    void readsWholeTicksIntoColumns() throws IOException {
        Path p = gz("s.gz", tick(1_000_000_000L, "[[1024,100,1500,50,1000]]") + "\n" + tick(1_100_000_000L, "[[2048,200,1600,60,1020]]") + "\n");
        Samples s = SampleReader.read(p, List.of(0), warnings::add);
        assertEquals(2, s.ticks());
        assertEquals(1024, s.memory[0].get(0));
        assertEquals(2, s.energy[0].samples());
        assertEquals(1.0, s.energy[0].finish(1)[0], 1e-12, "millijoules to joules, on the 0.5 s grid");
        assertEquals(1500, s.clockSum.get(0));
        assertEquals(1.0, s.memorySum.get(0), 1e-12, "MiB to GiB");
        assertEquals(0.15, s.cpu.get(0), 1e-12, "clock ticks of 1/100 s");
        assertEquals(List.of(), warnings);
    }

    @Test
    void aLineWithoutEndIsReadNoFurtherThanSixteenMebibytes() throws IOException {
        // A gzip bomb of one endless line: 200 MiB of spaces in a few hundred kilobytes. Without a limit, the line
        // buffer would double until memory ran out.
        Path p = dir.resolve("bomb.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
            out.write((tick(1_000_000_000L, "[[1024,100,1500,50,1000]]") + "\n").getBytes(StandardCharsets.UTF_8));
            byte[] spaces = new byte[1 << 20];
            Arrays.fill(spaces, (byte) ' ');
            for (int i = 0; i < 200; i++) {
                out.write(spaces);
            }
        }
        assertTrue(Files.size(p) < 1 << 20, "compressed: " + Files.size(p));
        Samples s = SampleReader.read(p, List.of(0), warnings::add);
        assertEquals(1, s.ticks());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("a line is longer than 16 MiB; read up to the last whole tick (1 ticks)"), warnings.get(0));
    }

    @Test
    void readsATruncatedStreamUpToItsLastWholeTickAndWarnsOnce() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            text.append(tick(1_000_000_000L + i * 100_000_000L, "[[" + (i % 97) + ",100.5,1500,50," + (1000 + 7L * i) + "]]")).append('\n');
        }
        Path whole = gz("whole.gz", text.toString());
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = dir.resolve("cut.gz");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        Samples s = SampleReader.read(cut, List.of(0), warnings::add);
        assertTrue(s.ticks() > 100 && s.ticks() < 2000, "read " + s.ticks());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("cut short or corrupt") && warnings.get(0).contains(s.ticks() + " ticks"), warnings.get(0));
        for (int i = 1; i < s.ticks(); i++) {
            assertTrue(s.t.get(i) > s.t.get(i - 1));
        }
    }

    @Test
    void skipsCountsAndReportsEachKindOfBadLineOnce() throws IOException {
        String text = String.join("\n",
                tick(1_000_000_000L, "[[1024,100,1500,50,1000]]"),
                "this is not json",
                "{\"t\": \"soon\", \"g\": []}",
                tick(1_200_000_000L, "[[null,100,1500,50,1000]]"),
                tick(1_300_000_000L, "[[\"big\",NaN,Infinity,50,1000]]"),
                tick(1_100_000_000L, "[[1024,100,1500,50,1000]]"),
                tick(1_400_000_000L, "[]"),
                "{\"t\": 1500000000, \"g\": [[1024, 100, 1500, 50, 1000]], \"h\": [1, 2, 3");
        Path p = gz("bad.gz", text);
        Samples s = SampleReader.read(p, List.of(0), warnings::add);
        assertEquals(4, s.ticks(), "the good, the null, the badly typed and the GPU-less tick");
        assertTrue(Double.isNaN(s.memory[0].get(1)), "null is missing");
        assertTrue(Double.isNaN(s.memory[0].get(2)) && Double.isNaN(s.power[0].get(2)) && s.clockSum.get(2) == 0, "missing counts as zero in the sums, as the seed's `or 0`");
        assertEquals(5, warnings.size(), String.join("\n", warnings));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("not JSON") && w.contains(": 2 times")), "a bad line and the half-written last one");
        assertTrue(warnings.stream().anyMatch(w -> w.contains("without a numeric time")));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("not finite numbers") && w.contains(": 3 times")));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("out of order") && w.contains("line 6")));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("lack a GPU")));
    }

    @Test
    void aPlainTextFileAndAMissingOneAreReadAsFarAsTheyGo() throws IOException {
        Path plain = dir.resolve("plain.jsonl");
        Files.writeString(plain, tick(1, "[[1,2,3,4,5]]") + "\n");
        assertEquals(1, SampleReader.read(plain, List.of(0), warnings::add).ticks());
        assertEquals(0, SampleReader.read(dir.resolve("none.gz"), List.of(0), warnings::add).ticks());
        assertEquals(List.of(), warnings);
    }
}
