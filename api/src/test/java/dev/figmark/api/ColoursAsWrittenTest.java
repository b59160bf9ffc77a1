package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.model.FigureException;
import dev.figmark.format.Format;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue #45: a description ported from a script keeps its colours as the script wrote them, names, C0 to C9 and
 * tuples, on series and in palettes, and the SVG draws exactly the colours matplotlib would; a colour that is none is
 * refused in one line saying how colours are written.
 */
class ColoursAsWrittenTest {

    @Test
    void namesCycleLettersAndTuplesAreTheColoursMatplotlibDraws() {
        String svg = new String(Plot.read("{\"figure\": {\"palette\": [\"tab:green\", [0.5, 0, 0.5]]}, \"panels\": [{\"series\": ["
                + "{\"kind\": \"line\", \"label\": \"a\", \"x\": [1, 2], \"y\": [1, 2], \"color\": \"C1\"},"
                + "{\"kind\": \"line\", \"label\": \"b\", \"x\": [1, 2], \"y\": [2, 3], \"color\": \"xkcd:sky blue\"},"
                + "{\"kind\": \"line\", \"label\": \"c\", \"x\": [1, 2], \"y\": [3, 4]},"
                + "{\"kind\": \"line\", \"label\": \"d\", \"x\": [1, 2], \"y\": [4, 5]}]}]}").bytes(Format.SVG), StandardCharsets.UTF_8);
        for (String hex : new String[] {"#ff7f0e", "#75bbfd", "#2ca02c", "#800080"}) {
            assertTrue(svg.contains(hex), hex + " is drawn");
        }
        String json = Plot.read("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2], \"y\": [1, 2], \"color\": [1, 0.5, 0]}]}]}").toJson();
        assertTrue(json.contains("\"#ff8000\""), "a tuple is kept as the hex it is: " + json);
    }

    @Test
    void aColourThatIsNoneIsRefusedSayingHowColoursAreWritten() {
        FigureException e = assertThrows(FigureException.class, () -> Plot.read("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2],"
                + " \"y\": [1, 2], \"color\": \"bleu\"}]}]}"));
        assertEquals("description: panels[0].series[0].color: \"bleu\" is not a colour; write #rrggbb, a name (red, tab:blue, xkcd:sky blue), C0 to C9"
                + " or [r, g, b] from 0 to 1", e.getMessage());
        FigureException tuple = assertThrows(FigureException.class, () -> Plot.read("{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2],"
                + " \"y\": [1, 2], \"color\": [255, 0, 0]}]}]}"));
        assertEquals("description: panels[0].series[0].color: is not a colour; a colour as numbers is [r, g, b] or [r, g, b, a], each from 0 to 1",
                tuple.getMessage(), "a tuple of 0 to 255 is refused, not read as white");
    }
}
