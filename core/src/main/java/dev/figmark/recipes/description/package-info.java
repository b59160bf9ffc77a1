/**
 * The JSON figure description as a recipe ({@code figmark plot SPEC.json}): any figure that is not a run's, compiled
 * by {@link dev.figmark.compile.FigureSpec} and drawn with the same engine, layout, fonts and outputs.
 */
package dev.figmark.recipes.description;
