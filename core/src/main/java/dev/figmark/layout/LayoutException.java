package dev.figmark.layout;

/** A figure whose panels cannot be laid out: too small for its decorations, or with text that would overlap. */
public final class LayoutException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** What went wrong, so a caller can react (stack panels, grow the height) without reading the message. */
    public enum Kind {
        /** A row of panels is too narrow for their decorations. */
        NARROW,
        /** The figure is too short for its rows. */
        SHORT,
        /** The sizes did not settle. */
        UNSETTLED,
        /** The finished figure fails the layout check. */
        CHECK,
        /** A note finds no place free of data near its anchor: a wider panel may give it one. */
        CROWDED
    }

    private final Kind kind;

    public LayoutException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
