/**
 * A description's data sources read into tables for the compile stage: files (one, or many by a pattern, or read in
 * parts through an aggregate), inline rows, their transforms and facets (DataTables, ManyFiles, Parts), and label
 * templates over their fields (Template); all it needs of the description being compiled is a {@link
 * dev.figmark.compile.read.Context}.
 */
package dev.figmark.compile.read;
