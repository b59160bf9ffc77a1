package dev.figmark.text;

import dev.figmark.scene.FontFace;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Map;

/**
 * Advance widths and vertical metrics of one bundled face, read from the same bytes the PDF writer embeds and the
 * PNG writer draws with. The few tables measuring needs ({@code head}, {@code hhea}, {@code hmtx}, {@code OS/2},
 * {@code cmap}) are read here directly: FontBox's whole parse would be on the path of every run before its first
 * figure. Immutable after loading; shared by all threads.
 */
public final class FontMetrics {

    private static final Map<FontFace, FontMetrics> LOADED = new java.util.HashMap<>();

    private final FontFace face;
    private final byte[] bytes;
    private final ByteBuffer data;
    private final int unitsPerEm;
    private final double ascent;
    private final double descent;
    private final double capHeight;
    private final int[] advanceUnits;
    private final int cmapFormat;
    private final int cmapAt;
    /** Advances of the Basic Multilingual Plane in em, filled on first use; NaN where not yet looked up. */
    private final float[] advances = new float[0x10000];

    private FontMetrics(FontFace face, byte[] bytes) throws IOException {
        this.face = face;
        this.bytes = bytes;
        this.data = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
        try {
            int head = TrueTypeTables.required(data, "head");
            int hhea = TrueTypeTables.required(data, "hhea");
            int hmtx = TrueTypeTables.required(data, "hmtx");
            int os2 = TrueTypeTables.offset(data, "OS/2");
            this.unitsPerEm = data.getShort(head + 18) & 0xffff;
            this.ascent = data.getShort(hhea + 4) / (double) unitsPerEm;
            this.descent = -data.getShort(hhea + 6) / (double) unitsPerEm;
            int metrics = data.getShort(hhea + 34) & 0xffff;
            this.advanceUnits = new int[metrics];
            for (int g = 0; g < metrics; g++) {
                advanceUnits[g] = data.getShort(hmtx + 4 * g) & 0xffff;
            }
            this.capHeight = os2 >= 0 && (data.getShort(os2) & 0xffff) >= 2 ? data.getShort(os2 + 88) / (double) unitsPerEm : 0;
            int[] cmap = unicodeCmap(TrueTypeTables.required(data, "cmap"));
            this.cmapFormat = cmap[0];
            this.cmapAt = cmap[1];
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new IOException("not a TrueType font this reader understands: " + e, e);
        }
        Arrays.fill(advances, Float.NaN);
    }

    /** The Unicode subtable FontBox would choose, as {format, offset}: full repertoire first, then the BMP. */
    private int[] unicodeCmap(int cmap) {
        int[][] preferred = {{0, 4}, {3, 10}, {0, 3}, {3, 1}, {3, 0}};
        int count = data.getShort(cmap + 2) & 0xffff;
        for (int[] want : preferred) {
            for (int i = 0; i < count; i++) {
                int record = cmap + 4 + 8 * i;
                if ((data.getShort(record) & 0xffff) == want[0] && (data.getShort(record + 2) & 0xffff) == want[1]) {
                    int at = cmap + data.getInt(record + 4);
                    int format = data.getShort(at) & 0xffff;
                    if (format == 4 || format == 12) {
                        return new int[] {format, at};
                    }
                }
            }
        }
        throw new IllegalArgumentException("no Unicode cmap of format 4 or 12");
    }

    /** The metrics of a face, loaded once per process; a face from a file that cannot be read is an unchecked error. */
    public static FontMetrics of(FontFace face) {
        synchronized (LOADED) {
            return LOADED.computeIfAbsent(face, f -> {
                try {
                    return new FontMetrics(f, f.resource() != null ? readResource(f) : FontFiles.trueType(f.file()));
                } catch (IOException e) {
                    throw new UncheckedIOException((f.resource() != null ? "cannot read bundled font " + f.resource() : f.file() + ": " + e.getMessage()), e);
                }
            });
        }
    }

    private static byte[] readResource(FontFace face) throws IOException {
        try (InputStream in = FontMetrics.class.getResourceAsStream(face.resource())) {
            if (in == null) {
                throw new IOException("bundled font missing from the classpath: " + face.resource());
            }
            return in.readAllBytes();
        }
    }

    public FontFace face() {
        return face;
    }

    /** The TrueType file itself, for writers that embed or draw with it. A copy: the original stays unchanged. */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** The same file read-only and uncopied, for readers of its other tables (absolute reads only). */
    public ByteBuffer file() {
        return data.duplicate();
    }

    /** Ascent above the baseline, in em. */
    public double ascent() {
        return ascent;
    }

    /** Descent below the baseline, positive, in em. */
    public double descent() {
        return descent;
    }

    public double capHeight() {
        return capHeight;
    }

    /** Glyph index of a code point; 0 (the font's fallback glyph) when the font lacks it. */
    public int glyphId(int codePoint) {
        return cmapFormat == 12 ? glyphId12(codePoint) : glyphId4(codePoint);
    }

    private int glyphId12(int codePoint) {
        int groups = data.getInt(cmapAt + 12);
        int low = 0;
        int high = groups - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int group = cmapAt + 16 + 12 * mid;
            long start = data.getInt(group) & 0xffffffffL;
            long end = data.getInt(group + 4) & 0xffffffffL;
            if (codePoint < start) {
                high = mid - 1;
            } else if (codePoint > end) {
                low = mid + 1;
            } else {
                return (int) ((data.getInt(group + 8) & 0xffffffffL) + codePoint - start);
            }
        }
        return 0;
    }

    private int glyphId4(int codePoint) {
        if (codePoint > 0xffff) {
            return 0;
        }
        int segments = (data.getShort(cmapAt + 6) & 0xffff) / 2;
        int ends = cmapAt + 14;
        int starts = ends + 2 * segments + 2;
        int deltas = starts + 2 * segments;
        int ranges = deltas + 2 * segments;
        int low = 0;
        int high = segments - 1;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if ((data.getShort(ends + 2 * mid) & 0xffff) < codePoint) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        int start = data.getShort(starts + 2 * low) & 0xffff;
        if (codePoint < start || codePoint > (data.getShort(ends + 2 * low) & 0xffff)) {
            return 0;
        }
        int delta = data.getShort(deltas + 2 * low);
        int rangeOffset = data.getShort(ranges + 2 * low) & 0xffff;
        if (rangeOffset == 0) {
            return (codePoint + delta) & 0xffff;
        }
        int glyph = data.getShort(ranges + 2 * low + rangeOffset + 2 * (codePoint - start)) & 0xffff;
        return glyph == 0 ? 0 : (glyph + delta) & 0xffff;
    }

    public boolean hasGlyph(int codePoint) {
        return glyphId(codePoint) != 0;
    }

    /** Advance of one code point in em; the fallback glyph's advance when the font lacks it. */
    public double advance(int codePoint) {
        if (codePoint < advances.length) {
            float cached = advances[codePoint];
            if (!Float.isNaN(cached)) {
                return cached;
            }
        }
        // Kept as a float whether or not it is cached, so that a first measurement and a later one agree to the bit:
        // which figure of a batch measures a character first must not change another figure's bytes.
        float value = (float) lookUpAdvance(codePoint);
        if (codePoint < advances.length) {
            advances[codePoint] = value;
        }
        return value;
    }

    private double lookUpAdvance(int codePoint) {
        int gid = glyphId(codePoint);
        return advanceUnits[Math.min(gid, advanceUnits.length - 1)] / (double) unitsPerEm;
    }

    /** Font units per em: the scale of the font's own coordinates. */
    public double unitsPerEm() {
        return unitsPerEm;
    }

    /** Width of a string at a size in points. */
    public double width(String text, double size) {
        double em = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            em += advance(cp);
            i += Character.charCount(cp);
        }
        return em * size;
    }
}
