package dev.figmark.recipes.run;

import dev.figmark.recipe.Recipe;

/** What the figures of one run share: their kind's name and what they show. */
abstract class RunRecipe implements Recipe<RunInput> {

    private final String kind;
    private final String about;

    RunRecipe(String kind, String about) {
        this.kind = kind;
        this.about = about;
    }

    @Override
    public final String kind() {
        return kind;
    }

    @Override
    public final String about() {
        return about;
    }

    /**
     * The largest plain number this figure of the run would write (on an axis or a bar), 0 when it writes none above
     * a thousand: the run's figures then share one number style ({@link RunRecipes#withOneNumberStyle}).
     */
    double largestNumber(RunInput in) {
        return 0;
    }
}
