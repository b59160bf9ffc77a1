package dev.figmark.model;

/** Bars, upright or across: side by side or stacked, with values, errors and labels. */
public sealed interface BarLike extends Bounded, Stackable, Hatched, Edged, Labelled, Translucent permits Bar, HBar {
    /** @return which values the bars write beside their tips, or null for none */
    Series.ValueLabels values();

    /** @return the interval drawn from the rows behind each value, or null */
    Interval error();
}
