package dev.figmark.render.png;

import dev.figmark.scene.Scene;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small PNG encoder: 8-bit RGB, no row filter, one deflate stream, a {@code pHYs} chunk with the
 * resolution, a {@code tEXt} Software chunk, and the figure's title and text alternative as {@code iTXt} chunks (the
 * registered keywords Title and Description, in UTF-8 with their language). No time chunk, so equal pixels give equal
 * files.
 */
final class PngEncoder {

    private static final byte[] SIGNATURE = {(byte) 137, 80, 78, 71, 13, 10, 26, 10};

    private PngEncoder() {
    }

    /** Writes an image of type {@code TYPE_INT_RGB}, as {@link PngWriter} draws them. */
    static void write(BufferedImage image, int dpi, String software, Scene.About about, OutputStream out) throws IOException {
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
        international(data, "Title", about.title(), about.language());
        international(data, "Description", about.alt(), about.language());

        chunk(data, "IDAT", compress(image, width, height));
        chunk(data, "IEND", new byte[0]);
        data.flush();
    }

    /**
     * Filter "none" on every row and deflate level 3: on figures (large flat areas, thin antialiased lines and text)
     * this is 2.4 times faster than the "up" filter at level 6 and about 10 % larger. A row equal to the one above is
     * not converted again: deflate finds it as one long match.
     */
    private static final int LEVEL = 3;

    private static byte[] compress(BufferedImage image, int width, int height) {
        byte[] row = new byte[width * 3 + 1];
        // The raster's own pixels: getRGB would convert every pixel through the colour model.
        int[] pixels = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
        Deflater deflater = new Deflater(LEVEL);
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(width * height / 4 + 1024);
        byte[] buffer = new byte[1 << 16];
        try {
            for (int y = 0; y < height; y++) {
                int offset = y * width;
                if (y == 0 || !java.util.Arrays.equals(pixels, offset, offset + width, pixels, offset - width, offset)) {
                    for (int x = 0, i = 1; x < width; x++) {
                        int c = pixels[offset + x];
                        row[i++] = (byte) (c >> 16);
                        row[i++] = (byte) (c >> 8);
                        row[i++] = (byte) c;
                    }
                }
                deflater.setInput(row);
                while (!deflater.needsInput()) {
                    int n = deflater.deflate(buffer);
                    compressed.write(buffer, 0, n);
                }
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

    /** An {@code iTXt} chunk: the keyword, no compression, the language, no translated keyword, the text in UTF-8. */
    private static void international(DataOutputStream out, String keyword, String text, String language) throws IOException {
        if (text.isEmpty()) {
            return;
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(keyword.getBytes(StandardCharsets.ISO_8859_1));
        body.write(new byte[] {0, 0, 0});
        body.write(language.getBytes(StandardCharsets.US_ASCII));
        body.write(new byte[] {0, 0});
        body.write(text.getBytes(StandardCharsets.UTF_8));
        chunk(out, "iTXt", body.toByteArray());
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
