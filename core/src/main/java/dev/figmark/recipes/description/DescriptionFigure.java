package dev.figmark.recipes.description;

import dev.figmark.compile.FigureSpec;
import dev.figmark.product.Outcome;
import dev.figmark.recipe.Recipe;

/** The figure a JSON description asks for. */
public final class DescriptionFigure implements Recipe<DescriptionInput> {

    /** The one description recipe; {@link dev.figmark.recipes.Kinds#DESCRIPTION} holds it. */
    public DescriptionFigure() {
    }

    @Override
    public String kind() {
        return "plot";
    }

    @Override
    public String about() {
        return "any figure described in JSON: lines, steps, scatter, bars, reference lines, on linear or log axes";
    }

    /** Draws the description; data it names that cannot be read is an {@code InputException}. */
    @Override
    public Outcome make(DescriptionInput in) {
        return new Outcome.Made(in.spec().build(in.style()));
    }
}
