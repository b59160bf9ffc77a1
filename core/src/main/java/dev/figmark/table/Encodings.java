package dev.figmark.table;

import dev.figmark.data.InputException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * How a data file's bytes become text: told by a byte-order mark (UTF-8, UTF-16 or UTF-32), else UTF-8, checked as
 * the standard says and refused naming the line of the first byte that is not, never guessed.
 */
final class Encodings {

    private Encodings() {
    }

    /** An open file's bytes as UTF-8: as they are, checked, or turned from the UTF-16 or UTF-32 its byte-order mark names. */
    static Bytes text(FileChannel channel, Path file, String shown, long size) throws IOException {
        Bytes bytes = Bytes.of(channel, size);
        Charset wide = wide(bytes);
        if (wide != null) {
            return Bytes.of(utf8(Files.readAllBytes(file), wide));
        }
        requireUtf8(bytes, shown);
        return bytes;
    }

    /** How much of a file the check of its UTF-8 reads at a time. */
    private static final int UTF8_BLOCK = 1 << 20;

    /**
     * Refuses a file that is not UTF-8, naming the line and the first byte that is not (a Latin-1 "é" was drawn as a
     * replacement character in silence). Bytes below 128 are the common case and pass at the speed of the loop; a
     * sequence is checked as the standard says (no overlong form, no surrogate, nothing past U+10FFFF).
     */
    static void requireUtf8(Bytes file, String shown) {
        byte[] block = new byte[UTF8_BLOCK + 3];
        long line = 1;
        int carried = 0;
        for (long at = 0; at < file.size(); ) {
            int n = file.read(at, block, carried, (int) Math.min(UTF8_BLOCK, file.size() - at));
            if (n <= 0) {
                return;
            }
            at += n;
            int end = carried + n;
            int i = 0;
            boolean last = at >= file.size();
            while (i < end) {
                byte b = block[i];
                if (b >= 0) {
                    line += b == '\n' ? 1 : 0;
                    i++;
                    continue;
                }
                int c = b & 0xff;
                int length = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
                if (length > 0 && i + length > end && !last) {
                    break; // a sequence cut by the block: read on with it in front
                }
                boolean valid = length > 0 && i + length <= end;
                for (int k = 1; valid && k < length; k++) {
                    valid = (block[i + k] & 0xc0) == 0x80;
                }
                if (valid && length >= 3) {
                    int second = block[i + 1] & 0xff;
                    valid = !(c == 0xe0 && second < 0xa0) && !(c == 0xed && second > 0x9f) && !(c == 0xf0 && second < 0x90) && !(c == 0xf4 && second > 0x8f);
                }
                if (!valid) {
                    throw new InputException(String.format(Locale.ROOT, "%s:%d: is not UTF-8 (byte 0x%02X); save the file as UTF-8"
                            + " (figmark reads UTF-8, and UTF-16 or UTF-32 with a byte-order mark)", shown, line, c));
                }
                i += length;
            }
            carried = end - i;
            System.arraycopy(block, i, block, 0, carried);
        }
    }

    /**
     * The encoding a UTF-16 or UTF-32 byte-order mark names at the start of a file, or null for any other file (read
     * as UTF-8, a UTF-8 mark skipped). Excel and PowerShell write CSV files in UTF-16 with a mark: their field names were
     * read as garbled text.
     */
    static Charset wide(Bytes file) {
        byte[] b = new byte[4];
        int n = file.read(0, b, 0, 4);
        int b0 = n > 0 ? b[0] & 0xff : -1;
        int b1 = n > 1 ? b[1] & 0xff : -1;
        if (n == 4 && b0 == 0xff && b1 == 0xfe && b[2] == 0 && b[3] == 0) {
            return Charset.forName("UTF-32LE");
        }
        if (n == 4 && b0 == 0 && b1 == 0 && (b[2] & 0xff) == 0xfe && (b[3] & 0xff) == 0xff) {
            return Charset.forName("UTF-32BE");
        }
        if (b0 == 0xff && b1 == 0xfe) {
            return StandardCharsets.UTF_16LE;
        }
        if (b0 == 0xfe && b1 == 0xff) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    /** A file in a wide encoding as UTF-8, its byte-order mark left out. */
    static byte[] utf8(byte[] bytes, Charset wide) {
        String text = new String(bytes, wide);
        return (text.startsWith("\uFEFF") ? text.substring(1) : text).getBytes(StandardCharsets.UTF_8);
    }
}
