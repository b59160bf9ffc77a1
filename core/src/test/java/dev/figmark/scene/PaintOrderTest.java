package dev.figmark.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Decisions every writer used to make for itself now live in the marks. */
class PaintOrderTest {

    private static final Box BOX = new Box(0, 0, 40, 10);

    @Test
    void aHatchedBarIsFillThenHatchThenOutline() {
        Stroke edge = Stroke.solid(0.6, Color.WHITE);
        List<Mark> bar = Rect.bar(BOX, Color.hex("#2a78d6"), edge, Hatch.of(Hatch.Pattern.CROSS, Color.WHITE));
        assertEquals(3, bar.size());
        Rect fill = assertInstanceOf(Rect.class, bar.get(0));
        assertNull(fill.stroke(), "the fill carries no outline, so the hatch cannot cover it");
        assertInstanceOf(Hatching.class, bar.get(1));
        Rect outline = assertInstanceOf(Rect.class, bar.get(2));
        assertNull(outline.fill());
        assertEquals(edge, outline.stroke());
        assertEquals(List.of(new Rect(BOX, Color.WHITE, edge)), Rect.bar(BOX, Color.WHITE, edge, null), "no hatch: one rectangle");
    }

    @Test
    void aDashOfZerosIsSolid() {
        Stroke zeros = new Stroke(1, Color.BLACK, List.of(0.0, 0.0), Stroke.Cap.BUTT, Stroke.Join.MITER);
        assertEquals(List.of(), zeros.dash());
        assertEquals(Stroke.Cap.ROUND, Stroke.line(1, Color.BLACK, List.of(0.0)).cap(), "a solid data line has round caps");
        assertEquals(List.of(3.7, 1.6), Stroke.line(1, Color.BLACK, List.of(3.7, 1.6)).dash());
    }

    @Test
    void everyMarkKnowsItsBounds() {
        Polyline line = new Polyline(new double[] {0, 0, 10, 5}, Stroke.solid(2, Color.BLACK));
        assertEquals(Box.of(-1, -1, 11, 6), line.bounds());
        assertEquals(BOX, new Hatching(BOX, Hatch.of(Hatch.Pattern.FORWARD, Color.WHITE)).bounds());
        Group group = new Group("g", 5, 5, null, List.of(line, Rect.filled(BOX, Color.WHITE)));
        assertEquals(Box.of(4, 4, 45, 15), group.bounds());
        assertNull(Group.of("empty", List.of()).bounds());
    }
}
