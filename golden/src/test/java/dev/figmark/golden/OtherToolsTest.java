package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real figures of other tools, made once with the tools themselves (the scripts beside them in
 * {@code src/test/resources/tools/}): two runs of one script compare equal in every format, and a changed label, data
 * point and colour are each reported in words.
 */
class OtherToolsTest {

    static final Path TOOLS = Path.of("src/test/resources/tools");
    private final Comparator exact = new Comparator(Tolerance.EXACT);

    private Difference compare(String tool, String variant, String file) throws IOException {
        return exact.compare(TOOLS.resolve(tool).resolve("a").resolve(file), TOOLS.resolve(tool).resolve(variant).resolve(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"matplotlib", "gnuplot"})
    void identicalRerunsCompareEqual(String tool) throws IOException {
        for (String file : List.of("line.svg", "line.pdf", "line.png")) {
            Difference d = compare(tool, "b", file);
            assertTrue(d.matches(), d.describe(20));
        }
        assertTrue(compare(tool, "b", "line.pdf").notes().stream().anyMatch(n -> n.startsWith("creation date ")), "the date is a note");
        assertTrue(!new Comparator(Tolerance.EXACT.withStrictPdf()).compare(TOOLS.resolve(tool).resolve("a/line.pdf"),
                TOOLS.resolve(tool).resolve("b/line.pdf")).matches(), "--strict-pdf counts the date");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "matplotlib|label|line.svg|text 'throughput' became 'tokens/s' and moved 7.1 pt up",
        "matplotlib|label|line.pdf|text line 10: throughput → tokens/s",
        "matplotlib|label|line.png|561 of 307,200 pixels differ by more than 0 (0.1826 %), within x 15–28, y 205–281 px",
        "matplotlib|point|line.svg|point 6 of <path> #1 in 'figure_1/axes_1/line2d_15' moved 21.5 pt down",
        "matplotlib|point|line.pdf|drawing operator 239: line to 233.583 270.560 → 233.583 249.088, moved 21.5 pt down",
        "matplotlib|point|line.png|2,502 of 307,200 pixels differ by more than 0 (0.8145 %), within x 166–550, y 73–267 px",
        "matplotlib|colour|line.svg|<path> #1 in 'figure_1/axes_1/line2d_15': stroke #1f77b4 → #d62728",
        "matplotlib|colour|line.pdf|drawing operator 232: stroke colour #1f77b4 → #d62728",
        "matplotlib|colour|line.png|2,649 of 307,200 pixels differ by more than 0 (0.8623 %), within x 91–558, y 69–415 px",
        "gnuplot|label|line.svg|text 'throughput' became 'tokens/s'",
        "gnuplot|label|line.pdf|text line 14: throughput → tokens/s",
        "gnuplot|label|line.png|437 of 307,200 pixels differ by more than 0 (0.1423 %), within x 9–20, y 193–253 px",
        "gnuplot|point|line.svg|<use> #6 in 'gnuplot_canvas/gnuplot_plot_1' moved 23.5 px down",
        "gnuplot|point|line.pdf|drawing operator 381: line to 224.387 34.012 → 224.387 60.070, moved 26.1 pt up",
        "gnuplot|point|line.png|1,791 of 307,200 pixels differ by more than 0 (0.5830 %), within x 156–568, y 16–218 px",
        "gnuplot|colour|line.svg|<path> #1 in 'gnuplot_canvas/gnuplot_plot_1': stroke rgb(  0, 114, 178) → rgb(213,  94,   0)",
        "gnuplot|colour|line.pdf|drawing operator 367: stroke colour #0072b2 → #d55e00",
        "gnuplot|colour|line.png|1,812 of 307,200 pixels differ by more than 0 (0.5898 %), within x 72–604, y 12–409 px",
    })
    void eachChangeIsReportedInWords(String tool, String variant, String file, String expected) throws IOException {
        Difference d = compare(tool, variant, file);
        assertTrue(d.changes().stream().anyMatch(c -> c.startsWith(expected)), d.describe(40));
        assertTrue(d.diffImage() != null, "a diff image for every format with a picture: " + file);
    }

    @ParameterizedTest
    @ValueSource(strings = {"label", "point", "colour"})
    void aChangedMatplotlibLabelReportsTheTextNotItsGlyphs(String variant) throws IOException {
        List<String> changes = compare("matplotlib", variant, "line.svg").changes();
        assertTrue(changes.stream().noneMatch(c -> c.contains("elements")), changes.toString());
        if (variant.equals("label")) {
            assertEquals(1, changes.size(), changes.toString());
        }
    }
}
