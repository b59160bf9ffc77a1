package dev.figmark.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A PNG's chunks as the reader needs them, each checked against its CRC: the header, the palette, the transparency
 * and where the image data lies. A file that ends inside its image data keeps what there is (decoding says in which
 * row it ends); one that ends inside any other chunk, or whose first chunk is not the header, is refused.
 *
 * @param width        pixels across
 * @param height       pixels down
 * @param depth        bits per sample
 * @param colourType   PNG's colour type
 * @param interlace    0, or 1 for Adam7
 * @param palette      PLTE as opaque ARGB, or null
 * @param transparency tRNS's bytes, or null
 * @param idat         offset and length of each IDAT chunk's data, in order
 */
record PngChunks(int width, int height, int depth, int colourType, int interlace, int[] palette, byte[] transparency, List<int[]> idat) {

    /** Walks the chunks after the signature. */
    static PngChunks read(byte[] png, String which) throws IOException {
        int at = 8;
        List<int[]> idat = new ArrayList<>();
        int w = 0;
        int h = 0;
        int depth = 0;
        int type = 0;
        int interlace = 0;
        int[] colours = null;
        byte[] alphas = null;
        boolean end = false;
        boolean first = true;
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        while (at + 8 <= png.length && !end) {
            long length = readInt(png, at) & 0xffffffffL;
            String kind = new String(png, at + 4, 4, StandardCharsets.ISO_8859_1);
            int body = at + 8;
            if (first && !kind.equals("IHDR")) {
                throw new IOException("the " + which + " PNG does not begin with its header (IHDR) but with " + printable(kind));
            }
            first = false;
            if (length > png.length - body - 4) {
                if (kind.equals("IDAT")) {
                    idat.add(new int[] {body, (int) Math.max(0, Math.min(length, png.length - body))});
                    break; // truncated: decoding stops where the data stops, and says in which row
                }
                throw new IOException("the " + which + " PNG is truncated in its " + printable(kind) + " chunk");
            }
            crc.reset();
            crc.update(png, at + 4, (int) length + 4);
            if ((int) crc.getValue() != readInt(png, body + (int) length)) {
                throw new IOException("the " + which + " PNG is damaged: its " + printable(kind) + " chunk's CRC does not match its bytes");
            }
            switch (kind) {
                case "IHDR" -> {
                    if (length != 13) {
                        throw new IOException("the " + which + " PNG's header (IHDR) holds " + length + " bytes, not 13");
                    }
                    w = readInt(png, body);
                    h = readInt(png, body + 4);
                    depth = png[body + 8] & 0xff;
                    type = png[body + 9] & 0xff;
                    interlace = png[body + 12] & 0xff;
                }
                case "PLTE" -> {
                    colours = new int[(int) length / 3];
                    for (int i = 0; i < colours.length; i++) {
                        colours[i] = 0xff000000 | (png[body + 3 * i] & 0xff) << 16 | (png[body + 3 * i + 1] & 0xff) << 8 | (png[body + 3 * i + 2] & 0xff);
                    }
                }
                case "tRNS" -> {
                    alphas = new byte[(int) length];
                    System.arraycopy(png, body, alphas, 0, (int) length);
                }
                case "IDAT" -> idat.add(new int[] {body, (int) length});
                case "IEND" -> end = true;
                default -> {
                }
            }
            at = body + (int) length + 4;
        }
        return new PngChunks(w, h, depth, type, interlace, colours, alphas, idat);
    }

    /** A chunk's type as text, or its bytes in hex when they are not letters. */
    static String printable(String kind) {
        return kind.chars().allMatch(Character::isLetter) ? kind : "'" + java.util.HexFormat.of().formatHex(kind.getBytes(StandardCharsets.ISO_8859_1)) + "'";
    }

    static int readInt(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
    }
}
