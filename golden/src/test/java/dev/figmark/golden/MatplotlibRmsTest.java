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
 * hole in an opaque picture (which matplotlib refuses), an opaque RGBA file beside an RGB one, grey with alpha.
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
