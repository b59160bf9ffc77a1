package dev.figmark.recipes;

import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.compare.CompareInput;
import dev.figmark.recipes.compare.CompareRecipes;
import dev.figmark.recipes.description.DescriptionFigure;
import dev.figmark.recipes.description.DescriptionInput;
import dev.figmark.recipes.matrix.MatrixFigure;
import dev.figmark.recipes.matrix.MatrixInput;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.recipes.run.RunRecipes;
import java.util.List;
import java.util.stream.Collectors;

/** Every kind of figure figmark makes, by input family: what the CLI accepts, lists in its help, and the tests draw. */
public final class Kinds {

    /** The figures of one run. */
    public static final List<Recipe<RunInput>> RUN = RunRecipes.ALL;
    /** The figures that set runs side by side. */
    public static final List<Recipe<CompareInput>> COMPARE = CompareRecipes.ALL;
    /** The figure of a benchmark matrix. */
    public static final Recipe<MatrixInput> MATRIX = new MatrixFigure();
    /** The figure of a JSON description. */
    public static final Recipe<DescriptionInput> DESCRIPTION = new DescriptionFigure();

    private Kinds() {
    }

    /** The kinds' names, in the family's order. */
    public static List<String> names(List<? extends Recipe<?>> family) {
        return family.stream().map(Recipe::kind).toList();
    }

    /** The recipe of that name; an unknown name is an {@link IllegalArgumentException} that lists the known ones. */
    public static <I> Recipe<I> find(List<Recipe<I>> family, String kind) {
        for (Recipe<I> recipe : family) {
            if (recipe.kind().equals(kind)) {
                return recipe;
            }
        }
        throw new IllegalArgumentException("unknown figure kind " + kind + "; kinds are " + String.join(", ", names(family)));
    }

    /** One line per kind, {@code "  kind  what it shows"}, aligned: for help texts. */
    public static String help(List<? extends Recipe<?>> family) {
        int width = family.stream().mapToInt(r -> r.kind().length()).max().orElse(0);
        return family.stream().map(r -> "  " + r.kind() + " ".repeat(width - r.kind().length() + 2) + r.about()).collect(Collectors.joining("\n"));
    }
}
