package dev.figmark.render.png;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.scene.FontFace;
import dev.figmark.text.FontMetrics;
import dev.figmark.text.GlyphOutlines;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import org.apache.fontbox.ttf.GlyphData;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every glyph of every bundled face covers the same pixels as FontBox's reading of its outline. */
class GlyphOutlinesTest {

    @ParameterizedTest
    @MethodSource("faces")
    void everyGlyphCoversWhatFontBoxsOutlineCovers(FontFace face) throws IOException {
        byte[] bytes = FontMetrics.of(face).bytes();
        TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(bytes));
        GlyphOutlines ours = new GlyphOutlines(FontMetrics.of(face).file());
        double scale = 48.0 / font.getUnitsPerEm();
        AffineTransform at = new AffineTransform(scale, 0, 0, -scale, 16, 56);
        int composites = 0;
        for (int gid = 0; gid < font.getNumberOfGlyphs(); gid++) {
            GlyphData data = font.getGlyph().getGlyph(gid);
            if (data == null) {
                assertTrue(ours.outline(gid).getBounds2D().isEmpty(), "glyph " + gid + " has no outline");
                continue;
            }
            composites += data.getDescription().isComposite() ? 1 : 0;
            int[] expected = coverage(at.createTransformedShape(data.getPath()));
            int[] actual = coverage(at.createTransformedShape(ours.outline(gid)));
            int worst = 0;
            long difference = 0;
            long ink = 0;
            for (int i = 0; i < expected.length; i++) {
                worst = Math.max(worst, Math.abs(expected[i] - actual[i]));
                difference += Math.abs(expected[i] - actual[i]);
                ink += expected[i];
            }
            // FontBox rounds implied on-curve points to whole font units; ours are exact midpoints. That moves an edge
            // by at most half a unit, which flips a few of the renderer's sub-pixel samples, never a glyph's shape.
            assertTrue(worst <= 24 && difference <= ink / 200 + 64, face + " glyph " + gid + ": coverage differs by up to "
                    + worst + ", " + difference + " in all of " + ink);
        }
        assertTrue(composites > 50, face + " has composite glyphs to check: " + composites);
    }

    private static int[] coverage(Shape shape) {
        BufferedImage image = new BufferedImage(80, 80, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setColor(java.awt.Color.WHITE);
        g.fill(shape);
        g.dispose();
        return image.getRaster().getPixels(0, 0, 80, 80, (int[]) null);
    }
    static java.util.List<FontFace> faces() {
        return FontFace.BUNDLED;
    }
}
