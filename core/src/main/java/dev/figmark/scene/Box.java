package dev.figmark.scene;

/** An axis-aligned rectangle in points, y growing downwards. */
public record Box(double x, double y, double width, double height) {

    /** Overlaps smaller than this, in points, are rounding, not collisions: the tolerance every check of boxes uses. */
    public static final double ROUNDING_PT = 0.05;

    public Box {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("box must be finite: " + x + ", " + y + ", " + width + ", " + height);
        }
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("box must not have a negative size: " + width + " x " + height);
        }
    }

    public static Box of(double left, double top, double right, double bottom) {
        return new Box(Math.min(left, right), Math.min(top, bottom), Math.abs(right - left), Math.abs(bottom - top));
    }

    public double right() {
        return x + width;
    }

    public double bottom() {
        return y + height;
    }

    public double centerX() {
        return x + width / 2;
    }

    public double centerY() {
        return y + height / 2;
    }

    /** True when the two boxes share an area larger than {@code tolerance} points on each axis. */
    public boolean overlaps(Box other, double tolerance) {
        return Math.min(right(), other.right()) - Math.max(x, other.x) > tolerance
                && Math.min(bottom(), other.bottom()) - Math.max(y, other.y) > tolerance;
    }

    /** True when this box lies inside {@code outer}, allowing {@code tolerance} points. */
    public boolean inside(Box outer, double tolerance) {
        return x >= outer.x - tolerance && y >= outer.y - tolerance
                && right() <= outer.right() + tolerance && bottom() <= outer.bottom() + tolerance;
    }

    public Box union(Box other) {
        return of(Math.min(x, other.x), Math.min(y, other.y), Math.max(right(), other.right()), Math.max(bottom(), other.bottom()));
    }

    public Box translate(double dx, double dy) {
        return new Box(x + dx, y + dy, width, height);
    }
    /**
     * The part of the segment from (x0, y0) to (x1, y1) inside the box, as parameters {from, to} along it from 0 to 1
     * (Liang and Barsky's clipping), edges included; null when the segment misses the box.
     */
    public double[] clip(double x0, double y0, double x1, double y1) {
        double from = 0;
        double to = 1;
        double dx = x1 - x0;
        double dy = y1 - y0;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x0 - x, right() - x0, y0 - y, bottom() - y0};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return null;
                }
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0) {
                    from = Math.max(from, r);
                } else {
                    to = Math.min(to, r);
                }
            }
        }
        return from <= to ? new double[] {from, to} : null;
    }

    /** Whether a point lies within the box, edges included. */
    public boolean contains(double px, double py) {
        return px >= x && px <= x + width && py >= y && py <= y + height;
    }

}
