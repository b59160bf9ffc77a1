package dev.figmark.testing;

import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.scene.FontFace;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;

/** Scenes shared by the writers' tests, so all three are checked on the very same marks. */
public final class TestScenes {

    public static final String SOFTWARE = "figmark test";

    private TestScenes() {
    }

    /** Every mark type: hatches, dashes, markers, rotated text, non-ASCII text, XML specials, a clip and an offset. */
    public static Scene everyMark() {
        Typesetter type = Typesetter.quiet();
        Color blue = Color.hex("#2a78d6");
        Color orange = Color.hex("#eb6834");
        Color green = Color.hex("#1baf7a");
        Color ink = Color.hex("#0b0b0b");
        List<Mark> marks = new ArrayList<>();
        marks.add(Rect.filled(Box.of(20, 10, 60, 120), Color.hex("#f4f3ef")));
        marks.add(Rect.filled(new Box(20, 130, 50, 20), blue));
        marks.addAll(Rect.bar(new Box(75, 130, 50, 20), orange, Stroke.solid(0.6, Color.WHITE), Hatch.of(Hatch.Pattern.FORWARD, Color.WHITE)));
        marks.addAll(Rect.bar(new Box(130, 130, 50, 20), green, null, Hatch.of(Hatch.Pattern.BACKWARD, Color.WHITE)));
        marks.addAll(Rect.bar(new Box(185, 130, 50, 20), blue, null, Hatch.of(Hatch.Pattern.CROSS, Color.WHITE)));
        // The other patterns, in two columns of small boxes on the light panel.
        Hatch.Pattern[] others = {Hatch.Pattern.HORIZONTAL, Hatch.Pattern.VERTICAL, Hatch.Pattern.GRID, Hatch.Pattern.DOTS,
            Hatch.Pattern.CIRCLES, Hatch.Pattern.STARS};
        for (int i = 0; i < others.length; i++) {
            marks.addAll(Rect.bar(new Box(22 + 19 * (i % 2), 14 + 17 * (i / 2), 16, 14), blue, null, Hatch.of(others[i], Color.WHITE)));
        }
        marks.add(new Polyline(new double[] {20, 100, 60, 40, 100, 80, 140, 20, 180, 60}, Stroke.line(1.1, blue, List.of())));
        marks.add(new Polyline(new double[] {20, 110, 180, 70}, Stroke.line(1.1, orange, List.of(3.7, 1.6))));
        marks.add(Polyline.segment(20, 120, 240, 120, Stroke.solid(0.5, Color.hex("#c3c2b7"))));
        // Every shape, in rows of five within the page: 200 to 240 pt across, from 30 pt down.
        Marker.Shape[] shapes = Marker.Shape.values();
        for (int i = 0; i < shapes.length; i++) {
            Marker.Shape shape = shapes[i];
            marks.add(new Marker(200 + 10 * (i % 5), 30 + 30 * (i / 5) + (i >= 5 ? 5 : 0), shape, 6, shape == Marker.Shape.CIRCLE ? Color.WHITE : green,
                    Color.hex("#898781"), 0.7));
        }
        marks.add(new Marker(200, 45, Marker.Shape.TRIANGLE_DOWN, 6, null, Color.hex("#d03b3b"), 0.7));
        marks.add(new Marker(215, 45, Marker.Shape.CIRCLE, 4, blue.withOpacity(0.5), null, 0));
        marks.add(type.text(20, 8, "GPU power (W) <&> \"quoted\" 'single'", FontFace.SANS, 7.5, ink, Text.Anchor.START, Text.Baseline.TOP, false));
        marks.add(type.text(10, 100, "Time since start (s)", FontFace.SANS, 7, Color.hex("#52514e"), Text.Anchor.MIDDLE, Text.Baseline.MIDDLE, true));
        marks.add(type.text(95, 75, "turned 30° along a slope", FontFace.SANS, 7, ink, Text.Anchor.START, Text.Baseline.BASELINE, false).rotated(30));
        marks.add(type.text(240, 165, "Größe · 温度 · é → µs", FontFace.SERIF, 7, ink, Text.Anchor.END, Text.Baseline.BASELINE, false));
        marks.add(type.text(20, 175, "(a)", FontFace.SANS_BOLD, 7.5, ink, Text.Anchor.START, Text.Baseline.BASELINE, false));
        marks.add(type.rich(60, 175, "S_{kv} = 2^{20}, T_{q}=1", FontFace.SERIF_BOLD, 7.5, ink, Text.Anchor.START, Text.Baseline.BASELINE, false));
        Group clipped = new Group("clipped", 150, 60, new Box(0, 0, 40, 30), List.of(
                Rect.filled(new Box(-10, -10, 80, 60), Color.hex("#cde2fb")),
                type.text(0, 15, "clipped text runs on", FontFace.SANS, 7, ink, Text.Anchor.START, Text.Baseline.MIDDLE, false)));
        marks.add(clipped);
        return new Scene(252, 180, Color.WHITE, Group.of("figure", marks));
    }
}
