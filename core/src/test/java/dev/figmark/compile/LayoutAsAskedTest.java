package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
import dev.figmark.layout.FreePlacesProbe;
import dev.figmark.layout.LayoutException;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Product;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The layout asked for, or a reason; growth and regridding said; notes that behave. Each case one a user met. */
class LayoutAsAskedTest {

    private final List<String> warnings = new ArrayList<>();
    private final List<String> decisions = new ArrayList<>();

    private Scene lay(String json) {
        FigureSpec spec = FigureSpec.parse(json, "layout.json", Path.of("."));
        Style style = spec.style();
        Product p = spec.build(style);
        return FigureLayout.scene(p, new Typesetter(warnings::add), style, decisions::add);
    }

    private static String panels(int n, String series) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("{\"title\": \"p" + i + "\", \"series\": [" + series + "]}");
        }
        return String.join(", ", out);
    }

    @Test
    void aGridKeepsTheColumnsAskedForAndItsLastRowIsNotStretched() {
        Scene scene = lay("{\"figure\": {\"width\": \"double\", \"columns\": 5}, \"panels\": [" + panels(7,
                "{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2]}") + "]}");
        List<Group> plots = new ArrayList<>();
        for (Mark m : scene.root().children()) {
            if (m instanceof Group g && g.name().startsWith("panel-")) {
                plots.add(g);
            }
        }
        assertEquals(7, plots.size());
        double first = plots.get(0).dx();
        assertEquals(first, plots.get(5).dx(), 1e-6, "panel 6 starts a second row of five, in the first column");
        double width = plots.get(1).dx() - plots.get(0).dx();
        assertEquals(width, plots.get(6).dx() - plots.get(5).dx(), 1e-6, "the last row's panels keep the grid's column width");
        assertEquals(List.of(), warnings);
    }

    @Test
    void anAskedGridThatCannotFitIsRefusedSayingWhat() {
        LayoutException e = assertThrows(LayoutException.class, () -> lay("{\"figure\": {\"width\": 2, \"columns\": 6}, \"panels\": [" + panels(6,
                "{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1000000, 2000000]}") + "]}"));
        assertTrue(e.getMessage().startsWith("figure: the 6 columns asked for (figure.columns) do not fit 2.00 in: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("give fewer columns or a wider figure"), e.getMessage());
    }

    @Test
    void aGridTheLayoutChangesIsSaid() {
        // A description written for two columns in a row, drawn at one column's width (figmark plot --width single):
        // the grid may change, and the layout says so.
        FigureSpec spec = FigureSpec.parse("{\"figure\": {\"width\": \"double\", \"columns\": 3}, \"panels\": [" + panels(3,
                "{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1000000, 2000000]}") + "]}", "layout.json", Path.of("."));
        Style style = spec.style(null, "1.5in");
        FigureLayout.scene(spec.build(style), new Typesetter(warnings::add), style, decisions::add);
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("warning: figure: drawn in ") && w.contains(", not 3, as its panels did not fit side by side")),
                warnings.toString());
    }

    @Test
    void aNotesArrowStartsAtItsEdgeAndCrossesNoText() {
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": ["
                + "{\"kind\": \"line\", \"x\": [1, 2, 3, 4], \"y\": [1, 2, 3, 4]},"
                + "{\"kind\": \"text\", \"text\": \"the knee\", \"x\": 1.5, \"y\": 3.5, \"point\": [3, 3]}]}]}");
        Text note = scene.texts().stream().filter(t -> t.content().equals("the knee")).findFirst().orElseThrow();
        List<Polyline> lines = new ArrayList<>();
        scene.forEachMark((m, dx, dy) -> {
            if (m instanceof Polyline p && p.stroke().width() == 0.6) {
                double[] q = p.points();
                lines.add(new Polyline(new double[] {q[0] + dx, q[1] + dy, q[2] + dx, q[3] + dy}, p.stroke()));
            }
        });
        assertEquals(1, lines.size(), "one arrow");
        double[] a = lines.get(0).points();
        assertTrue(!note.bounds().contains(a[0], a[1]), "the arrow starts outside its note");
        for (Text t : scene.texts()) {
            assertTrue(!dev.figmark.layout.FreePlacesProbe.crosses(a[0], a[1], a[2], a[3], t.bounds()), "the arrow crosses '" + t.content() + "'");
        }
    }

    @Test
    void aForcedNoteIsDrawnWhereAskedAndSaysWhatItCovers() {
        lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": ["
                + "{\"kind\": \"line\", \"label\": \"roof\", \"x\": [0, 10], \"y\": [0, 10]},"
                + "{\"kind\": \"text\", \"text\": \"right on the line\", \"x\": 5, \"y\": 5, \"place\": \"force\"}]}]}");
        assertTrue(warnings.stream().anyMatch(w -> w.contains("the note 'right on the line' covers the series 'roof' where it was asked to go")),
                warnings.toString());
    }

    @Test
    void aNoteThatFindsNoPlaceSaysWhereItWasAskedAndWhatHelps() {
        StringBuilder x = new StringBuilder();
        StringBuilder y = new StringBuilder();
        for (int i = 0; i <= 400; i++) {
            x.append(i > 0 ? ", " : "").append(i / 40.0);
            y.append(i > 0 ? ", " : "").append(i % 2 == 0 ? 0 : 10);
        }
        LayoutException e = assertThrows(LayoutException.class, () -> lay("{\"figure\": {\"width\": \"single\", \"height\": 2}, \"panels\": [{\"title\": \"noise\","
                + " \"series\": [{\"kind\": \"line\", \"label\": \"noise\", \"x\": [" + x + "], \"y\": [" + y + "]},"
                + "{\"kind\": \"text\", \"text\": \"a\", \"x\": 5, \"y\": 5}]}]}"));
        assertEquals("panel 'noise': the note 'a' at x 5, y 5 covers the series 'noise' at each of its 40 places near there; move it (its x and y) to a free"
                + " part of the plot, shorten it, or give it \"place\": \"force\" to draw it there anyway", e.getMessage());
    }

    @Test
    void growthPastATenthIsSaidWithTheTextsThatNeededTheRoom() {
        StringBuilder cats = new StringBuilder();
        StringBuilder vals = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            cats.append(i > 0 ? ", " : "").append("\"category ").append(i).append('"');
            vals.append(i > 0 ? ", " : "").append(i + 1);
        }
        Scene scene = lay("{\"figure\": {\"width\": \"single\"}, \"panels\": [{\"series\": [{\"kind\": \"hbar\", \"x\": [" + cats + "], \"y\": [" + vals + "]}]}]}");
        assertTrue(scene.height() > 1.8 * 72 * 1.1, "thirty bars need more than the natural height: " + scene.height());
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("warning: figure grew from 1.80 in to ") && w.contains("to make room for:")), warnings.toString());
        assertTrue(decisions.stream().anyMatch(d -> d.startsWith("layout: figure: 3.50 x ")), decisions.toString());
    }
}
