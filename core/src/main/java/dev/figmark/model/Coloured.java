package dev.figmark.model;

/** A series drawn in a colour of its own when it gives one. */
public interface Coloured {
    /** @return {@code #rrggbb}, or null for the palette's (a scatter's may name a field instead) */
    String color();
}
