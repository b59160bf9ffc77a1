package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** The JUnit API: every file of a call compared before it fails, and the drawn files and diff images kept on disk. */
class GoldenFilesTest {

    @TempDir
    Path dir;

    /** The build's own {@code -Dgolden.update=true}, held back: these tests compare fixtures, never approve them. */
    private String update;

    @BeforeEach
    void failuresGoToTheTemporaryDirectory() {
        System.setProperty(GoldenFiles.FAILURES_PROPERTY, dir.resolve("failures").toString());
        update = System.clearProperty(GoldenFiles.UPDATE_PROPERTY);
    }

    @AfterEach
    void restore() {
        System.clearProperty(GoldenFiles.FAILURES_PROPERTY);
        if (update != null) {
            System.setProperty(GoldenFiles.UPDATE_PROPERTY, update);
        }
    }

    @Test
    void aDirectoryIsComparedWholeAndEveryFailureIsKept() throws IOException {
        Path approved = OtherToolsTest.TOOLS.resolve("matplotlib/a");
        Path drawn = OtherToolsTest.TOOLS.resolve("matplotlib/colour");
        GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("matplotlib/b"));
        AssertionFailedError failure = assertThrows(AssertionFailedError.class, () -> GoldenFiles.assertMatches(approved, drawn));
        String message = failure.getMessage();
        assertTrue(message.startsWith("3 of 3 golden files differ:"), message);
        for (String file : List.of("line.pdf", "line.png", "line.svg")) {
            assertTrue(message.contains(file + ": differs"), message);
        }
        Path kept = dir.resolve("failures").resolve(Path.of("").toAbsolutePath().relativize(approved.toAbsolutePath().normalize()));
        assertTrue(message.contains("the drawn files, their diff images and report.html are in " + kept), message);
        for (String file : List.of("line.pdf", "line.png", "line.svg")) {
            assertEquals(Files.size(drawn.resolve(file)), Files.size(kept.resolve(file)), file);
            assertTrue(Files.size(kept.resolve(file + ".diff.png")) > 1000, file + ".diff.png");
        }
        assertTrue(Files.readString(kept.resolve("report.html")).contains("3 of 3 differ"));
        GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("matplotlib/b"));
        for (String file : List.of("line.pdf", "line.png", "line.svg", "line.png.diff.png", "report.html")) {
            assertTrue(!Files.exists(kept.resolve(file)), file + " of the earlier failure is gone after a pass");
        }
    }

    @Test
    void twoFilesAndTheirFailure() throws IOException {
        Path approved = OtherToolsTest.TOOLS.resolve("gnuplot/a/line.png");
        GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("gnuplot/b/line.png"));
        AssertionFailedError failure = assertThrows(AssertionFailedError.class,
                () -> GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("gnuplot/point/line.png")));
        assertTrue(failure.getMessage().startsWith("line.png: differs\n  1,791 of 307,200 pixels differ"), failure.getMessage());
        assertTrue(failure.getMessage().contains("the drawn file and its diff image are in "), failure.getMessage());
        Path kept = Path.of(failure.getMessage().replaceAll("(?s).*the drawn file and its diff image are in (\\S+).*", "$1"));
        assertTrue(Files.exists(kept.resolve("line.png.diff.png")));
        GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("gnuplot/point/line.png"), Tolerance.EXACT.withMaxRms(10));
        assertTrue(!Files.exists(kept.resolve("line.png")) && !Files.exists(kept.resolve("line.png.diff.png")), "a pass clears the earlier failure");
    }

    @Test
    void anUpdateSaysWhetherItAddedOrUpdated() throws IOException {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream said = new java.io.ByteArrayOutputStream();
        System.setProperty(GoldenFiles.UPDATE_PROPERTY, "true");
        try {
            System.setErr(new java.io.PrintStream(said, true, java.nio.charset.StandardCharsets.UTF_8));
            Path approved = dir.resolve("approved/line.png");
            GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("gnuplot/a/line.png"));
            GoldenFiles.assertMatches(approved, OtherToolsTest.TOOLS.resolve("gnuplot/point/line.png"));
        } finally {
            System.setErr(err);
            System.clearProperty(GoldenFiles.UPDATE_PROPERTY);
        }
        List<String> lines = said.toString(java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("golden: added " + dir.resolve("approved/line.png"), "golden: updated " + dir.resolve("approved/line.png")), lines);
    }
}
