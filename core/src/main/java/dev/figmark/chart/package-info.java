/**
 * The chart layer: scales, tick locators and formatters, axes, legends and the mark recipes that turn data into
 * marks inside a panel's plot box. Where the plot boxes are is the business of {@code dev.figmark.layout}.
 */
package dev.figmark.chart;
