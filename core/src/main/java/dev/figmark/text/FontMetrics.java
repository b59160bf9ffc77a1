package dev.figmark.text;

import dev.figmark.scene.FontFace;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * Advance widths and vertical metrics of one bundled face, read with FontBox from the same bytes the PDF writer embeds
 * and the PNG writer draws with. Immutable after loading; shared by all threads.
 */
public final class FontMetrics {

    private static final Map<FontFace, FontMetrics> LOADED = new EnumMap<>(FontFace.class);

    private final FontFace face;
    private final byte[] bytes;
    private final CmapLookup cmap;
    private final TrueTypeFont font;
    private final double unitsPerEm;
    private final double ascent;
    private final double descent;
    private final double capHeight;
    private final double notdefAdvance;
    /** Advances of the Basic Multilingual Plane in em, filled on first use; NaN where not yet looked up. */
    private final float[] advances = new float[0x10000];

    private FontMetrics(FontFace face, byte[] bytes) throws IOException {
        this.face = face;
        this.bytes = bytes;
        this.font = new TTFParser().parse(new RandomAccessReadBuffer(bytes));
        this.cmap = font.getUnicodeCmapLookup();
        this.unitsPerEm = font.getUnitsPerEm();
        this.ascent = font.getHorizontalHeader().getAscender() / unitsPerEm;
        this.descent = -font.getHorizontalHeader().getDescender() / unitsPerEm;
        this.capHeight = font.getOS2Windows().getCapHeight() / unitsPerEm;
        this.notdefAdvance = font.getAdvanceWidth(0) / unitsPerEm;
        Arrays.fill(advances, Float.NaN);
    }

    /** The metrics of a bundled face, loaded once per process. */
    public static FontMetrics of(FontFace face) {
        synchronized (LOADED) {
            return LOADED.computeIfAbsent(face, f -> {
                try {
                    return new FontMetrics(f, readResource(f));
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read bundled font " + f.resource(), e);
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
        synchronized (cmap) {
            return cmap.getGlyphId(codePoint);
        }
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
        double value = lookUpAdvance(codePoint);
        if (codePoint < advances.length) {
            advances[codePoint] = (float) value;
        }
        return value;
    }

    private double lookUpAdvance(int codePoint) {
        int gid = glyphId(codePoint);
        if (gid == 0) {
            return notdefAdvance;
        }
        try {
            synchronized (font) {
                return font.getAdvanceWidth(gid) / unitsPerEm;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
