package dev.figmark.model;

/** How numbers are written on an axis, in a heat map's cells and on its colour bar. */
public enum NumberFormat {
    /** 4K, 1.2M: large numbers shortened. */
    COMPACT,
    /** As Python's {@code g} writes them. */
    PLAIN,
    /** 0.25 as 25%. */
    PERCENT,
    /** 8K, 512K, 1M for powers of two. */
    BINARY
}
