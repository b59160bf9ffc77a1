package dev.figmark.table;

import dev.figmark.data.InputException;

/**
 * A CSV or JSON lines file whose table the heap cannot hold whole: refused as any input is, unless its reader can read it in parts
 * through an aggregate instead ({@link Tables#stream}).
 */
public final class TooLarge extends InputException {

    private static final long serialVersionUID = 1L;

    TooLarge(String message) {
        super(message);
    }
}
