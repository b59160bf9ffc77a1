package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Pixel by pixel and channel by channel: how many pixels differ by more than the tolerance, the largest difference and
 * the root mean square. A different size always fails. The diff image shows the expected image faded with every
 * differing pixel in red.
 */
final class PngDiff {

    private PngDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual, Tolerance tolerance) throws IOException {
        BufferedImage a = read(expected, "expected");
        BufferedImage b = read(actual, "actual");
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return new Difference(name, List.of("size " + a.getWidth() + " x " + a.getHeight() + " → " + b.getWidth() + " x " + b.getHeight() + " pixels"), null);
        }
        int width = a.getWidth();
        int height = a.getHeight();
        BufferedImage diff = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        long differing = 0;
        int largest = 0;
        double squares = 0;
        int[] rowA = new int[width];
        int[] rowB = new int[width];
        for (int y = 0; y < height; y++) {
            a.getRGB(0, y, width, 1, rowA, 0, width);
            b.getRGB(0, y, width, 1, rowB, 0, width);
            for (int x = 0; x < width; x++) {
                int p = rowA[x];
                int q = rowB[x];
                int most = 0;
                for (int shift = 0; shift <= 24; shift += 8) {
                    int d = Math.abs(((p >> shift) & 0xff) - ((q >> shift) & 0xff));
                    most = Math.max(most, d);
                    if (shift < 24) {
                        squares += (double) d * d;
                    }
                }
                largest = Math.max(largest, most);
                if (most > tolerance.maxChannelDelta()) {
                    differing++;
                    diff.setRGB(x, y, 0xff0000);
                } else {
                    int grey = (((p >> 16) & 0xff) + ((p >> 8) & 0xff) + (p & 0xff)) / 3;
                    int faded = 255 - (255 - grey) / 4;
                    diff.setRGB(x, y, (faded << 16) | (faded << 8) | faded);
                }
            }
        }
        double pixels = (double) width * height;
        double share = differing / pixels;
        double rms = Math.sqrt(squares / (pixels * 3));
        if (largest == 0) {
            return Difference.none(name);
        }
        boolean within = share <= tolerance.maxDifferingShare() && rms <= tolerance.maxRms();
        if (within) {
            return Difference.none(name);
        }
        List<String> changes = new ArrayList<>();
        changes.add(String.format(Locale.ROOT, "%d of %d pixels differ by more than %d (%.4f%%, allowed %.4f%%); largest channel difference %d; RMS %.3f (allowed %.3f)",
                differing, (long) pixels, tolerance.maxChannelDelta(), share * 100, tolerance.maxDifferingShare() * 100, largest, rms, tolerance.maxRms()));
        return new Difference(name, changes, diff);
    }

    private static BufferedImage read(byte[] png, String which) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        if (image == null) {
            throw new IOException("the " + which + " file is not an image ImageIO can read");
        }
        return image;
    }
}
