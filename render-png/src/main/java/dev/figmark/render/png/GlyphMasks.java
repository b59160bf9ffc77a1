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
import java.util.concurrent.ConcurrentHashMap;

/**
 * Glyphs rasterized once per size, direction and quarter-pixel phase, then blended onto the figure in their colour: a
 * figure's text is a few dozen glyphs drawn hundreds of times. Rasterized by Java2D's renderer from the bundled fonts'
 * own outlines, so the pixels do not depend on the machine's FreeType or fontconfig, and no platform font is set up.
 */
final class GlyphMasks {

    /** Glyph origins snap to a quarter pixel along the line of text and to whole pixels across it. */
    static final int PHASES = 4;
    private static final int MOST = 20_000;

    /** A rasterized glyph: its coverage, 0 to 255 per pixel, and where its top left corner sits from the glyph's origin. */
    record Mask(byte[] coverage, int width, int height, int left, int top) {
    }

    private record Key(FontFace face, int glyph, float pixelsPerEm, boolean vertical, int phase) {
        // Written out: the generated ones are linked through method handles on first use, a cost in every short run.
        @Override
        public int hashCode() {
            return (((face.hashCode() * 31 + glyph) * 31 + Float.floatToIntBits(pixelsPerEm)) * 31
                    + (vertical ? 1 : 0)) * 31 + phase;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.face.equals(face) && k.glyph == glyph && Float.floatToIntBits(k.pixelsPerEm) == Float.floatToIntBits(pixelsPerEm)
                    && k.vertical == vertical && k.phase == phase;
        }
    }

    /** Where each thread rasterizes: one grey canvas and its Graphics, set up once instead of once per glyph. */
    private static final class Canvas {
        static final int SIZE = 256;
        final BufferedImage image;
        final byte[] coverage;
        final Graphics2D g;

        Canvas(int size) {
            image = new BufferedImage(size, size, BufferedImage.TYPE_BYTE_GRAY);
            coverage = ((java.awt.image.DataBufferByte) image.getRaster().getDataBuffer()).getData();
            g = image.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(java.awt.Color.WHITE);
        }
    }

    private static final ThreadLocal<Canvas> CANVAS = ThreadLocal.withInitial(() -> new Canvas(Canvas.SIZE));

    private static final ConcurrentHashMap<Key, Mask> MASKS = new ConcurrentHashMap<>();

    /** What marks a glyph without ink in the cache (a space, a missing glyph drawn blank). */
    private static final Mask BLANK = new Mask(new byte[0], 0, 0, 0, 0);

    private GlyphMasks() {
    }

    static GlyphOutlines outlines(FontFace face) {
        return GlyphOutlines.of(face);
    }

    /** The mask of a glyph, or null when it has no ink (a space, a missing glyph drawn blank). */
    static Mask mask(FontFace face, int glyph, float pixelsPerEm, boolean vertical, int phase) {
        if (MASKS.size() > MOST) {
            MASKS.clear();
        }
        Mask mask = MASKS.computeIfAbsent(new Key(face, glyph, pixelsPerEm, vertical, phase), GlyphMasks::rasterize);
        return mask == BLANK ? null : mask;
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
            return BLANK;
        }
        int left = (int) Math.floor(bounds.getMinX()) - 1;
        int top = (int) Math.floor(bounds.getMinY()) - 1;
        int width = (int) Math.ceil(bounds.getMaxX()) + 1 - left;
        int height = (int) Math.ceil(bounds.getMaxY()) + 1 - top;
        Shape placed = AffineTransform.getTranslateInstance(-left, -top).createTransformedShape(glyph);
        // A glyph larger than the thread's canvas (a title at 60 pt and more) gets a canvas of its own.
        boolean large = width > Canvas.SIZE || height > Canvas.SIZE;
        Canvas canvas = large ? new Canvas(Math.max(width, height)) : CANVAS.get();
        int stride = canvas.image.getWidth();
        byte[] grey = canvas.coverage;
        for (int y = 0; y < height; y++) {
            java.util.Arrays.fill(grey, y * stride, y * stride + width, (byte) 0);
        }
        canvas.g.fill(placed);
        if (large) {
            canvas.g.dispose();
        }
        byte[] coverage = new byte[width * height];
        for (int y = 0; y < height; y++) {
            System.arraycopy(grey, y * stride, coverage, y * width, width);
        }
        return new Mask(coverage, width, height, left, top);
    }

    /**
     * Blends the mask in colour {@code argb} onto packed RGB pixels with its top left corner at ({@code x}, {@code y}),
     * to the last bit as Java2D draws a non-premultiplied ARGB image over an opaque one (source over, its 8-bit
     * multiplication table): the colour's alpha times each pixel's coverage, rounded, is the glyph's alpha there.
     */
    static void blend(Mask mask, int argb, int[] pixels, int width, int height, int x, int y) {
        int alpha = argb >>> 24;
        int r = argb >> 16 & 0xff;
        int gr = argb >> 8 & 0xff;
        int b = argb & 0xff;
        int x0 = Math.max(0, x);
        int y0 = Math.max(0, y);
        int x1 = Math.min(width, x + mask.width());
        int y1 = Math.min(height, y + mask.height());
        byte[] coverage = mask.coverage();
        for (int py = y0; py < y1; py++) {
            int row = (py - y) * mask.width() - x;
            int at = py * width;
            for (int px = x0; px < x1; px++) {
                int c = coverage[row + px] & 0xff;
                if (c == 0) {
                    continue;
                }
                int a = alpha(c, alpha);
                if (a == 0) {
                    continue;
                }
                if (a == 255) {
                    pixels[at + px] = r << 16 | gr << 8 | b;
                    continue;
                }
                int d = pixels[at + px];
                int f = 255 - a;
                pixels[at + px] = (mul8(a, r) + mul8(f, d >> 16 & 0xff)) << 16
                        | (mul8(a, gr) + mul8(f, d >> 8 & 0xff)) << 8
                        | (mul8(a, b) + mul8(f, d & 0xff));
            }
        }
    }

    /** The mask in colour {@code argb} as an image, for Java2D to draw where a clip is set. */
    static BufferedImage image(Mask mask, int argb) {
        BufferedImage image = new BufferedImage(mask.width(), mask.height(), BufferedImage.TYPE_INT_ARGB);
        int[] out = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
        int alpha = argb >>> 24;
        int rgb = argb & 0xffffff;
        byte[] coverage = mask.coverage();
        for (int i = 0; i < out.length; i++) {
            int a = alpha(coverage[i] & 0xff, alpha);
            out[i] = a == 0 ? 0 : a << 24 | rgb;
        }
        return image;
    }

    /** The glyph's alpha at a pixel: its coverage there times the colour's alpha, over 255, rounded. */
    private static int alpha(int coverage, int alpha) {
        return (coverage * alpha + 127) / 255;
    }

    /** Java2D's mul8table: a times b over 255, as its alpha loops compute it (AlphaMath.c). */
    private static int mul8(int a, int b) {
        return a == 0 || b == 0 ? 0 : (int) ((a * 0x10101L * b + (1L << 23)) >>> 24);
    }
}
