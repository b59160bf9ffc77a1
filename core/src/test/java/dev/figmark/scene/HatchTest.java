package dev.figmark.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HatchTest {

    @Test
    void segmentsStayInsideTheBoxAndKeepTheSeedsSpacing() {
        Box box = new Box(10, 20, 30, 12);
        double[] s = Hatch.of(Hatch.Pattern.FORWARD, Color.WHITE).segments(box);
        assertTrue(s.length > 0);
        for (int i = 0; i < s.length; i += 2) {
            assertTrue(s[i] >= box.x() - 1e-9 && s[i] <= box.right() + 1e-9);
            assertTrue(s[i + 1] >= box.y() - 1e-9 && s[i + 1] <= box.bottom() + 1e-9);
        }
        for (int i = 0; i < s.length; i += 4) {
            assertEquals(s[i] + s[i + 1], s[i + 2] + s[i + 3], 1e-9, "a forward hatch rises to the right");
        }
        // Lines x + y = c for c = 33, 36, … 69; at 30 and 72 a line would only touch a corner.
        assertEquals(13 * 4, s.length);
    }

    @Test
    void crossHatchHasBothDirections() {
        Box box = new Box(0, 0, 12, 12);
        int forward = Hatch.of(Hatch.Pattern.FORWARD, Color.WHITE).segments(box).length;
        int backward = Hatch.of(Hatch.Pattern.BACKWARD, Color.WHITE).segments(box).length;
        assertEquals(forward + backward, Hatch.of(Hatch.Pattern.CROSS, Color.WHITE).segments(box).length);
    }

    @Test
    void dotsRingsAndAsterisksSitOnStaggeredRowsAnchoredToThePage() {
        Box box = new Box(10, 10, 30, 20);
        for (Hatch.Pattern pattern : new Hatch.Pattern[] {Hatch.Pattern.DOTS, Hatch.Pattern.CIRCLES, Hatch.Pattern.STARS}) {
            double[] s = Hatch.of(pattern, Color.WHITE).segments(box);
            int per = pattern == Hatch.Pattern.DOTS ? 1 : pattern == Hatch.Pattern.CIRCLES ? Hatch.RING_SIDES : 3;
            assertEquals(0, s.length % (4 * per), pattern + ": whole shapes");
            java.util.Set<String> centres = new java.util.TreeSet<>();
            for (int i = 0; i < s.length; i += 4 * per) {
                double x = 0;
                double y = 0;
                for (int k = 0; k < per; k++) {
                    x += s[i + 4 * k] + s[i + 4 * k + 2];
                    y += s[i + 4 * k + 1] + s[i + 4 * k + 3];
                }
                x /= 2 * per;
                y /= 2 * per;
                double row = Hatch.SHAPE_SPACING / 2;
                long j = Math.round(y / row);
                assertEquals(j * row, y, 1e-9, pattern + ": on a row");
                double shift = j % 2 == 0 ? 0 : Hatch.SHAPE_SPACING / 2;
                assertEquals(0, Math.IEEEremainder(x - shift, Hatch.SHAPE_SPACING), 1e-9, pattern + ": staggered along the row");
                assertTrue(x > box.x() - 3 && x < box.right() + 3 && y > box.y() - 3 && y < box.bottom() + 3, pattern + ": reaches the box");
                centres.add(x + "," + y);
            }
            // 30 x 20 pt at 4.5 pt along rows 2.25 pt apart: about 30 * 20 / (4.5 * 2.25) = 59 shapes, and more that reach in.
            assertTrue(centres.size() >= 59 && centres.size() <= 110, pattern + ": " + centres.size());
        }
    }
}
