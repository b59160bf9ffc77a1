package dev.figmark.render.png;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small PNG encoder: 8-bit RGB, the "up" filter on every row, one deflate stream, a {@code pHYs} chunk with the
 * resolution and a {@code tEXt} Software chunk. No time chunk, so equal pixels give equal files.
 */
final class PngEncoder {

    private static final byte[] SIGNATURE = {(byte) 137, 80, 78, 71, 13, 10, 26, 10};

    private PngEncoder() {
    }

    /** Writes an image of type {@code TYPE_INT_RGB}, as {@link PngWriter} draws them. */
    static void write(BufferedImage image, int dpi, String software, OutputStream out) throws IOException {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("the encoder takes TYPE_INT_RGB images");
        }
        int width = image.getWidth();
        int height = image.getHeight();
        DataOutputStream data = new DataOutputStream(out);
        data.write(SIGNATURE);

        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream h = new DataOutputStream(header);
        h.writeInt(width);
        h.writeInt(height);
        h.writeByte(8);
        h.writeByte(2);
        h.writeByte(0);
        h.writeByte(0);
        h.writeByte(0);
        chunk(data, "IHDR", header.toByteArray());

        int pixelsPerMetre = (int) Math.round(dpi / 0.0254);
        ByteArrayOutputStream phys = new ByteArrayOutputStream();
        DataOutputStream p = new DataOutputStream(phys);
        p.writeInt(pixelsPerMetre);
        p.writeInt(pixelsPerMetre);
        p.writeByte(1);
        chunk(data, "pHYs", phys.toByteArray());

        byte[] text = ("Software\0" + software).getBytes(StandardCharsets.ISO_8859_1);
        chunk(data, "tEXt", text);

        chunk(data, "IDAT", compress(image, width, height));
        chunk(data, "IEND", new byte[0]);
        data.flush();
    }

    private static byte[] compress(BufferedImage image, int width, int height) {
        int stride = width * 3;
        byte[] previous = new byte[stride];
        byte[] current = new byte[stride];
        byte[] filtered = new byte[stride + 1];
        // The raster's own pixels: getRGB would convert every pixel through the colour model.
        int[] pixels = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
        Deflater deflater = new Deflater(6);
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(width * height / 4 + 1024);
        byte[] buffer = new byte[1 << 16];
        try {
            for (int y = 0; y < height; y++) {
                int offset = y * width;
                for (int x = 0, i = 0; x < width; x++) {
                    int c = pixels[offset + x];
                    current[i++] = (byte) (c >> 16);
                    current[i++] = (byte) (c >> 8);
                    current[i++] = (byte) c;
                }
                filtered[0] = 2;
                for (int i = 0; i < stride; i++) {
                    filtered[i + 1] = (byte) (current[i] - previous[i]);
                }
                deflater.setInput(filtered);
                while (!deflater.needsInput()) {
                    int n = deflater.deflate(buffer);
                    compressed.write(buffer, 0, n);
                }
                byte[] swap = previous;
                previous = current;
                current = swap;
            }
            deflater.finish();
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                compressed.write(buffer, 0, n);
            }
        } finally {
            deflater.end();
        }
        return compressed.toByteArray();
    }

    private static void chunk(DataOutputStream out, String type, byte[] body) throws IOException {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(body);
        out.writeInt(body.length);
        out.write(name);
        out.write(body);
        out.writeInt((int) crc.getValue());
    }
}
