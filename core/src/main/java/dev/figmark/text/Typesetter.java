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

    /**
     * The characters a rich text draws, its markup and math taken out and its scripts inline ({@code $S_{kv}$} draws
     * "Skv"): what a reader of the drawing finds.
     *
     * @param markup the rich text
     * @return its characters
     */
    public static String characters(String markup) {
        StringBuilder out = new StringBuilder();
        for (Piece p : Scripts.parse(markup)) {
            out.append(p.text());
        }
        return out.toString();
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

    /**
     * A rich text in lines no wider than {@code width}, never shortened: broken between words, a word longer than the
     * width after its own joints ({@code ::}, {@code _}, {@code /}, {@code .}, {@code -}, {@code ,}), and a word with
     * none at the width; at most {@code maxLines} lines (the last then holds the rest, however wide); newlines in the
     * text part lines too.
     */
    public List<String> wrap(String markup, FontFace face, double size, double width, int maxLines) {
        if (markup.indexOf('\n') < 0 && richWidth(markup, face, size) <= width) {
            return List.of(markup); // most names fit: measured once, not word by word
        }
        List<String> out = new ArrayList<>();
        // Whether each line goes on with the word the line before it ended in (a long name broken after a joint):
        // lines past the last are joined back without a space there.
        List<Boolean> continues = new ArrayList<>();
        for (String given : markup.split("\n")) {
            StringBuilder line = new StringBuilder();
            boolean lineContinues = false;
            for (String word : MathText.words(given)) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (richWidth(candidate, face, size) <= width) {
                    line.setLength(0);
                    line.append(candidate);
                    continue;
                }
                if (line.length() > 0) {
                    out.add(line.toString());
                    continues.add(lineContinues);
                    lineContinues = false;
                    line.setLength(0);
                }
                if (richWidth(word, face, size) <= width || word.contains("{") || MathText.has(word)) {
                    line.append(word);
                    continue;
                }
                boolean first = true;
                for (String piece : pieces(word, face, size, width)) {
                    if (line.length() > 0) {
                        out.add(line.toString());
                        continues.add(lineContinues);
                        line.setLength(0);
                    }
                    lineContinues = !first;
                    first = false;
                    line.append(piece);
                }
            }
            out.add(line.toString());
            continues.add(lineContinues);
        }
        if (out.size() > maxLines) {
            List<String> kept = new ArrayList<>(out.subList(0, maxLines - 1));
            StringBuilder rest = new StringBuilder(out.get(maxLines - 1));
            for (int i = maxLines; i < out.size(); i++) {
                rest.append(continues.get(i) ? "" : " ").append(out.get(i));
            }
            kept.add(rest.toString());
            return kept;
        }
        return out;
    }

    /**
     * A rich text of one paragraph in lines no wider than {@code room}, broken between words only: a word wider than
     * the room keeps a line of its own (a legend's label, a note's: never shortened, never broken inside a word).
     */
    public List<String> lines(String markup, FontFace face, double size, double room) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : markup.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && richWidth(candidate, face, size) > room) {
                out.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(candidate);
            }
        }
        out.add(line.toString());
        return out;
    }

    /** A word too wide for a line in pieces: after its joints where it has them, else at the width. */
    private List<String> pieces(String word, FontFace face, double size, double width) {
        List<String> out = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        int i = 0;
        while (i < word.length()) {
            int next = word.offsetByCodePoints(i, 1);
            String ch = word.substring(i, next);
            if (piece.length() > 0 && width(piece + ch, face, size) > width) {
                // Back to the last joint in the piece when that keeps a third of the line or more; else at the width.
                int cut = -1;
                for (String joint : new String[] {"::", "_", "/", ".", "-", ","}) {
                    int at = piece.lastIndexOf(joint);
                    if (at > 0) {
                        cut = Math.max(cut, at + joint.length());
                    }
                }
                if (cut > 0 && cut < piece.length() && width(piece.substring(0, cut), face, size) >= width / 3) {
                    out.add(piece.substring(0, cut));
                    String rest = piece.substring(cut);
                    piece.setLength(0);
                    piece.append(rest);
                } else {
                    out.add(piece.toString());
                    piece.setLength(0);
                }
            }
            piece.append(ch);
            i = next;
        }
        if (piece.length() > 0) {
            out.add(piece.toString());
        }
        return out;
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
