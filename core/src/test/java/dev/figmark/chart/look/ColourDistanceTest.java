package dev.figmark.chart.look;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.scene.Color;
import org.junit.jupiter.api.Test;

/** CIEDE2000 against Sharma, Wu and Dalal's published pairs, and what colour-vision deficiencies do to red and green. */
class ColourDistanceTest {

    @Test
    void agreesWithSharmasTestData() {
        assertEquals(2.0425, ColourDistance.deltaE00(new double[] {50, 2.6772, -79.7751}, new double[] {50, 0, -82.7485}), 1e-4);
        assertEquals(2.8615, ColourDistance.deltaE00(new double[] {50, 3.1571, -77.2803}, new double[] {50, 0, -82.7485}), 1e-4);
        assertEquals(3.4412, ColourDistance.deltaE00(new double[] {50, 2.8361, -74.0200}, new double[] {50, 0, -82.7485}), 1e-4);
        assertEquals(0, ColourDistance.deltaE00(new double[] {50, 10, 10}, new double[] {50, 10, 10}), 1e-12);
    }

    @Test
    void redAndGreenPartInNormalVisionButNotForTheColourBlind() {
        Color red = Color.hex("#d62728");
        Color green = Color.hex("#2ca02c");
        assertTrue(ColourDistance.between(red, green, ColourDistance.Vision.NORMAL) > 40);
        assertTrue(ColourDistance.between(red, green, ColourDistance.Vision.DEUTERANOPIA) < ColourDistance.MIN_DISTANCE);
        assertEquals(ColourDistance.Vision.DEUTERANOPIA, ColourDistance.closest(red, green));
        assertTrue(ColourDistance.between(Color.BLACK, Color.WHITE, ColourDistance.closest(Color.BLACK, Color.WHITE)) > 90);
    }
}
