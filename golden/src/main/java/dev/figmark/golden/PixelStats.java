package dev.figmark.golden;

import java.util.Locale;

/**
 * How two pictures of one size differ: pixels beyond the threshold, the largest channel difference (alpha included),
 * the RMS as matplotlib's {@code calculate_rms} takes it (over RGBA when both files are RGBA with some transparency, else
 * over RGB; NaN when only one is), and the box around the differing pixels.
 */
record PixelStats(int width, int height, int threshold, long differing, int largest, double rms, int left, int top, int right, int bottom) {

    /** Share of pixels that differ by more than the threshold. */
    double share() {
        return differing / ((double) width * height);
    }

    /** The difference in words: how many pixels, how much, and where. */
    String describe() {
        String where = differing == 0 ? "" : String.format(Locale.ROOT, ", within x %d–%d, y %d–%d px", left, right, top, bottom);
        return String.format(Locale.ROOT, "%,d of %,d pixels differ by more than %d (%.4f %%)%s; largest channel difference %d; RMS %.3f",
                differing, (long) width * height, threshold, share() * 100, where, largest, rms)
                .replace("RMS NaN", "no RMS (one picture has transparency, the other is opaque)");
    }
}
