package dev.figmark.golden;

/**
 * How different two files may be and still match. Exact by default; a pixel tolerance accepts a renderer's
 * antialiasing change on purpose, and {@code ignorePdfMetadata} compares other tools' PDFs without their dates,
 * {@code /ID} and producer.
 *
 * @param maxChannelDelta largest difference of one colour channel (0 to 255) for a pixel to count as equal
 * @param maxDifferingShare share of pixels (0 to 1) that may exceed {@code maxChannelDelta}
 * @param maxRms largest root-mean-square channel difference over the whole image
 */
public record Tolerance(int maxChannelDelta, double maxDifferingShare, double maxRms, boolean ignorePdfMetadata) {

    public static final Tolerance EXACT = new Tolerance(0, 0.0, 0.0, false);

    public Tolerance {
        if (maxChannelDelta < 0 || maxChannelDelta > 255 || !(maxDifferingShare >= 0 && maxDifferingShare <= 1) || !(maxRms >= 0)) {
            throw new IllegalArgumentException("tolerance out of range");
        }
    }

    public static Tolerance pixels(int maxChannelDelta, double maxDifferingShare, double maxRms) {
        return new Tolerance(maxChannelDelta, maxDifferingShare, maxRms, false);
    }

    public Tolerance withIgnoredPdfMetadata() {
        return new Tolerance(maxChannelDelta, maxDifferingShare, maxRms, true);
    }
}
