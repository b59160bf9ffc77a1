package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code figmark golden}: 0 when all match, 1 when any differ, 2 on bad arguments; an HTML report either way. */
class GoldenCommandTest {

    @TempDir
    Path dir;

    @Test
    void checkAndUpdateDrawnFigures() throws Exception {
        Path approved = dir.resolve("approved");
        Path drawn = dir.resolve("drawn");
        assertEquals(0, BadInputTest.run("run", "../examples/cpu-only", "--out", drawn.toString(), "--kinds", "phases,movement", "--dpi", "50").status());
        BadInputTest.Result update = BadInputTest.run("golden", "update", approved.toString(), drawn.toString());
        assertEquals(0, update.status());
        assertTrue(update.out().contains("added phases.svg"), update.out());
        BadInputTest.Result same = BadInputTest.run("golden", "check", approved.toString(), drawn.toString());
        assertEquals(0, same.status(), same.out());
        assertTrue(Files.readString(drawn.resolve("golden-report.html")).contains("all 9 match"));

        assertEquals(0, BadInputTest.run("run", "../examples/cpu-only", "--out", drawn.toString(), "--kinds", "phases,movement", "--dpi", "50",
                "--title", "A title now").status());
        BadInputTest.Result changed = BadInputTest.run("golden", "check", approved.toString(), drawn.toString());
        assertEquals(1, changed.status());
        assertTrue(changed.out().contains("text 'A title now' added"), changed.out());
        assertTrue(changed.out().contains("phases.png: differs"), changed.out());
        String html = Files.readString(drawn.resolve("golden-report.html"));
        assertTrue(html.contains("data:image/png;base64,") && html.contains("differ"), "expected, actual and diff images inline");
    }

    @Test
    void badArgumentsAreStatusTwo() {
        assertEquals(2, BadInputTest.run("golden", "compare", dir.toString(), dir.toString()).status());
        assertEquals(2, BadInputTest.run("golden", "check", dir.resolve("none").toString(), dir.toString()).status());
        assertEquals(2, BadInputTest.run("golden", "check").status());
        assertEquals(2, BadInputTest.run("golden", "check", dir.toString(), dir.toString(), "--max-channel-delta", "300").status());
    }
}
