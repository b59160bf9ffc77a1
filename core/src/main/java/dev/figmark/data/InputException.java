package dev.figmark.data;

import java.nio.file.Path;

/**
 * Input that cannot be used: the message is one line naming the file, the place in it, and what is wrong. Open to
 * the refusals a caller may answer another way (a table too large to hold, which an aggregate reads in parts).
 */
public class InputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(oneLine(message));
    }

    public InputException(String message, Throwable cause) {
        super(oneLine(message), cause);
    }

    /**
     * The message as one line of reasonable length: control characters from the input (a label with a newline, say)
     * are shown escaped, and a message longer than 500 characters is cut.
     */
    static String oneLine(String message) {
        if (message == null) {
            return "bad input";
        }
        StringBuilder out = new StringBuilder(message.length());
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.length() <= 500 ? out.toString() : out.substring(0, 497) + "...";
    }

    public static InputException at(Path file, long line, long column, String what) {
        return new InputException(file + ":" + line + ":" + column + ": " + what);
    }
}
