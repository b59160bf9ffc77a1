package dev.figmark.files;

/**
 * A file's name as a terminal may print it: a newline, an escape or any other control character is written as an
 * escape ({@code \n}, {@code \e}, {@code \u009b}), so a name can neither split a line of the report nor command the
 * terminal.
 */
public final class Shown {

    private Shown() {
    }

    /**
     * The text with its control characters written as escapes, and a backslash doubled where it precedes one.
     *
     * @param text a name, or a line holding one
     * @return the text, safe to print
     */
    public static String name(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : c == 0x1b ? "\\e"
                    : Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : null;
            if (escape != null && out == null) {
                out = new StringBuilder(text.substring(0, i));
            }
            if (out != null) {
                out.append(escape != null ? escape : String.valueOf(c));
            }
        }
        return out == null ? text : out.toString();
    }
}
