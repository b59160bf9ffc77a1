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
}
