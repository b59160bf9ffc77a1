package dev.figmark.recipes.description;

import dev.figmark.chart.Style;

/** A checked figure description and the style it is drawn in (usually its own: {@link FigureSpec#style()}). */
public record DescriptionInput(FigureSpec spec, Style style) {
}
