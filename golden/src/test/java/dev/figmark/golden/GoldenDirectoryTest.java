package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
        Files.writeString(actual.resolve("page.html"), "<p>compared as text</p>");
        Files.writeString(expected.resolve("page.html"), "<p>compared as text</p>");
        Files.writeString(actual.resolve(".DS_Store"), "x");
        Files.createDirectories(actual.resolve(".git")).resolve("HEAD").toFile().createNewFile();
        Files.write(actual.resolve("data.bin"), new byte[] {1, 2});
        Files.write(expected.resolve("data.bin"), new byte[] {1, 2});
        Files.createSymbolicLink(actual.resolve("passwd.txt"), Path.of("/etc/passwd"));
        GoldenDirectory golden = new GoldenDirectory(Tolerance.EXACT);
        GoldenDirectory.Check check = golden.check(expected, actual);
        assertEquals(List.of("a.csv", "data.bin", "gone.txt", "new.txt", "page.html", "same.txt"),
                check.entries().stream().map(GoldenDirectory.Entry::name).toList());
        assertEquals(List.of(false, true, false, false, true, true), check.entries().stream().map(GoldenDirectory.Entry::matches).toList());
        assertEquals(List.of("compared as bytes: figmark has no comparison of its own for this kind of file"),
                check.entries().get(1).difference().notes());
        assertEquals(List.of(new GoldenDirectory.Skipped("actual .DS_Store", "hidden file"), new GoldenDirectory.Skipped("actual .git/", "hidden directory"),
                new GoldenDirectory.Skipped("actual passwd.txt", "symbolic link to a file outside the directory")), check.skipped());
        String html = GoldenReport.html(check, Tolerance.EXACT);
        assertTrue(html.contains("3 of 6 differ") && html.contains("row 1, column y: 2 → 3") && html.contains("symbolic link to a file outside"), html);
        String xml = GoldenReport.junitXml(check);
        assertTrue(xml.contains("tests=\"9\" failures=\"3\" errors=\"0\" skipped=\"3\"") && xml.contains("message=\"row 1, column y: 2 → 3\""), xml);

        assertThrows(IllegalArgumentException.class, () -> golden.update(expected, actual, List.of("nothing.svg")));
        assertEquals(List.of("added " + expected.resolve("new.txt")), golden.update(expected, actual, List.of("new.txt")));
        assertFalse(golden.check(expected, actual).matches(), "only new.txt was approved");
        assertEquals(List.of("updated " + expected.resolve("a.csv"), "removed " + expected.resolve("gone.txt")), golden.update(expected, actual, List.of()));
        assertTrue(golden.check(expected, actual).matches());
    }
}
