package dev.figmark.recipe;

import dev.figmark.product.Outcome;

/**
 * One kind of figure made from one family of input: a run, runs side by side, a benchmark matrix or a JSON
 * description. A recipe never throws for missing data: it says in its {@link Outcome} why the figure is left out.
 *
 * @param <I> the input family the recipe reads
 */
public interface Recipe<I> {

    /** The kind's name as the command line and file names use it, such as {@code lifecycle}. */
    String kind();

    /** One line on what the figure shows, for help texts. */
    String about();

    /** Makes the figure from the input, or says why there is none. */
    Outcome make(I input);
}
