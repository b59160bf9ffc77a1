package dev.figmark.bench;

import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The table reader alone, in MB/s, for bench/README.md's comparison with {@code cat}: reads a CSV file {@code N}
 * times (default 3) in one process and prints each read's time, rows and speed.
 * Usage: {@code java -cp ... dev.figmark.bench.TableRead FILE.csv [N]}.
 */
public final class TableRead {

    private TableRead() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int times = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        double mb = Files.size(file) / 1e6;
        for (int i = 0; i < times; i++) {
            long start = System.nanoTime();
            Table t = Tables.read(file, file.toString(), null, false, System.err::println);
            double s = (System.nanoTime() - start) / 1e9;
            System.out.printf("read %d rows of %.0f MB in %.3f s: %.0f MB/s%n", t.rows(), mb, s, mb / s);
        }
    }
}
