package dev.figmark.text;

import dev.figmark.scene.TextRun;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the small markup of sub- and superscripts: {@code S_{kv}}, {@code 2^{20}}. Only the braced forms are markup,
 * so identifiers such as {@code PE_CPU} or {@code softmax_merge} stay as they are.
 */
final class Scripts {

    private Scripts() {
    }

    static List<Typesetter.Piece> parse(String markup) {
        List<Typesetter.Piece> out = new ArrayList<>();
        StringBuilder normal = new StringBuilder();
        int i = 0;
        while (i < markup.length()) {
            char c = markup.charAt(i);
            boolean marker = (c == '_' || c == '^') && i + 1 < markup.length() && markup.charAt(i + 1) == '{';
            if (c == '\\' && i + 1 < markup.length() && "_^{}\\".indexOf(markup.charAt(i + 1)) >= 0) {
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
                out.add(new Typesetter.Piece(normal.toString(), TextRun.Script.NORMAL));
                normal.setLength(0);
            }
            out.add(new Typesetter.Piece(inner, c == '_' ? TextRun.Script.SUB : TextRun.Script.SUPER));
            i = next;
        }
        if (normal.length() > 0 || out.isEmpty()) {
            out.add(new Typesetter.Piece(normal.toString(), TextRun.Script.NORMAL));
        }
        return out;
    }
}
