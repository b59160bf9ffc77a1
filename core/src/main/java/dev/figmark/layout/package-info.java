/**
 * The constrained layout: panels are drawn at the origin (their guides by {@code dev.figmark.chart.guide}), their
 * decorations measured as text boxes, margins set from those boxes plus padding, and the plots sized from what is left,
 * until the sizes settle; notes and legends in the plot go to free places that cover no data. {@link
 * dev.figmark.layout.LayoutCheck} then proves that no text overlaps another or leaves the page.
 */
package dev.figmark.layout;
