package dev.figmark.model;

/** A series made once per value of a field, whose values may be missing. */
public interface Grouped extends FromData {
    /** @return the field whose values make one series each, or null for one series */
    By by();

    /** @return what becomes of a value that cannot be drawn, or null to refuse */
    Series.Missing missing();
}
