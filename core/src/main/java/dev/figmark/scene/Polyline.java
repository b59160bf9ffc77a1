package dev.figmark.scene;

import java.util.Arrays;
import java.util.Objects;

/** An open line through points given as x0, y0, x1, y1, … in points. */
public record Polyline(double[] points, Stroke stroke) implements Mark {

    public Polyline {
        Objects.requireNonNull(stroke, "stroke");
        if (points.length % 2 != 0 || points.length < 4) {
            throw new IllegalArgumentException("a polyline needs at least two points as x, y pairs, got " + points.length + " numbers");
        }
        points = points.clone();
        for (double p : points) {
            if (!Double.isFinite(p)) {
                throw new IllegalArgumentException("polyline points must be finite");
            }
        }
    }

    /** The points' box grown by half the line's width. */
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
        double w = stroke.width() / 2;
        return Box.of(x0 - w, y0 - w, x1 + w, y1 + w);
    }

    public static Polyline segment(double x0, double y0, double x1, double y1, Stroke stroke) {
        return new Polyline(new double[] {x0, y0, x1, y1}, stroke);
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
    public boolean equals(Object o) {
        return o instanceof Polyline p && Arrays.equals(points, p.points) && stroke.equals(p.stroke);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(points) + stroke.hashCode();
    }

    @Override
    public String toString() {
        return "Polyline[" + size() + " points, " + stroke + "]";
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.polyline(this);
    }
}
