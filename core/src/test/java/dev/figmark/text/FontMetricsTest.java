package dev.figmark.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.scene.FontFace;
import java.io.IOException;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The metrics read from the tables directly agree with FontBox's reading of the same font, code point by code point. */
class FontMetricsTest {

    @ParameterizedTest
    @MethodSource("faces")
    void agreesWithFontBoxOnEveryCodePoint(FontFace face) throws IOException {
        FontMetrics ours = FontMetrics.of(face);
        TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(ours.bytes()));
        CmapLookup cmap = font.getUnicodeCmapLookup();
        double em = font.getUnitsPerEm();
        assertEquals(em, ours.unitsPerEm());
        assertEquals(font.getHorizontalHeader().getAscender() / em, ours.ascent());
        assertEquals(-font.getHorizontalHeader().getDescender() / em, ours.descent());
        assertEquals(font.getOS2Windows().getCapHeight() / em, ours.capHeight());
        int mapped = 0;
        for (int cp = 0; cp <= 0x10ffff; cp++) {
            int gid = cmap.getGlyphId(cp);
            assertEquals(gid, ours.glyphId(cp), "glyph of U+" + Integer.toHexString(cp));
            assertEquals(font.getAdvanceWidth(gid) / em, ours.advance(cp), 1e-6, "advance of U+" + Integer.toHexString(cp));
            mapped += gid != 0 ? 1 : 0;
        }
        assertEquals(true, mapped > (face.resource() != null ? 2000 : 300), face + " maps " + mapped + " code points");
    }
    /** The bundled faces, and a face of each paper font package (OpenType CFF, read through the conversion). */
    static java.util.List<FontFace> faces() {
        java.util.List<FontFace> faces = new java.util.ArrayList<>(FontFace.BUNDLED);
        for (java.nio.file.Path p : PaperFonts.ALL) {
            faces.add(FontFace.file(PaperFonts.require(p), p.getFileName().toString(), true, false, false));
        }
        return faces;
    }
}
