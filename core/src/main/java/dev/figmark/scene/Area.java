package dev.figmark.scene;

import java.util.Objects;

/**
 * A filled region without an outline, its edge through points given as x0, y0, x1, y1, … in points and closed back to
 * the first: a band between two lines, an area down to zero.
 */
public record Area(double[] points, Color fill) implements Mark {

    public Area {
        Objects.requireNonNull(fill, "fill");
        points = Points.checked(points, 3, "an area");
    }

    /** The points' box. */
    @Override
    public Box bounds() {
        return Points.bounds(points, 0);
    }

    public int size() {
        return points.length / 2;
    }

    public double x(int i) {
        return points[2 * i];
    }

    public double y(int i) {
        return points[2 * i + 1];
    }

    @Override
    public double[] points() {
        return points.clone();
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.area(this);
    }
}
