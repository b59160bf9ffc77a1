package dev.figmark.recipes.description;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.FigureSpec;

/** A checked figure description and the style it is drawn in (usually its own: {@link FigureSpec#style()}). */
public record DescriptionInput(FigureSpec spec, Style style) {
}
