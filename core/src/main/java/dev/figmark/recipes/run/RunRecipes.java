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

    /**
     * The run with one number style for the figures of {@code kinds}: their largest number decides, for all of them,
     * whether numbers from 1,000 up are written in K.
     */
    public static RunInput withOneNumberStyle(RunInput in, List<String> kinds) {
        double largest = 0;
        for (Recipe<RunInput> recipe : ALL) {
            if (kinds.contains(recipe.kind()) && recipe instanceof RunRecipe run) {
                largest = Math.max(largest, run.largestNumber(in));
            }
        }
        return new RunInput(in.run(), in.style(), in.type(), in.timeline(), new RunInput.NumberStyle(largest));
    }
}
