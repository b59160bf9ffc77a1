package dev.figmark.text;

import java.nio.ByteBuffer;

/** The table directory of a TrueType font: where each table starts, for the readers of its metrics and outlines. */
public final class TrueTypeTables {

    private TrueTypeTables() {
    }

    /** The offset of the table named {@code tag} (four characters), or -1 when the font has none. */
    public static int offset(ByteBuffer font, String tag) {
        int record = record(font, tag);
        return record < 0 ? -1 : font.getInt(record + 8);
    }

    /** A copy of the table named {@code tag}, or null when the font has none. */
    public static byte[] copy(ByteBuffer font, String tag) {
        int record = record(font, tag);
        if (record < 0) {
            return null;
        }
        byte[] out = new byte[font.getInt(record + 12)];
        font.get(font.getInt(record + 8), out);
        return out;
    }

    /** Where the directory's record of the table named {@code tag} starts, or -1. */
    private static int record(ByteBuffer font, String tag) {
        int count = font.getShort(4) & 0xffff;
        int wanted = (tag.charAt(0) << 24) | (tag.charAt(1) << 16) | (tag.charAt(2) << 8) | tag.charAt(3);
        for (int i = 0; i < count; i++) {
            int record = 12 + 16 * i;
            if (font.getInt(record) == wanted) {
                return record;
            }
        }
        return -1;
    }

    /** As {@link #offset}, for a table the reader cannot do without. */
    public static int required(ByteBuffer font, String tag) {
        int at = offset(font, tag);
        if (at < 0) {
            throw new IllegalArgumentException("the font has no " + tag + " table");
        }
        return at;
    }
}
