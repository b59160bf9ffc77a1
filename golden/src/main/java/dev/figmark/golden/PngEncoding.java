package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Diff images and rendered pages as PNG, for the report and the JUnit failures: 8-bit RGB, no row filter, deflate at
 * its fastest. ImageIO's writer tries every filter on every row and spills to a cache file; a picture for the eye
 * needs neither, and this takes a tenth of its time.
 */
final class PngEncoding {

    private PngEncoding() {
    }

    /** The image as PNG bytes (its alpha, if any, left out). */
    static byte[] encode(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] pixels = image.getType() == BufferedImage.TYPE_INT_RGB || image.getType() == BufferedImage.TYPE_INT_ARGB
                ? ((DataBufferInt) image.getRaster().getDataBuffer()).getData() : null;
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        ByteArrayOutputStream idat = new ByteArrayOutputStream(w * h / 4 + 64);
        byte[] row = new byte[1 + 3 * w];
        int[] argb = new int[w];
        byte[] chunk = new byte[1 << 16];
        for (int y = 0; y < h; y++) {
            int at = y * w;
            if (pixels == null) {
                image.getRGB(0, y, w, 1, argb, 0, w);
                at = 0;
            }
            int[] source = pixels == null ? argb : pixels;
            for (int x = 0, i = 1; x < w; x++, i += 3) {
                int p = source[at + x];
                row[i] = (byte) (p >> 16);
                row[i + 1] = (byte) (p >> 8);
                row[i + 2] = (byte) p;
            }
            deflater.setInput(row);
            while (!deflater.needsInput()) {
                idat.write(chunk, 0, deflater.deflate(chunk));
            }
        }
        deflater.finish();
        while (!deflater.finished()) {
            idat.write(chunk, 0, deflater.deflate(chunk));
        }
        deflater.end();
        ByteArrayOutputStream out = new ByteArrayOutputStream(idat.size() + 64);
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        byte[] header = new byte[13];
        put(header, 0, w);
        put(header, 4, h);
        header[8] = 8;
        header[9] = 2;
        chunk(out, "IHDR", header);
        chunk(out, "IDAT", idat.toByteArray());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    /** A PNG chunk: its length, its type, its data and the CRC of the type and data. */
    static void chunk(ByteArrayOutputStream out, String kind, byte[] data) {
        byte[] length = new byte[4];
        put(length, 0, data.length);
        out.writeBytes(length);
        byte[] type = kind.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(type);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(type);
        crc.update(data);
        byte[] sum = new byte[4];
        put(sum, 0, (int) crc.getValue());
        out.writeBytes(sum);
    }

    /** A 32-bit big-endian integer, as PNG writes its numbers. */
    static void put(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
