package dev.figmark.model;

import java.util.List;

/**
 * A shaded interval of x or of y across the plot, under the data, with an optional label: a phase, a region. JSON:
 * {@code "kind": "span"}.
 *
 * @param label the label, written inside the span at its top (or right end) when it fits, else listed in a warning
 * @param x     [from, to] along x: a band across the plot's height
 * @param y     [from, to] along y: a band across the plot's width
 * @param color the shading's colour, {@code #rrggbb} (default muted grey), drawn light
 */
@Kind("span")
@OneFieldCopies
public record Span(String label, List<Double> x, List<Double> y, @Hex String color) implements Series, Coloured, SpanCopies {

    /** Checks that one range is given, as two numbers. */
    public Span {
        x = Copies.list(x);
        y = Copies.list(y);
        if ((x == null) == (y == null)) {
            throw new FigureException(x == null ? "" : "y", "a span needs \"x\": [from, to] or \"y\": [from, to], one of them");
        }
        List<Double> range = x != null ? x : y;
        if (range.size() != 2) {
            throw new FigureException(x != null ? "x" : "y", "a span needs [from, to], two numbers; has " + range.size());
        }
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
