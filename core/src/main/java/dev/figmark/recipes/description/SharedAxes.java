package dev.figmark.recipes.description;

import dev.figmark.model.Figure;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Axes shared across a description's grid ({@code "share": "x"|"y"|"both"}): one range from every panel's values,
 * one list of categories for panels over categories (so their bars line up), and tick labels and the axis's label
 * only on the outer panels (the bottom of each column, the left of each row), which
 * {@link dev.figmark.chart.Figure#shared} decides wherever the layout puts them. Vertical and horizontal panels
 * each share among themselves: a panel of horizontal bars has its values across.
 *
 * @param share  none, x, y or both (null: none)
 * @param panels every panel's series
 */
record SharedAxes(Figure.Share share, List<List<SeriesReader.Data>> panels) {

    boolean x() {
        return share == Figure.Share.X || share == Figure.Share.BOTH;
    }

    boolean y() {
        return share == Figure.Share.Y || share == Figure.Share.BOTH;
    }

    private static boolean horizontal(List<SeriesReader.Data> panel) {
        return panel.stream().anyMatch(d -> d.spec() instanceof dev.figmark.model.HBar);
    }

    /** The series of every panel of the orientation given, over numbers on x (not categories): x's shared range is theirs. */
    List<SeriesReader.Data> overNumbers(boolean horizontal) {
        return panels.stream().filter(p -> horizontal(p) == horizontal).flatMap(List::stream).filter(d -> d.categories() == null).toList();
    }

    /** The series of every panel of the orientation given, drawn against the left or value axis: y's shared range is theirs. */
    List<SeriesReader.Data> values(boolean horizontal) {
        return panels.stream().filter(p -> horizontal(p) == horizontal).flatMap(List::stream).filter(d -> !SecondAxis.on(d)).toList();
    }

    /** Every category of the panels of an orientation, in the order they first appear; null when they have none. */
    List<String> categories(boolean horizontal) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        boolean any = false;
        for (List<SeriesReader.Data> p : panels) {
            if (horizontal(p) == horizontal) {
                List<String> c = DescriptionAxes.categories(p);
                if (c != null) {
                    any = true;
                    out.addAll(c);
                }
            }
        }
        return any ? new ArrayList<>(out) : null;
    }

    /** Whether any panel of an orientation has bars or areas, which start the value axis at zero. */
    boolean bars(boolean horizontal) {
        return panels.stream().filter(p -> horizontal(p) == horizontal).flatMap(List::stream)
                .anyMatch(d -> KindCompilers.of(d.spec()).fromZero());
    }
}
