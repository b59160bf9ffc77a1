package dev.figmark.model;

/** A series with a marker at its points. */
public interface Marked extends Coloured {
    /** @return the marker, or null for the look's */
    Series.Marker marker();

    /** @return the markers' size in points, or null for the default */
    Double markerSize();
}
