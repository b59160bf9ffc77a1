package dev.figmark.recipes.compare;

import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.scene.Units;
import java.util.List;

/** Runs to set side by side, in the order given, and the style they are drawn in. */
public record CompareInput(List<RunData> runs, Style style) {

    /** Keeps a copy of the list. */
    public CompareInput {
        runs = List.copyOf(runs);
    }

    /** The runs' labels joined for captions. */
    String names() {
        return String.join(", ", runs.stream().map(RunData::label).toList());
    }

    /** The style's height when given, else the seed's height for this figure, in points. */
    double height(double seedInches) {
        return Units.points(style.height() > 0 ? style.height() : seedInches);
    }
}
