package dev.figmark.text;

import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
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
        return FontMetrics.of(face).width(text, size);
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
        return build(x, y, List.of(new Piece(content, TextRun.Script.NORMAL)), face, size, color, anchor, baseline, vertical);
    }

    /** A text with {@code _{…}} subscripts and {@code ^{…}} superscripts; a bare underscore is just an underscore. */
    public Text rich(double x, double y, String markup, FontFace face, double size, Color color,
                     Text.Anchor anchor, Text.Baseline baseline, boolean vertical) {
        return build(x, y, Scripts.parse(markup), face, size, color, anchor, baseline, vertical);
    }

    /** Width of a rich text, for layout before it is placed. */
    public double richWidth(String markup, FontFace face, double size) {
        double w = 0;
        for (Piece p : Scripts.parse(markup)) {
            w += width(p.text(), face, p.script().size(size));
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
            checkGlyphs(m, p.text());
            String text = p.text();
            int count = text.codePointCount(0, text.length());
            int[] glyphs = new int[count];
            double[] advances = new double[count];
            for (int i = 0, k = 0; i < text.length(); k++) {
                int cp = text.codePointAt(i);
                glyphs[k] = m.glyphId(cp);
                advances[k] = m.advance(cp);
                i += Character.charCount(cp);
            }
            runs.add(new TextRun(text, p.script(), m.width(text, p.script().size(size)), glyphs, advances));
        }
        return new Text(x, y, runs, face, size, color, anchor, baseline, vertical, m.ascent(), m.descent(), m.capHeight());
    }

    private synchronized void checkGlyphs(FontMetrics m, String text) {
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (!m.hasGlyph(cp) && !Character.isISOControl(cp)) {
                String key = m.face() + ":" + cp;
                if (reported.add(key)) {
                    warnings.accept(String.format(java.util.Locale.ROOT,
                            "warning: %s has no glyph for U+%04X '%s'; its fallback glyph is drawn instead",
                            m.face().family() + (m.face().bold() ? " Bold" : ""), cp, new String(Character.toChars(cp))));
                }
            }
        }
    }

    /** A piece of text in one script position. */
    record Piece(String text, TextRun.Script script) {
    }
}
