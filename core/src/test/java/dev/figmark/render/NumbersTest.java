package dev.figmark.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void formatsWithAtMostTheGivenDecimalsAndNoTrailingZeros() {
        assertEquals("0", Numbers.coord(0));
        assertEquals("1.5", Numbers.coord(1.5));
        assertEquals("1.235", Numbers.coord(1.23456));
        assertEquals("-2.001", Numbers.coord(-2.0005001));
        assertEquals("100", Numbers.coord(99.99999));
        assertEquals("0.05", Numbers.coord(0.05));
        assertEquals("0.005", Numbers.coord(0.005));
        assertEquals("12", Numbers.format(12.4, 0));
        assertEquals("515.52", Numbers.coord(515.52));
    }

    @Test
    void neverWritesNegativeZero() {
        assertEquals("0", Numbers.coord(-0.0));
        assertEquals("0", Numbers.coord(-0.0001));
    }

    @Test
    void ignoresTheDefaultLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertEquals("3.25", Numbers.coord(3.25));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void refusesWhatIsNotANumber() {
        assertThrows(IllegalArgumentException.class, () -> Numbers.coord(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Numbers.coord(Double.POSITIVE_INFINITY));
    }
}
