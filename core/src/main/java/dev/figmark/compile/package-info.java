/**
 * The compile stage, between a figure description's model and the chart: its data read into series ({@code read},
 * then SeriesReader and PointsReader, which hand on {@code drawn} series), each series drawn by its kind's compiler
 * ({@code kind}, found through the model's visitor), its looks given per label across the figure ({@code look})
 * and its legend entries (LegendEntries), its panels, axes and grid compiled (FigureSpec, DescribedPanel, DescriptionAxes,
 * PanelGrid), and the CSV of exactly what is drawn and the caption's facts made beside them ({@code out}). Every error
 * names the JSON path.
 */
package dev.figmark.compile;
