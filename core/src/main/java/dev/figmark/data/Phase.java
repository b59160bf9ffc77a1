package dev.figmark.data;

/** A phase of a run, in seconds from the sampler's start. */
public record Phase(String name, String group, double start, double end) {
}
