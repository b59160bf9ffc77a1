package dev.figmark.golden;

import dev.figmark.files.TooLarge;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compares an expected file with an actual one in the terms of its kind (see {@link FileKind}). A file that cannot be
 * read as its kind (damaged, truncated, hostile) is a difference of one line, never an exception.
 */
public final class Comparator {

    private final Tolerance tolerance;

    /**
     * A comparator that holds pictures to {@code tolerance}.
     *
     * @param tolerance how far pictures may differ
     */
    public Comparator(Tolerance tolerance) {
        this.tolerance = tolerance;
    }

    /**
     * Compares two files' contents; {@code name} says their kind.
     *
     * @param name the file's name, whose extension says its kind
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @return what differs, in words
     */
    public Difference compare(String name, byte[] expected, byte[] actual) {
        FileKind kind = FileKind.of(name);
        if (kind == FileKind.BYTES) {
            return BytesDiff.compare(name, expected, actual);
        }
        try {
            if (Arrays.equals(expected, actual)) {
                if (kind == FileKind.PNG) {
                    PngPicture.read(expected, "expected"); // equal but damaged is no match: its header and every CRC checked
                }
                return Difference.none(name);
            }
            return switch (kind) {
                case SVG -> withPicture(SvgDiff.compare(name, expected, actual), expected, actual);
                case CSV -> CsvDiff.compare(name, expected, actual);
                case PDF -> PdfDiff.compare(name, expected, actual, tolerance);
                case PNG -> PngDiff.compare(name, expected, actual, tolerance);
                default -> TextDiff.compare(name, expected, actual);
            };
        } catch (TooLarge e) {
            return new Difference(name, List.of("too large to compare: " + e.getMessage()), List.of(), null);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().replaceAll("\\s+", " ").strip();
            return new Difference(name, List.of("cannot be compared as " + kind.name() + ": " + message), List.of(), null);
        }
    }

    /**
     * Compares two files on disk.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @return what differs, in words
     * @throws IOException when a file cannot be read or written
     */
    public Difference compare(Path expected, Path actual) throws IOException {
        return compare(actual.getFileName().toString(), Files.readAllBytes(expected), Files.readAllBytes(actual));
    }

    /** An SVG difference with the two drawings rendered and their pixels compared, for the diff image. */
    private static Difference withPicture(Difference d, byte[] expected, byte[] actual) {
        if (d.matches()) {
            return d;
        }
        try {
            java.util.Set<String> refused = new java.util.LinkedHashSet<>();
            BufferedImage a = SvgPicture.render(expected, r -> refused.add("expected " + r));
            BufferedImage b = SvgPicture.render(actual, r -> refused.add("actual " + r));
            PixelDiff.Outcome pictures = PixelDiff.compare(() -> Picture.of(a), () -> Picture.of(b), Tolerance.EXACT, "drawn: ");
            List<String> notes = new ArrayList<>(d.notes());
            refused.stream().limit(8).forEach(r -> notes.add("drawn without what it names outside the file: " + r));
            if (refused.size() > 8) {
                notes.add("and " + (refused.size() - 8) + " more references outside the file, left out");
            }
            pictures.changes().forEach(c -> notes.add(c.replace(" (allowed: pixels exact)", "")));
            return new Difference(d.name(), d.changes(), notes, pictures.diffImage());
        } catch (IOException | RuntimeException e) {
            List<String> notes = new ArrayList<>(d.notes());
            notes.add("no diff image: " + e.getMessage());
            return new Difference(d.name(), d.changes(), notes, null);
        }
    }
}
