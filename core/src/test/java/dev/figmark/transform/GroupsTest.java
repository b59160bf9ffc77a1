package dev.figmark.transform;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Rows grouped on every core are numbered as one pass in row order numbers them (pandas' groupby(sort=False)): each
 * group by the row it first comes in, missing values a value of their own, 0 and -0 one value; through arrays for
 * few values, a hash for many, and small and large tables (one stretch of rows, or many).
 */
class GroupsTest {

    @Test
    void groupsAreNumberedInTheOrderTheyFirstCome() {
        Random random = new Random(46);
        for (int rows : new int[] {0, 1, 17, 1000, FirstSeen.PARALLEL_ROWS + 12_345}) {
            for (int trial = 0; trial < (rows > 1000 ? 4 : 40); trial++) {
                List<Column> fields = new ArrayList<>();
                int count = 1 + random.nextInt(3);
                for (int f = 0; f < count; f++) {
                    fields.add(column("f" + f, rows, random, random.nextInt(4)));
                }
                int[] lines = new int[rows];
                Table table = new Table("t:", fields, lines);
                assertArrayEquals(reference(fields, rows), Groups.of(table, fields).group(), rows + " rows, " + fields);
            }
        }
    }

    private static Column column(String name, int rows, Random random, int kind) {
        switch (kind) {
            case 0 -> {
                String[] values = new String[rows];
                int distinct = 1 + random.nextInt(12);
                for (int r = 0; r < rows; r++) {
                    values[r] = random.nextInt(20) == 0 ? null : "v" + random.nextInt(distinct);
                }
                return Column.Texts.of(name, values);
            }
            case 1 -> {
                double[] values = new double[rows];
                for (int r = 0; r < rows; r++) {
                    int pick = random.nextInt(20);
                    values[r] = pick == 0 ? Double.NaN : pick == 1 ? -0.0 : random.nextInt(9);
                }
                return new Column.Numbers(name, values);
            }
            case 2 -> {
                double[] values = new double[rows];
                for (int r = 0; r < rows; r++) {
                    values[r] = random.nextInt(1 + rows / 2); // many values: the hash, and past the arrays' span
                }
                return new Column.Numbers(name, values);
            }
            default -> {
                long[] millis = new long[rows];
                for (int r = 0; r < rows; r++) {
                    millis[r] = random.nextInt(10) == 0 ? Column.Times.MISSING : 86_400_000L * random.nextInt(5);
                }
                return new Column.Times(name, millis, true);
            }
        }
    }

    /** Each row's group, numbered in one pass by the texts of its cells. */
    private static int[] reference(List<Column> fields, int rows) {
        Map<List<String>, Integer> seen = new HashMap<>();
        int[] out = new int[rows];
        for (int r = 0; r < rows; r++) {
            List<String> key = new ArrayList<>();
            for (Column c : fields) {
                key.add(c.missing(r) ? "\u0000missing" : c.text(r));
            }
            Integer g = seen.get(key);
            if (g == null) {
                g = seen.size();
                seen.put(key, g);
            }
            out[r] = g;
        }
        return out;
    }
}
