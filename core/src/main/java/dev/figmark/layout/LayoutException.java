package dev.figmark.layout;

/** A figure whose panels cannot be laid out: too small for its decorations, or with text that would overlap. */
public final class LayoutException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public LayoutException(String message) {
        super(message);
    }
}
