package dev.figmark.figures;

/** What a recipe made of a run: a figure, or the reason there is none. */
public sealed interface Outcome permits Outcome.Made, Outcome.Skipped {

    /** A figure was made. */
    record Made(Drawn drawn) implements Outcome {
    }

    /** No figure: the data it needs is not in the run. */
    record Skipped(String kind, String reason) implements Outcome {
    }
}
