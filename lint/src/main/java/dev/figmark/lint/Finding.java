package dev.figmark.lint;

import java.util.Objects;

/**
 * One thing wrong with a figure, in words a user can act on.
 *
 * @param page    the page it is on, from 1; 0 where the whole file is meant
 * @param check   what kind of finding it is
 * @param message what is wrong, one line, with the numbers that show it
 */
public record Finding(int page, Check check, String message) {

    /**
     * Checks the parts.
     *
     * @param page    the page, from 1, or 0
     * @param check   the kind of finding
     * @param message one line
     */
    public Finding {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(message, "message");
        if (page < 0 || message.contains("\n")) {
            throw new IllegalArgumentException("a finding is one line on a page from 1 (or 0): " + page + " " + message);
        }
    }

    /**
     * The finding as one line, with its page where the file has more than one.
     *
     * @return for example {@code text-size: 14 text runs are smaller than 6 pt …}
     */
    public String line() {
        return (page > 0 ? "page " + page + ": " : "") + check.id() + ": " + message;
    }
}
