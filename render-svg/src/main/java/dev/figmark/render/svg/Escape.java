package dev.figmark.render.svg;

/** XML escaping that also replaces what XML 1.0 cannot carry at all (control characters, lone surrogates). */
final class Escape {

    private Escape() {
    }

    static String text(String s) {
        return escape(s, false);
    }

    static String attribute(String s) {
        return escape(s, true);
    }

    /** Comments may not hold {@code --}. */
    static String comment(String s) {
        return escape(s, false).replace("--", "- -");
    }

    private static String escape(String s, boolean attribute) {
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String replacement = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> attribute ? "&quot;" : null;
                case '\'' -> attribute ? "&apos;" : null;
                case '\t', '\n', '\r' -> attribute ? "&#" + (int) c + ";" : null;
                default -> allowed(s, i) ? null : "\uFFFD";
            };
            if (replacement != null && out == null) {
                out = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (out != null) {
                if (replacement != null) {
                    out.append(replacement);
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? s : out.toString();
    }

    private static boolean allowed(String s, int i) {
        char c = s.charAt(i);
        if (c < 0x20 || c == 0xFFFE || c == 0xFFFF) {
            return false;
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
        }
        return true;
    }
}
