package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.format.Format;
import dev.figmark.model.By;
import dev.figmark.model.Description;
import dev.figmark.model.Facet;
import dev.figmark.model.Figure;
import dev.figmark.model.Interval;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Table;
import dev.figmark.model.Transform;
import dev.figmark.model.Values;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

/**
 * Figures from tables are the same bytes anywhere: dates on a time axis are UTC and English whatever the machine's
 * zone and locale; and a description built in Java from a {@link Table} and {@link Transform} values is the one its
 * JSON reads back to, drawing the same figure.
 */
class TablesAnywhereTest {

    private static byte[][] drawn(Plot plot) {
        return new byte[][] {plot.bytes(Format.SVG), plot.bytes(Format.PDF), plot.csv().getBytes(StandardCharsets.UTF_8)};
    }

    @Test
    void datesAreTheSameBytesInEveryZoneAndLocale() {
        Path nightly = Path.of("../examples/plots/nightly-rolling.json");
        byte[][] utc = drawn(Plot.read(nightly));
        Locale locale = Locale.getDefault();
        TimeZone zone = TimeZone.getDefault();
        try {
            for (String[] where : new String[][] {{"tr-TR", "America/Los_Angeles"}, {"de-DE", "Asia/Kolkata"}, {"ar-EG", "Pacific/Chatham"}}) {
                Locale.setDefault(Locale.forLanguageTag(where[0]));
                TimeZone.setDefault(TimeZone.getTimeZone(where[1]));
                byte[][] there = drawn(Plot.read(nightly));
                for (int i = 0; i < utc.length; i++) {
                    assertArrayEquals(utc[i], there[i], "format " + i + " in " + where[0] + ", " + where[1]);
                }
            }
        } finally {
            Locale.setDefault(locale);
            TimeZone.setDefault(zone);
        }
        String svg = new String(utc[0], StandardCharsets.UTF_8);
        for (String tick : List.of(">Mar 2026<", ">Apr<", ">May<", ">Aug<")) {
            assertTrue(svg.contains(tick), "calendar ticks: " + tick);
        }
        assertTrue(new String(utc[2], StandardCharsets.UTF_8).contains(",2026-03-01,"), "dates written as dates in the CSV");
    }

    @Test
    void javaAndJsonSayTheSameOfTables() {
        Table trials = Table.of("engine", "vLLM", "vLLM", "vLLM", "vLLM", "SGLang", "SGLang", "SGLang", "SGLang")
                .with("model", "8B", "8B", "70B", "70B", "8B", "8B", "70B", "70B")
                .with("batch", 1, 8, 1, 8, 1, 8, 1, 8)
                .with("tps", 41, 280, 9, 61, 44, 301, 10, 66);
        Plot java = Plot.of(Description.of(Figure.DOUBLE,
                Panel.titled("").facet(Facet.of("model"))
                        .transform(List.of(Transform.calculate("tps / batch", "per_request"), Transform.aggregate("mean", "model", "engine", "batch")))
                        .series(Series.band("", Values.field("batch"), Values.field("per_request"), Interval.between("min", "max")).by(By.of("engine"))))
                .data("trials", Source.of(trials)));
        Plot json = Plot.read(java.toJson());
        assertEquals(java.description(), json.description());
        assertArrayEquals(java.bytes(Format.SVG), json.bytes(Format.SVG));
        assertEquals(java.csv(), json.csv());
        assertTrue(java.toJson().contains("{\"calculate\": \"tps / batch\", \"as\": \"per_request\"},"), java.toJson());
        assertEquals(2 * 2 * 2 + 1, java.csv().split("\n").length, "a row per engine and batch in each of two panels, and the header");
    }
}
