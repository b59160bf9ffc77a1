package dev.figmark.transform;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Numbers the values of a table's rows 0, 1, 2, … in the order they first come (pandas' {@code groupby(sort=False)}),
 * on every core where the rows are many: each stretch of rows numbers its own values, then the stretches' numbers are
 * joined in order (a value first seen in an earlier stretch keeps that stretch's place) and the rows renumbered.
 */
final class FirstSeen {

    /** A row's value as bits that are equal exactly when the values are. */
    interface Bits {
        /** The bits of row {@code row}'s value. */
        long at(int row);
    }

    /** The fewest rows numbered on every core: below, a thread's start costs more than it saves. */
    static final int PARALLEL_ROWS = 1 << 18;

    private FirstSeen() {
    }

    /** Writes each of {@code n} rows' number into {@code ids}; how many distinct values there are. */
    static int number(Bits bits, int n, int[] ids) {
        int parts = n < PARALLEL_ROWS ? 1 : Math.min(Runtime.getRuntime().availableProcessors() * 4, n / (PARALLEL_ROWS / 4));
        LongIds[] local = new LongIds[parts];
        IntStream each = IntStream.range(0, parts);
        (parts > 1 ? each.parallel() : each).forEach(p -> {
            LongIds seen = new LongIds();
            for (int r = from(p, parts, n), to = from(p + 1, parts, n); r < to; r++) {
                ids[r] = seen.id(bits.at(r));
            }
            local[p] = seen;
        });
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
        IntStream.range(0, parts).parallel().forEach(p -> {
            int[] to = global[p];
            for (int r = from(p, parts, n), end = from(p + 1, parts, n); r < end; r++) {
                ids[r] = to[ids[r]];
            }
        });
        return all.size();
    }

    private static int from(int part, int parts, int n) {
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
