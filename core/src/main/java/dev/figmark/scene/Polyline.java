package dev.figmark.scene;

import java.util.Arrays;
import java.util.Objects;

/** An open line through points given as x0, y0, x1, y1, … in points. */
public record Polyline(double[] points, Stroke stroke) implements Mark {

    public Polyline {
        Objects.requireNonNull(stroke, "stroke");
        points = Points.checked(points, 2, "a polyline");
    }

    /** The points' box grown by half the line's width. */
    @Override
    public Box bounds() {
        return Points.bounds(points, stroke.width() / 2);
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
