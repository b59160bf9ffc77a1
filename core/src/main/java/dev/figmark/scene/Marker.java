package dev.figmark.scene;

import java.util.Objects;

/** A symbol centred on a point; {@code size} is its width in points, as matplotlib's markersize. */
public record Marker(double x, double y, Shape shape, double size, Color face, Color edge, double edgeWidth) implements Mark {

    public enum Shape { CIRCLE, SQUARE, TRIANGLE_UP, TRIANGLE_DOWN, DIAMOND }

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
        };
    }

    /**
     * The factor that gives a shape the area of a circle of the same size: a square is heavier, a triangle and a
     * diamond (a square on its corner) lighter, for the same width.
     */
    public static double areaScale(Shape shape) {
        return switch (shape) {
            case CIRCLE -> 1;
            case SQUARE -> Math.sqrt(Math.PI / 4);
            case TRIANGLE_UP, TRIANGLE_DOWN, DIAMOND -> Math.sqrt(Math.PI / 2);
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
