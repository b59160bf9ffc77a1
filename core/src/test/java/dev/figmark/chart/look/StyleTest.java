package dev.figmark.chart.look;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StyleTest {

    @Test
    void widthsAreColumnsInchesOrLengthsWithUnits() {
        assertEquals(3.5, Style.parseWidth("single"));
        assertEquals(7.16, Style.parseWidth(" Double "));
        assertEquals(5.0, Style.parseWidth("5"));
        assertEquals(241.14749 / 72.27, Style.parseWidth("241.14749pt"), 1e-12, "LaTeX's \\the\\columnwidth of acmart, in TeX points");
        assertEquals(3.5, Style.parseWidth("252bp"), 1e-12, "PostScript points");
        assertEquals(Style.parseWidth("252pt"), Style.parseWidth("21pc"), 1e-12, "IEEEtran's column, 21 picas");
        assertEquals(3.33, Style.parseWidth("3.33in"), 1e-12);
        assertEquals(8.5 / 2.54, Style.parseWidth("8.5cm"), 1e-12);
        assertEquals(85 / 25.4, Style.parseWidth("85 mm"), 1e-12);
        assertThrows(NumberFormatException.class, () -> Style.parseWidth("wide"));
        assertThrows(NumberFormatException.class, () -> Style.parseLength("3 furlongs"));
        assertEquals(252.0, Style.builder().width(Style.parseWidth("252bp")).build().widthPt(), 1e-9, "exactly the width asked");
        assertEquals(252 * 72 / 72.27, Style.builder().width(Style.parseWidth("252pt")).build().widthPt(), 1e-9,
                "a figure of 252 TeX points fills a column of 252 TeX points, no more");
    }
}
