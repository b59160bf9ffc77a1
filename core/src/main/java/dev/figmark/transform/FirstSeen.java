package dev.figmark.transform;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Numbers the values of a table's rows 0, 1, 2, … in the order they first come (pandas' {@code groupby(sort=False)}),
 * on every core where the rows are many: each stretch of rows numbers its own values, then the stretches' numbers are
 * joined in order (a value first seen in an earlier stretch keeps that stretch's place) and the rows renumbered.
 */
final class FirstSeen {

    /** The fewest rows numbered on every core: below, a thread's start costs more than it saves. */
    static final int PARALLEL_ROWS = 1 << 18;
    /** The most values numbered through arrays indexed by the value, one per stretch of rows; more go through a hash. */
    static final int DIRECT = 1 << 16;

    private FirstSeen() {
    }

    /**
     * Numbers {@code n} small values {@code keys[r] + offset}, each from 0 to {@code span - 1} (a text's code, the
     * numbers of several fields combined): each stretch notes the first row of each value in an array, the arrays'
     * least rows order the values, and the rows are renumbered. No hashing; how many distinct values there are.
     */
    static int small(int[] keys, int offset, int span, int n, int[] ids) {
        int parts = parts(n);
        int[][] first = new int[parts][];
        each(parts, p -> {
            int[] f = new int[span];
            Arrays.fill(f, Integer.MAX_VALUE);
            for (int r = from(p, parts, n), to = from(p + 1, parts, n); r < to; r++) {
                int k = keys[r] + offset;
                if (f[k] == Integer.MAX_VALUE) {
                    f[k] = r;
                }
            }
            first[p] = f;
        });
        int[] least = first[0];
        for (int p = 1; p < parts; p++) {
            for (int k = 0; k < span; k++) {
                least[k] = Math.min(least[k], first[p][k]);
            }
        }
        long[] byRow = new long[span];
        int count = 0;
        for (int k = 0; k < span; k++) {
            if (least[k] != Integer.MAX_VALUE) {
                byRow[count++] = (long) least[k] << 32 | k;
            }
        }
        Arrays.sort(byRow, 0, count);
        int[] rank = new int[span];
        for (int i = 0; i < count; i++) {
            rank[(int) byRow[i]] = i;
        }
        each(parts, p -> {
            for (int r = from(p, parts, n), to = from(p + 1, parts, n); r < to; r++) {
                ids[r] = rank[keys[r] + offset];
            }
        });
        return count;
    }

    /** Numbers {@code n} values of any size, given as bits equal exactly when the values are; how many there are. */
    static int number(long[] keys, int n, int[] ids) {
        int parts = parts(n);
        LongIds[] local = new LongIds[parts];
        each(parts, p -> {
            LongIds seen = new LongIds();
            for (int r = from(p, parts, n), to = from(p + 1, parts, n); r < to; r++) {
                ids[r] = seen.id(keys[r]);
            }
            local[p] = seen;
        });
        return joined(local, n, ids);
    }

    /** Numbers {@code n} numbers, NaN one value and 0 and -0 one value; how many distinct there are. */
    static int number(double[] values, int n, int[] ids) {
        int parts = parts(n);
        LongIds[] local = new LongIds[parts];
        each(parts, p -> {
            LongIds seen = new LongIds();
            for (int r = from(p, parts, n), to = from(p + 1, parts, n); r < to; r++) {
                ids[r] = seen.id(bits(values[r]));
            }
            local[p] = seen;
        });
        return joined(local, n, ids);
    }

    /** A number as bits that are equal exactly when the numbers are: every NaN one value, 0 and -0 one value. */
    static long bits(double v) {
        return Double.isNaN(v) ? Long.MIN_VALUE : Double.doubleToLongBits(v == 0 ? 0.0 : v);
    }

    /** The stretches' own numbers joined in order, a value keeping the place of the stretch it first came in. */
    private static int joined(LongIds[] local, int n, int[] ids) {
        int parts = local.length;
        if (parts == 1) {
            return local[0].size();
        }
        LongIds all = new LongIds();
        int[][] global = new int[parts][];
        for (int p = 0; p < parts; p++) {
            global[p] = new int[local[p].size()];
            for (int i = 0; i < global[p].length; i++) {
                global[p][i] = all.id(local[p].key(i));
            }
        }
        each(parts, p -> {
            int[] to = global[p];
            for (int r = from(p, parts, n), end = from(p + 1, parts, n); r < end; r++) {
                ids[r] = to[ids[r]];
            }
        });
        return all.size();
    }

    /** How many stretches {@code n} rows are cut into: one below {@link #PARALLEL_ROWS}, else a few per core. */
    static int parts(int n) {
        return n < PARALLEL_ROWS ? 1 : Math.min(Runtime.getRuntime().availableProcessors() * 4, n / (PARALLEL_ROWS / 4));
    }

    /** Runs {@code task} for each stretch, on every core where there are several. */
    static void each(int parts, java.util.function.IntConsumer task) {
        IntStream all = IntStream.range(0, parts);
        (parts > 1 ? all.parallel() : all).forEach(task);
    }

    /** Where stretch {@code part} of {@code parts} begins among {@code n} rows. */
    static int from(int part, int parts, int n) {
        return (int) ((long) n * part / parts);
    }

    /** Dense numbers for longs, in the order they first come: open addressing, no object per entry. */
    private static final class LongIds {
        private long[] keys = new long[16];
        private int[] ids = new int[16];
        private long[] order = new long[8];
        private int size;

        int size() {
            return size;
        }

        /** The value numbered {@code id}. */
        long key(int id) {
            return order[id];
        }

        int id(long key) {
            int mask = keys.length - 1;
            int slot = (int) (mix(key) & mask);
            while (ids[slot] != 0) {
                if (keys[slot] == key) {
                    return ids[slot] - 1;
                }
                slot = (slot + 1) & mask;
            }
            keys[slot] = key;
            ids[slot] = ++size;
            if (size > order.length) {
                order = Arrays.copyOf(order, order.length * 2);
            }
            order[size - 1] = key;
            if (size * 2 > keys.length) {
                grow();
            }
            return size - 1;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldIds = ids;
            keys = new long[oldKeys.length * 2];
            ids = new int[keys.length];
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldIds[i] != 0) {
                    int slot = (int) (mix(oldKeys[i]) & mask);
                    while (ids[slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    keys[slot] = oldKeys[i];
                    ids[slot] = oldIds[i];
                }
            }
        }

        private static long mix(long k) {
            long h = k * 0x9E3779B97F4A7C15L;
            return h ^ (h >>> 29);
        }
    }
}
