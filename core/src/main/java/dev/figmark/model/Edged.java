package dev.figmark.model;

/** A series of bars with an edge. */
public interface Edged {
    /** @return the edge's colour, or null for the default */
    String edgeColor();

    /** @return the edge's width in points, or null for the default */
    Double edgeWidth();
}
