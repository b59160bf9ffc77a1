package dev.figmark.text;

import dev.figmark.scene.FontFace;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The outlines of one TrueType font's glyphs ({@code glyf} and {@code loca}; simple and composite glyphs), in font
 * units with y up, read from the font's bytes: the PNG writer rasterizes them with Java2D's own renderer like every
 * other mark, so PNG text depends on nothing of the machine's (its FreeType, its fontconfig), and the SVG writer draws
 * them as paths for viewers without the font. Shared by all threads.
 */
public final class GlyphOutlines {

    private static final java.util.Map<FontFace, GlyphOutlines> LOADED = new java.util.concurrent.ConcurrentHashMap<>();

    /** The outlines of a face, read once per process. */
    public static GlyphOutlines of(FontFace face) {
        return LOADED.computeIfAbsent(face, f -> new GlyphOutlines(FontMetrics.of(f).file()));
    }

    private static final int ON_CURVE = 0x01;
    private static final int X_SHORT = 0x02;
    private static final int Y_SHORT = 0x04;
    private static final int REPEAT = 0x08;
    private static final int X_SAME_OR_POSITIVE = 0x10;
    private static final int Y_SAME_OR_POSITIVE = 0x20;

    private static final int ARGS_ARE_WORDS = 0x0001;
    private static final int ARGS_ARE_XY = 0x0002;
    private static final int HAVE_SCALE = 0x0008;
    private static final int MORE_COMPONENTS = 0x0020;
    private static final int HAVE_X_AND_Y_SCALE = 0x0040;
    private static final int HAVE_TWO_BY_TWO = 0x0080;

    private final ByteBuffer data;
    private final int glyf;
    private final int loca;
    private final boolean longOffsets;
    private final int glyphs;
    private final ConcurrentHashMap<Integer, Path2D.Double> cache = new ConcurrentHashMap<>();

    /** The outlines of the TrueType font in these bytes (read absolutely, not copied). */
    public GlyphOutlines(ByteBuffer font) {
        this.data = font;
        this.glyf = TrueTypeTables.required(data, "glyf");
        this.loca = TrueTypeTables.required(data, "loca");
        this.longOffsets = data.getShort(TrueTypeTables.required(data, "head") + 50) != 0;
        this.glyphs = data.getShort(TrueTypeTables.required(data, "maxp") + 4) & 0xffff;
    }

    /** The outline of a glyph; empty for a glyph without contours or out of range. Do not change it. */
    public Path2D.Double outline(int glyph) {
        return cache.computeIfAbsent(glyph, g -> {
            Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
            append(g, new AffineTransform(), path, 0);
            return path;
        });
    }

    private int offset(int glyph) {
        return longOffsets ? data.getInt(loca + 4 * glyph) : (data.getShort(loca + 2 * glyph) & 0xffff) * 2;
    }

    private void append(int glyph, AffineTransform at, Path2D.Double path, int depth) {
        if (glyph < 0 || glyph >= glyphs || depth > 8) {
            return;
        }
        int start = offset(glyph);
        if (offset(glyph + 1) <= start) {
            return;
        }
        int at0 = glyf + start;
        int contours = data.getShort(at0);
        if (contours >= 0) {
            simple(at0, contours, at, path);
        } else {
            composite(at0 + 10, at, path, depth);
        }
    }

    private void simple(int at0, int contours, AffineTransform at, Path2D.Double path) {
        int[] ends = new int[contours];
        int p = at0 + 10;
        for (int c = 0; c < contours; c++, p += 2) {
            ends[c] = data.getShort(p) & 0xffff;
        }
        int points = contours == 0 ? 0 : ends[contours - 1] + 1;
        p += 2 + (data.getShort(p) & 0xffff);
        byte[] flags = new byte[points];
        for (int i = 0; i < points; ) {
            byte flag = data.get(p++);
            flags[i++] = flag;
            if ((flag & REPEAT) != 0) {
                int repeat = data.get(p++) & 0xff;
                for (int r = 0; r < repeat && i < points; r++) {
                    flags[i++] = flag;
                }
            }
        }
        double[] xy = new double[2 * points];
        p = coordinates(flags, X_SHORT, X_SAME_OR_POSITIVE, xy, 0, p);
        coordinates(flags, Y_SHORT, Y_SAME_OR_POSITIVE, xy, 1, p);
        at.transform(xy, 0, xy, 0, points);
        int first = 0;
        for (int c = 0; c < contours; c++) {
            contour(xy, flags, first, ends[c], path);
            first = ends[c] + 1;
        }
    }

    /** The x ({@code axis} 0) or y (1) of every point, each stored as a change from the one before; returns where they end. */
    private int coordinates(byte[] flags, int shortBit, int sameOrPositiveBit, double[] xy, int axis, int p) {
        int value = 0;
        for (int i = 0; i < flags.length; i++) {
            int f = flags[i];
            if ((f & shortBit) != 0) {
                int d = data.get(p++) & 0xff;
                value += (f & sameOrPositiveBit) != 0 ? d : -d;
            } else if ((f & sameOrPositiveBit) == 0) {
                value += data.getShort(p);
                p += 2;
            }
            xy[2 * i + axis] = value;
        }
        return p;
    }

    /**
     * One closed contour of on- and off-curve points, begun at its first on-curve point (or, when it has none, midway
     * between its last and first); two off-curve points in a row imply an on-curve one midway.
     */
    private static void contour(double[] xy, byte[] flags, int first, int last, Path2D.Double path) {
        int n = last - first + 1;
        if (n <= 0) {
            return;
        }
        int on = -1;
        for (int i = 0; i < n && on < 0; i++) {
            if ((flags[first + i] & ON_CURVE) != 0) {
                on = i;
            }
        }
        double sx;
        double sy;
        int begin;
        int count;
        if (on >= 0) {
            sx = xy[2 * (first + on)];
            sy = xy[2 * (first + on) + 1];
            begin = on + 1;
            count = n - 1;
        } else {
            sx = (xy[2 * first] + xy[2 * last]) / 2;
            sy = (xy[2 * first + 1] + xy[2 * last + 1]) / 2;
            begin = 0;
            count = n;
        }
        path.moveTo(sx, sy);
        boolean pending = false;
        double cx = 0;
        double cy = 0;
        for (int k = 0; k < count; k++) {
            int i = first + (begin + k) % n;
            double x = xy[2 * i];
            double y = xy[2 * i + 1];
            if ((flags[i] & ON_CURVE) != 0) {
                if (pending) {
                    path.quadTo(cx, cy, x, y);
                    pending = false;
                } else {
                    path.lineTo(x, y);
                }
            } else {
                if (pending) {
                    path.quadTo(cx, cy, (cx + x) / 2, (cy + y) / 2);
                }
                cx = x;
                cy = y;
                pending = true;
            }
        }
        if (pending) {
            path.quadTo(cx, cy, sx, sy);
        }
        path.closePath();
    }

    private void composite(int p, AffineTransform outer, Path2D.Double path, int depth) {
        int flags;
        do {
            flags = data.getShort(p) & 0xffff;
            int component = data.getShort(p + 2) & 0xffff;
            p += 4;
            double dx;
            double dy;
            if ((flags & ARGS_ARE_WORDS) != 0) {
                dx = data.getShort(p);
                dy = data.getShort(p + 2);
                p += 4;
            } else {
                dx = data.get(p);
                dy = data.get(p + 1);
                p += 2;
            }
            if ((flags & ARGS_ARE_XY) == 0) {
                // Components placed by matching points are not used by the bundled fonts; placed at the origin.
                dx = 0;
                dy = 0;
            }
            double a = 1;
            double b = 0;
            double c = 0;
            double d = 1;
            if ((flags & HAVE_SCALE) != 0) {
                a = d = f2dot14(p);
                p += 2;
            } else if ((flags & HAVE_X_AND_Y_SCALE) != 0) {
                a = f2dot14(p);
                d = f2dot14(p + 2);
                p += 4;
            } else if ((flags & HAVE_TWO_BY_TWO) != 0) {
                a = f2dot14(p);
                b = f2dot14(p + 2);
                c = f2dot14(p + 4);
                d = f2dot14(p + 6);
                p += 8;
            }
            AffineTransform at = new AffineTransform(outer);
            at.concatenate(new AffineTransform(a, b, c, d, dx, dy));
            append(component, at, path, depth + 1);
        } while ((flags & MORE_COMPONENTS) != 0);
    }

    private double f2dot14(int p) {
        return data.getShort(p) / 16384.0;
    }
}
