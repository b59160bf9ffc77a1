package dev.figmark.golden;

import java.io.IOException;

/** PNG files, decoded row by row from their bytes and compared pixel by pixel within the tolerance. */
final class PngDiff {

    private PngDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual, Tolerance tolerance) throws IOException {
        PixelDiff.Outcome outcome = PixelDiff.compare(() -> PngPicture.read(expected, "expected"), () -> PngPicture.read(actual, "actual"),
                tolerance, "");
        return new Difference(name, outcome.changes(), java.util.List.of(), outcome.diffImage());
    }
}
