package dev.figmark.golden;

import dev.figmark.files.Shown;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opentest4j.AssertionFailedError;

/**
 * The JUnit 5 entry point: asserts that freshly drawn files match their approved copies. A call compares every file
 * it is given before it fails, and the failure lists each; the drawn file and its diff image are written under
 * {@code target/golden-failures/} (or {@code -Dgolden.failures=DIR}) and the message says where. Run the tests with
 * {@code -Dgolden.update=true} to approve what is drawn now instead; no test is ever edited for it.
 */
public final class GoldenFiles {

    /** The one switch that regenerates golden files. */
    public static final String UPDATE_PROPERTY = "golden.update";
    /** Where failed files and their diff images go; default {@code target/golden-failures}. */
    public static final String FAILURES_PROPERTY = "golden.failures";
    /** Changes listed per file in a failure message. */
    static final int CHANGES_LISTED = 12;

    private GoldenFiles() {
    }

    /**
     * Whether this run approves drawn files instead of checking them.
     *
     * @return true with {@code -Dgolden.update=true}
     */
    public static boolean updating() {
        return Boolean.parseBoolean(System.getProperty(UPDATE_PROPERTY, "false"));
    }

    /**
     * Asserts that a drawn file, or every file of a drawn directory, matches its approved copy exactly.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     */
    public static void assertMatches(Path expected, Path actual) {
        assertMatches(expected, actual, Tolerance.EXACT);
    }

    /**
     * Asserts that a drawn file, or every file of a drawn directory, matches its approved copy within a tolerance.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @param tolerance how far pictures may differ
     */
    public static void assertMatches(Path expected, Path actual, Tolerance tolerance) {
        try {
            if (Files.isDirectory(actual)) {
                assertDirectoryMatches(expected, actual, tolerance);
            } else {
                assertMatches(expected, Files.readAllBytes(actual), tolerance);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Asserts that drawn bytes match the approved file exactly.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     */
    public static void assertMatches(Path expected, byte[] actual) {
        assertMatches(expected, actual, Tolerance.EXACT);
    }

    /**
     * Asserts that drawn bytes match the approved file within a tolerance.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @param tolerance how far pictures may differ
     */
    public static void assertMatches(Path expected, byte[] actual, Tolerance tolerance) {
        try {
            if (updating()) {
                boolean existed = Files.exists(expected);
                if (!existed || !Arrays.equals(Files.readAllBytes(expected), actual)) {
                    Files.createDirectories(expected.toAbsolutePath().getParent());
                    Files.write(expected, actual);
                    System.err.println("golden: " + (existed ? "updated " : "added ") + dev.figmark.files.Shown.name(expected.toString()));
                }
                return;
            }
            if (!Files.exists(expected)) {
                throw new AssertionFailedError("no golden file " + expected + "; draw it with -D" + UPDATE_PROPERTY + "=true and review it");
            }
            Difference difference = new Comparator(tolerance).compare(expected.getFileName().toString(), Files.readAllBytes(expected), actual);
            Path folder = failures(expected.toAbsolutePath().getParent());
            String name = expected.getFileName().toString();
            Files.deleteIfExists(folder.resolve(name)); // what an earlier failure of this file left
            Files.deleteIfExists(folder.resolve(name + ".diff.png"));
            if (!difference.matches()) {
                Path kept = keep(expected, actual, difference);
                throw new AssertionFailedError(difference.describe(CHANGES_LISTED) + "\nthe drawn file and its diff image are in " + kept
                        + "\n(if the change is intended, run with -D" + UPDATE_PROPERTY + "=true)");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void assertDirectoryMatches(Path expected, Path actual, Tolerance tolerance) throws IOException {
        GoldenDirectory golden = new GoldenDirectory(tolerance);
        if (updating()) {
            golden.update(expected, actual, List.of()).forEach(line -> System.err.println("golden: " + dev.figmark.files.Shown.name(line)));
            return;
        }
        if (!Files.isDirectory(expected)) {
            throw new AssertionFailedError("no golden directory " + expected + "; draw it with -D" + UPDATE_PROPERTY + "=true and review it");
        }
        GoldenDirectory.Check check = golden.check(expected, actual);
        if (check.entries().isEmpty()) {
            throw new AssertionFailedError("nothing to compare: neither " + expected + " nor " + actual + " holds a file");
        }
        Path folder = failures(expected);
        removeKept(folder, check); // an earlier failure's files, whether this check passes or fails
        if (check.matches()) {
            return;
        }
        List<String> lines = new ArrayList<>();
        lines.add(check.failures().size() + " of " + check.entries().size() + " golden files differ:");
        for (GoldenDirectory.Entry e : check.failures()) {
            lines.add(e.difference().describe(CHANGES_LISTED));
            if (!e.missingActual()) {
                keepIn(folder, e.name(), Files.readAllBytes(actual.resolve(e.name())), e.difference());
            }
        }
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("report.html"), GoldenReport.html(check, tolerance));
        lines.add("the drawn files, their diff images and report.html are in " + folder);
        lines.add("(if the changes are intended, run with -D" + UPDATE_PROPERTY + "=true)");
        throw new AssertionFailedError(String.join("\n", lines));
    }

    /**
     * Removes what an earlier failure of this directory left in its failures folder: the drawn copies of its files,
     * their diff images and the report. Nothing else there is touched (another test's single file, say).
     */
    private static void removeKept(Path folder, GoldenDirectory.Check check) throws IOException {
        for (GoldenDirectory.Entry e : check.entries()) {
            Files.deleteIfExists(folder.resolve(e.name()));
            Files.deleteIfExists(folder.resolve(e.name() + ".diff.png"));
        }
        Files.deleteIfExists(folder.resolve("report.html"));
    }

    /** Writes a failed file and its diff image; returns the folder. */
    private static Path keep(Path expected, byte[] actual, Difference difference) throws IOException {
        Path folder = failures(expected.toAbsolutePath().getParent());
        keepIn(folder, expected.getFileName().toString(), actual, difference);
        return folder;
    }

    private static void keepIn(Path folder, String name, byte[] actual, Difference difference) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, actual);
        if (difference.diffImage() != null) {
            java.nio.file.Files.write(file.resolveSibling(file.getFileName() + ".diff.png"), PngEncoding.encode(difference.diffImage()));
        }
    }

    /** The failures folder for an approved directory: its path below the working directory, under the failures root. */
    private static Path failures(Path approved) {
        Path root = Path.of(System.getProperty(FAILURES_PROPERTY, "target/golden-failures"));
        Path absolute = approved.toAbsolutePath().normalize();
        Path here = Path.of("").toAbsolutePath();
        Path relative = absolute.startsWith(here) ? here.relativize(absolute) : absolute.subpath(Math.max(0, absolute.getNameCount() - 3), absolute.getNameCount());
        return root.resolve(relative.toString().isEmpty() ? "golden" : relative.toString());
    }
}
