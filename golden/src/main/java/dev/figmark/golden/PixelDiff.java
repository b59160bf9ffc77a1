package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Pictures compared pixel by pixel and channel by channel, one row at a time. A different size always fails. The diff
 * image shows the expected picture faded, with every differing pixel in red; a picture larger than
 * {@link #MAX_DIFF_PIXELS} gets a smaller diff image, each of its pixels red when any pixel it covers differs.
 */
final class PixelDiff {

    /** The largest diff image made: 4 megapixels, 16 MB. */
    static final long MAX_DIFF_PIXELS = 4_000_000L;

    private PixelDiff() {
    }

    /** Opens a picture afresh: the diff image is drawn in a second pass, only when the pictures differ. */
    interface Source {
        Picture open() throws IOException;
    }

    /** The changes in words (empty when within the tolerance) and, when they differ, a diff image. */
    record Outcome(List<String> changes, BufferedImage diffImage) {
    }

    /** Compares two pictures; {@code what} starts each change (a page number, or nothing). */
    static Outcome compare(Source expected, Source actual, Tolerance tolerance, String what) throws IOException {
        Picture a = expected.open();
        Picture b = actual.open();
        if (a.width() != b.width() || a.height() != b.height()) {
            return new Outcome(List.of(what + "size " + a.width() + " × " + a.height() + " → " + b.width() + " × " + b.height() + " pixels"), null);
        }
        PixelStats stats = stats(a, b, tolerance.pixelThreshold());
        List<String> broken = tolerance.broken(stats);
        if (broken.isEmpty()) {
            return new Outcome(List.of(), null);
        }
        List<String> changes = new ArrayList<>();
        changes.add(what + stats.describe() + " (allowed: " + tolerance.describe() + ")");
        return new Outcome(changes, image(expected.open(), actual.open(), tolerance.pixelThreshold()));
    }

    /**
     * Measures the difference. Two PNGs of one layout are compared row by row as decoded bytes first, and only rows
     * that differ are widened to pixels: pictures that are equal cost little more than their decompression.
     */
    static PixelStats stats(Picture a, Picture b, int threshold) throws IOException {
        boolean raw = a instanceof PngPicture p && b instanceof PngPicture q && p.sameLayout(q);
        int width = a.width();
        int height = a.height();
        int[] rowA = new int[width];
        int[] rowB = new int[width];
        long differing = 0;
        int largest = 0;
        long squares = 0;
        long alphaSquares = 0;
        // matplotlib keeps an RGBA file's alpha only when it is not opaque: the smallest alpha of each, while it matters.
        boolean rgbaA = a.rgbaFile();
        boolean rgbaB = b.rgbaFile();
        int leastA = 255;
        int leastB = 255;
        int left = width;
        int right = -1;
        int top = height;
        int bottom = -1;
        for (int y = 0; y < height; y++) {
            if (raw) {
                PngPicture p = (PngPicture) a;
                PngPicture q = (PngPicture) b;
                p.advance();
                q.advance();
                if (p.sameRow(q)) {
                    if (rgbaA && (leastA == 255 || leastB == 255)) {
                        int least = p.smallestAlpha(); // equal rows, equal alphas
                        leastA = Math.min(leastA, least);
                        leastB = Math.min(leastB, least);
                    }
                    continue;
                }
                p.widen(rowA);
                q.widen(rowB);
            } else {
                a.nextRow(rowA);
                b.nextRow(rowB);
            }
            if (rgbaA && leastA > 0 || rgbaB && leastB > 0) {
                for (int x = 0; x < width; x++) {
                    leastA = Math.min(leastA, rowA[x] >>> 24);
                    leastB = Math.min(leastB, rowB[x] >>> 24);
                }
            }
            for (int x = 0; x < width; x++) {
                int p = rowA[x];
                int q = rowB[x];
                if (p == q) {
                    continue;
                }
                int dr = Math.abs((p >> 16 & 0xff) - (q >> 16 & 0xff));
                int dg = Math.abs((p >> 8 & 0xff) - (q >> 8 & 0xff));
                int db = Math.abs((p & 0xff) - (q & 0xff));
                int da = Math.abs((p >>> 24) - (q >>> 24));
                squares += dr * dr + dg * dg + db * db;
                alphaSquares += da * da;
                int most = Math.max(Math.max(dr, dg), Math.max(db, da));
                largest = Math.max(largest, most);
                if (most > threshold) {
                    differing++;
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        // As matplotlib's compare_images: RGBA files with transparency over four channels, others over RGB; one of each
        // is arrays of different shapes, which it refuses.
        boolean fourA = rgbaA && leastA < 255;
        boolean fourB = rgbaB && leastB < 255;
        double rms = fourA != fourB ? Double.NaN
                : fourA ? Math.sqrt((squares + alphaSquares) / ((double) width * height * 4))
                : Math.sqrt(squares / ((double) width * height * 3));
        return new PixelStats(width, height, threshold, differing, largest, rms, left, top, right, bottom);
    }

    private static BufferedImage image(Picture a, Picture b, int threshold) throws IOException {
        int width = a.width();
        int height = a.height();
        // Each diff pixel covers a square of scale × scale pixels, the last ones fewer: a picture one pixel wide and
        // 200 million tall gets a diff image of one column, never one of 100 million pixels.
        int scale = 1;
        while ((long) ceil(width, scale) * ceil(height, scale) > MAX_DIFF_PIXELS) {
            scale++;
        }
        int w = ceil(width, scale);
        int h = ceil(height, scale);
        BufferedImage diff = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        // Rows written straight into the image's pixels: setRGB converts each pixel through its colour model.
        int[] pixels = ((java.awt.image.DataBufferInt) diff.getRaster().getDataBuffer()).getData();
        int[] rowA = new int[width];
        int[] rowB = new int[width];
        int left = w;
        int right = -1;
        int top = h;
        int bottom = -1;
        for (int y = 0; y < height; y++) {
            a.nextRow(rowA);
            b.nextRow(rowB);
            int at = Math.min(h - 1, y / scale) * w;
            if (y % scale == 0) {
                for (int x = 0; x < w; x++) {
                    int p = rowA[Math.min(width - 1, x * scale)];
                    int grey = ((p >> 16 & 0xff) + (p >> 8 & 0xff) + (p & 0xff)) / 3;
                    int alpha = p >>> 24;
                    grey = 255 - (255 - grey) * alpha / 255;
                    int faded = 255 - (255 - grey) / 4;
                    pixels[at + x] = faded << 16 | faded << 8 | faded;
                }
            }
            for (int x = 0; x < width; x++) {
                int p = rowA[x];
                int q = rowB[x];
                if (p != q && channelDifference(p, q) > threshold) {
                    int dx = Math.min(w - 1, x / scale);
                    pixels[at + dx] = 0xff0000;
                    left = Math.min(left, dx);
                    right = Math.max(right, dx);
                    top = Math.min(top, at / w);
                    bottom = Math.max(bottom, at / w);
                }
            }
        }
        ring(pixels, w, h, left, top, right, bottom);
        return diff;
    }

    /**
     * A red ring around the differing pixels, a few pixels out, where they are few enough to be lost in the picture:
     * one changed pixel of a figure is otherwise one red dot in a panel a quarter of its size.
     */
    private static void ring(int[] pixels, int w, int h, int left, int top, int right, int bottom) {
        if (right < left || (right - left) * (bottom - top) > w * h / 16) {
            return;
        }
        int pad = Math.max(3, Math.max(w, h) / 100);
        int x0 = Math.max(0, left - pad);
        int x1 = Math.min(w - 1, right + pad);
        int y0 = Math.max(0, top - pad);
        int y1 = Math.min(h - 1, bottom + pad);
        for (int x = x0; x <= x1; x++) {
            pixels[y0 * w + x] = 0xff0000;
            pixels[y1 * w + x] = 0xff0000;
        }
        for (int y = y0; y <= y1; y++) {
            pixels[y * w + x0] = 0xff0000;
            pixels[y * w + x1] = 0xff0000;
        }
    }

    private static int ceil(int size, int scale) {
        return (size + scale - 1) / scale;
    }

    private static int channelDifference(int p, int q) {
        int most = 0;
        for (int shift = 0; shift <= 24; shift += 8) {
            most = Math.max(most, Math.abs((p >>> shift & 0xff) - (q >>> shift & 0xff)));
        }
        return most;
    }
}
