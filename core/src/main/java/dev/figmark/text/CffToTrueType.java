package dev.figmark.text;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.fontbox.cff.CFFCIDFont;
import org.apache.fontbox.cff.CFFFont;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * An OpenType font with CFF outlines (Linux Libertine, TeX Gyre, Latin Modern) as a TrueType font with the same glyph
 * ids, advances, character map and names: each cubic curve becomes quadratic ones within {@link #TOLERANCE} font units.
 * Everything downstream then reads one kind of font: the metrics, the PNG's outlines, and PDFBox, which embeds TrueType
 * subsets but refuses CFF outlines. FontBox reads the CFF charstrings.
 */
final class CffToTrueType {

    /** The largest distance, in font units, between a cubic curve and the quadratic ones drawn for it. */
    static final double TOLERANCE = 0.2;
    /** The tables carried over unchanged; the rest (CFF, layout tables) are not needed to measure or draw. */
    private static final List<String> KEPT = List.of("OS/2", "cmap", "hhea", "hmtx", "name", "post");

    private CffToTrueType() {
    }

    static byte[] convert(byte[] otf) throws IOException {
        OpenTypeFont font = new OTFParser(true).parse(new RandomAccessReadBuffer(otf));
        CFFFont cff = font.getCFF().getFont();
        ByteBuffer in = ByteBuffer.wrap(otf);
        int glyphs = font.getNumberOfGlyphs();
        ByteArrayOutputStream glyf = new ByteArrayOutputStream();
        int[] loca = new int[glyphs + 1];
        int maxPoints = 0;
        int maxContours = 0;
        int[] xMins = new int[glyphs];
        for (int gid = 0; gid < glyphs; gid++) {
            loca[gid] = glyf.size();
            int cid = cff instanceof CFFCIDFont ? cff.getCharset().getCIDForGID(gid) : gid;
            GeneralPath path = gid < cff.getNumCharStrings() ? cff.getType2CharString(cid).getPath() : new GeneralPath();
            Glyph g = glyph(path);
            xMins[gid] = g.xMin();
            if (g.points() > 0) {
                glyf.write(g.bytes());
                while (glyf.size() % 4 != 0) {
                    glyf.write(0);
                }
                maxPoints = Math.max(maxPoints, g.points());
                maxContours = Math.max(maxContours, g.contours());
            }
        }
        loca[glyphs] = glyf.size();
        Map<String, byte[]> tables = new TreeMap<>();
        for (String tag : KEPT) {
            byte[] table = TrueTypeTables.copy(in, tag);
            if (table != null) {
                tables.put(tag, table);
            }
        }
        byte[] post = tables.get("post");
        if (post != null && post.length >= 32 && !(cff instanceof CFFCIDFont)) {
            tables.put("post", namedPost(post, cff, glyphs));
        }
        byte[] head = TrueTypeTables.copy(in, "head");
        if (head == null || !tables.containsKey("cmap") || !tables.containsKey("hhea") || !tables.containsKey("hmtx")) {
            throw new IOException("the font lacks a head, cmap, hhea or hmtx table");
        }
        // Rasterizers place a TrueType glyph by its left side bearing, taken as the distance from the origin to the
        // smallest x of its points; the quadratics' control points may reach past the CFF outline, so it is set anew.
        ByteBuffer hmtx = ByteBuffer.wrap(tables.get("hmtx"));
        int metrics = ByteBuffer.wrap(tables.get("hhea")).getShort(34) & 0xffff;
        for (int gid = 0; gid < glyphs; gid++) {
            int at = gid < metrics ? 4 * gid + 2 : 4 * metrics + 2 * (gid - metrics);
            if (at + 2 <= hmtx.capacity()) {
                hmtx.putShort(at, (short) xMins[gid]);
            }
        }
        ByteBuffer h = ByteBuffer.wrap(head);
        h.putInt(8, 0);
        h.putShort(50, (short) 1);
        tables.put("head", head);
        ByteBuffer l = ByteBuffer.allocate(4 * (glyphs + 1));
        for (int offset : loca) {
            l.putInt(offset);
        }
        tables.put("loca", l.array());
        tables.put("glyf", glyf.toByteArray());
        ByteBuffer maxp = ByteBuffer.allocate(32);
        maxp.putInt(0x00010000).putShort((short) glyphs).putShort((short) maxPoints).putShort((short) maxContours)
                .putShort((short) 0).putShort((short) 0).putShort((short) 2);
        tables.put("maxp", maxp.array());
        return sfnt(tables);
    }

    /**
     * A {@code post} table of version 2 with the CFF's glyph names: a CFF font's is version 3, without names, which
     * FontBox warns about on every parse.
     */
    private static byte[] namedPost(byte[] post, CFFFont cff, int glyphs) {
        ByteArrayOutputStream names = new ByteArrayOutputStream();
        ByteBuffer index = ByteBuffer.allocate(2 + 2 * glyphs);
        index.putShort((short) glyphs);
        for (int gid = 0; gid < glyphs; gid++) {
            String name = cff.getCharset().getNameForGID(gid);
            byte[] bytes = (name == null ? "g" + gid : name).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            int length = Math.min(255, bytes.length);
            index.putShort((short) (258 + gid));
            names.write(length);
            names.write(bytes, 0, length);
        }
        ByteBuffer out = ByteBuffer.allocate(32 + index.capacity() + names.size());
        out.put(post, 0, 32).putInt(0, 0x00020000);
        out.put(index.array()).put(names.toByteArray());
        return out.array();
    }

    private record Glyph(byte[] bytes, int points, int contours, int xMin) {
    }

    /** A glyph's outline in TrueType's simple-glyph form: on- and off-curve points as whole font units. */
    private static Glyph glyph(GeneralPath path) {
        List<List<int[]>> contours = new ArrayList<>();
        List<int[]> contour = null;
        double[] c = new double[6];
        double x = 0;
        double y = 0;
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> {
                    contour = new ArrayList<>();
                    contours.add(contour);
                    contour.add(point(c[0], c[1], true));
                    x = c[0];
                    y = c[1];
                }
                case PathIterator.SEG_LINETO -> {
                    contour.add(point(c[0], c[1], true));
                    x = c[0];
                    y = c[1];
                }
                case PathIterator.SEG_QUADTO -> {
                    contour.add(point(c[0], c[1], false));
                    contour.add(point(c[2], c[3], true));
                    x = c[2];
                    y = c[3];
                }
                case PathIterator.SEG_CUBICTO -> {
                    cubic(contour, x, y, c[0], c[1], c[2], c[3], c[4], c[5]);
                    x = c[4];
                    y = c[5];
                }
                default -> { }
            }
        }
        List<int[]> points = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        for (List<int[]> k : contours) {
            // A closed contour repeats its first point at the end; TrueType closes contours itself.
            while (k.size() > 1 && k.get(k.size() - 1)[2] == 1 && k.get(k.size() - 1)[0] == k.get(0)[0] && k.get(k.size() - 1)[1] == k.get(0)[1]) {
                k.remove(k.size() - 1);
            }
            if (k.size() >= 2) {
                points.addAll(k);
                ends.add(points.size() - 1);
            }
        }
        if (points.isEmpty()) {
            return new Glyph(new byte[0], 0, 0, 0);
        }
        int xMin = Integer.MAX_VALUE;
        int yMin = Integer.MAX_VALUE;
        int xMax = Integer.MIN_VALUE;
        int yMax = Integer.MIN_VALUE;
        for (int[] p : points) {
            xMin = Math.min(xMin, p[0]);
            yMin = Math.min(yMin, p[1]);
            xMax = Math.max(xMax, p[0]);
            yMax = Math.max(yMax, p[1]);
        }
        ByteBuffer b = ByteBuffer.allocate(10 + 2 * ends.size() + 2 + points.size() * 5);
        b.putShort((short) ends.size()).putShort((short) xMin).putShort((short) yMin).putShort((short) xMax).putShort((short) yMax);
        ends.forEach(e -> b.putShort((short) (int) e));
        b.putShort((short) 0);
        points.forEach(p -> b.put((byte) p[2]));
        int last = 0;
        for (int[] p : points) {
            b.putShort((short) (p[0] - last));
            last = p[0];
        }
        last = 0;
        for (int[] p : points) {
            b.putShort((short) (p[1] - last));
            last = p[1];
        }
        return new Glyph(b.array(), points.size(), ends.size(), xMin);
    }

    private static int[] point(double x, double y, boolean on) {
        return new int[] {(int) Math.round(x), (int) Math.round(y), on ? 1 : 0};
    }

    /**
     * A cubic from the current point as quadratics: split into {@code n} equal parts, {@code n} the fewest for which the
     * midpoint approximation of each part stays within the tolerance (its error falls as the cube of n).
     */
    private static void cubic(List<int[]> out, double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3) {
        double ex = x3 - 3 * x2 + 3 * x1 - x0;
        double ey = y3 - 3 * y2 + 3 * y1 - y0;
        double error = Math.sqrt(3) / 36 * Math.hypot(ex, ey);
        int n = (int) Math.max(1, Math.ceil(Math.cbrt(error / TOLERANCE)));
        for (int i = 1; i <= n; i++) {
            double t0 = (i - 1) / (double) n;
            double t1 = i / (double) n;
            double[] a = at(t0, x0, y0, x1, y1, x2, y2, x3, y3);
            double[] d = at(t1, x0, y0, x1, y1, x2, y2, x3, y3);
            // The part's own control points, from the derivative at its ends.
            double s = (t1 - t0) / 3;
            double[] da = derivative(t0, x0, y0, x1, y1, x2, y2, x3, y3);
            double[] dd = derivative(t1, x0, y0, x1, y1, x2, y2, x3, y3);
            double bx = a[0] + s * da[0];
            double by = a[1] + s * da[1];
            double cx = d[0] - s * dd[0];
            double cy = d[1] - s * dd[1];
            double qx = (3 * (bx + cx) - a[0] - d[0]) / 4;
            double qy = (3 * (by + cy) - a[1] - d[1]) / 4;
            out.add(point(qx, qy, false));
            out.add(point(d[0], d[1], true));
        }
    }

    private static double[] at(double t, double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3) {
        double u = 1 - t;
        return new double[] {u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
            u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3};
    }

    private static double[] derivative(double t, double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3) {
        double u = 1 - t;
        return new double[] {3 * u * u * (x1 - x0) + 6 * u * t * (x2 - x1) + 3 * t * t * (x3 - x2),
            3 * u * u * (y1 - y0) + 6 * u * t * (y2 - y1) + 3 * t * t * (y3 - y2)};
    }

    /** The tables as an sfnt file: directory in tag order, each table 4-byte aligned with its checksum. */
    private static byte[] sfnt(Map<String, byte[]> tables) {
        int n = tables.size();
        int entrySelector = 31 - Integer.numberOfLeadingZeros(n);
        int searchRange = 16 << entrySelector;
        int size = 12 + 16 * n;
        for (byte[] t : tables.values()) {
            size += (t.length + 3) & ~3;
        }
        ByteBuffer out = ByteBuffer.allocate(size);
        out.putInt(0x00010000).putShort((short) n).putShort((short) searchRange).putShort((short) entrySelector)
                .putShort((short) (16 * n - searchRange));
        int offset = 12 + 16 * n;
        for (Map.Entry<String, byte[]> e : tables.entrySet()) {
            byte[] t = e.getValue();
            out.put(e.getKey().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)).putInt(checksum(t)).putInt(offset).putInt(t.length);
            offset += (t.length + 3) & ~3;
        }
        for (byte[] t : tables.values()) {
            out.put(t);
            for (int pad = t.length; (pad & 3) != 0; pad++) {
                out.put((byte) 0);
            }
        }
        return out.array();
    }

    private static int checksum(byte[] t) {
        int sum = 0;
        for (int i = 0; i < t.length; i += 4) {
            int word = 0;
            for (int k = 0; k < 4; k++) {
                word = (word << 8) | (i + k < t.length ? t[i + k] & 0xff : 0);
            }
            sum += word;
        }
        return sum;
    }
}
