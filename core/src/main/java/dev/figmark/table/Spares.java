package dev.figmark.table;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Arrays that the chunks of a file gave back once they were joined, for the chunks read after them: a file of any
 * size is read with the arrays of the chunks in flight, not one set per chunk for the collector to clear.
 */
final class Spares {

    private final Queue<byte[]> bytes = new ConcurrentLinkedQueue<>();
    private final Queue<double[]> doubles = new ConcurrentLinkedQueue<>();
    private final Queue<long[]> longs = new ConcurrentLinkedQueue<>();
    private final Queue<int[]> ints = new ConcurrentLinkedQueue<>();

    /** An array of at least {@code n} bytes, its contents any. */
    byte[] bytes(int n) {
        byte[] a = bytes.poll();
        return a != null && a.length >= n ? a : new byte[n];
    }

    /** An array of at least {@code n} doubles, its contents any. */
    double[] doubles(int n) {
        double[] a = doubles.poll();
        return a != null && a.length >= n ? a : new double[n];
    }

    /** An array of at least {@code n} longs, its contents any. */
    long[] longs(int n) {
        long[] a = longs.poll();
        return a != null && a.length >= n ? a : new long[n];
    }

    /** An array of at least {@code n} ints, its contents any. */
    int[] ints(int n) {
        int[] a = ints.poll();
        return a != null && a.length >= n ? a : new int[n];
    }

    void give(byte[] a) {
        bytes.add(a);
    }

    void give(int[] a) {
        if (a != null) {
            ints.add(a);
        }
    }

    /** Takes back the arrays of a column's part once it is joined. */
    void give(ColumnBuilder part) {
        if (part.numbers() != null) {
            doubles.add(part.numbers());
        }
        if (part.times() != null) {
            longs.add(part.times());
        }
        give(part.codes());
    }
}
