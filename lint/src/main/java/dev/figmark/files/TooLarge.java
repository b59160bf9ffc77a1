package dev.figmark.files;

import java.io.IOException;

/** A file over the budget a comparison may spend on it (pixels, elements, bytes): its own one-line failure, never the run's. */
public final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * A file over its budget.
     *
     * @param what what is over the budget, and the budget, in words
     */
    public TooLarge(String what) {
        super(what);
    }
}
