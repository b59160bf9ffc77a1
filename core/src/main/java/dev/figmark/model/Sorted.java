package dev.figmark.model;

/** A series drawn through its points in x order unless told not to. */
public interface Sorted extends OverX {
    /** @return whether points are sorted by x, or null for true */
    Boolean sort();
}
