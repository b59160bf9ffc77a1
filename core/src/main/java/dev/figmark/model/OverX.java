package dev.figmark.model;

/** A series whose x values are scaled and sorted before drawing. */
public interface OverX {
    /** @return the factor x values are multiplied by, or null for 1 */
    Double xScale();
}
