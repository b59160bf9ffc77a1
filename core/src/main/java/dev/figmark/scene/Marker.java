package dev.figmark.scene;

import java.util.Objects;

/** A symbol centred on a point; {@code size} is its width in points, as matplotlib's markersize. */
public record Marker(double x, double y, Shape shape, double size, Color face, Color edge, double edgeWidth) implements Mark {

    /** The shapes: matplotlib's o, s, ^, v, D, and {@code <}, {@code >}, p, h, *, x, +, . (x and + drawn as thin filled crosses). */
    public enum Shape { CIRCLE, SQUARE, TRIANGLE_UP, TRIANGLE_DOWN, DIAMOND, TRIANGLE_LEFT, TRIANGLE_RIGHT, PENTAGON, HEXAGON, STAR, X, PLUS, POINT }

    public Marker {
        Objects.requireNonNull(shape, "shape");
        if (!Double.isFinite(x) || !Double.isFinite(y) || !(size > 0) || !Double.isFinite(size)) {
            throw new IllegalArgumentException("marker position and size must be finite and the size positive");
        }
        if (face == null && edge == null) {
            throw new IllegalArgumentException("a marker needs a face or an edge colour");
        }
        if (!(edgeWidth >= 0)) {
            throw new IllegalArgumentException("edge width must not be negative");
        }
    }

    public double radius() {
        return size / 2;
    }

    /**
     * The outline of every shape but the circle as x0, y0, x1, y1, … (closed implicitly), shared by all writers.
     * Triangles and the diamond fill the same box as matplotlib's.
     */
    public double[] outline() {
        double r = size / 2;
        return switch (shape) {
            case CIRCLE -> throw new IllegalStateException("a circle has no polygon outline");
            case SQUARE -> new double[] {x - r, y - r, x + r, y - r, x + r, y + r, x - r, y + r};
            case TRIANGLE_UP -> new double[] {x, y - r, x + r, y + r, x - r, y + r};
            case TRIANGLE_DOWN -> new double[] {x, y + r, x + r, y - r, x - r, y - r};
            case DIAMOND -> new double[] {x, y - r, x + r, y, x, y + r, x - r, y};
            case TRIANGLE_LEFT -> new double[] {x - r, y, x + r, y - r, x + r, y + r};
            case TRIANGLE_RIGHT -> new double[] {x + r, y, x - r, y - r, x - r, y + r};
            case PENTAGON -> polygon(5, r, 0);
            case HEXAGON -> polygon(6, r, 0);
            case STAR -> star(r);
            case PLUS -> cross(r, 0);
            case X -> cross(r, Math.PI / 4);
            case POINT -> throw new IllegalStateException("a point has no polygon outline: it is a small circle");
        };
    }

    /** Whether writers draw the shape as a circle (the point is a circle half its size). */
    public boolean round() {
        return shape == Shape.CIRCLE || shape == Shape.POINT;
    }

    /** The radius writers draw a round shape at. */
    public double roundRadius() {
        return shape == Shape.POINT ? size / 4 : size / 2;
    }

    /** A regular polygon of {@code n} corners on a circle of radius r, the first straight up. */
    private double[] polygon(int n, double r, double turn) {
        double[] out = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double a = turn - Math.PI / 2 + 2 * Math.PI * i / n;
            out[2 * i] = x + r * Math.cos(a);
            out[2 * i + 1] = y + r * Math.sin(a);
        }
        return out;
    }

    /** A five-pointed star: ten corners, the inner ones at 0.38 of the radius, as matplotlib's '*'. */
    private double[] star(double r) {
        double[] out = new double[20];
        for (int i = 0; i < 10; i++) {
            double a = -Math.PI / 2 + Math.PI * i / 5;
            double d = i % 2 == 0 ? r : r * 0.38;
            out[2 * i] = x + d * Math.cos(a);
            out[2 * i + 1] = y + d * Math.sin(a);
        }
        return out;
    }

    /** A cross of two bars a fifth of the size thick, turned by {@code turn} (a quarter turn: an x). */
    private double[] cross(double r, double turn) {
        double t = r / 5;
        double[] local = {-t, -r, t, -r, t, -t, r, -t, r, t, t, t, t, r, -t, r, -t, t, -r, t, -r, -t, -t, -t};
        double[] out = new double[local.length];
        double c = Math.cos(turn);
        double s = Math.sin(turn);
        for (int i = 0; i < local.length; i += 2) {
            out[i] = x + local[i] * c - local[i + 1] * s;
            out[i + 1] = y + local[i] * s + local[i + 1] * c;
        }
        return out;
    }

    /**
     * The factor that gives a shape the area of a circle of the same size: a square is heavier, a triangle and a
     * diamond (a square on its corner) lighter, for the same width.
     */
    public static double areaScale(Shape shape) {
        return switch (shape) {
            case CIRCLE, POINT -> 1;
            case SQUARE -> Math.sqrt(Math.PI / 4);
            case TRIANGLE_UP, TRIANGLE_DOWN, TRIANGLE_LEFT, TRIANGLE_RIGHT, DIAMOND -> Math.sqrt(Math.PI / 2);
            case PENTAGON, HEXAGON -> 1.05;
            case STAR, X, PLUS -> 1.3;
        };
    }

    @Override
    public Box bounds() {
        double r = size / 2 + edgeWidth / 2;
        return new Box(x - r, y - r, 2 * r, 2 * r);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.marker(this);
    }
}
