package dev.figmark.scene;

import java.util.Arrays;
import java.util.Objects;

/**
 * Diagonal lines over a filled shape, for figures that must survive greyscale print. The geometry is computed here,
 * once, so the three writers draw the very same segments.
 */
public record Hatch(Pattern pattern, Color color, double lineWidth, double spacing) {

    /** The seed's patterns, {@code ////}, {@code \\\\} and {@code xxxx}, and matplotlib's {@code -}, {@code |} and {@code +}. */
    public enum Pattern {
        FORWARD, BACKWARD, CROSS, HORIZONTAL, VERTICAL, GRID
    }

    /** Matplotlib draws four strokes of a pattern at 6 lines an inch each: 24 an inch, 3 pt apart along x. */
    public static final double SEED_SPACING = 3.0;

    public Hatch {
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(color, "color");
        if (!(spacing > 0.1) || !(lineWidth > 0)) {
            throw new IllegalArgumentException("hatch spacing and line width must be positive");
        }
    }

    public static Hatch of(Pattern pattern, Color color) {
        return new Hatch(pattern, color, 1.0, SEED_SPACING);
    }

    /**
     * Line segments x0, y0, x1, y1, … inside {@code box}. Lines are anchored to the page, not to the box, so the
     * pattern runs on unbroken across bars that touch.
     */
    public double[] segments(Box box) {
        double[] out = new double[0];
        int n = 0;
        int[] directions = switch (pattern) {
            case FORWARD -> new int[] {1};
            case BACKWARD -> new int[] {-1};
            case CROSS -> new int[] {1, -1};
            case HORIZONTAL -> new int[] {2};
            case VERTICAL -> new int[] {3};
            case GRID -> new int[] {2, 3};
        };
        for (int direction : directions) {
            if (direction >= 2) {
                // 2: lines across (y = c); 3: lines down (x = c), anchored to the page as the diagonals are.
                boolean across = direction == 2;
                long first = (long) Math.ceil((across ? box.y() : box.x()) / spacing);
                long last = (long) Math.floor((across ? box.bottom() : box.right()) / spacing);
                for (long k = first; k <= last; k++) {
                    double c = k * spacing;
                    if (out.length < n + 4) {
                        out = Arrays.copyOf(out, Math.max(16, out.length * 2));
                    }
                    double[] seg = across ? new double[] {box.x(), c, box.right(), c} : new double[] {c, box.y(), c, box.bottom()};
                    System.arraycopy(seg, 0, out, n, 4);
                    n += 4;
                }
                continue;
            }
            // direction 1: x + y = c (rising to the right on a y-down page); -1: x - y = c.
            double lo = direction == 1 ? box.x() + box.y() : box.x() - box.bottom();
            double hi = direction == 1 ? box.right() + box.bottom() : box.right() - box.y();
            long first = (long) Math.ceil(lo / spacing);
            long last = (long) Math.floor(hi / spacing);
            for (long k = first; k <= last; k++) {
                double c = k * spacing;
                double[] seg = clip(c, direction, box);
                if (seg == null) {
                    continue;
                }
                if (out.length < n + 4) {
                    out = Arrays.copyOf(out, Math.max(16, out.length * 2));
                }
                System.arraycopy(seg, 0, out, n, 4);
                n += 4;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static double[] clip(double c, int direction, Box b) {
        // y as a function of x along the line, then clip the x range so y stays in the box.
        double x0 = b.x();
        double x1 = b.right();
        if (direction == 1) {
            x0 = Math.max(x0, c - b.bottom());
            x1 = Math.min(x1, c - b.y());
        } else {
            x0 = Math.max(x0, c + b.y());
            x1 = Math.min(x1, c + b.bottom());
        }
        if (x1 - x0 < 1e-9) {
            return null;
        }
        double y0 = direction == 1 ? c - x0 : x0 - c;
        double y1 = direction == 1 ? c - x1 : x1 - c;
        return new double[] {x0, y0, x1, y1};
    }
}
