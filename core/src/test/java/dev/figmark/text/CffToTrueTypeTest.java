package dev.figmark.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.fontbox.cff.CFFCIDFont;
import org.apache.fontbox.cff.CFFFont;
import org.apache.fontbox.ttf.GlyphData;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every glyph of papers' OpenType CFF fonts, converted to TrueType, keeps its advance and its outline within a unit. */
class CffToTrueTypeTest {

    static List<Path> fonts() {
        return PaperFonts.ALL;
    }

    @ParameterizedTest
    @MethodSource("fonts")
    void everyGlyphCoversWhatItsCffOutlineCovers(Path file) throws Exception {
        byte[] otf = Files.readAllBytes(PaperFonts.require(file));
        OpenTypeFont original = new OTFParser(true).parse(new RandomAccessReadBuffer(otf));
        CFFFont cff = original.getCFF().getFont();
        TrueTypeFont converted = new TTFParser().parse(new RandomAccessReadBuffer(FontFiles.trueType(file)));
        assertEquals(original.getNumberOfGlyphs(), converted.getNumberOfGlyphs(), "the same glyph ids");
        assertEquals(original.getName(), converted.getName(), "the same PostScript name");
        int inked = 0;
        java.util.Set<Integer> checked = new java.util.TreeSet<>();
        org.apache.fontbox.ttf.CmapLookup cmap = converted.getUnicodeCmapLookup();
        for (int cp = 0x20; cp <= 0x3ff; cp++) {
            checked.add(cmap.getGlyphId(cp));
        }
        // Every glyph's advance, and the outlines of the glyphs of Latin, Greek and their accents: those text uses.
        for (int gid = 0; gid < converted.getNumberOfGlyphs(); gid++) {
            assertEquals(original.getAdvanceWidth(gid), converted.getAdvanceWidth(gid), "advance of glyph " + gid);
        }
        for (int gid : checked) {
            int cid = cff instanceof CFFCIDFont ? cff.getCharset().getCIDForGID(gid) : gid;
            List<double[]> cubic = flattened(cff.getType2CharString(cid).getPath());
            GlyphData data = converted.getGlyph().getGlyph(gid);
            List<double[]> quadratic = data == null ? List.of() : flattened(data.getPath());
            assertEquals(cubic.isEmpty(), quadratic.isEmpty(), "glyph " + gid + " has ink in both or in neither");
            inked += cubic.isEmpty() ? 0 : 1;
            // Whole font units move a point by at most half a unit each way; the quadratics stay within 0.2 units.
            double apart = Math.max(farthest(cubic, quadratic), farthest(quadratic, cubic));
            assertTrue(apart <= MOST_APART, file.getFileName() + " glyph " + gid + ": outlines " + apart + " units apart");
        }
        assertTrue(inked > 150, file.getFileName() + " has glyphs with ink: " + inked);
    }

    /** How far the polylines compared may stray from the curves, each. */
    static final double FLATNESS = 0.05;
    /** Half a unit each way for whole units, and the curves' tolerance. */
    static final double MOST_APART = Math.hypot(0.5, 0.5) + CffToTrueType.TOLERANCE + 2 * FLATNESS;

    /** The outline as polylines, closing segments included. */
    private static List<double[]> flattened(Shape shape) {
        List<double[]> out = new ArrayList<>();
        double[] c = new double[6];
        double[] first = null;
        double[] last = null;
        for (PathIterator it = shape.getPathIterator(null, FLATNESS); !it.isDone(); it.next()) {
            int kind = it.currentSegment(c);
            double[] p = kind == PathIterator.SEG_CLOSE ? first : new double[] {c[0], c[1]};
            if (kind == PathIterator.SEG_MOVETO) {
                first = p;
            } else if (last != null && p != null) {
                out.add(new double[] {last[0], last[1], p[0], p[1]});
            }
            last = p;
        }
        return out;
    }

    /** The largest distance from a point of {@code a}'s segments to the nearest segment of {@code b}. */
    private static double farthest(List<double[]> a, List<double[]> b) {
        double worst = 0;
        for (double[] s : a) {
            for (int end = 0; end < 2; end++) {
                double x = s[2 * end];
                double y = s[2 * end + 1];
                double best = Double.POSITIVE_INFINITY;
                for (double[] t : b) {
                    best = Math.min(best, Line2D.ptSegDist(t[0], t[1], t[2], t[3], x, y));
                }
                worst = Math.max(worst, best);
            }
        }
        return worst;
    }
}
