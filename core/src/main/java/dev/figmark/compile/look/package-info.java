/**
 * How a compiled figure looks: its style from the description and the venue (DescriptionStyle), and each series'
 * colour, dash, marker and hatch, kept per label across the panels and by value where a series styles by a field
 * (FigureLooks, ValueStyles, SeriesColours, Markers, Patterns); all it needs of the description is a {@link
 * dev.figmark.compile.read.Context}.
 */
package dev.figmark.compile.look;
