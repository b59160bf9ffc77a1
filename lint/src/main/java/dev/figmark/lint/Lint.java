package dev.figmark.lint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Checks a PDF or SVG figure, made by any tool, before it goes into a paper: {@code Lint.check(file, target)} returns
 * what is wrong, one {@link Finding} per thing, and an empty list for a figure that is fine.
 */
public final class Lint {

    /** Larger files are refused rather than read: a figure is a few megabytes at most. */
    public static final long MAX_BYTES = 256L << 20;

    private Lint() {
    }

    /**
     * The findings on one figure at the target's width.
     *
     * @param file   a {@code .pdf} or {@code .svg} file
     * @param target the printed width and the smallest text and line allowed there
     * @return what is wrong, in the order of the file's pages; empty when nothing is
     * @throws IOException when the file cannot be read or is not a figure of a kind lint knows, with a one-line message
     */
    public static List<Finding> check(Path file, Target target) throws IOException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean pdf = name.endsWith(".pdf");
        if (!pdf && !name.endsWith(".svg")) {
            throw new IOException("not a .pdf or .svg file; lint checks vector figures");
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException(Files.isDirectory(file) ? "is a directory, not a figure" : "no such file");
        }
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException("larger than " + (MAX_BYTES >> 20) + " MiB; refused");
        }
        byte[] bytes = Files.readAllBytes(file);
        return pdf ? PdfLint.check(bytes, target) : SvgLint.check(bytes, target);
    }
}
