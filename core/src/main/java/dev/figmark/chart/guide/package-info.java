/**
 * The guides that let a reader read the data: axes, legends, colour bars and titles, each described as data ({@link
 * dev.figmark.chart.guide.AxisGuide}, {@link dev.figmark.chart.guide.LegendGuide}) and drawn here, relative to the
 * plot box, by its painter; the layout only measures what they draw and places it.
 */
package dev.figmark.chart.guide;
