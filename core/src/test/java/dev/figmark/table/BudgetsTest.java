package dev.figmark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #44: a cell, a record or a JSON document past the heap's budget is one line naming the file, the place and
 * the limit, read from real files; the readers' tables otherwise stay as they were (CsvReaderTest). The budget's
 * refusals of rows and texts need a small heap, and are met in the CLI's campaign (HostileInputsTest).
 */
class BudgetsTest {

    @TempDir
    Path dir;

    private String refusal(String name, byte[] bytes) throws Exception {
        Path file = Files.write(dir.resolve(name), bytes);
        return assertThrows(InputException.class, () -> Tables.read(file, name, null, false, w -> { })).getMessage();
    }

    @Test
    void aCellLongerThanTheLimitIsRefusedNamingItsLineAndColumn() throws Exception {
        String cell = "a".repeat(HeapBudget.MAX_CELL + 1);
        String expected = "t.csv:3: a cell of column note longer than 1048576 bytes, the longest a table takes; a table's cells are numbers, dates and names";
        assertEquals(expected, refusal("t.csv", ("x,note\n1,ok\n2," + cell + "\n").getBytes(StandardCharsets.US_ASCII)));
        assertEquals(expected, refusal("t.csv", ("x,note\n1,ok\n2,\"" + cell + "\"\n").getBytes(StandardCharsets.US_ASCII)), "quoted too");
        assertEquals("t.csv:1: a cell of the header longer than 1048576 bytes, the longest a table takes; a table's cells are numbers, dates"
                + " and names", refusal("t.csv", ("x," + cell + "\n1,2\n").getBytes(StandardCharsets.US_ASCII)));
        // At the limit, the cell is read.
        Path file = Files.writeString(dir.resolve("ok.csv"), "x,note\n1," + "a".repeat(HeapBudget.MAX_CELL) + "\n");
        assertEquals(1, Tables.read(file, "ok.csv", null, false, w -> { }).rows());
    }

    @Test
    void aTableOrAJsonDocumentPastTheBudgetIsRefusedInWordsAndOneWithinItIsNot() {
        long rows = HeapBudget.table() / 20 + 1;
        assertEquals("t.csv: " + rows + " rows of 2 columns need " + HeapBudget.megabytes(rows * 20) + ", more than the "
                + HeapBudget.megabytes(HeapBudget.table()) + " a table may take in " + HeapBudget.heapWords() + "; read fewer columns or rows, or "
                + HeapBudget.more(), assertThrows(InputException.class, () -> Budgets.rows("t.csv", rows, 2)).getMessage());
        Budgets.rows("t.csv", rows - 1, 2);
        long most = HeapBudget.table() / HeapBudget.JSON_TREE_PER_BYTE;
        assertEquals("t.json: a JSON document of " + HeapBudget.megabytes(most + 1) + " is more than " + HeapBudget.megabytes(most) + ", the most "
                + HeapBudget.heapWords() + " parses at once; write its rows as JSON lines (one object per line) or CSV, which are read in parts, or "
                + HeapBudget.more(), assertThrows(InputException.class, () -> Budgets.document("t.json", most + 1)).getMessage());
        Budgets.document("t.json", most);
    }

    @Test
    void theLongLineOfAChunkIsFoundByItsLineBreaks() {
        byte[] bytes = "ab\nabcdef\nabc\n".getBytes(StandardCharsets.US_ASCII);
        Bytes file = Bytes.of(bytes);
        assertEquals(1, Chunks.longLine(file, 0, bytes.length, 5));
        assertEquals(0, Chunks.longLine(file, 0, bytes.length, 1));
        assertEquals(-1, Chunks.longLine(file, 0, bytes.length, 6));
    }
}
