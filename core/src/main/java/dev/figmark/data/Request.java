package dev.figmark.data;

/** One served request: the level it was sent at, its time to first token and the gaps between its tokens, in seconds. */
public record Request(double level, double ttftS, double[] itlS) {
}
