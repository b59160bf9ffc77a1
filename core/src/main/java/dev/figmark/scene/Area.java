package dev.figmark.scene;

import java.util.Objects;

/**
 * A filled region without an outline, its edge through points given as x0, y0, x1, y1, … in points and closed back to
 * the first: a band between two lines, an area down to zero.
 */
public record Area(double[] points, Color fill) implements Mark {

    public Area {
        Objects.requireNonNull(fill, "fill");
        if (points.length % 2 != 0 || points.length < 6) {
            throw new IllegalArgumentException("an area needs at least three points as x, y pairs, got " + points.length + " numbers");
        }
        points = points.clone();
        for (double p : points) {
            if (!Double.isFinite(p)) {
                throw new IllegalArgumentException("area points must be finite");
            }
        }
    }

    /** The points' box. */
    @Override
    public Box bounds() {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < points.length; i += 2) {
            x0 = Math.min(x0, points[i]);
            x1 = Math.max(x1, points[i]);
            y0 = Math.min(y0, points[i + 1]);
            y1 = Math.max(y1, points[i + 1]);
        }
        return Box.of(x0, y0, x1, y1);
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
