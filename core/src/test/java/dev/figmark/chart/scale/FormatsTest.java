package dev.figmark.chart.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Expected strings are Python's own for the same values. */
class FormatsTest {

    @Test
    void compactWritesThousandsInFullAndTensOfThousandsAsK() {
        assertEquals("1,600", Formats.compact(1600));
        assertEquals("1,200", Formats.compact(1200.0000000000002));
        assertEquals("50K", Formats.compact(50000));
        assertEquals("12.5K", Formats.compact(12500));
        assertEquals("1,250K", Formats.compact(1250000));
        assertEquals("0.6", Formats.compact(0.6000000000000001));
        assertEquals("0", Formats.compact(0));
        assertEquals("4e-05", Formats.compact(4e-5));
        assertEquals("250", Formats.compact(250));
    }

    @Test
    void valueAndSizeAsTheSeedWritesThem() {
        assertEquals("1,811", Formats.value(1810.7));
        assertEquals("56.4", Formats.value(56.36630859375));
        assertEquals("0.49", Formats.value(0.48828125));
        assertEquals("-", Formats.value(null));
        assertEquals("15.0 GiB", Formats.size(15360.0));
        assertEquals("512 MiB", Formats.size(512.0));
        assertEquals("1.2 GiB", Formats.size(1200.0));
        assertEquals("1,000 MiB", Formats.size(1000.0));
        assertEquals("150 GiB", Formats.size(153600.0));
        assertEquals("-", Formats.size(0.5));
    }

    @Test
    void pythonFormattingIsExactAndLocaleFree() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertEquals("4,883", PyFormat.fixed(4883.3, 0, true));
            assertEquals("0.2", PyFormat.fixed(0.25, 1, false));
            assertEquals("0.3", PyFormat.fixed(0.35, 1, false), "0.35 is 0.34999… in binary");
            assertEquals("2", PyFormat.fixed(2.5, 0, false), "half to even");
            assertEquals("15.351953125", PyFormat.repr(15.351953125));
            assertEquals("0.1", PyFormat.repr(0.1));
            assertEquals("15.0", PyFormat.repr(15));
            assertEquals("1e-05", PyFormat.repr(1e-5));
            assertEquals("1e+16", PyFormat.repr(1e16));
            assertEquals("123456.0", PyFormat.repr(123456));
            assertEquals("0.05", PyFormat.repr(0.05));
            assertEquals("541.612", PyFormat.repr(541.612));
            assertEquals("-1.5", PyFormat.repr(-1.5));
            assertEquals("12345678.9", PyFormat.repr(12345678.9));
            assertEquals("0.001", PyFormat.repr(0.001));
            assertEquals("7.0", PyFormat.repr(7.0));
            assertEquals("99999999999.999", PyFormat.repr(99999999999.999));
            assertEquals("1.23457e+06", PyFormat.g(1234567));
            assertEquals("0.0001", PyFormat.g(0.0001));
            assertEquals("1,234.5", PyFormat.groupedG(1234.5));
        } finally {
            Locale.setDefault(saved);
        }
    }
}
