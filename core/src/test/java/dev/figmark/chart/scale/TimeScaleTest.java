package dev.figmark.chart.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Time axes count in the unit their span reads best in, and a figure keeps one style of large numbers. */
class TimeScaleTest {

    private static List<String> labels(TimeScale unit, double seconds, double lengthPt) {
        return unit.locator().ticks(Scale.linear(0, seconds), lengthPt, 7).stream().map(Tick::label).toList();
    }

    @Test
    void aDayCountsInHoursAnHourInMinutesAMinuteInSeconds() {
        assertEquals(TimeScale.SECONDS, TimeScale.forSpan(90));
        assertEquals(TimeScale.SECONDS, TimeScale.forSpan(600));
        assertEquals(TimeScale.MINUTES, TimeScale.forSpan(3600));
        assertEquals(TimeScale.HOURS, TimeScale.forSpan(86_400));
        assertEquals("Time since process start (h)", TimeScale.HOURS.label("Time since process start"));
        assertEquals(List.of("0", "3", "6", "9", "12", "15", "18", "21", "24"), labels(TimeScale.HOURS, 86_400, 200));
        assertEquals(List.of("0", "6", "12", "18", "24"), labels(TimeScale.HOURS, 86_400, 100));
        assertEquals(List.of("0", "15", "30", "45", "60"), labels(TimeScale.MINUTES, 3600, 100));
        List<Tick> day = TimeScale.HOURS.locator().ticks(Scale.linear(0, 86_400), 100, 7);
        assertEquals(21_600.0, day.get(1).value(), 1e-9, "placed in seconds, where the data is");
        assertEquals(TickLocator.auto(Formats::plain).ticks(Scale.linear(0, 95), 300, 7),
                TimeScale.SECONDS.locator().ticks(Scale.linear(0, 95), 300, 7), "seconds as before, the seed's ticks");
    }

    @Test
    void oneNumberStyleForAFigure() {
        assertEquals("4,000", Formats.compactFor(9000).apply(4000));
        assertEquals("4K", Formats.compactFor(60_000).apply(4000), "beside 60K, 4,000 is 4K");
        assertEquals("60K", Formats.compactFor(60_000).apply(60_000));
        assertEquals("1.5K", Formats.compactFor(60_000).apply(1500));
        assertEquals("500", Formats.compactFor(60_000).apply(500));
        assertEquals("10K", Formats.compact(10_000), "compact alone is the seed's");
        assertEquals("5,000", Formats.compact(5000));
    }
}
