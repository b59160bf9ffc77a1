package dev.figmark.model;

/** A series that draws a line in a dash. */
public interface Dashed extends Coloured {
    /** @return the dash, or null for the look's */
    Series.LineStyle lineStyle();
}
