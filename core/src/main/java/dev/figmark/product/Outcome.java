package dev.figmark.product;

/** What a recipe made of its input: a figure, or the reason there is none (a panel without data is left out, and said so). */
public sealed interface Outcome permits Outcome.Made, Outcome.Skipped {

    /** A figure was made. */
    record Made(Product product) implements Outcome {
    }

    /** No figure: the data it needs is not in the input. */
    record Skipped(String kind, String reason) implements Outcome {
    }
}
