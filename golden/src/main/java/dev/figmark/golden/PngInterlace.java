package dev.figmark.golden;

import java.io.IOException;

/**
 * Adam7, PNG's interlacing (the specification's section 8.2): seven passes, each a smaller picture of every eighth,
 * fourth or second pixel with its own filtered rows, undone into the picture's rows as a non-interlaced file holds
 * them, so both are compared alike. The passes cannot be read a row of the picture at a time, so the whole picture's
 * rows are held: at most {@link #MAX_BYTES}.
 */
final class PngInterlace {

    /** The most bytes of rows an interlaced picture may take: 64 MB, 16 megapixels of 8-bit RGBA. */
    static final long MAX_BYTES = 64L << 20;

    /** Each pass's first column and row, and its steps across and down. */
    private static final int[][] PASSES = {{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};

    private PngInterlace() {
    }

    /** The bytes the inflated passes take, filter bytes included. */
    static long passBytes(int width, int height, int bitsPerPixel) {
        long total = 0;
        for (int[] p : PASSES) {
            long w = columns(width, p[0], p[2]);
            long h = columns(height, p[1], p[3]);
            if (w > 0 && h > 0) {
                total += h * ((w * bitsPerPixel + 7) / 8 + 1);
            }
        }
        return total;
    }

    private static int columns(int size, int first, int step) {
        return size > first ? (size - first + step - 1) / step : 0;
    }

    /**
     * The picture's rows, {@code stride} bytes each, from its inflated passes.
     *
     * @param data  the passes as inflated, each row its filter byte and its bytes
     * @param which "expected" or "actual", for messages
     */
    static byte[] rows(byte[] data, int width, int height, int bitsPerPixel, int stride, String which) throws IOException {
        byte[] whole = new byte[Math.multiplyExact(stride, height)];
        int bytesPerPixel = Math.max(1, bitsPerPixel / 8);
        int at = 0;
        for (int pass = 0; pass < PASSES.length; pass++) {
            int[] p = PASSES[pass];
            int w = columns(width, p[0], p[2]);
            int h = columns(height, p[1], p[3]);
            if (w == 0 || h == 0) {
                continue;
            }
            int passStride = (int) (((long) w * bitsPerPixel + 7) / 8);
            byte[] previous = new byte[passStride];
            byte[] current = new byte[passStride];
            for (int r = 0; r < h; r++) {
                int filter = data[at] & 0xff;
                System.arraycopy(data, at + 1, current, 0, passStride);
                at += passStride + 1;
                if (!PngFilters.undo(filter, current, previous, bytesPerPixel, passStride)) {
                    throw new IOException("the " + which + " PNG's interlacing pass " + (pass + 1) + " has an unknown filter " + filter + " in its row " + (r + 1));
                }
                int rowStart = (p[1] + r * p[3]) * stride;
                for (int i = 0; i < w; i++) {
                    int x = p[0] + i * p[2];
                    if (bitsPerPixel >= 8) {
                        System.arraycopy(current, i * bytesPerPixel, whole, rowStart + x * bytesPerPixel, bytesPerPixel);
                    } else {
                        int from = i * bitsPerPixel;
                        int sample = (current[from >> 3] & 0xff) >> (8 - bitsPerPixel - (from & 7)) & ((1 << bitsPerPixel) - 1);
                        int to = x * bitsPerPixel;
                        whole[rowStart + (to >> 3)] |= (byte) (sample << (8 - bitsPerPixel - (to & 7)));
                    }
                }
                byte[] t = previous;
                previous = current;
                current = t;
            }
        }
        return whole;
    }
}
