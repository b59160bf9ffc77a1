/**
 * A series as the compile stage hands it on once read: its points, bounds and categories ({@link
 * dev.figmark.compile.drawn.DrawnSeries}) and what it draws besides them, which the kinds draw and the outputs tabulate.
 */
package dev.figmark.compile.drawn;
