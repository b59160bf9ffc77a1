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
}
