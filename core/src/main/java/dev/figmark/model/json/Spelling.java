package dev.figmark.model.json;

/** The JSON spelling of the model's enum constants, and the closest of some names, for code that names them in messages. */
public final class Spelling {

    private Spelling() {
    }

    /**
     * A constant as a description spells it ({@code "okabe-ito"}, {@code "above right"}, {@code "log2"}).
     *
     * @param constant the constant
     * @return its spelling
     */
    public static String of(Enum<?> constant) {
        return Names.of(constant);
    }

    /**
     * The closest of some names to a misspelled one, when it is close enough to be a typo.
     *
     * @param wrong the name as written
     * @param names the names there are
     * @return the closest, or null when none is close
     */
    public static String closest(String wrong, java.util.List<String> names) {
        return Names.closest(wrong, names);
    }
}
