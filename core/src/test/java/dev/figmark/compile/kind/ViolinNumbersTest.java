package dev.figmark.compile.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A violin's density is scipy's gaussian_kde (Scott's and Silverman's bandwidths and a given factor), at the points
 * it is drawn through; a strip's jitter is the golden ratio's sequence to the last bit numpy gives it, so it is the
 * same bytes on every machine. The numbers were computed once by {@code violin/make.py} and kept.
 */
class ViolinNumbersTest {

    static final Path DIR = Path.of("src/test/resources/violin");

    private static double[] column(String file) throws IOException {
        List<String> lines = Files.readAllLines(DIR.resolve(file));
        return lines.subList(1, lines.size()).stream().mapToDouble(Double::parseDouble).toArray();
    }

    @Test
    void densitiesAreScipysGaussianKde() throws IOException {
        double[] samples = column("samples.csv");
        List<String> rows = Files.readAllLines(DIR.resolve("kde.csv"));
        for (String method : List.of("scott", "silverman", "0.5")) {
            Violins.Density d = Violins.of(samples, method, Violins.CUT, Violins.POINTS);
            List<String[]> expected = rows.stream().skip(1).map(r -> r.split(",")).filter(r -> r[0].equals(method)).toList();
            assertEquals(Violins.POINTS, expected.size());
            for (int i = 0; i < expected.size(); i++) {
                double at = Double.parseDouble(expected.get(i)[1]);
                double density = Double.parseDouble(expected.get(i)[2]);
                assertEquals(at, d.at()[i], Math.abs(at) * 1e-12 + 1e-12, method + ": point " + i);
                assertEquals(density, d.density()[i], density * 1e-10, method + ": density at " + at);
            }
        }
    }

    @Test
    void theJitterIsNumpysToTheLastBit() throws IOException {
        double[] expected = column("jitter.csv");
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], Strips.jitter(i, 0.5), 0, "sample " + i);
        }
    }
}
