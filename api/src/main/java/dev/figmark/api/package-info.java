/**
 * figmark as a library: build a figure with {@link dev.figmark.api.Plot#builder()} or read a JSON description with
 * {@link dev.figmark.api.Plot#read(java.nio.file.Path)}, then write it as PDF, SVG or PNG
 * ({@link dev.figmark.format.Format}) with the data behind it as CSV and a suggested caption.
 */
package dev.figmark.api;
