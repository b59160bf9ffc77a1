package dev.figmark.render.svg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.golden.GoldenFiles;
import dev.figmark.testing.Determinism;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Scene;
import dev.figmark.testing.TestScenes;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SvgWriterTest {

    private final SvgWriter writer = new SvgWriter(TestScenes.SOFTWARE);

    @Test
    void writesTheSameBytesEveryTimeAndEverywhere() throws Exception {
        Scene scene = TestScenes.everyMark();
        byte[] first = Determinism.write(writer, scene);
        assertArrayEquals(first, Determinism.write(writer, scene));
        assertArrayEquals(first, Determinism.writeUnder(Locale.GERMANY, "Asia/Kolkata", writer, scene));
        assertArrayEquals(first, Determinism.writeUnder(new Locale("ar", "EG"), "America/St_Johns", writer, scene));
    }

    @Test
    void matchesItsGoldenFile() throws Exception {
        GoldenFiles.assertMatches(Path.of("src/test/resources/golden/every-mark.svg"), Determinism.write(writer, TestScenes.everyMark()));
    }

    @Test
    void isWellFormedXmlWithRealTextInPoints() throws Exception {
        Scene scene = TestScenes.everyMark();
        Document doc = parse(Determinism.write(writer, scene));
        Element root = doc.getDocumentElement();
        assertEquals("252pt", root.getAttribute("width"));
        assertEquals("0 0 252 180", root.getAttribute("viewBox"));
        NodeList texts = doc.getElementsByTagName("text");
        assertEquals(scene.texts().size(), texts.getLength());
        assertEquals("GPU power (W) <&> \"quoted\" 'single'", texts.item(0).getTextContent());
        assertEquals("'Liberation Sans', Arial, Helvetica, sans-serif", ((Element) texts.item(0)).getAttribute("font-family"));
        assertEquals("Skv = 220, Tq=1", texts.item(texts.getLength() - 2).getTextContent(), "sub- and superscripts stay in one text");
    }

    @Test
    void escapesWhatXmlCannotCarry() throws Exception {
        Typesetter type = Typesetter.quiet();
        String nasty = "a\u0001b\u001f</text><script>\"&'\uD800 ok";
        Scene scene = new Scene(100, 50, Color.WHITE, Group.of("x", List.of(
                type.text(10, 10, nasty, FontFace.SANS, 7, Color.BLACK, Text.Anchor.START, Text.Baseline.BASELINE, false))));
        Document doc = parse(Determinism.write(writer, scene));
        assertEquals("a\uFFFDb\uFFFD</text><script>\"&'\uFFFD ok", doc.getElementsByTagName("text").item(0).getTextContent());
        assertEquals(0, doc.getElementsByTagName("script").getLength());
    }

    @Test
    void idsRestartInEveryDocument() throws Exception {
        Scene scene = TestScenes.everyMark();
        String svg = new String(Determinism.write(writer, scene), StandardCharsets.UTF_8);
        assertTrue(svg.contains("id=\"c1\""), "the first clip is c1");
        assertEquals(svg, new String(Determinism.write(writer, scene), StandardCharsets.UTF_8));
    }

    static Document parse(byte[] svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg));
    }
}
