package dev.figmark.product;

/** What a recipe made of its input: a figure, or the reason there is none (a panel without data is left out, and said so). */
public sealed interface Outcome permits Outcome.Made, Outcome.Split, Outcome.Skipped {

    /** The figures to write: one, the parts of a split one, or none. */
    default java.util.List<Product> products() {
        if (this instanceof Made made) {
            return java.util.List.of(made.product());
        }
        return this instanceof Split split ? split.parts() : java.util.List.of();
    }

    /** A figure was made. */
    record Made(Product product) implements Outcome {
    }

    /**
     * A figure too tall for the page, made as parts that each fit ({@code gpu_time-1}, {@code gpu_time-2}).
     *
     * @param parts the figures, in order
     * @param why   one line for standard error: what was split and why
     */
    record Split(java.util.List<Product> parts, String why) implements Outcome {
        public Split {
            parts = java.util.List.copyOf(parts);
            if (parts.size() < 2) {
                throw new IllegalArgumentException("a split figure has two parts or more");
            }
        }
    }

    /** No figure: the data it needs is not in the input. */
    record Skipped(String kind, String reason) implements Outcome {
    }
}
