package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CSV and text over {@link GoldenDirectory#MAX_TABLE_BYTES} are compared as they stream past: cell by cell and line
 * by line as below that size, the first differences named, the rest counted, a row too long to hold shown in part.
 */
class StreamedTextTest {

    @TempDir
    Path root;

    private GoldenDirectory.Entry entry(String name, String expected, String actual) throws IOException {
        Path e = Files.createDirectories(root.resolve("expected"));
        Path a = Files.createDirectories(root.resolve("actual"));
        Files.writeString(e.resolve(name), expected);
        Files.writeString(a.resolve(name), actual);
        return new GoldenDirectory(Tolerance.EXACT).check(e, a).entries().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
    }

    /** A CSV of {@code rows} rows over the streaming size, row {@code changed} with 1 in its second cell. */
    private static String rows(int rows, int changed, String quotedCell) {
        StringBuilder out = new StringBuilder("id,value,note\n");
        for (int i = 1; i <= rows; i++) {
            out.append(i).append(',').append(i == changed ? 1 : 0).append(",\"").append(quotedCell).append("\"\r\n");
        }
        return out.toString();
    }

    @Test
    void aLargeCsvNamesTheChangedCellsByRowAndColumn() throws IOException {
        int n = 400_000;
        String expected = rows(n, -1, "a, \"\"b\"\"\nc");
        assertTrue(expected.length() > GoldenDirectory.MAX_TABLE_BYTES, "streamed: " + expected.length());
        GoldenDirectory.Entry e = entry("big.csv", expected, rows(n, 399_999, "a, \"\"b\"\"\nc"));
        assertEquals(List.of("row 399999, column value: 0 → 1"), e.difference().changes());
        assertTrue(e.difference().notes().get(0).startsWith("compared row by row in order as the files streamed past"), e.difference().notes().toString());
        // A quoted cell that holds a comma, a doubled quote and a line break is one cell of one row.
        GoldenDirectory.Entry quoted = entry("quoted.csv", expected, rows(n, -1, "a, \"\"b\"\"\nd"));
        assertEquals("row 1, column note: a, \"b\"\nc → a, \"b\"\nd", quoted.difference().changes().get(0));
        assertEquals("and 399,900 more rows differ", quoted.difference().changes().get(100));
        assertEquals(101, quoted.difference().changes().size());
    }

    @Test
    void rowsAddedOrCutShortAndAnUnclosedQuoteAreNamed() throws IOException {
        String expected = rows(400_000, -1, "x");
        GoldenDirectory.Entry added = entry("added.csv", expected, expected + "400001,0,\"y\"\n");
        assertEquals(List.of("row 400001 added: 400001,0,y"), added.difference().changes());
        GoldenDirectory.Entry truncated = entry("cut.csv", expected, expected + "400001,0,\"never closed\n");
        assertEquals(List.of("row 400001 added: 400001,0,never closed\n", "the actual file ends inside a quoted cell (truncated?)"),
                truncated.difference().changes());
        GoldenDirectory.Entry endings = entry("endings.csv", expected, expected.replace("\r\n", "\n"));
        assertTrue(endings.matches());
        assertEquals("the cells are equal; the files differ in quoting or line endings", endings.difference().notes().get(1));
    }

    @Test
    void aLineTooLongToHoldIsShownInPartAndStillCompared() throws IOException {
        String line = "x".repeat(5 << 20);
        GoldenDirectory.Entry early = entry("one.txt", line, "y" + line.substring(1));
        assertEquals(1, early.difference().changes().size());
        assertTrue(early.difference().changes().get(0).startsWith("line 1: differs: x"), early.difference().changes().toString());
        assertTrue(early.difference().changes().get(0).endsWith("(a row of 5242880 characters)"), early.difference().changes().toString());
        GoldenDirectory.Entry late = entry("late.txt", line, line.substring(1) + "y");
        assertEquals(List.of("line 1: differs after its first 4096 characters (a row of 5242880 characters)"), late.difference().changes());
        assertTrue(entry("same.txt", line + "\nend\n", line + "\nend\n").matches());
    }

    @Test
    void textLinesAreComparedInOrder() throws IOException {
        StringBuilder a = new StringBuilder();
        for (int i = 0; i < 500_000; i++) {
            a.append("line number ").append(i).append('\n');
        }
        String expected = a.toString();
        String actual = expected.replace("line number 7\n", "line number seven\n");
        GoldenDirectory.Entry e = entry("log.txt", expected, actual);
        assertEquals(List.of("line 8: line number 7 → line number seven"), e.difference().changes());
    }
}
