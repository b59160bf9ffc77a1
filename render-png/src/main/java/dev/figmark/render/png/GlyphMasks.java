package dev.figmark.render.png;

import dev.figmark.scene.FontFace;
import dev.figmark.text.FontMetrics;
import dev.figmark.text.GlyphOutlines;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Glyphs rasterized once per size, colour, direction and quarter-pixel phase, then copied onto the figure: a figure's
 * text is a few dozen glyphs drawn hundreds of times. Rasterized by Java2D's renderer from the bundled fonts' own
 * outlines, so the pixels do not depend on the machine's FreeType or fontconfig, and no platform font is set up.
 */
final class GlyphMasks {

    /** Glyph origins snap to a quarter pixel along the line of text and to whole pixels across it. */
    static final int PHASES = 4;
    private static final int MOST = 20_000;

    /** A rasterized glyph and where its top left corner sits from the glyph's origin snapped to whole pixels. */
    record Mask(BufferedImage image, int left, int top) {
    }

    private record Key(FontFace face, int glyph, float pixelsPerEm, boolean vertical, int phase, int argb) {
        // Written out: the generated ones are linked through method handles on first use, a cost in every short run.
        @Override
        public int hashCode() {
            return ((((face.hashCode() * 31 + glyph) * 31 + Float.floatToIntBits(pixelsPerEm)) * 31
                    + (vertical ? 1 : 0)) * 31 + phase) * 31 + argb;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.face.equals(face) && k.glyph == glyph && Float.floatToIntBits(k.pixelsPerEm) == Float.floatToIntBits(pixelsPerEm)
                    && k.vertical == vertical && k.phase == phase && k.argb == argb;
        }
    }

    /** Where each thread rasterizes: one grey canvas and its Graphics, set up once instead of once per glyph. */
    private static final class Canvas {
        static final int SIZE = 256;
        final BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_BYTE_GRAY);
        final byte[] coverage = ((java.awt.image.DataBufferByte) image.getRaster().getDataBuffer()).getData();
        final Graphics2D g = image.createGraphics();

        Canvas() {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(java.awt.Color.WHITE);
        }
    }

    private static final ThreadLocal<Canvas> CANVAS = ThreadLocal.withInitial(Canvas::new);

    private static final ConcurrentHashMap<Key, Mask> MASKS = new ConcurrentHashMap<>();

    private GlyphMasks() {
    }

    static GlyphOutlines outlines(FontFace face) {
        return GlyphOutlines.of(face);
    }

    /** The mask of a glyph, or null when it has no ink (a space, a missing glyph drawn blank). */
    static Mask mask(FontFace face, int glyph, float pixelsPerEm, boolean vertical, int phase, int argb) {
        if (MASKS.size() > MOST) {
            MASKS.clear();
        }
        Mask mask = MASKS.computeIfAbsent(new Key(face, glyph, pixelsPerEm, vertical, phase, argb),
                key -> rasterize(key));
        return mask.image() == null ? null : mask;
    }

    private static Mask rasterize(Key key) {
        double scale = key.pixelsPerEm() / FontMetrics.of(key.face()).unitsPerEm();
        AffineTransform at = new AffineTransform();
        double shift = key.phase() / (double) PHASES;
        if (key.vertical()) {
            at.translate(0, shift);
            at.rotate(-Math.PI / 2);
        } else {
            at.translate(shift, 0);
        }
        at.scale(scale, -scale);
        Shape glyph = at.createTransformedShape(outlines(key.face()).outline(key.glyph()));
        Rectangle2D bounds = glyph.getBounds2D();
        if (bounds.isEmpty()) {
            return new Mask(null, 0, 0);
        }
        int left = (int) Math.floor(bounds.getMinX()) - 1;
        int top = (int) Math.floor(bounds.getMinY()) - 1;
        int width = (int) Math.ceil(bounds.getMaxX()) + 1 - left;
        int height = (int) Math.ceil(bounds.getMaxY()) + 1 - top;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        int[] argb = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
        Shape placed = AffineTransform.getTranslateInstance(-left, -top).createTransformedShape(glyph);
        int alpha = key.argb() >>> 24;
        int rgb = key.argb() & 0xffffff;
        if (width > Canvas.SIZE || height > Canvas.SIZE) {
            Graphics2D g = image.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
                g.setColor(new java.awt.Color(key.argb(), true));
                g.fill(placed);
            } finally {
                g.dispose();
            }
            return new Mask(image, left, top);
        }
        Canvas canvas = CANVAS.get();
        byte[] coverage = canvas.coverage;
        for (int y = 0; y < height; y++) {
            java.util.Arrays.fill(coverage, y * Canvas.SIZE, y * Canvas.SIZE + width, (byte) 0);
        }
        canvas.g.fill(placed);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int c = coverage[y * Canvas.SIZE + x] & 0xff;
                int a = (c * alpha + 127) / 255;
                argb[y * width + x] = a == 0 ? 0 : a << 24 | rgb;
            }
        }
        return new Mask(image, left, top);
    }
}
