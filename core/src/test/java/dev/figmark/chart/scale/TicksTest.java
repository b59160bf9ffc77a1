package dev.figmark.chart.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Expected values are what matplotlib 3.6's own locators return for the same views. */
class TicksTest {

    private static void assertTicks(List<Double> expected, List<Double> actual) {
        assertEquals(expected.size(), actual.size(), "ticks " + actual);
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), 1e-9 * Math.max(1, Math.abs(expected.get(i))), "tick " + i + " of " + actual);
        }
    }

    @Test
    void maxNMatchesMatplotlibWithTheSeedsThreeBins() {
        assertTicks(List.of(0.0, 25.0, 50.0), Ticks.maxN(0, 63.8, 3, 2));
        assertTicks(List.of(0.0, 40.0, 80.0), Ticks.maxN(0, 100, 3, 2));
        assertTicks(List.of(0.0, 6.0, 12.0), Ticks.maxN(0, 16.9, 3, 2));
        assertTicks(List.of(0.0, 0.6, 1.2), Ticks.maxN(0, 1.7, 3, 2));
        assertTicks(List.of(0.0, 500.0, 1000.0), Ticks.maxN(0, 1456, 3, 2));
        assertTicks(List.of(0.0, 600.0, 1200.0, 1800.0), Ticks.maxN(0, 1800, 3, 2));
        assertTicks(List.of(0.0, 250.0, 500.0), Ticks.maxN(0, 650, 3, 2));
        assertTicks(List.of(0.0, 4e-5, 8e-5, 1.2e-4), Ticks.maxN(0, 0.00012, 3, 2));
        assertTicks(List.of(0.0, 4.0), Ticks.maxN(-3, 7, 3, 2));
    }

    @Test
    void maxNHandlesAnOffsetRangeAndSixBins() {
        assertTicks(List.of(1000.0, 1000.2, 1000.4), Ticks.maxN(1000, 1000.5, 3, 2));
        assertTicks(List.of(0.0, 15.0, 30.0, 45.0, 60.0), Ticks.maxN(0, 71.5, 6, 1));
    }

    @Test
    void logTicksLabelEvenLessThanADecade() {
        assertTicks(List.of(1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0), Ticks.log(1, 400, 10, new double[] {1, 2, 5}, 12));
        assertTicks(List.of(20.0, 30.0, 50.0, 70.0), Ticks.log(20, 90, 10, Ticks.seedLogSubs(20, 90), 12));
        assertTicks(List.of(1.0, 10.0, 100.0, 1000.0), Ticks.log(0.5, 3000, 10, Ticks.seedLogSubs(0.5, 3000), 12));
        assertEquals(3, Ticks.seedLogSubs(3, 60).length, "1.3 decades: 1, 2, 5");
    }

    @Test
    void log2TicksArePowersOfTwo() {
        assertTicks(List.of(8192.0, 16384.0, 32768.0, 65536.0), Ticks.log(8000, 70000, 2, new double[] {1}, 12));
    }
}
