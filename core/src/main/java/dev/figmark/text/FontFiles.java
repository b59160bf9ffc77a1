package dev.figmark.text;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/** A font file the user chose, read as the TrueType font every part of figmark measures and draws with. */
final class FontFiles {

    /** Larger files are refused rather than read: a text face is a few megabytes at most (a CJK one some tens). */
    static final long MAX_BYTES = 64L << 20;

    private static final int TRUETYPE = 0x00010000;
    private static final int APPLE_TRUETYPE = 0x74727565; // 'true'
    private static final int OPENTYPE_CFF = 0x4f54544f; // 'OTTO'
    private static final int COLLECTION = 0x74746366; // 'ttcf'

    private FontFiles() {
    }

    /** Whether the first four bytes of a file name a single font figmark reads: TrueType or OpenType with CFF. */
    static boolean isFont(int tag) {
        return tag == TRUETYPE || tag == APPLE_TRUETYPE || tag == OPENTYPE_CFF;
    }

    /** The file's bytes when it holds TrueType outlines; CFF outlines converted; anything else refused in one line. */
    static byte[] trueType(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException("larger than " + (MAX_BYTES >> 20) + " MiB; not a font figmark reads");
        }
        byte[] bytes = Files.readAllBytes(file);
        if (bytes.length < 12) {
            throw new IOException("not a TrueType or OpenType font (too short)");
        }
        int tag = ByteBuffer.wrap(bytes).getInt(0);
        if (tag == TRUETYPE || tag == APPLE_TRUETYPE) {
            return bytes;
        }
        if (tag == OPENTYPE_CFF) {
            try {
                return CffToTrueType.convert(bytes);
            } catch (IOException | RuntimeException e) {
                throw new IOException("an OpenType font whose CFF outlines cannot be read: " + e.getMessage(), e);
            }
        }
        if (tag == COLLECTION) {
            throw new IOException("a font collection (.ttc); give the file of one face");
        }
        throw new IOException("not a TrueType or OpenType font");
    }
}
