package dev.figmark.data;

import java.nio.file.Path;

/** Input that cannot be used: the message is one line naming the file, the place in it, and what is wrong. */
public final class InputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }

    public static InputException at(Path file, long line, long column, String what) {
        return new InputException(file + ":" + line + ":" + column + ": " + what);
    }
}
