package dev.figmark.api;

/**
 * A figure that cannot be made: a description or data file that is wrong (the message names the file, the place and
 * what is wrong, in one line), or a figure whose text cannot fit its width (the message says how much room it needs).
 */
public final class FigureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Wraps the cause, keeping its one-line message.
     *
     * @param cause what went wrong
     */
    FigureException(RuntimeException cause) {
        super(cause.getMessage(), cause);
    }
}
