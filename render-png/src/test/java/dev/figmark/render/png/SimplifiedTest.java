package dev.figmark.render.png;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SimplifiedTest {

    private static final double TOLERANCE = 0.25;

    /** Distance from a point to the polyline {@code xy}. */
    private static double distance(double px, double py, double[] xy) {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i + 3 < xy.length; i += 2) {
            double ax = xy[i];
            double ay = xy[i + 1];
            double dx = xy[i + 2] - ax;
            double dy = xy[i + 3] - ay;
            double length2 = dx * dx + dy * dy;
            double t = length2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
            best = Math.min(best, Math.hypot(px - ax - t * dx, py - ay - t * dy));
        }
        return best;
    }

    /** Every point kept is one of the line's, in the line's order, with its first and last. */
    private static void assertKeptInOrder(double[] line, double[] kept) {
        assertEquals(line[0], kept[0]);
        assertEquals(line[1], kept[1]);
        assertEquals(line[line.length - 2], kept[kept.length - 2]);
        assertEquals(line[line.length - 1], kept[kept.length - 1]);
        int from = 0;
        for (int k = 0; k < kept.length; k += 2) {
            int at = from;
            while (at < line.length && !(line[at] == kept[k] && line[at + 1] == kept[k + 1])) {
                at += 2;
            }
            assertTrue(at < line.length, "kept point " + k / 2 + " is one of the line's, after the one before it");
            from = at + 2;
        }
    }

    @Test
    void aDenseNoisyLineIsDrawnFromFewPointsNoneOfWhichMovesMoreThanTwoTolerances() {
        // 6,000 samples across 600 units, wandering a little and jumping now and then, as a latency series does.
        Random random = new Random(7);
        double[] line = new double[12_000];
        double y = 50;
        for (int i = 0; i < 6_000; i++) {
            y += random.nextGaussian() * 0.03 + (random.nextInt(200) == 0 ? random.nextGaussian() * 20 : 0);
            line[2 * i] = i * 0.1;
            line[2 * i + 1] = y;
        }
        double[] kept = Simplified.points(line, TOLERANCE);
        assertTrue(kept.length < line.length / 4, "kept " + kept.length / 2 + " of 6000 points");
        assertKeptInOrder(line, kept);
        double worst = 0;
        for (int i = 0; i < line.length; i += 2) {
            worst = Math.max(worst, distance(line[i], line[i + 1], kept));
        }
        assertTrue(worst <= 2 * TOLERANCE, "a point is " + worst + " from what is drawn");
    }

    @Test
    void aLineThatTurnsBackAlongItselfKeepsItsFarthestPointsBothWays() {
        // Out along x to 100, back to -30, then out to 60: straight all the way, so only the turns and the end remain.
        double[] line = new double[2 * 400];
        double[] xs = new double[400];
        for (int i = 0; i < 200; i++) {
            xs[i] = i * 0.5;
        }
        for (int i = 200; i < 330; i++) {
            xs[i] = 100 - (i - 199);
        }
        for (int i = 330; i < 400; i++) {
            xs[i] = -30 + (i - 329) * 90.0 / 70;
        }
        for (int i = 0; i < 400; i++) {
            line[2 * i] = xs[i];
            line[2 * i + 1] = 5;
        }
        assertArrayEquals(new double[] {0, 5, 99.5, 5, -30, 5, 60, 5}, Simplified.points(line, TOLERANCE));
    }

    @Test
    void aLineThatStepsBackLessThanTheToleranceIsDrawnStraight() {
        // Forward by 1, back by a tenth of the tolerance, 150 times, ending on a step back: one stretch, drawn from its
        // first point to its last without the turn back before it.
        double[] line = new double[2 * 301];
        for (int i = 0; i < 301; i++) {
            line[2 * i] = (i + 1) / 2 - (i % 2 == 0 && i > 0 ? TOLERANCE / 10 : 0);
            line[2 * i + 1] = 3;
        }
        assertArrayEquals(new double[] {0, 3, line[line.length - 2], 3}, Simplified.points(line, TOLERANCE));
    }

    @Test
    void aShortLineIsDrawnAsItIs() {
        double[] line = new double[2 * (Simplified.FEWEST_POINTS - 1)];
        for (int i = 0; i < line.length; i += 2) {
            line[i] = i;
        }
        assertSame(line, Simplified.points(line, TOLERANCE));
    }

    @Test
    void pointsThatStayOnOneSpotLeaveTheLineItsEnds() {
        double[] line = new double[2 * 300];
        for (int i = 0; i < 300; i++) {
            line[2 * i] = 10 + (i % 3) * 0.01;
            line[2 * i + 1] = 20;
        }
        double[] kept = Simplified.points(line, TOLERANCE);
        assertArrayEquals(new double[] {line[0], 20, line[line.length - 2], 20}, kept);
    }
}
