package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldenDirectoryTest {

    @TempDir
    Path root;

    @Test
    void checksReportsAndUpdates() throws IOException {
        Path expected = Files.createDirectories(root.resolve("expected"));
        Path actual = Files.createDirectories(root.resolve("actual"));
        Files.writeString(expected.resolve("a.csv"), "x,y\r\n1,2\r\n");
        Files.writeString(actual.resolve("a.csv"), "x,y\r\n1,3\r\n");
        Files.writeString(expected.resolve("gone.txt"), "old");
        Files.writeString(actual.resolve("new.txt"), "new");
        Files.writeString(expected.resolve("same.txt"), "same");
        Files.writeString(actual.resolve("same.txt"), "same");
        GoldenDirectory golden = new GoldenDirectory(Tolerance.EXACT);
        List<GoldenDirectory.Entry> entries = golden.check(expected, actual);
        assertEquals(List.of("a.csv", "gone.txt", "new.txt", "same.txt"), entries.stream().map(GoldenDirectory.Entry::name).toList());
        assertEquals(List.of(false, false, false, true), entries.stream().map(GoldenDirectory.Entry::matches).toList());
        String html = golden.report(expected, actual, entries);
        assertTrue(html.contains("3 of 4 differ") && html.contains("row 1, column y: 2 → 3"), html);
        assertEquals(List.of("updated a.csv", "removed gone.txt", "added new.txt"), golden.update(expected, actual));
        assertTrue(golden.check(expected, actual).stream().allMatch(GoldenDirectory.Entry::matches));
    }
}
