package dev.figmark.text;

import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.FontFamily;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Turns strings into measured {@link Text} marks, and reports once each character a face cannot draw (the writers then
 * draw that face's fallback glyph). One per figure run, so reports are not global state; safe to share between threads.
 */
public final class Typesetter {

    private final Consumer<String> warnings;
    private final Set<String> reported = new LinkedHashSet<>();

    public Typesetter(Consumer<String> warnings) {
        this.warnings = warnings;
    }

    /** A typesetter that keeps its warnings to itself, for measuring only. */
    public static Typesetter quiet() {
        return new Typesetter(message -> { });
    }

    public double width(String text, FontFace face, double size) {
        if (face.resource() != null) {
            return FontMetrics.of(face).width(text, size);
        }
        double w = 0;
        for (TextRun run : runs(new Piece(text, TextRun.Script.NORMAL, false), face, size, false)) {
            w += run.advance();
        }
        return w;
    }

    /** Ascent plus descent: the height a line of text needs. */
    public double lineHeight(FontFace face, double size) {
        FontMetrics m = FontMetrics.of(face);
        return (m.ascent() + m.descent()) * size;
    }

    public FontMetrics metrics(FontFace face) {
        return FontMetrics.of(face);
    }

    /** A text taken literally. */
    public Text text(double x, double y, String content, FontFace face, double size, Color color,
                     Text.Anchor anchor, Text.Baseline baseline, boolean vertical) {
        return build(x, y, List.of(new Piece(content, TextRun.Script.NORMAL, false)), face, size, color, anchor, baseline, vertical);
    }

    /**
     * A text with {@code _{…}} subscripts, {@code ^{…}} superscripts and {@code *…*} italics; a bare underscore is just
     * an underscore, a lone star a star.
     */
    public Text rich(double x, double y, String markup, FontFace face, double size, Color color,
                     Text.Anchor anchor, Text.Baseline baseline, boolean vertical) {
        return build(x, y, Scripts.parse(markup), face, size, color, anchor, baseline, vertical);
    }

    /** Width of a rich text, for layout before it is placed. */
    public double richWidth(String markup, FontFace face, double size) {
        double w = 0;
        for (Piece p : Scripts.parse(markup)) {
            for (TextRun run : runs(p, face, size, false)) {
                w += run.advance();
            }
        }
        return w;
    }

    /** A rich text shortened with an ellipsis to fit a width; unchanged when it fits. */
    public String ellipsize(String markup, FontFace face, double size, double width) {
        if (richWidth(markup, face, size) <= width) {
            return markup;
        }
        int end = markup.length();
        while (end > 1 && richWidth(markup.substring(0, end) + "…", face, size) > width) {
            end = markup.offsetByCodePoints(end, -1);
        }
        return markup.substring(0, end).stripTrailing() + "…";
    }

    private Text build(double x, double y, List<Piece> pieces, FontFace face, double size, Color color,
                       Text.Anchor anchor, Text.Baseline baseline, boolean vertical) {
        FontMetrics m = FontMetrics.of(face);
        List<TextRun> runs = new ArrayList<>(pieces.size());
        for (Piece p : pieces) {
            runs.addAll(runs(p, face, size, true));
        }
        return new Text(x, y, runs, face, size, color, anchor, baseline, vertical, m.ascent(), m.descent(), m.capHeight());
    }

    /**
     * A piece as runs of glyphs: in the face, or its italic for an italic piece; a character the face lacks is set in
     * the bundled face of the same kind when that has it ({@link FontFamily#fallback}), said once with {@code report}.
     */
    private List<TextRun> runs(Piece p, FontFace face, double size, boolean report) {
        FontFace own = p.italic() ? FontFamily.slant(face, true) : face;
        FontMetrics m = FontMetrics.of(own);
        FontFace other = FontFamily.fallback(own);
        FontMetrics fallback = other.equals(own) ? null : FontMetrics.of(other);
        String text = p.text();
        List<TextRun> out = new ArrayList<>(1);
        int start = 0;
        FontMetrics current = null;
        for (int i = 0; i <= text.length(); ) {
            FontMetrics want = null;
            int cp = 0;
            if (i < text.length()) {
                cp = text.codePointAt(i);
                want = m.hasGlyph(cp) || Character.isISOControl(cp) || fallback == null || !fallback.hasGlyph(cp) ? m : fallback;
                if (report && want == m && !m.hasGlyph(cp) && !Character.isISOControl(cp)) {
                    missing(own, cp, null);
                } else if (report && want == fallback) {
                    missing(own, cp, other);
                }
            }
            if (current != null && want != current) {
                out.add(run(text.substring(start, i), p.script(), current, size));
                start = i;
            }
            current = want;
            i += i < text.length() ? Character.charCount(cp) : 1;
        }
        if (out.isEmpty() && current == null) {
            out.add(run("", p.script(), m, size));
        }
        return out;
    }

    private static TextRun run(String text, TextRun.Script script, FontMetrics m, double size) {
        int count = text.codePointCount(0, text.length());
        int[] glyphs = new int[count];
        double[] advances = new double[count];
        for (int i = 0, k = 0; i < text.length(); k++) {
            int cp = text.codePointAt(i);
            glyphs[k] = m.glyphId(cp);
            advances[k] = m.advance(cp);
            i += Character.charCount(cp);
        }
        return new TextRun(text, script, m.width(text, script.size(size)), glyphs, advances, m.face());
    }

    /** Says something about the figure being set, once however often it is said (a layout warning). */
    public synchronized void warn(String message) {
        if (reported.add(message)) {
            warnings.accept(message);
        }
    }

    private synchronized void missing(FontFace face, int cp, FontFace instead) {
        if (reported.add(face.key() + ":" + cp)) {
            warnings.accept(String.format(java.util.Locale.ROOT, "warning: %s has no glyph for U+%04X '%s'; %s", face, cp,
                    new String(Character.toChars(cp)), instead == null ? "its fallback glyph is drawn instead" : "drawn in " + instead + " instead"));
        }
    }

    /** A piece of text in one script position, upright or italic. */
    record Piece(String text, TextRun.Script script, boolean italic) {
    }
}
