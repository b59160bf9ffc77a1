/**
 * Output settings and the writer of each format, shared by the library, the command line and the benchmarks. Not
 * exported: users name formats with {@link dev.figmark.format.Format} and write through {@link dev.figmark.api.Plot}.
 */
package dev.figmark.output;
