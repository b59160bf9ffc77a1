package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;

/**
 * A PDF's fonts that are not embedded are drawn in one stand-in on every machine, never in fonts looked up among the
 * machine's own (issue #43), and the verdict names them.
 */
class StandInFontsTest {

    private static byte[] pdf(String text) throws Exception {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle(200, 100));
            doc.addPage(page);
            try (PDPageContentStream c = new PDPageContentStream(doc, page)) {
                c.beginText();
                c.setFont(new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN), 24);
                c.newLineAtOffset(20, 40);
                c.showText(text);
                c.endText();
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        }
    }

    @Test
    void fontsNotEmbeddedAreDrawnInTheStandInAndNamed() throws Exception {
        Difference d = PdfDiff.compare("times.pdf", pdf("Times"), pdf("Timer"), Tolerance.EXACT);
        assertTrue(FontMappers.instance() instanceof StandInFonts, "PDFBox asks the stand-in, not the machine's fonts");
        assertTrue(d.changes().stream().anyMatch(c -> c.startsWith("rendered: ")), d.changes().toString());
        assertEquals(List.of("fonts not embedded, drawn in Liberation Sans on every machine (as no reader draws them alike): Times-Roman"),
                d.notes().stream().filter(n -> n.startsWith("fonts")).toList());
    }
}
