package dev.figmark.render.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.golden.GoldenFiles;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Scene;
import dev.figmark.testing.Determinism;
import dev.figmark.testing.TestScenes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

class PdfWriterTest {

    private final PdfWriter writer = new PdfWriter(TestScenes.SOFTWARE);

    @Test
    void writesTheSameBytesEveryTimeAndEverywhere() throws Exception {
        Scene scene = TestScenes.everyMark();
        byte[] first = Determinism.write(writer, scene);
        assertArrayEquals(first, Determinism.write(writer, scene));
        assertArrayEquals(first, Determinism.writeUnder(Locale.GERMANY, "Pacific/Chatham", writer, scene));
    }

    @Test
    void aFontParsedAheadOrWhileAnotherIsLentWritesTheSameBytes() throws Exception {
        Scene scene = TestScenes.everyMark();
        byte[] first = Determinism.write(writer, scene);
        writer.prepare(scene.faces());
        java.util.Map<FontFace, org.apache.fontbox.ttf.TrueTypeFont> held = new java.util.HashMap<>();
        for (FontFace face : scene.faces()) {
            held.put(face, ParsedFonts.borrow(face));
        }
        // Every font the writer had is lent out: it parses its own, as a second thread would.
        assertArrayEquals(first, Determinism.write(writer, scene));
        held.forEach(ParsedFonts::giveBack);
        // And with the fonts given back, lent to a document after being used by others.
        assertArrayEquals(first, Determinism.write(writer, scene));
    }

    @Test
    void matchesItsGoldenFile() throws Exception {
        GoldenFiles.assertMatches(Path.of("src/test/resources/golden/every-mark.pdf"), Determinism.write(writer, TestScenes.everyMark()));
    }

    @Test
    void embedsEveryFontAsASubsetTrueTypeAndNeverType3() throws Exception {
        try (PDDocument doc = Loader.loadPDF(Determinism.write(writer, TestScenes.everyMark()))) {
            PDResources resources = doc.getPage(0).getResources();
            List<String> names = new ArrayList<>();
            for (COSName name : resources.getFontNames()) {
                PDFont font = resources.getFont(name);
                PDType0Font type0 = assertInstanceOf(PDType0Font.class, font);
                PDCIDFontType2 cid = assertInstanceOf(PDCIDFontType2.class, type0.getDescendantFont());
                assertNotNull(cid.getFontDescriptor().getFontFile2(), "TrueType program embedded");
                assertTrue(font.getName().matches("[A-Z]{6}\\+Liberation.*"), "a subset tag: " + font.getName());
                names.add(font.getName().substring(7));
            }
            assertEquals(List.of("LiberationSans", "LiberationSerif", "LiberationSans-Bold", "LiberationSerif-Bold").stream().sorted().toList(),
                    names.stream().sorted().toList());
        }
    }

    @Test
    void keepsTextAsTextAndCarriesNoDates() throws Exception {
        byte[] pdf = Determinism.write(writer, TestScenes.everyMark());
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("GPU power (W) <&> \"quoted\" 'single'"), text);
            assertTrue(text.contains("Größe"), text);
            assertNull(doc.getDocumentInformation().getCreationDate());
            assertNull(doc.getDocumentInformation().getModificationDate());
            assertEquals(TestScenes.SOFTWARE, doc.getDocumentInformation().getProducer());
            assertEquals(TestScenes.SOFTWARE, doc.getDocumentInformation().getCreator());
            COSArray id = doc.getDocument().getTrailer().getCOSArray(COSName.ID);
            assertNotNull(id);
            assertEquals(2, id.size());
            assertEquals(252f, doc.getPage(0).getMediaBox().getWidth(), 1e-4);
        }
    }
}
