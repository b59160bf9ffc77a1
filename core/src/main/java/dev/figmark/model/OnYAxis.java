package dev.figmark.model;

/** A series drawn against the left or the right y axis. */
public interface OnYAxis {
    /** @return the axis, or null for the left */
    Series.YAxis axis();
}
