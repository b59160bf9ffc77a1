package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.apache.pdfbox.pdfwriter.compress.CompressParameters;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.junit.jupiter.api.Test;

/**
 * Pages made of the same objects skip rendering; the skip never hides a change that only rendering sees: an image
 * whose pixels changed under the same drawing operators.
 */
class PdfObjectsTest {

    private static byte[] pdf(int pixel, boolean compressed) throws Exception {
        return pdf(pixel, compressed, 1, -1);
    }

    /** A file of {@code pages} pages, each the same drawing, the page {@code changed} (from 0) with its image's pixel red. */
    private static byte[] pdf(int pixel, boolean compressed, int pages, int changed) throws Exception {
        try (PDDocument doc = new PDDocument()) {
            for (int n = 0; n < pages; n++) {
                PDPage page = new PDPage(new PDRectangle(200, 100));
                doc.addPage(page);
                BufferedImage image = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
                image.setRGB(1, 1, n == changed ? 0xff0000 : pixel);
                PDImageXObject x = LosslessFactory.createFromImage(doc, image);
                try (PDPageContentStream c = new PDPageContentStream(doc, page)) {
                    c.drawImage(x, 20, 20, 60, 60);
                    c.setStrokingColor(0.2f, 0.4f, 0.6f);
                    c.moveTo(100, 20);
                    c.lineTo(180.25f, 80.5f);
                    c.stroke();
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out, compressed ? CompressParameters.DEFAULT_COMPRESSION : CompressParameters.NO_COMPRESSION);
            return out.toByteArray();
        }
    }

    @Test
    void theSameObjectsInAnotherLayoutAreTheSamePage() throws Exception {
        byte[] a = pdf(0x00ff00, true);
        byte[] b = pdf(0x00ff00, false);
        assertTrue(a.length != b.length, "two layouts of one drawing");
        try (PDDocument x = PdfDiff.load(a, "a"); PDDocument y = PdfDiff.load(b, "b")) {
            assertTrue(PdfObjects.samePage(x.getPage(0).getCOSObject(), y.getPage(0).getCOSObject()));
        }
        Difference d = PdfDiff.compare("same.pdf", a, b, Tolerance.EXACT);
        assertEquals(List.of(), d.changes());
    }

    @Test
    void anImageChangedUnderTheSameOperatorsIsFoundByRendering() throws Exception {
        byte[] a = pdf(0x00ff00, true);
        byte[] b = pdf(0xff0000, true);
        try (PDDocument x = PdfDiff.load(a, "a"); PDDocument y = PdfDiff.load(b, "b")) {
            assertTrue(!PdfObjects.samePage(x.getPage(0).getCOSObject(), y.getPage(0).getCOSObject()), "the image's pixels differ");
        }
        Difference d = PdfDiff.compare("image.pdf", a, b, Tolerance.EXACT);
        assertTrue(d.changes().stream().anyMatch(c -> c.startsWith("rendered: ")), "the rendered page differs: " + d.changes());
    }

    @Test
    void aChangeOnlyOnPage21IsFoundWhereTheFirst20PagesWereDrawn() throws Exception {
        byte[] a = pdf(0x00ff00, true, 25, -1);
        byte[] b = pdf(0x00ff00, true, 25, 20);
        Difference d = PdfDiff.compare("long.pdf", a, b, Tolerance.EXACT);
        assertTrue(!d.matches(), "page 21's image changed: " + d.changes() + " " + d.notes());
        assertTrue(d.changes().stream().anyMatch(c -> c.startsWith("page 21, rendered: ")), d.changes().toString());
    }
}
