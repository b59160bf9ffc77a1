package dev.figmark.render.png;

/**
 * A long polyline with the points left out that lie within a ninth of a pixel of a straight stretch through its
 * neighbours, as matplotlib's Agg renderer does ({@code path.simplify_threshold}): a line of 20,000 points across 2,000
 * pixels is stroked from a tenth of them, and no point of the line is farther than a quarter of a pixel from what is
 * drawn (two tolerances across the stretch, or, where an extreme within a tolerance of the stretch's end is left out,
 * one along it and two across: √5/9 of a pixel). Every point kept is one of the line's own, in their order, the first and the last always among them. A
 * stretch turns back on itself only where the line does by more than the tolerance: Java 17's and Java 25's
 * rasterisers draw a sharp reversal a few levels apart in some pixels, and a figure must be the same bytes on both.
 */
final class Simplified {

    /** Pixels a point may lie off the straight stretch that stands for it; matplotlib's default. */
    static final double TOLERANCE_PIXELS = 1.0 / 9.0;

    /** Lines with fewer points are drawn as they are, as in matplotlib: simplifying them saves nothing. */
    static final int FEWEST_POINTS = 128;

    private Simplified() {
    }

    /**
     * The points of {@code xy} (x0, y0, x1, y1, …) to draw, {@code tolerance} in the points' own units. A stretch
     * starts at the last point kept; the points after it stay in the stretch while they lie within {@code tolerance}
     * of its line (the direction to its first point farther than {@code tolerance}); a stretch is drawn through its
     * farthest points forward and backward along that line and its last point, so it covers what it stands for.
     */
    static double[] points(double[] xy, double tolerance) {
        int n = xy.length / 2;
        if (n < FEWEST_POINTS || !(tolerance > 0)) {
            return xy;
        }
        double[] out = new double[xy.length];
        int kept = 0;
        out[kept++] = xy[0];
        out[kept++] = xy[1];
        int origin = 0;
        int i = 1;
        while (i < n) {
            double ox = xy[2 * origin];
            double oy = xy[2 * origin + 1];
            double ux = 0;
            double uy = 0;
            boolean aimed = false;
            double forward = 0;
            double backward = 0;
            int farthest = -1;
            int behind = -1;
            int last = origin;
            for (; i < n; i++) {
                double vx = xy[2 * i] - ox;
                double vy = xy[2 * i + 1] - oy;
                if (!aimed) {
                    double length = Math.sqrt(vx * vx + vy * vy);
                    if (length > tolerance) {
                        ux = vx / length;
                        uy = vy / length;
                        aimed = true;
                        forward = length;
                        farthest = i;
                    }
                    last = i;
                    continue;
                }
                if (Math.abs(ux * vy - uy * vx) > tolerance) {
                    break;
                }
                double along = ux * vx + uy * vy;
                if (along > forward) {
                    forward = along;
                    farthest = i;
                } else if (along < backward) {
                    backward = along;
                    behind = i;
                }
                last = i;
            }
            // The stretch's extremes and its end, in the order the line reaches them; an extreme within the tolerance
            // of the end adds nothing but a turn back on itself.
            double end = ux * (xy[2 * last] - ox) + uy * (xy[2 * last + 1] - oy);
            if (farthest >= 0 && forward - end <= tolerance) {
                farthest = -1;
            }
            if (behind >= 0 && (backward >= -tolerance || Math.abs(backward - end) <= tolerance)) {
                behind = -1;
            }
            int[] ends = {behind, farthest, last};
            java.util.Arrays.sort(ends);
            int previous = origin;
            for (int k : ends) {
                if (k > previous) {
                    out[kept++] = xy[2 * k];
                    out[kept++] = xy[2 * k + 1];
                    previous = k;
                }
            }
            origin = last;
        }
        return java.util.Arrays.copyOf(out, kept);
    }
}
