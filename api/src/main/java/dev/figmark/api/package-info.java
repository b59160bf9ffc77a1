/**
 * figmark as a library: make a {@link dev.figmark.api.Plot} from a description built with the records of
 * {@code dev.figmark.model} or read from JSON, then write it as PDF, SVG or PNG ({@link dev.figmark.format.Format})
 * with the data behind it as CSV and a suggested caption. Problems are {@code dev.figmark.model.FigureException}s.
 */
package dev.figmark.api;
