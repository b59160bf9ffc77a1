package dev.figmark.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.text.Typesetter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A text turned by an angle of its own: its box holds its turned corners, and the short boxes along its line that the
 * layout checks hold its ink while covering far less of the page than the one box around it.
 */
class TurnedTextTest {

    private static final Text LEVEL = Typesetter.quiet().text(100, 100, "3.35 TB/s along the roof", FontFace.SANS, 7, Color.BLACK,
            Text.Anchor.START, Text.Baseline.BASELINE, false);

    @Test
    void aLevelTextIsItsOneBox() {
        assertEquals(List.of(LEVEL.bounds()), LEVEL.pieces());
        assertEquals(LEVEL.bounds(), LEVEL.rotated(0).bounds());
    }

    @Test
    void aTurnedTextsBoxHoldsItsTurnedCornersAndItsPiecesFollowTheLine() {
        Text turned = LEVEL.rotated(30);
        Box level = LEVEL.bounds();
        Box box = turned.bounds();
        double a = Math.toRadians(30);
        // The end of the baseline, turned counter-clockwise about the anchor: up and to the right on a y-down page.
        double endX = 100 + LEVEL.width() * Math.cos(a);
        double endY = 100 - LEVEL.width() * Math.sin(a);
        assertTrue(box.x() <= 100 && box.right() >= endX - 1e-9 && box.y() <= endY && box.bottom() >= 100, box.toString());
        assertEquals(level.width() * Math.cos(a) + level.height() * Math.sin(a), box.width(), 1e-9);
        List<Box> pieces = turned.pieces();
        assertTrue(pieces.size() > 3, "a long line in short stretches: " + pieces.size());
        double area = 0;
        for (Box p : pieces) {
            assertTrue(p.inside(box, 1e-9), p + " inside " + box);
            area += p.width() * p.height();
        }
        assertTrue(area < 0.6 * box.width() * box.height(), "the pieces cover " + area + " of the box's " + box.width() * box.height());
        // Each piece holds the stretch of the baseline it is made for.
        for (int k = 0; k < pieces.size(); k++) {
            double along = LEVEL.width() * (k + 0.5) / pieces.size();
            double x = 100 + along * Math.cos(a);
            double y = 100 - along * Math.sin(a);
            Box p = pieces.get(k);
            assertTrue(x >= p.x() && x <= p.right() && y >= p.y() && y <= p.bottom(), "piece " + k + " holds its stretch of the line");
        }
    }

    @Test
    void aTurnIsWithinAHalfCircleAndNotBesideAQuarterTurn() {
        assertThrows(IllegalArgumentException.class, () -> LEVEL.rotated(200));
        Text vertical = Typesetter.quiet().text(10, 10, "up", FontFace.SANS, 7, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, true);
        assertThrows(IllegalArgumentException.class, () -> vertical.rotated(10));
    }
}
