package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** figmark's PNG decoder gives the pixels ImageIO gives, for every filter ImageIO's adaptive encoder picks. */
class PngPictureTest {

    @Test
    void rowsDecodeAsImageIoDecodesThem() throws Exception {
        Random random = new Random(20261201);
        for (int type : new int[] {BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_INT_ARGB}) {
            // Gradients, noise and flat runs, tall enough to span several blocks of rows: every filter gets chosen.
            int w = 301;
            int h = 2 * PngPicture.BLOCK_BYTES / (w * 4) + 17;
            BufferedImage image = new BufferedImage(w, h, type);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int v = (y % 7 == 0) ? random.nextInt() : (x * 3 + y * 5) % 256 * 0x010101 | (x > 150 ? random.nextInt(4) : 0);
                    image.setRGB(x, y, (random.nextInt(3) == 0 ? 0x80 : 0xff) << 24 | v & 0xffffff);
                }
            }
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            assertTrue(ImageIO.write(image, "png", png));
            BufferedImage expected = ImageIO.read(new java.io.ByteArrayInputStream(png.toByteArray()));
            PngPicture picture = PngPicture.read(png.toByteArray(), "test");
            int[] row = new int[w];
            for (int y = 0; y < h; y++) {
                picture.nextRow(row);
                assertArrayEquals(expected.getRGB(0, y, w, 1, null, 0, w), row, "type " + type + ", row " + y);
            }
        }
    }

    @Test
    void sixteenBitGreyUndoesTheGeneralFilters() throws Exception {
        Random random = new Random(7);
        int w = 97;
        int h = 300;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_USHORT_GRAY);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                image.getRaster().setSample(x, y, 0, y % 5 == 0 ? random.nextInt(65536) : (x * 300 + y * 170) % 65536);
            }
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        assertTrue(ImageIO.write(image, "png", png));
        PngPicture picture = PngPicture.read(png.toByteArray(), "test");
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            picture.nextRow(row);
            for (int x = 0; x < w; x++) {
                int grey = image.getRaster().getSample(x, y, 0) >> 8;
                assertTrue(row[x] == (0xff000000 | grey << 16 | grey << 8 | grey), "row " + y + ", column " + x);
            }
        }
    }
}
