/**
 * The one door from a drawn figure to its files (FigureWriter: laid out once, every file written on every core), the
 * output settings, the writer of each format and the one atomic file writer, shared by the library, the command line
 * and the benchmarks. Not exported: users name formats with {@link dev.figmark.format.Format} and write through
 * {@link dev.figmark.api.Plot}.
 */
package dev.figmark.output;
