package dev.figmark.product;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A CSV cell holds a number as its decimal reads (issue #42: CSVs held 121.44000000000001): 15 significant digits,
 * what a double holds exactly, the expected strings Python's repr(float('%.15g' % v)) writes.
 */
class TableTest {

    @ParameterizedTest(name = "{0} is written {1}")
    @CsvSource({
        "121.44000000000001, 121.44",
        "0.30000000000000004, 0.3",
        "0.3333333333333333, 0.333333333333333",
        "1.0E-7, 1e-07",
        "6.666666666666667E19, 6.66666666666667e+19",
        "35.952000000000005, 35.952",
        "12345.678901234567, 12345.6789012346",
        "252.0, 252.0",
        "0.1, 0.1"})
    void aNumberIsWrittenToTheDigitsADoubleHolds(double value, String written) {
        assertEquals(written, Table.cell(value));
    }
}
