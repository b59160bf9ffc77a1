package dev.figmark.model;

import dev.figmark.table.TextLines;

/** The check of a regular expression a description gives, as RE2/J reads it, for the records that take one. */
final class SourcePatterns {

    private SourcePatterns() {
    }

    /** Refuses a pattern RE2/J cannot read, or one that names no group (its matches would have no columns). */
    static void check(String pattern) {
        String problem = dev.figmark.table.TextLines.problem(pattern);
        if (problem != null) {
            throw new FigureException("pattern", problem);
        }
    }
}
