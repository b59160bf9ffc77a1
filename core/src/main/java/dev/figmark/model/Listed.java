package dev.figmark.model;

/** A series that a legend lists by its label, unless it says otherwise. */
public interface Listed {
    /** @return false to leave the series out of the legend; null or true to list it */
    Boolean legend();
}
