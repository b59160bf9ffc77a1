package dev.figmark.golden;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSObject;
import org.apache.pdfbox.cos.COSStream;

/**
 * Whether two pages are the same drawing object for object: their dictionaries, resources (fonts, images, patterns)
 * and content equal in value, streams by their decoded bytes, wherever the objects sit in the file and however they
 * are compressed. Two such pages cannot render differently, so the comparison skips rendering and text extraction
 * for them (they were most of its time). Any doubt (a stream too large, too deep a structure, an unreadable stream)
 * answers "not the same", and the full comparison runs.
 */
final class PdfObjects {

    /** The most decoded stream bytes compared for one page pair; beyond it the pages are rendered and compared. */
    static final long MAX_STREAM_BYTES = 64L << 20;
    /** The deepest nesting of objects followed. */
    static final int MAX_DEPTH = 64;

    private long bytes;
    private final Map<COSBase, COSBase> seen = new IdentityHashMap<>();

    private PdfObjects() {
    }

    /** True when the two page dictionaries are equal in value, their parents aside. */
    static boolean samePage(COSDictionary a, COSDictionary b) {
        try {
            return new PdfObjects().same(a, b, 0, Set.of(COSName.PARENT));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private boolean same(COSBase x, COSBase y, int depth, Set<COSName> skipped) throws IOException {
        COSBase a = x instanceof COSObject o ? o.getObject() : x;
        COSBase b = y instanceof COSObject o ? o.getObject() : y;
        if (a == null || b == null) {
            return a == b;
        }
        if (depth > MAX_DEPTH) {
            return false;
        }
        if (seen.get(a) == b) {
            return true; // a pair met before: a loop or shared object, equal unless shown otherwise elsewhere
        }
        if (a instanceof COSDictionary || a instanceof COSArray) {
            seen.put(a, b);
        }
        if (a instanceof COSStream s) {
            return b instanceof COSStream t && sameEntries(s, t, depth, Set.of(COSName.LENGTH, COSName.FILTER, COSName.DECODE_PARMS))
                    && sameData(s, t);
        }
        if (a instanceof COSDictionary d) {
            return b instanceof COSDictionary e && !(b instanceof COSStream) && sameEntries(d, e, depth, skipped);
        }
        if (a instanceof COSArray p) {
            if (!(b instanceof COSArray q) || p.size() != q.size()) {
                return false;
            }
            for (int i = 0; i < p.size(); i++) {
                if (!same(p.get(i), q.get(i), depth + 1, Set.of())) {
                    return false;
                }
            }
            return true;
        }
        return a.getClass() == b.getClass() && Objects.equals(a, b);
    }

    private boolean sameEntries(COSDictionary d, COSDictionary e, int depth, Set<COSName> skipped) throws IOException {
        Set<COSName> keys = new java.util.HashSet<>(d.keySet());
        keys.removeAll(skipped);
        Set<COSName> others = new java.util.HashSet<>(e.keySet());
        others.removeAll(skipped);
        if (!keys.equals(others)) {
            return false;
        }
        for (COSName key : keys) {
            if (!same(d.getItem(key), e.getItem(key), depth + 1, Set.of())) {
                return false;
            }
        }
        return true;
    }

    private boolean sameData(COSStream s, COSStream t) throws IOException {
        try (InputStream a = s.createInputStream(); InputStream b = t.createInputStream()) {
            byte[] x = new byte[1 << 16];
            byte[] y = new byte[1 << 16];
            while (true) {
                int n = a.readNBytes(x, 0, x.length);
                int m = b.readNBytes(y, 0, y.length);
                bytes += n;
                if (n != m || bytes > MAX_STREAM_BYTES || !Arrays.equals(x, 0, n, y, 0, m)) {
                    return false;
                }
                if (n < x.length) {
                    return true;
                }
            }
        }
    }
}
