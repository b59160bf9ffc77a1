package dev.figmark.golden;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opentest4j.AssertionFailedError;

/**
 * The JUnit 5 entry point: asserts that a freshly drawn file matches its approved copy. Run the tests with
 * {@code -Dgolden.update=true} to approve what is drawn now instead; no test is ever edited for it.
 */
public final class GoldenFiles {

    /** The one switch that regenerates golden files. */
    public static final String UPDATE_PROPERTY = "golden.update";

    private GoldenFiles() {
    }

    public static boolean updating() {
        return Boolean.parseBoolean(System.getProperty(UPDATE_PROPERTY, "false"));
    }

    public static void assertMatches(Path expected, byte[] actual) {
        assertMatches(expected, actual, Tolerance.EXACT);
    }

    public static void assertMatches(Path expected, byte[] actual, Tolerance tolerance) {
        try {
            if (updating()) {
                Files.createDirectories(expected.toAbsolutePath().getParent());
                if (!Files.exists(expected) || !java.util.Arrays.equals(Files.readAllBytes(expected), actual)) {
                    Files.write(expected, actual);
                }
                return;
            }
            if (!Files.exists(expected)) {
                throw new AssertionFailedError("no golden file " + expected + "; draw it with -D" + UPDATE_PROPERTY + "=true and review it");
            }
            Difference difference = new Comparator(tolerance).compare(expected.getFileName().toString(), Files.readAllBytes(expected), actual);
            if (!difference.matches()) {
                throw new AssertionFailedError(difference.describe(25) + "\n(if the change is intended, run with -D" + UPDATE_PROPERTY + "=true)");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Compares a file that was written to disk with its approved copy. */
    public static void assertMatches(Path expected, Path actual, Tolerance tolerance) {
        try {
            assertMatches(expected, Files.readAllBytes(actual), tolerance);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
