package dev.figmark.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.scene.FontFace;
import dev.figmark.scene.TextRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue #45: matplotlib's math text as the kernbench seed and scripts write it, set by figmark's own typesetter: its
 * pieces (italic letters, upright digits, scripts, symbols), its width held within a point of matplotlib's layout of
 * the same string in the same font ({@code mathtext/make.py}), and its text as read aloud.
 */
class MathTextTest {

    private static String pieces(String text) {
        StringBuilder out = new StringBuilder();
        for (Typesetter.Piece p : Scripts.parse(text)) {
            out.append('[').append(p.script() == TextRun.Script.SUB ? "_" : p.script() == TextRun.Script.SUPER ? "^" : "")
                    .append(p.italic() ? "i:" : "").append(p.text()).append(']');
        }
        return out.toString();
    }

    @Test
    void mathIsSetAsMatplotlibSetsIt() {
        assertEquals("[i:S][_i:kv]", pieces("$S_{kv}$"));
        assertEquals("[i:μ][s]", pieces("$\\mu$s"));
        assertEquals("[10][^3]", pieces("$10^{3}$"));
        assertEquals("[10][^−3]", pieces("$10^{-3}$"), "a minus sign, unspaced where it is unary");
        assertEquals("[local]", pieces("$\\mathrm{local}$"));
        assertEquals("[i:α][\u2009=\u20090.5]", pieces("$\\alpha = 0.5$"), "a relation spaced, whatever the spaces typed");
        assertEquals("[i:x][^2][\u2009+\u20091]", pieces("$x^2+1$"));
        assertEquals("[speed-up (][×][)]", pieces("speed-up ($\\times$)"));
        assertEquals("[i:T][_prefill]", pieces("$T_{\\mathrm{prefill}}$"));
        assertEquals("[i:a][/][i:b]", pieces("$\\frac{a}{b}$"), "a fraction on one line");
        assertEquals("[costs $5]", pieces("costs $5"), "one dollar alone is a dollar");
        assertEquals("[i:a][\\unknown][i:b]", pieces("$a \\unknown b$"), "a command figmark does not know stays as written, to show");
        assertEquals("S_kv and 10^3", MathText.plain("$S_{kv}$ and $10^{3}$"));
    }

    @Test
    void widthsAreMatplotlibsWithinAPoint() throws Exception {
        Typesetter type = Typesetter.quiet();
        List<String> lines = Files.readAllLines(Path.of("src/test/resources/mathtext/widths.tsv"));
        int compared = 0;
        double largest = 0;
        for (String line : lines) {
            if (line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\t");
            double expected = Double.parseDouble(parts[1]);
            double actual = type.richWidth(parts[0], FontFace.SANS, 10);
            assertEquals(expected, actual, 1.0, parts[0] + ": matplotlib " + expected + " pt, figmark " + actual + " pt");
            largest = Math.max(largest, Math.abs(expected - actual));
            compared++;
        }
        System.out.printf("math text: %d strings, widths within %.2f pt of matplotlib's%n", compared, largest);
        assertTrue(compared >= 14, "every string of the fixture");
    }
}
