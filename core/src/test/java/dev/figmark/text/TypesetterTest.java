package dev.figmark.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TypesetterTest {

    @Test
    void measuresWithTheBundledFontsAdvanceWidths() {
        // Liberation Sans is metric-compatible with Arial: 'H' is 1479 of 2048 units, a space 569.
        FontMetrics sans = FontMetrics.of(FontFace.SANS);
        assertEquals(1479 / 2048.0, sans.advance('H'), 1e-9);
        assertEquals(569 / 2048.0, sans.advance(' '), 1e-9);
        assertEquals((1479 + 569) / 2048.0 * 10, sans.width("H ", 10), 1e-9);
        assertTrue(FontMetrics.of(FontFace.SANS_BOLD).width("Wall time", 10) > sans.width("Wall time", 10));
    }

    @Test
    void reportsAMissingGlyphOnceAndMeasuresItAsTheFallback() {
        List<String> warnings = new ArrayList<>();
        Typesetter type = new Typesetter(warnings::add);
        Text a = type.text(0, 0, "温", FontFace.SANS, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        type.text(0, 0, "温度温", FontFace.SANS, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("U+6E29"), warnings.get(0));
        assertTrue(a.width() > 0);
    }

    @Test
    void anchorsAndRotatesTheBounds() {
        Typesetter type = Typesetter.quiet();
        Text end = type.text(100, 50, "Wall time", FontFace.SANS, 10, Color.BLACK, Text.Anchor.END, Text.Baseline.BASELINE, false);
        Box b = end.bounds();
        assertEquals(100, b.right(), 1e-9);
        assertEquals(100 - end.width(), b.x(), 1e-9);
        assertEquals(50 - 0.905 * 10, b.y(), 0.01);
        Text up = type.text(100, 50, "Wall time", FontFace.SANS, 10, Color.BLACK, Text.Anchor.MIDDLE, Text.Baseline.BASELINE, true);
        Box v = up.bounds();
        assertEquals(up.width(), v.height(), 1e-9);
        assertEquals(50, v.centerY(), 1e-9);
        assertTrue(v.right() > 100 && v.x() < 100);
    }

    @Test
    void parsesSubAndSuperscripts() {
        Typesetter type = Typesetter.quiet();
        Text t = type.rich(0, 0, "S_{kv} 2^{20} x^{2} PE_CPU", FontFace.SANS, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        List<String> parts = t.runs().stream().map(r -> r.script() + ":" + r.text()).toList();
        assertEquals(List.of("NORMAL:S", "SUB:kv", "NORMAL: 2", "SUPER:20", "NORMAL: x", "SUPER:2", "NORMAL: PE_CPU"), parts);
        assertEquals(7, t.placed().size());
        assertTrue(t.placed().get(1).dy() > 0, "a subscript sits lower");
        assertTrue(t.placed().get(3).dy() < 0, "a superscript sits higher");
        assertEquals(TextRun.Script.SUB.scale() * 10, t.placed().get(1).size(), 1e-9);
        assertEquals(type.richWidth("S_{kv} 2^{20} x^{2} PE_CPU", FontFace.SANS, 10), t.width(), 1e-9);
    }

    @Test
    void scriptsNeverGoBelowSixPointsUnlessTheTextDoes() {
        Typesetter type = Typesetter.quiet();
        Text t = type.rich(0, 0, "S_{kv}", FontFace.SANS, 7.5, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        assertEquals(6.0, t.placed().get(1).size(), 1e-9, "7.5 pt × 0.7 would be 5.25 pt, below what venues accept");
        assertEquals(type.richWidth("S_{kv}", FontFace.SANS, 7.5), t.width(), 1e-9, "measured at the size it is drawn");
        assertEquals(4.0, TextRun.Script.SUPER.size(4.0), 1e-9, "a text chosen smaller keeps its scripts at its own size");
        assertEquals(8.4, TextRun.Script.SUB.size(12.0), 1e-9);
    }

    @Test
    void starsMakeItalicOnlyInPairsThatHugTheirText() {
        Typesetter type = Typesetter.quiet();
        Text t = type.rich(0, 0, "*x*^{2} for *n* runs, a * b, 2\\*3", FontFace.SERIF, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        List<String> runs = t.runs().stream().map(r -> r.face() + ":" + r.script() + ":" + r.text()).toList();
        assertEquals(List.of("Liberation Serif Italic:NORMAL:x", "Liberation Serif:SUPER:2", "Liberation Serif:NORMAL: for ",
                "Liberation Serif Italic:NORMAL:n", "Liberation Serif:NORMAL: runs, a * b, 2*3"), runs);
        assertEquals(type.richWidth("*x*^{2} for *n* runs, a * b, 2\\*3", FontFace.SERIF, 10), t.width(), 1e-9);
    }

    @Test
    void aCharacterTheFaceLacksIsSetInTheBundledFaceAndSaidOnce() {
        List<String> warnings = new ArrayList<>();
        Typesetter type = new Typesetter(warnings::add);
        FontFace lm = FontFace.file(PaperFonts.require(PaperFonts.LATIN_MODERN), "Latin Modern Roman", true, false, false);
        Text t = type.rich(0, 0, "ЖЖ x", lm, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        assertEquals(List.of("Liberation Serif:ЖЖ", "Latin Modern Roman: x"), t.runs().stream().map(r -> r.face() + ":" + r.text()).toList());
        type.rich(0, 0, "Ж", lm, 10, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false);
        assertEquals(List.of("warning: Latin Modern Roman has no glyph for U+0416 'Ж'; drawn in Liberation Serif instead"), warnings);
        assertEquals(type.richWidth("ЖЖ x", lm, 10), t.width(), 1e-9, "measured as drawn");
    }

    @Test
    void wrapsNeverShortensAndJoinsTheRestOfABrokenNameWithoutASpace() {
        Typesetter type = Typesetter.quiet();
        String kernel = "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64_warpgroupsize2x1x1";
        List<String> four = type.wrap(kernel, FontFace.SANS, 6, 60, 10);
        assertTrue(four.size() >= 4, four.toString());
        assertEquals(kernel, String.join("", four), "broken after its joints, every letter kept");
        List<String> three = type.wrap(kernel, FontFace.SANS, 6, 60, 3);
        assertEquals(3, three.size());
        assertEquals(kernel, String.join("", three), "the rest on the last line, with no space put into the name: " + three);
        List<String> words = type.wrap("Time between tokens in milliseconds", FontFace.SANS, 6, 30, 2);
        assertEquals("Time between tokens in milliseconds", String.join(" ", words), "words keep their spaces: " + words);
    }
}
