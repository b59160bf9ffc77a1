/**
 * The figure recipes: each turns run data into a {@link dev.figmark.chart.Figure}, the {@link dev.figmark.figures.Table}
 * of exactly what it draws, and a caption built from the run's own numbers, as the seed's {@code figures.py} does.
 */
package dev.figmark.figures;
