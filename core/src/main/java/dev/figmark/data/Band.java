package dev.figmark.data;

/** Contiguous phases of one group on the timeline, in seconds since the process started. */
public record Band(String group, double start, double end) {
}
