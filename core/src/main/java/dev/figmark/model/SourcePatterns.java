package dev.figmark.model;

/** The check of a regular expression a description gives, as RE2/J reads it, for the records that take one. */
final class SourcePatterns {

    private SourcePatterns() {
    }

    /** Refuses a pattern RE2/J cannot read, or one that names no group (its matches would have no columns). */
    static void check(String pattern) {
        com.google.re2j.Pattern p;
        try {
            p = com.google.re2j.Pattern.compile(pattern);
        } catch (com.google.re2j.PatternSyntaxException e) {
            throw new FigureException("pattern", "cannot be read: " + e.getDescription() + " at \"" + dev.figmark.data.Quoted.of(e.getPattern()) + "\"");
        }
        if (p.namedGroups().isEmpty()) {
            throw new FigureException("pattern", "names no group, so its matches would have no columns; name each, as (?P<ms>[0-9.]+)");
        }
    }
}
