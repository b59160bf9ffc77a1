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

    /**
     * Where a layer's marks go: clipped to the plot box (data), free (labels that belong to the data), or notes, which
     * the panel places once all data is drawn, at the first of their places that covers none of it; {@code names}
     * gives data marks the name of their series, for messages.
     */
    record Output(List<Mark> clipped, List<Mark> free, List<Note> notes, java.util.Map<Mark, String> names) {

        /** Adds a data mark of the named series. */
        public void data(String series, Mark mark) {
            clipped.add(mark);
            if (series != null && !series.isEmpty()) {
                names.put(mark, series);
            }
        }
    }

    /**
     * A note near an anchor: its text and the places it may go, best first, each as the text marks of its lines.
     *
     * @param text   the note, for messages
     * @param places where it may go, the preferred first
     */
    record Note(String text, List<List<dev.figmark.scene.Text>> places) {
        public Note {
            places = List.copyOf(places);
            if (places.isEmpty()) {
                throw new IllegalArgumentException("a note has a place");
            }
        }
    }
}
