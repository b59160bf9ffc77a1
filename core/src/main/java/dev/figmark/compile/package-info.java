/**
 * The compile stage, between a figure description's model and the chart: its data read into series (read, then
 * SeriesReader and PointsReader), each series drawn by its kind's compiler, found through the model's visitor
 * (KindCompilers), its looks and legend entries given per label across the figure (FigureLooks, LegendEntries), its
 * panels, axes and grid compiled (FigureSpec, DescribedPanel, DescriptionAxes, PanelGrid), and the CSV of exactly
 * what is drawn and the caption's facts made beside them (DrawnTable, DataFacts). Every error names the JSON path.
 */
package dev.figmark.compile;
