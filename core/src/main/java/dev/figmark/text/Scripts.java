package dev.figmark.text;

import dev.figmark.scene.TextRun;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the small markup of sub- and superscripts and italics: {@code S_{kv}}, {@code 2^{20}}, {@code *x*}. Only the
 * braced forms are scripts, so identifiers such as {@code PE_CPU} or {@code softmax_merge} stay as they are; a star is
 * italic only in a pair that hugs its text ({@code *n*}, not {@code a * b}), and {@code \*} is a star. Between two
 * dollars is matplotlib's math text ({@link MathText}).
 */
final class Scripts {

    private Scripts() {
    }

    static List<Typesetter.Piece> parse(String markup) {
        if (MathText.has(markup)) {
            return MathText.parse(markup);
        }
        List<Typesetter.Piece> out = new ArrayList<>();
        int from = 0;
        while (from < markup.length()) {
            int open = opening(markup, from);
            if (open < 0) {
                break;
            }
            int close = closing(markup, open + 1);
            if (close < 0) {
                break;
            }
            if (open > from) {
                out.addAll(scripts(markup.substring(from, open), false));
            }
            out.addAll(scripts(markup.substring(open + 1, close), true));
            from = close + 1;
        }
        if (from < markup.length() || out.isEmpty()) {
            out.addAll(scripts(markup.substring(from), false));
        }
        return out;
    }

    /** An unescaped star followed by text, at or after {@code from}; -1 when there is none. */
    private static int opening(String s, int from) {
        for (int i = from; i < s.length() - 1; i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.charAt(i) == '*' && !Character.isWhitespace(s.charAt(i + 1)) && s.charAt(i + 1) != '*') {
                return closing(s, i + 1) > 0 ? i : -1;
            }
        }
        return -1;
    }

    /** The unescaped star that ends an italic begun before {@code from}, preceded by text; -1 when there is none. */
    private static int closing(String s, int from) {
        for (int i = from + 1; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.charAt(i) == '*' && !Character.isWhitespace(s.charAt(i - 1))) {
                return i;
            }
        }
        return -1;
    }

    private static List<Typesetter.Piece> scripts(String markup, boolean italic) {
        List<Typesetter.Piece> out = new ArrayList<>();
        StringBuilder normal = new StringBuilder();
        int i = 0;
        while (i < markup.length()) {
            char c = markup.charAt(i);
            boolean marker = (c == '_' || c == '^') && i + 1 < markup.length() && markup.charAt(i + 1) == '{';
            if (c == '\\' && i + 1 < markup.length() && "_^{}*\\".indexOf(markup.charAt(i + 1)) >= 0) {
                normal.append(markup.charAt(i + 1));
                i += 2;
                continue;
            }
            if (!marker) {
                normal.append(c);
                i++;
                continue;
            }
            int close = markup.indexOf('}', i + 2);
            if (close < 0) {
                normal.append(c);
                i++;
                continue;
            }
            String inner = markup.substring(i + 2, close);
            int next = close + 1;
            if (normal.length() > 0) {
                out.add(new Typesetter.Piece(normal.toString(), TextRun.Script.NORMAL, italic));
                normal.setLength(0);
            }
            out.add(new Typesetter.Piece(inner, c == '_' ? TextRun.Script.SUB : TextRun.Script.SUPER, italic));
            i = next;
        }
        if (normal.length() > 0 || out.isEmpty()) {
            out.add(new Typesetter.Piece(normal.toString(), TextRun.Script.NORMAL, italic));
        }
        return out;
    }
}
