package dev.figmark.venue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The templates' measures, against the numbers their class files make LaTeX print. */
class VenueTest {

    @Test
    void singleAndDoubleAreTheTemplatesColumnAndTextWidths() {
        Venue acm = Venue.named(" ACM ");
        assertEquals(Lengths.length("241.14749pt"), acm.width("single"), 1e-12, "acmart sigconf's \\the\\columnwidth");
        assertEquals(Lengths.length("506.295pt"), acm.width("double"), 1e-12, "and its \\the\\textwidth");
        assertEquals(Lengths.length("21pc"), Venue.named("ieee").width("single"), 1e-12, "IEEEtran: 21pc columns");
        assertEquals(Lengths.length("487.8225pt"), Venue.named("icml").width("double"), 1e-4, "the width icml2025.sty checks for");
        assertEquals(Lengths.length("3.25in"), Venue.named("icml").width("single"), 1e-12);
        assertEquals(5.0, acm.width("5"), 1e-12, "other widths are as given");
        assertTrue(Venue.ALL.stream().allMatch(v -> v.singleIn() < v.doubleIn() && v.fontSize() >= 6));
    }

    @Test
    void anUnknownVenueNamesTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Venue.named("nature"));
        assertEquals("unknown venue 'nature'; venues are acm, ieee, neurips, iclr, icml, usenix, lncs, thesis", e.getMessage());
    }
}
