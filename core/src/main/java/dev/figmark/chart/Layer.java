package dev.figmark.chart;

import dev.figmark.scene.Mark;
import dev.figmark.text.Typesetter;
import java.util.List;

/** Data drawn inside a panel: told the frame once the layout has placed it, it adds its marks. */
@FunctionalInterface
public interface Layer {

    void draw(Frame frame, Context context, Output out);

    /** What a layer needs besides the frame. */
    record Context(Typesetter type, Style style) {
    }

    /** Where a layer's marks go: clipped to the plot box (data), or free (labels that belong to the data). */
    record Output(List<Mark> clipped, List<Mark> free) {
    }
}
