package dev.figmark.scene;

/** Points given as x0, y0, x1, y1, … in points: the checks and the box that lines and areas share. */
final class Points {

    private Points() {
    }

    /**
     * A copy of the points, refused unless they are finite pairs, at least {@code least} of them ("two", "three");
     * {@code mark} names the mark with its article ("a polyline").
     */
    static double[] checked(double[] points, int least, String mark) {
        if (points.length % 2 != 0 || points.length < 2 * least) {
            throw new IllegalArgumentException(mark + " needs at least " + (least == 2 ? "two" : "three") + " points as x, y pairs, got "
                    + points.length + " numbers");
        }
        double[] copy = points.clone();
        for (double p : copy) {
            if (!Double.isFinite(p)) {
                throw new IllegalArgumentException(mark.substring(mark.indexOf(' ') + 1) + " points must be finite");
            }
        }
        return copy;
    }

    /** The points' box grown by {@code margin} on every side. */
    static Box bounds(double[] points, double margin) {
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
        return Box.of(x0 - margin, y0 - margin, x1 + margin, y1 + margin);
    }
}
