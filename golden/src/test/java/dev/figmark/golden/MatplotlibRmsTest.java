package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The RMS of a picture pair is matplotlib's: the numbers its compare_images takes on pairs made once with PIL and
 * kept with them ({@code rms/make.py}, {@code rms/rms.tsv}): opaque and translucent colour changes, alpha alone, a
 * hole in an opaque picture (which matplotlib refuses), an opaque RGBA file beside an RGB one, grey with alpha; and
 * the seven pairs of matplotlib's own test of compare_images, made anew ({@code rms/matplotlib/make.py}).
 */
class MatplotlibRmsTest {

    static final Path PAIRS = Path.of("src/test/resources/rms");

    @Test
    void rmsIsMatplotlibsToThreeDecimals() throws IOException {
        List<String> lines = Files.readAllLines(PAIRS.resolve("rms.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] cell = line.split("\t");
            PixelStats stats = PixelDiff.stats(PngPicture.read(Files.readAllBytes(PAIRS.resolve(cell[0])), "expected"),
                    PngPicture.read(Files.readAllBytes(PAIRS.resolve(cell[1])), "actual"), 0);
            if (cell[2].equals("refused")) {
                assertTrue(Double.isNaN(stats.rms()), cell[0] + ": matplotlib refuses the pair, figmark gives " + stats.rms());
                assertFalse(Tolerance.EXACT.withMaxRms(255).broken(stats).isEmpty(), cell[0] + ": no --max-rms passes it");
            } else {
                assertEquals(Double.parseDouble(cell[2]), stats.rms(), 0.0005, cell[0]);
            }
        }
        assertEquals(10, lines.size());
    }

    /**
     * matplotlib's own {@code test_image_comparison_expect_rms}: its seven pairs (six pixel for pixel as matplotlib
     * keeps them, the scrambled one shuffled anew), each with the tolerance the test gives compare_images, pass or
     * fail as they do there, at the RMS its test expects to its {@code approx(abs=1e-4)}.
     */
    @Test
    void matplotlibsOwnSevenPairsPassFailAndScoreAsThere() throws IOException {
        Path dir = PAIRS.resolve("matplotlib");
        List<String> lines = Files.readAllLines(dir.resolve("rms.tsv"));
        assertEquals(8, lines.size(), "seven pairs");
        for (String line : lines.subList(1, lines.size())) {
            String[] cell = line.split("\t", -1);
            PixelStats stats = PixelDiff.stats(PngPicture.read(Files.readAllBytes(dir.resolve(cell[0])), "expected"),
                    PngPicture.read(Files.readAllBytes(dir.resolve(cell[1])), "actual"), 0);
            String pair = cell[0] + " / " + cell[1] + " at tol " + cell[2];
            assertEquals(Double.parseDouble(cell[4]), stats.rms(), 1e-4, pair + ": compare_images' RMS");
            if (!cell[5].isEmpty()) {
                assertEquals(Double.parseDouble(cell[5]), stats.rms(), 1e-4, pair + ": the RMS matplotlib's test expects");
            }
            boolean passes = Tolerance.EXACT.withMaxRms(Double.parseDouble(cell[2])).broken(stats).isEmpty();
            assertEquals(Boolean.parseBoolean(cell[3]), passes, pair + ": passes --max-rms " + cell[2] + " as compare_images(tol=" + cell[2] + ") does");
        }
    }

    @Test
    void maxRmsPassesExactlyWhereCompareImagesDoes() throws IOException {
        // compare_images fails when rms > tol: the translucent colour change at 26.80 passes 26.9 and fails 26.7.
        PixelStats stats = PixelDiff.stats(PngPicture.read(Files.readAllBytes(PAIRS.resolve("translucent-colour-expected.png")), "expected"),
                PngPicture.read(Files.readAllBytes(PAIRS.resolve("translucent-colour-actual.png")), "actual"), 0);
        Tolerance lenient = new Tolerance(255, 1.0, 26.9, false);
        assertEquals(List.of(), lenient.broken(stats));
        assertEquals(1, new Tolerance(255, 1.0, 26.7, false).broken(stats).size());
    }
}
