package dev.figmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The byte tokenizer against Jackson: on every line it takes, the very same tokens, names and number bits. */
class ByteTicksTest {

    /** Lines of every example run: real ticks, slow blocks included. */
    private static final List<String> LINES = exampleLines();

    private static List<String> exampleLines() {
        List<String> lines = new ArrayList<>();
        for (String run : List.of("llama8b-1gpu", "llama70b-8gpu", "vllm-8b", "stress-16gpu")) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of("../examples", run, "samples.jsonl.gz")))) {
                String[] all = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
                for (int i = 0; i < all.length; i += 7) {
                    lines.add(all[i]);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return lines;
    }

    /** Numbers as samplers and hand-edited files write them, and as JSON forbids them. */
    private static final List<String> NUMBERS = List.of("0", "-0", "0.0", "-0.0", "7", "54.2", "500.0", "0.05", "1e3", "1E+3",
            "2.5e-3", "1e400", "-1e400", "1e-400", "123456789012345678", "1234567890123456789", "12345678901234567890123",
            "9007199254740993", "9007199254740993.0", "0.30000000000000004", "4.35", "0.1234567890123456789",
            "123456789.123456789", "1e18", "1000000000000000001.5", "01", "1.", ".5", "-", "+1", "1e", "1e+", "--1",
            "NaN", "-Infinity", "Infinity", "null", "true", "\"7\"", "[]", "{}", "[1,2]", "1 ", " 1", "1x");

    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> real = Arbitraries.of(LINES);
        Arbitrary<String> numberSwapped = Arbitraries.of(LINES).flatMap(line -> Arbitraries.of(NUMBERS).flatMap(number ->
                Arbitraries.integers().between(0, line.length() - 1).map(at -> swapNumber(line, at, number))));
        Arbitrary<String> byteDamaged = Arbitraries.of(LINES).flatMap(line -> Arbitraries.integers().between(1, line.length() - 1)
                .flatMap(at -> Arbitraries.of("", " ", "\t", "\r", ",", ":", "[", "]", "{", "}", "\"", "\\", "\n", "é", "x", "\u0001")
                        .flatMap(insert -> Arbitraries.integers().between(0, 2).map(removed ->
                                line.substring(0, at) + insert + line.substring(Math.min(line.length(), at + removed))))));
        return Arbitraries.oneOf(real, numberSwapped, byteDamaged);
    }

    /** Replaces the number that starts at or after {@code at} with {@code number}. */
    private static String swapNumber(String line, int at, String number) {
        int start = at;
        while (start < line.length() && !(Character.isDigit(line.charAt(start)) || line.charAt(start) == '-')) {
            start++;
        }
        int end = start;
        while (end < line.length() && "0123456789.-+eE".indexOf(line.charAt(end)) >= 0) {
            end++;
        }
        return line.substring(0, start) + number + line.substring(end);
    }

    @Property(tries = 3000)
    void takesOnlyWhatJacksonReadsAndReadsItTheSame(@ForAll("lines") String line) throws IOException {
        byte[] b = (line + "\n").getBytes(StandardCharsets.UTF_8);
        if (b[0] != '{') {
            return;
        }
        ByteTicks fast = new ByteTicks();
        int after = fast.line(b, 0, b.length);
        net.jqwik.api.statistics.Statistics.collect(after < 0 ? "refused, left to Jackson" : "taken");
        if (after < 0) {
            return;
        }
        assertEquals(b.length, after, "a taken line is taken to its end");
        assertEquals(jackson(b), tokens(fast), line);
    }

    @Test
    void takesEveryLineOfTheExamples() {
        ByteTicks fast = new ByteTicks();
        for (String line : LINES) {
            byte[] b = (line + "\n").getBytes(StandardCharsets.UTF_8);
            assertTrue(fast.line(b, 0, b.length) == b.length, line);
        }
    }

    @Test
    void readsNumbersAsJacksonDoes() throws IOException {
        for (String number : NUMBERS) {
            byte[] b = ("{\"t\":" + number + ",\"h\":[" + number + "]}\n").getBytes(StandardCharsets.UTF_8);
            ByteTicks fast = new ByteTicks();
            if (fast.line(b, 0, b.length) >= 0) {
                assertEquals(jackson(b), tokens(fast), number);
            }
        }
    }

    private static List<String> tokens(ByteTicks fast) {
        List<String> out = new ArrayList<>();
        JsonToken t;
        while ((t = fast.nextToken()) != null) {
            out.add(describe(t, t == JsonToken.FIELD_NAME ? fast.currentName() : null, t.isNumeric() ? fast.getDoubleValue() : 0));
        }
        return out;
    }

    /** Jackson's tokens of the line's first value; a line Jackson cannot read has none to match. */
    private static List<String> jackson(byte[] b) throws IOException {
        List<String> out = new ArrayList<>();
        try (JsonParser p = Json.FACTORY.createParser(b)) {
            int depth = 0;
            do {
                JsonToken t = p.nextToken();
                out.add(describe(t, t == JsonToken.FIELD_NAME ? p.currentName() : null, t.isNumeric() ? p.getDoubleValue() : 0));
                depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
            } while (depth > 0);
            assertEquals(null, p.nextToken(), "nothing but the object on the line");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            out.add("Jackson refuses: " + e.getOriginalMessage());
        }
        return out;
    }

    private static String describe(JsonToken t, String name, double number) {
        if (t.isNumeric()) {
            return "number " + Double.doubleToRawLongBits(number) + " (" + number + ")";
        }
        return name != null ? "name " + name : t.name();
    }
}
