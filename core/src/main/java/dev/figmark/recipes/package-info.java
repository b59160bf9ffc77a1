/**
 * The registry of figure kinds, grouped by input family: a run ({@code recipes.run}), runs side by side
 * ({@code recipes.compare}), a benchmark matrix ({@code recipes.matrix}) and a JSON description
 * ({@code recipes.description}). The CLI, its help text and the tests read kinds from {@link dev.figmark.recipes.Kinds}.
 */
package dev.figmark.recipes;
