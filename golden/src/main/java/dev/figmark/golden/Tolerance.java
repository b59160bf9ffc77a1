package dev.figmark.golden;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How different two pictures may be and still match, in the terms of pytest-mpl and matplotlib's
 * {@code compare_images}. Each limit may be given alone, and only the given ones must hold; with none given the
 * pictures must be equal pixel for pixel. PDF metadata (dates, {@code /ID}, producer) is a note unless
 * {@code strictPdf} is set.
 *
 * @param maxChannelDelta largest difference of one colour channel (0 to 255) for a pixel to count as equal, or -1
 *     when not given
 * @param maxDifferingShare share of pixels (0 to 1) that may differ, or NaN when not given
 * @param maxRms largest root-mean-square channel difference over the whole picture (0 to 255), or NaN when not given
 * @param strictPdf whether PDFs must be equal byte for byte: dates, {@code /ID}, producer and object layout count as
 *     differences (figmark's own PDFs are byte-deterministic)
 */
public record Tolerance(int maxChannelDelta, double maxDifferingShare, double maxRms, boolean strictPdf) {

    /** Equal pixel for pixel, PDF metadata as a note. */
    public static final Tolerance EXACT = new Tolerance(-1, Double.NaN, Double.NaN, false);

    /**
     * Checks each given limit against its range.
     *
     * @param maxChannelDelta the largest channel difference, or -1 when not given
     * @param maxDifferingShare the largest share of differing pixels, or NaN when not given
     * @param maxRms the largest RMS difference, or NaN when not given
     * @param strictPdf whether PDF dates, /ID and producer count, and PDFs must be equal byte for byte
     */
    public Tolerance {
        if (maxChannelDelta < -1 || maxChannelDelta > 255) {
            throw new IllegalArgumentException("the largest channel difference is 0 to 255, not " + maxChannelDelta);
        }
        if (!Double.isNaN(maxDifferingShare) && !(maxDifferingShare >= 0 && maxDifferingShare <= 1)) {
            throw new IllegalArgumentException("the share of differing pixels is 0 to 1, not " + maxDifferingShare);
        }
        if (!Double.isNaN(maxRms) && !(maxRms >= 0 && maxRms <= 255)) {
            throw new IllegalArgumentException("the RMS difference is 0 to 255, not " + maxRms);
        }
    }

    /**
     * This tolerance with a largest channel difference: alone, every pixel must be within it.
     *
     * @param delta the largest difference of a channel, 0 to 255
     * @return a new tolerance
     */
    public Tolerance withMaxChannelDelta(int delta) {
        return new Tolerance(delta, maxDifferingShare, maxRms, strictPdf);
    }

    /**
     * This tolerance with a share of pixels that may differ (by more than the channel difference, if given).
     *
     * @param share the largest share of differing pixels, 0 to 1
     * @return a new tolerance
     */
    public Tolerance withMaxDifferingShare(double share) {
        return new Tolerance(maxChannelDelta, share, maxRms, strictPdf);
    }

    /**
     * This tolerance with a largest RMS difference, pytest-mpl's {@code tolerance}.
     *
     * @param rms the largest root-mean-square channel difference, 0 to 255
     * @return a new tolerance
     */
    public Tolerance withMaxRms(double rms) {
        return new Tolerance(maxChannelDelta, maxDifferingShare, rms, strictPdf);
    }

    /**
     * This tolerance with PDF dates, {@code /ID} and producer counted as differences.
     *
     * @return a new tolerance
     */
    public Tolerance withStrictPdf() {
        return new Tolerance(maxChannelDelta, maxDifferingShare, maxRms, true);
    }

    /**
     * Whether no pixel limit was given, so pictures must be equal.
     *
     * @return true when pictures must be equal
     */
    public boolean exactPixels() {
        return maxChannelDelta < 0 && Double.isNaN(maxDifferingShare) && Double.isNaN(maxRms);
    }

    /** The channel difference above which a pixel counts as differing: the given limit, else 0. */
    int pixelThreshold() {
        return Math.max(maxChannelDelta, 0);
    }

    /** The limits the measured picture difference breaks, in words; empty when it is within this tolerance. */
    List<String> broken(PixelStats stats) {
        List<String> out = new ArrayList<>();
        if (exactPixels()) {
            if (stats.largest() > 0) {
                out.add("pixels exact");
            }
            return out;
        }
        if (!Double.isNaN(maxDifferingShare)) {
            if (stats.share() > maxDifferingShare) {
                out.add(String.format(Locale.ROOT, "%.4f %% of pixels differ, %.4f %% allowed", stats.share() * 100, maxDifferingShare * 100));
            }
        } else if (maxChannelDelta >= 0 && stats.largest() > maxChannelDelta) {
            out.add("largest channel difference " + stats.largest() + ", " + maxChannelDelta + " allowed");
        }
        if (!Double.isNaN(maxRms) && Double.isNaN(stats.rms())) {
            out.add("no RMS: one picture is RGBA with transparency and the other opaque, which matplotlib's compare_images refuses as"
                    + " images of different sizes");
        } else if (!Double.isNaN(maxRms) && stats.rms() > maxRms) {
            out.add(String.format(Locale.ROOT, "RMS %.3f, %.3f allowed", stats.rms(), maxRms));
        }
        return out;
    }

    /**
     * The given limits in words, for reports.
     *
     * @return such as "RMS at most 2.0"
     */
    public String describe() {
        if (exactPixels()) {
            return "pixels exact";
        }
        List<String> parts = new ArrayList<>();
        if (maxChannelDelta >= 0) {
            parts.add("max channel delta " + maxChannelDelta);
        }
        if (!Double.isNaN(maxDifferingShare)) {
            parts.add("max differing share " + maxDifferingShare);
        }
        if (!Double.isNaN(maxRms)) {
            parts.add("max RMS " + maxRms);
        }
        return String.join(", ", parts);
    }
}
