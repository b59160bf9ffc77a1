package dev.figmark.model;

/** A series of filled shapes with a hatch over their colour. */
public interface Hatched extends Coloured {
    /** @return the hatch, or null for the look's */
    Series.Hatch hatch();
}
