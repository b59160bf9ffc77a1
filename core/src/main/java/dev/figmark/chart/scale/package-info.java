/**
 * Where a value lands along an axis and how it is written: linear, log and broken scales, the units of a time axis,
 * tick locators (calendar ticks among them) and number formats.
 */
package dev.figmark.chart.scale;
