package dev.figmark.model;

/** A series bounded at each value: an error bar, a band. */
public interface Bounded {
    /** @return a symmetric error at each value, or null */
    Values yErr();

    /** @return the lower end at each value, or null */
    Values yLow();

    /** @return the upper end at each value, or null */
    Values yHigh();
}
