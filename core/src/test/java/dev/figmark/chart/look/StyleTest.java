package dev.figmark.chart.look;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.figmark.venue.Lengths;
import org.junit.jupiter.api.Test;

class StyleTest {

    @Test
    void widthsAreColumnsInchesOrLengthsWithUnits() {
        assertEquals(3.5, Lengths.width("single"));
        assertEquals(7.16, Lengths.width(" Double "));
        assertEquals(5.0, Lengths.width("5"));
        assertEquals(241.14749 / 72.27, Lengths.width("241.14749pt"), 1e-12, "LaTeX's \\the\\columnwidth of acmart, in TeX points");
        assertEquals(3.5, Lengths.width("252bp"), 1e-12, "PostScript points");
        assertEquals(Lengths.width("252pt"), Lengths.width("21pc"), 1e-12, "IEEEtran's column, 21 picas");
        assertEquals(3.33, Lengths.width("3.33in"), 1e-12);
        assertEquals(8.5 / 2.54, Lengths.width("8.5cm"), 1e-12);
        assertEquals(85 / 25.4, Lengths.width("85 mm"), 1e-12);
        assertThrows(NumberFormatException.class, () -> Lengths.width("wide"));
        assertEquals("a length is inches, or a number with pt, bp, pc, in, cm or mm, not '3 furlongs'",
                assertThrows(NumberFormatException.class, () -> Lengths.length("3 furlongs")).getMessage());
        assertEquals(252.0, Style.builder().width(Lengths.width("252bp")).build().widthPt(), 1e-9, "exactly the width asked");
        assertEquals(252 * 72 / 72.27, Style.builder().width(Lengths.width("252pt")).build().widthPt(), 1e-9,
                "a figure of 252 TeX points fills a column of 252 TeX points, no more");
    }
}
