package dev.figmark.render.png;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.golden.GoldenFiles;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.testing.Determinism;
import dev.figmark.testing.TestScenes;
import dev.figmark.text.Typesetter;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class PngWriterTest {

    private final PngWriter writer = new PngWriter(TestScenes.SOFTWARE, 300);

    @Test
    void writesTheSameBytesEveryTimeAndEverywhere() throws Exception {
        Scene scene = TestScenes.everyMark();
        byte[] first = Determinism.write(writer, scene);
        assertArrayEquals(first, Determinism.write(writer, scene));
        assertArrayEquals(first, Determinism.writeUnder(Locale.GERMANY, "Australia/Eucla", writer, scene));
    }

    @Test
    void matchesItsGoldenFile() throws Exception {
        GoldenFiles.assertMatches(Path.of("src/test/resources/golden/every-mark.png"), Determinism.write(writer, TestScenes.everyMark()));
    }

    /**
     * Glyphs are blended into the pixels by figmark where no clip is set, and drawn by Java2D where one is: a page of
     * text in every opacity over light, dark and coloured ground, once each way, gives the same pixels.
     */
    @Test
    void glyphsBlendedDirectlyAreWhatJava2dDraws() {
        Typesetter type = dev.figmark.text.Typesetter.quiet();
        List<Mark> marks = new java.util.ArrayList<>();
        String[] grounds = {"#ffffff", "#1f1e1c", "#2a78d6", "#f1c232"};
        String[] inks = {"#000000", "#ffffff", "#d03b3b", "#3a9a5b"};
        for (int i = 0; i < grounds.length; i++) {
            marks.add(dev.figmark.scene.Rect.filled(new Box(0, 30 * i, 252, 30), Color.hex(grounds[i])));
            for (int k = 0; k < inks.length; k++) {
                double opacity = new double[] {1.0, 0.8, 0.5, 0.15}[k];
                marks.add(type.text(4 + 62 * k, 30 * i + 12, "Wg 8,6 µs", FontFace.SANS, 6.5 + k,
                        Color.hex(inks[(i + k) % inks.length]).withOpacity(opacity), dev.figmark.scene.Text.Anchor.START,
                        dev.figmark.scene.Text.Baseline.MIDDLE, false));
                marks.add(type.text(30 + 62 * k, 30 * i + 24, "Tp", FontFace.SERIF_BOLD, 5,
                        Color.hex(inks[k]).withOpacity(opacity), dev.figmark.scene.Text.Anchor.START,
                        dev.figmark.scene.Text.Baseline.MIDDLE, k % 2 == 1));
            }
        }
        Scene blended = new Scene(252, 120, Color.WHITE, Group.of("figure", marks));
        Scene drawn = new Scene(252, 120, Color.WHITE, Group.of("figure", List.of(
                new Group("clip", 0, 0, new Box(0, 0, 252, 120), marks))));
        BufferedImage a = writer.render(blended);
        BufferedImage b = writer.render(drawn);
        int[] pa = a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth());
        int[] pb = b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth());
        long inked = java.util.Arrays.stream(pa).distinct().count();
        assertTrue(inked > 200, "antialiased glyphs in many shades: " + inked);
        assertArrayEquals(pb, pa);
    }

    @Test
    void isExactlyWidthInInchesTimesDpiWide() throws Exception {
        BufferedImage single = ImageIO.read(new ByteArrayInputStream(Determinism.write(writer, TestScenes.everyMark())));
        assertEquals(1050, single.getWidth(), "3.5 in at 300 dpi");
        assertEquals(750, single.getHeight());
        Scene dbl = new Scene(7.16 * 72, 100, Color.WHITE, Group.of("empty", List.of()));
        assertEquals(2148, ImageIO.read(new ByteArrayInputStream(Determinism.write(writer, dbl))).getWidth(), "7.16 in at 300 dpi");
        assertEquals(1074, ImageIO.read(new ByteArrayInputStream(Determinism.write(new PngWriter("x", 150), dbl))).getWidth());
    }

    @Test
    void recordsItsResolutionAndSoftwareButNoTime() throws Exception {
        Map<String, byte[]> chunks = chunks(Determinism.write(writer, TestScenes.everyMark()));
        assertTrue(chunks.containsKey("pHYs"));
        DataInputStream phys = new DataInputStream(new ByteArrayInputStream(chunks.get("pHYs")));
        assertEquals(11811, phys.readInt(), "300 dpi in pixels per metre");
        assertEquals(11811, phys.readInt());
        assertEquals(1, phys.readByte(), "unit: metre");
        assertEquals("Software\0" + TestScenes.SOFTWARE, new String(chunks.get("tEXt"), StandardCharsets.ISO_8859_1));
        assertFalse(chunks.containsKey("tIME"));
    }

    @Test
    void drawsTheMarks() throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(Determinism.write(writer, TestScenes.everyMark())));
        // The plain blue bar at (20..70, 130..150) pt: its middle is the palette's first colour.
        assertEquals(0x2a78d6, image.getRGB(writer.pixels(45), writer.pixels(140)) & 0xffffff);
        assertEquals(0xffffff, image.getRGB(2, 2) & 0xffffff);
    }

    static Map<String, byte[]> chunks(byte[] png) throws Exception {
        Map<String, byte[]> out = new LinkedHashMap<>();
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(png));
        in.skipBytes(8);
        while (in.available() > 0) {
            int length = in.readInt();
            byte[] type = new byte[4];
            in.readFully(type);
            byte[] body = new byte[length];
            in.readFully(body);
            in.readInt();
            out.put(new String(type, StandardCharsets.US_ASCII), body);
        }
        return out;
    }
}
