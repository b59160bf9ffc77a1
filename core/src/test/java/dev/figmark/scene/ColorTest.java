package dev.figmark.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ColorTest {

    @Test
    void spellsEveryColourAsSixLowerCaseDigitsAndReadsItBack() {
        for (int rgb : new int[] {0, 0xf, 0xabc, 0x2a78d6, 0xffffff, 0x0b0b0b, 0x100000}) {
            String hex = new Color(rgb, 1).toHex();
            assertEquals(String.format("#%06x", rgb), hex);
            assertEquals(rgb, Color.hex(hex).rgb());
            assertEquals(rgb, Color.hex(hex.toUpperCase(java.util.Locale.ROOT).replace('X', 'x')).rgb());
        }
    }

    @Test
    void refusesAnythingButHashAndSixHexDigits() {
        for (String bad : new String[] {null, "", "#", "2a78d6", "#2a78d", "#2a78d6f", "#2a78g6", "#２a78d6", "#٠a78d6", "#+a78d6", "#-a78d6"}) {
            assertThrows(IllegalArgumentException.class, () -> Color.hex(bad), String.valueOf(bad));
        }
    }
}
