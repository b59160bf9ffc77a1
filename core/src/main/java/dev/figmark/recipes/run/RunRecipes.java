package dev.figmark.recipes.run;

import dev.figmark.recipe.Recipe;
import java.util.List;

/** The seven figures of a run, in the seed's order. */
public final class RunRecipes {

    /** Every run figure, in the order they are drawn and listed. */
    public static final List<Recipe<RunInput>> ALL = List.of(new Lifecycle(), new Phases(), new Memory(), new Movement(), new Serving(),
            new GpuTime(), new Hotspots());

    private RunRecipes() {
    }
}
