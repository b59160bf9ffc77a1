/** The output formats and their options: the one list the command line, the library and the benchmarks read. */
package dev.figmark.format;
