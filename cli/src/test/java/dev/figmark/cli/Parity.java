package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.figmark.data.Csv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Compares what figmark wrote with what the seed wrote: CSV cells (numbers within 1e-6 relative) and captions. */
final class Parity {

    static final Path REFERENCE = Path.of("src/test/resources/reference");
    static final Path EXAMPLES = Path.of("../examples");

    private Parity() {
    }

    /** Every CSV of the reference directory has its twin in {@code ours}, with the same cells. */
    static void assertCsvs(Path reference, Path ours) throws IOException {
        List<Path> csvs;
        try (Stream<Path> files = Files.list(reference)) {
            csvs = files.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
        assertTrue(!csvs.isEmpty(), "no reference CSV in " + reference);
        for (Path expected : csvs) {
            String name = expected.getFileName().toString();
            Path actual = ours.resolve(name);
            List<List<String>> table = Files.exists(actual) ? Csv.parse(Files.readString(actual)) : parts(ours, name);
            assertTrue(table != null, "figmark drew no " + name + " (nor its parts) where the seed did");
            assertTable(name, Csv.parse(Files.readString(expected)), table);
        }
    }

    /**
     * The tables of a figure figmark split to keep within the page ({@code gpu_time-1.csv}, {@code gpu_time-2.csv}), as
     * one: the header once and every part's rows in order; null when there are no parts.
     */
    private static List<List<String>> parts(Path ours, String name) throws IOException {
        String stem = name.substring(0, name.length() - ".csv".length());
        List<List<String>> whole = null;
        for (int i = 1; Files.exists(ours.resolve(stem + "-" + i + ".csv")); i++) {
            List<List<String>> part = Csv.parse(Files.readString(ours.resolve(stem + "-" + i + ".csv")));
            if (whole == null) {
                whole = new java.util.ArrayList<>(part);
            } else {
                whole.addAll(part.subList(1, part.size()));
            }
        }
        return whole;
    }

    /**
     * The seed's tables whose rows figmark orders differently on purpose: rankings, largest first (the seed kept the
     * input's order, 7 % above 9 %).
     */
    static final java.util.Set<String> RANKINGS = java.util.Set.of("hotspots.csv", "gpu_time.csv", "gpu_time-1.csv", "gpu_time-2.csv");

    /**
     * The seed's table, cell for cell; figmark may add columns after the seed's (the label a bar is drawn with), and
     * orders the rows of {@link #RANKINGS} by value.
     */
    static void assertTable(String name, List<List<String>> expected, List<List<String>> actual) {
        int columns = expected.get(0).size();
        assertEquals(expected.get(0), actual.get(0).subList(0, Math.min(columns, actual.get(0).size())), name + ": header");
        assertEquals(expected.size(), actual.size(), name + ": number of rows");
        if (RANKINGS.contains(name)) {
            java.util.Comparator<List<String>> byText = java.util.Comparator.comparing(row -> String.join("\u0000", row));
            List<List<String>> e = new java.util.ArrayList<>(expected.subList(1, expected.size()));
            List<List<String>> a = new java.util.ArrayList<>(actual.subList(1, actual.size()).stream().map(row -> row.subList(0, Math.min(columns, row.size()))).toList());
            e.sort(byText);
            a.sort(byText);
            e.add(0, expected.get(0));
            a.add(0, expected.get(0));
            expected = e;
            actual = a;
        }
        for (int r = 1; r < expected.size(); r++) {
            List<String> e = expected.get(r);
            List<String> a = actual.get(r).subList(0, Math.min(columns, actual.get(r).size()));
            assertEquals(e.size(), a.size(), name + " row " + r + ": number of cells");
            for (int c = 0; c < e.size(); c++) {
                if (!same(e.get(c), a.get(c))) {
                    fail(name + " row " + r + ", column " + expected.get(0).get(c) + ": seed " + e.get(c) + ", figmark " + a.get(c) + "\n  seed row " + e + "\n  our row  " + a);
                }
            }
        }
    }

    private static boolean same(String expected, String actual) {
        if (expected.equals(actual)) {
            return true;
        }
        try {
            double e = Double.parseDouble(expected);
            double a = Double.parseDouble(actual);
            return Math.abs(e - a) <= 1e-6 * Math.max(Math.abs(e), Math.abs(a)) || Math.abs(e - a) < 1e-12;
        } catch (NumberFormatException notNumbers) {
            return false;
        }
    }

    /**
     * The same sentences with the same numbers; only the measuring tool's name differs, and figmark may say more at
     * the end of a caption where the seed's figure was silent (zeros a log axis cannot show, metrics without a marker):
     * each line is the seed's, or the seed's with a clause or sentence added after its last word.
     */
    /**
     * Captions with a split figure's parts read as its whole: the first part's caption without its "Part 1 of n: …"
     * under the whole's stem (and its blank line), the other parts' left out; the list of stems written reads the same.
     */
    private static List<String> wholes(List<String> lines) {
        java.util.regex.Pattern part = java.util.regex.Pattern.compile("\\*\\*(.+)-(\\d+)\\*\\*: (.*) Part \\2 of \\d+: [^.]*\\.");
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            java.util.regex.Matcher m = part.matcher(lines.get(i));
            if (m.matches() && !m.group(2).equals("1")) {
                i++; // and its blank line
            } else if (m.matches()) {
                out.add("**" + m.group(1) + "**: " + m.group(3));
            } else {
                out.add(lines.get(i).replaceAll("(\\w+)-1, \\1-\\d+", "$1"));
            }
        }
        return out;
    }

    static void assertCaptions(Path reference, Path ours) throws IOException {
        String expected = Files.readString(reference.resolve("captions.md"), StandardCharsets.UTF_8).replace("llmperfscope 0.1.0", "llmperfscope");
        String actual = Files.readString(ours.resolve("captions.md"), StandardCharsets.UTF_8);
        List<String> e = expected.lines().toList();
        List<String> a = wholes(actual.lines().toList());
        assertEquals(e.size(), a.size(), "the same captions, line for line:\n" + actual);
        for (int i = 0; i < e.size(); i++) {
            String seed = e.get(i);
            String stem = seed.endsWith(".") ? seed.substring(0, seed.length() - 1) : seed;
            boolean same = a.get(i).equals(seed) || a.get(i).startsWith(stem + "; ") || a.get(i).startsWith(stem + ". ");
            assertTrue(same, "line " + (i + 1) + ": seed\n  " + seed + "\nfigmark\n  " + a.get(i));
        }
    }
}
