package dev.figmark.model;

/** A series drawn with an opacity. */
public interface Translucent extends Coloured {
    /** @return the opacity from 0 to 1, or null for opaque */
    Double alpha();
}
