package dev.figmark.scene;

import java.util.Arrays;
import java.util.Objects;

/**
 * Diagonal lines over a filled shape, for figures that must survive greyscale print. The geometry is computed here,
 * once, so the three writers draw the very same segments.
 */
public record Hatch(Pattern pattern, Color color, double lineWidth, double spacing) {

    /**
     * The seed's patterns, {@code ////}, {@code \\\\} and {@code xxxx}, and matplotlib's {@code -}, {@code |}, {@code +},
     * and its {@code .}, {@code o} and {@code *}: small squares, rings and asterisks in staggered rows, drawn as
     * segments too, so the writers need nothing new.
     */
    public enum Pattern {
        FORWARD, BACKWARD, CROSS, HORIZONTAL, VERTICAL, GRID, DOTS, CIRCLES, STARS
    }

    /** The distance between the shapes of a row of dots, rings or asterisks, in points (rows half as far apart, staggered). */
    public static final double SHAPE_SPACING = 4.5;
    /** The radius of a ring, and half the reach of an asterisk's strokes, in points. */
    public static final double SHAPE_RADIUS = 1.3;
    /** The width of a ring's and an asterisk's strokes, in points: thinner than lines, so the shapes stay open. */
    public static final double SHAPE_LINE_WIDTH = 0.5;
    /** The sides of the polygon a ring is drawn as. */
    static final int RING_SIDES = 10;

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
        return new Hatch(pattern, color, pattern == Pattern.CIRCLES || pattern == Pattern.STARS ? SHAPE_LINE_WIDTH : 1.0, SEED_SPACING);
    }

    /**
     * Line segments x0, y0, x1, y1, … inside {@code box}. Lines are anchored to the page, not to the box, so the
     * pattern runs on unbroken across bars that touch.
     */
    public double[] segments(Box box) {
        if (pattern == Pattern.DOTS || pattern == Pattern.CIRCLES || pattern == Pattern.STARS) {
            return shapes(box);
        }
        double[] out = new double[0];
        int n = 0;
        int[] directions = switch (pattern) {
            case FORWARD -> new int[] {1};
            case BACKWARD -> new int[] {-1};
            case CROSS -> new int[] {1, -1};
            case HORIZONTAL -> new int[] {2};
            case VERTICAL -> new int[] {3};
            case GRID -> new int[] {2, 3};
            case DOTS, CIRCLES, STARS -> throw new IllegalStateException("drawn as shapes");
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

    /** Dots, rings or asterisks on staggered rows anchored to the page, those that reach into the box. */
    private double[] shapes(Box box) {
        double row = SHAPE_SPACING / 2;
        double reach = SHAPE_RADIUS + lineWidth;
        java.util.List<double[]> parts = new java.util.ArrayList<>();
        for (long j = (long) Math.ceil((box.y() - reach) / row); j * row <= box.bottom() + reach; j++) {
            double y = j * row;
            double shift = Math.floorMod(j, 2) == 0 ? 0 : SHAPE_SPACING / 2;
            for (long k = (long) Math.ceil((box.x() - reach - shift) / SHAPE_SPACING); k * SHAPE_SPACING + shift <= box.right() + reach; k++) {
                double x = k * SHAPE_SPACING + shift;
                switch (pattern) {
                    case DOTS -> parts.add(new double[] {x - lineWidth / 2, y, x + lineWidth / 2, y});
                    case CIRCLES -> {
                        for (int i = 0; i < RING_SIDES; i++) {
                            double a0 = 2 * Math.PI * i / RING_SIDES;
                            double a1 = 2 * Math.PI * (i + 1) / RING_SIDES;
                            parts.add(new double[] {x + SHAPE_RADIUS * Math.cos(a0), y + SHAPE_RADIUS * Math.sin(a0),
                                x + SHAPE_RADIUS * Math.cos(a1), y + SHAPE_RADIUS * Math.sin(a1)});
                        }
                    }
                    default -> {
                        for (int i = 0; i < 3; i++) {
                            double a = Math.PI / 2 + Math.PI * i / 3;
                            double dx = SHAPE_RADIUS * Math.cos(a);
                            double dy = SHAPE_RADIUS * Math.sin(a);
                            parts.add(new double[] {x - dx, y - dy, x + dx, y + dy});
                        }
                    }
                }
            }
        }
        double[] out = new double[parts.size() * 4];
        for (int i = 0; i < parts.size(); i++) {
            System.arraycopy(parts.get(i), 0, out, 4 * i, 4);
        }
        return out;
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
