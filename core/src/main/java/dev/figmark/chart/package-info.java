/**
 * The chart: a figure of panels ({@link dev.figmark.chart.FigurePlot}, {@link dev.figmark.chart.PanelPlot}) and the
 * layers that turn data into marks inside a panel's plot box (series, heat cells, contours, reference lines, insets).
 * Its parts below it: {@code look} (venue sizes, fonts, colours), {@code scale} (where a value lands and how it is
 * written), {@code frame} (the plot box a layer draws into) and {@code guide} (axes, legends and colour bars, described
 * and drawn). Where the plot boxes are is the business of {@code dev.figmark.layout}.
 */
package dev.figmark.chart;
