package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.Random;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * figmark's PNG decoder against pictures whose rows this test filters itself, each of PNG's five filters in turn (Paeth
 * as the specification writes it), in every colour type and depth the decoder takes by rows. ImageIO's writer cannot
 * serve here: it writes every row unfiltered.
 */
class PngPictureTest {

    @ParameterizedTest(name = "colour type {0}, {1} bits")
    @CsvSource({"2, 8", "6, 8", "0, 8", "0, 16", "2, 16", "6, 16", "4, 8"})
    void everyFilterIsUndoneInEveryLayout(int colourType, int depth) throws Exception {
        int channels = switch (colourType) {
            case 0 -> 1;
            case 2 -> 3;
            case 4 -> 2;
            default -> 4;
        };
        int bpp = channels * depth / 8;
        int w = 213;
        // Tall enough to span several of the decoder's blocks of rows.
        int h = 2 * PngPicture.BLOCK_BYTES / (w * bpp + 1) + 11;
        Random random = new Random(colourType * 100 + depth);
        byte[][] rows = new byte[h][w * bpp];
        for (int y = 0; y < h; y++) {
            for (int i = 0; i < w * bpp; i++) {
                rows[y][i] = (byte) (y % 3 == 0 ? random.nextInt(256) : (i * 7 + y * 13) + random.nextInt(3));
            }
        }
        ByteArrayOutputStream filtered = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(filtered)) {
            for (int y = 0; y < h; y++) {
                int filter = y % 5;
                z.write(filter);
                z.write(filter(filter, rows[y], y == 0 ? new byte[w * bpp] : rows[y - 1], bpp));
            }
        }
        PngPicture picture = PngPicture.read(png(w, h, depth, colourType, filtered.toByteArray()), "test");
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            picture.nextRow(row);
            int[] expected = new int[w];
            for (int x = 0; x < w; x++) {
                int step = depth / 8;
                int[] c = new int[channels];
                for (int k = 0; k < channels; k++) {
                    c[k] = rows[y][(x * channels + k) * step] & 0xff; // the high byte of a 16-bit sample
                }
                expected[x] = switch (colourType) {
                    case 0 -> 0xff000000 | c[0] * 0x010101;
                    case 2 -> 0xff000000 | c[0] << 16 | c[1] << 8 | c[2];
                    case 4 -> c[1] << 24 | c[0] * 0x010101;
                    default -> c[3] << 24 | c[0] << 16 | c[1] << 8 | c[2];
                };
            }
            assertArrayEquals(expected, row, "row " + y + ", filter " + y % 5);
        }
    }

    /** A row filtered as the PNG specification says, against the row above. */
    private static byte[] filter(int type, byte[] row, byte[] above, int bpp) {
        byte[] out = new byte[row.length];
        for (int i = 0; i < row.length; i++) {
            int x = row[i] & 0xff;
            int a = i >= bpp ? row[i - bpp] & 0xff : 0;
            int b = above[i] & 0xff;
            int c = i >= bpp ? above[i - bpp] & 0xff : 0;
            int predicted = switch (type) {
                case 1 -> a;
                case 2 -> b;
                case 3 -> (a + b) / 2;
                case 4 -> {
                    int p = a + b - c;
                    int pa = Math.abs(p - a);
                    int pb = Math.abs(p - b);
                    int pc = Math.abs(p - c);
                    yield pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
                }
                default -> 0;
            };
            out[i] = (byte) (x - predicted);
        }
        return out;
    }

    private static byte[] png(int w, int h, int depth, int colourType, byte[] idat) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        byte[] header = {0, 0, 0, 0, 0, 0, 0, 0, (byte) depth, (byte) colourType, 0, 0, 0};
        PngEncoding.put(header, 0, w);
        PngEncoding.put(header, 4, h);
        PngEncoding.chunk(out, "IHDR", header);
        PngEncoding.chunk(out, "IDAT", idat);
        PngEncoding.chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    /** A picture of one row of 16-bit grey samples, unfiltered. */
    private static byte[] grey16(int... samples) {
        byte[] raw = new byte[1 + 2 * samples.length];
        for (int i = 0; i < samples.length; i++) {
            raw[1 + 2 * i] = (byte) (samples[i] >> 8);
            raw[2 + 2 * i] = (byte) samples[i];
        }
        java.util.zip.Deflater deflater = new java.util.zip.Deflater();
        deflater.setInput(raw);
        deflater.finish();
        byte[] buffer = new byte[1024];
        int n = deflater.deflate(buffer);
        deflater.end();
        return png(samples.length, 1, 16, 0, java.util.Arrays.copyOf(buffer, n));
    }

    @Test
    void sixteenBitGreyIsComparedByItsHighByteAsTheReadmeSays() throws Exception {
        // Pillow clips both pictures to white (every sample past 255), so compare_images passes them; figmark does not.
        PixelStats stats = PixelDiff.stats(PngPicture.read(grey16(0x1000, 0x8000), "expected"), PngPicture.read(grey16(0x1000, 0x9000), "actual"), 0);
        assertEquals(Math.sqrt(16.0 * 16 / 2), stats.rms(), 1e-9, "one sample of two differs by 0x90 - 0x80 in its high byte, in each of R, G, B");
        assertEquals(0.0, PixelDiff.stats(PngPicture.read(grey16(0x1000, 0x8000), "expected"), PngPicture.read(grey16(0x1000, 0x80ff), "actual"), 0).rms(),
                "a change in the low byte alone is below what 8 bits show");
    }
}
