package dev.figmark.model;

/** A series that may be stacked on the ones before it. */
public interface Stackable {
    /** @return whether it is stacked, or null for not */
    Boolean stack();
}
