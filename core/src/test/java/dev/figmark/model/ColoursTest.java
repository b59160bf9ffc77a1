package dev.figmark.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue #45: colours as plotting scripts write them (10 of 20 real scripts name them or give tuples), each resolved
 * as matplotlib resolves it; the names come from matplotlib's own tables (colour-names.tsv).
 */
class ColoursTest {

    @Test
    void everySpellingMatplotlibTakesIsTheHexItResolvesTo() {
        assertEquals("#1f77b4", Colours.hex("#1f77b4"));
        assertEquals("#1f77b4", Colours.hex("#1F77B4"));
        assertEquals("#aabbcc", Colours.hex("#abc"));
        assertEquals("#aabbcc88", Colours.hex("#abc8"));
        assertEquals("#1f77b4", Colours.hex("#1f77b4ff"), "an opaque eighth pair is left out");
        assertEquals("#ff0000", Colours.hex("red"));
        assertEquals("#000000", Colours.hex("k"));
        assertEquals("#ff7f0e", Colours.hex("tab:orange"));
        assertEquals("#ff7f0e", Colours.hex("C1"));
        assertEquals("#75bbfd", Colours.hex("xkcd:sky blue"));
        assertEquals("#6495ed", Colours.hex("CornflowerBlue"), "names in any case");
        assertEquals("#1a3380", Colours.hex(List.of(0.1, 0.2, 0.5)));
        assertEquals("#1a338080", Colours.hex(List.of(0.1, 0.2, 0.5, 0.5)));
        assertNull(Colours.hex("bleu"));
        assertNull(Colours.hex("#12345"));
        assertNull(Colours.hex(List.of(0.1, 2.0, 0.5)));
        assertNull(Colours.hex(Arrays.asList(0.1, null, 0.5)));
    }
}
