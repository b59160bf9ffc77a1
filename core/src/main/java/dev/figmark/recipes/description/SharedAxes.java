package dev.figmark.recipes.description;

import java.util.List;

/**
 * Axes shared across a description's grid ({@code "share": "x"|"y"|"both"}): one range from every panel's values, and
 * tick labels and the axis's label only on the outer panels (the bottom of each column, the left of each row), which
 * {@link dev.figmark.chart.Figure#shared} decides wherever the layout puts them.
 * Panels over categories keep their own axes.
 *
 * @param share  none, x, y or both
 * @param panels every panel's series
 */
record SharedAxes(dev.figmark.model.Figure.Share share, List<List<SeriesReader.Data>> panels) {

    boolean x() {
        return share == dev.figmark.model.Figure.Share.X || share == dev.figmark.model.Figure.Share.BOTH;
    }

    boolean y() {
        return share == dev.figmark.model.Figure.Share.Y || share == dev.figmark.model.Figure.Share.BOTH;
    }

    /** The series of every panel that are not over categories: the shared range is theirs. */
    List<SeriesReader.Data> all() {
        return panels.stream().flatMap(List::stream).filter(d -> d.categories() == null).toList();
    }

    /** Whether any panel has bars or areas, which start the value axis at zero. */
    boolean bars() {
        return panels.stream().flatMap(List::stream).anyMatch(d -> d.kind().equals("bar") || d.kind().equals("area"));
    }

}
