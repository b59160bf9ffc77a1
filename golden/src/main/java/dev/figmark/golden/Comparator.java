package dev.figmark.golden;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Compares an expected file with an actual one by its format: SVG, CSV, PDF, PNG, or bytes for anything else. */
public final class Comparator {

    private final Tolerance tolerance;

    public Comparator(Tolerance tolerance) {
        this.tolerance = tolerance;
    }

    public Difference compare(String name, byte[] expected, byte[] actual) {
        String extension = extension(name);
        if (Arrays.equals(expected, actual)) {
            return Difference.none(name);
        }
        try {
            return switch (extension) {
                case "svg" -> SvgDiff.compare(name, expected, actual);
                case "csv" -> CsvDiff.compare(name, expected, actual);
                case "pdf" -> PdfDiff.compare(name, expected, actual, tolerance);
                case "png" -> PngDiff.compare(name, expected, actual, tolerance);
                default -> TextDiff.compare(name, expected, actual);
            };
        } catch (IOException | RuntimeException e) {
            return new Difference(name, List.of("cannot be compared as " + extension + ": " + e.getMessage()), null);
        }
    }

    public Difference compare(Path expected, Path actual) throws IOException {
        return compare(actual.getFileName().toString(), Files.readAllBytes(expected), Files.readAllBytes(actual));
    }

    static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
