package dev.figmark.model.json;

/** The JSON spelling of the model's enum constants, for code that names them in messages or tables. */
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
}
