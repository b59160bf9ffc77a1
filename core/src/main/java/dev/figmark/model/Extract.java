package dev.figmark.model;

/**
 * New fields from the parts of a text field a pattern finds, one per named group, typed as a file's columns are
 * (pandas' {@code str.extract}): two numbers inside one name, {@code q4096s5120}. A value the pattern does not match
 * leaves the new fields missing, counted in one warning. The pattern is RE2's syntax, linear in time. JSON: {@code
 * {"extract": "config", "pattern": "q(?P<prompt>[0-9]+)s(?P<output>[0-9]+)"}}.
 *
 * @param extract the text field
 * @param pattern the regular expression, each named group a new field (a field of that name is replaced)
 */
@Kind("extract")
@OneFieldCopies
public record Extract(@Required String extract, @Required String pattern) implements Transform, ExtractCopies {

    /** Checks the pattern. */
    public Extract {
        if (pattern != null) {
            SourcePatterns.check(pattern);
        }
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.extract(this);
    }
}
