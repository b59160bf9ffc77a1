/**
 * The contract every figure recipe keeps ({@link dev.figmark.recipe.Recipe}) and the chart idioms recipes share: category
 * rows, bars labelled at their tips, panel grids, panel letters.
 */
package dev.figmark.recipe;
