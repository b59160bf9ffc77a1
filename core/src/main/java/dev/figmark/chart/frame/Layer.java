package dev.figmark.chart.frame;

import dev.figmark.chart.look.Style;
import dev.figmark.scene.Color;
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
     * gives data marks the name of their series, for messages. {@code leftOut} holds what a layer could not show and
     * says so (a label wider than its span), {@code decisions} what the layout chose (a note's place): both are
     * reported for the figure as finally laid out, never for a trial size. {@code labelled} holds, for each label a
     * layer writes at a mark, the point of the mark it names, so a check can hold every label to its own mark.
     */
    record Output(List<Mark> clipped, List<Mark> free, List<Note> notes, java.util.Map<Mark, String> names, List<String> leftOut,
                  List<String> decisions, List<Labelled> labelled) {

        public Output(List<Mark> clipped, List<Mark> free, List<Note> notes, java.util.Map<Mark, String> names) {
            this(clipped, free, notes, names, new java.util.ArrayList<>(), new java.util.ArrayList<>(), new java.util.ArrayList<>());
        }

        /** Says that a label names the mark at this point of the page: a point's centre, a bar's tip or a part's centre. */
        public void labels(String text, double x, double y) {
            labelled.add(new Labelled(text, x, y));
        }

        /** Adds a data mark of the named series. */
        public void data(String series, Mark mark) {
            clipped.add(mark);
            if (series != null && !series.isEmpty()) {
                names.put(mark, series);
            }
        }
    }

    /**
     * Where a label's leader line goes, where the label stands away from its point.
     *
     * @param x           the point on the page
     * @param y           the point on the page
     * @param radius      how far from the point its mark reaches, where the line stops
     * @param colour      the line's colour
     * @param marginFirst whether the margin beyond the plot comes before places farther off inside it (a line's name)
     */
    record Leader(double x, double y, double radius, Color colour, boolean marginFirst) {
    }

    /** A label a layer wrote, and the point on the page of the mark it names. */
    record Labelled(String text, double x, double y) {
    }

    /**
     * A note near an anchor: its text and the places it may go, best first, each as the text marks of its lines; with
     * an arrow, the point it points to (on the page) and the arrow's colour, the arrow drawn from the edge of whichever
     * place the note takes.
     *
     * @param text   the note, for messages
     * @param places where it may go, the preferred first
     * @param where  where the note was asked to go, in the description's words, for messages
     * @param arrowTo the page point an arrow goes to, or null for none
     * @param arrow  the arrow's colour, or null for none
     * @param force  take the first place whatever it covers (and say so)
     * @param optional a label that may be left out, with a word, when no place is free (a percentile's value beside
     *                 its marker), rather than refuse the figure or grow it
     * @param leader a point's label: where its leader line goes from a place farther off, where none beside the
     *                 point is free; null for none
     */
    record Note(String text, List<List<dev.figmark.scene.Text>> places, String where, double[] arrowTo, Color arrow, boolean force,
                boolean optional, Leader leader) {
        public Note {
            places = List.copyOf(places);
            if (places.isEmpty()) {
                throw new IllegalArgumentException("a note has a place");
            }
        }

        /** A note without an arrow that takes the first place free of data. */
        public Note(String text, List<List<dev.figmark.scene.Text>> places) {
            this(text, places, "", null, null, false, false, null);
        }

        /** A note as asked for in a description: where, and its arrow or force. */
        public Note(String text, List<List<dev.figmark.scene.Text>> places, String where, double[] arrowTo, Color arrow, boolean force,
                    boolean optional) {
            this(text, places, where, arrowTo, arrow, force, optional, null);
        }

        /** The same note, left out with a word when no place is free. */
        public Note optionally() {
            return new Note(text, places, where, arrowTo, arrow, force, true, leader);
        }

        /**
         * The same label of a point, which, where no place beside the point is free, goes to a free place farther off
         * with a leader line to it (in the label's colour), or to the margin, before it is left out.
         *
         * @param x      the point on the page
         * @param y      the point on the page
         * @param radius how far from the point its mark reaches, where the leader line stops
         * @return the label
         */
        public Note leadered(double x, double y, double radius) {
            return new Note(text, places, where, arrowTo, arrow, force, true, new Leader(x, y, radius, places.get(0).get(0).color(), false));
        }

        /** The same label, refused with the figure rather than left out when no place is free ({@code labels_required}). */
        public Note required() {
            return new Note(text, places, where, arrowTo, arrow, force, false, leader);
        }

        /**
         * A line's name at its end (a legend at "end", as directlabels puts it): beside its last point, else in the
         * margin beyond the plot, else farther off inside it, its leader line in the line's colour.
         *
         * @param x      the point on the page
         * @param y      the point on the page
         * @param colour the line's colour
         * @return the label
         */
        public Note atLineEnd(double x, double y, Color colour) {
            return new Note(text, places, where, arrowTo, arrow, force, true, new Leader(x, y, 1, colour, true));
        }
    }
}
