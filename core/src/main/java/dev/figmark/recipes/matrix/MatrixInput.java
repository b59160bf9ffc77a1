package dev.figmark.recipes.matrix;

import dev.figmark.chart.look.Style;
import dev.figmark.data.Matrix;

/** A benchmark matrix, the style it is drawn in, and where it was read from (for messages). */
public record MatrixInput(Matrix matrix, Style style, String source) {
}
