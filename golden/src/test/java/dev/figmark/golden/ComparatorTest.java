package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;

class ComparatorTest {

    private final Comparator exact = new Comparator(Tolerance.EXACT);

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String svg(String body) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100pt\" height=\"50pt\"><g class=\"power\">" + body + "</g></svg>";
    }

    @Test
    void equalSvgMatchesAndAMovedTextIsReportedInPoints() {
        byte[] a = utf8(svg("<text x=\"10\" y=\"20\">GPU power (W)</text><rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"));
        assertTrue(exact.compare("f.svg", a, a.clone()).matches());
        byte[] moved = utf8(svg("<text x=\"10\" y=\"23.2\">GPU power (W)</text><rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"));
        assertEquals(List.of("text 'GPU power (W)' moved 3.2 pt down"), exact.compare("f.svg", a, moved).changes());
    }

    @Test
    void aChangedTextAndAMovedMarkAreNamed() {
        byte[] a = utf8(svg("<text x=\"10\" y=\"20\">GPU power (W)</text><rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"));
        byte[] b = utf8(svg("<text x=\"10\" y=\"20\">GPU power (kW)</text><rect x=\"1.5\" y=\"2\" width=\"3\" height=\"4\"/>"));
        List<String> changes = exact.compare("f.svg", a, b).changes();
        assertEquals(List.of("text 'GPU power (W)' removed", "text 'GPU power (kW)' added", "<rect> in 'power' #1: x 1 → 1.5"), changes);
    }

    @Test
    void csvCellsAreComparedByRowAndColumn() {
        byte[] a = utf8("panel,series,value\r\ngpu,,512.0\r\ncpu,,1.0\r\n");
        assertTrue(exact.compare("f.csv", a, a.clone()).matches());
        byte[] b = utf8("panel,series,value\r\ngpu,,515.5\r\ncpu,,1.0\r\nnew,,2\r\n");
        assertEquals(List.of("row 1, column value: 512.0 → 515.5", "row 3 added: new,,2"), exact.compare("f.csv", a, b).changes());
    }

    private static byte[] pdf(String text, String producer, String id) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage();
            doc.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                content.newLineAtOffset(50, 700);
                content.showText(text);
                content.endText();
            }
            doc.getDocumentInformation().setProducer(producer);
            COSArray ids = new COSArray();
            ids.add(new COSString(id));
            ids.add(new COSString(id));
            doc.getDocument().getTrailer().setItem(COSName.ID, ids);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        }
    }

    @Test
    void aChangedPdfStreamIsReportedAsItsTextAndOperators() throws IOException {
        byte[] a = pdf("Wall time (s)", "x", "1");
        assertTrue(exact.compare("f.pdf", a, pdf("Wall time (s)", "x", "1")).matches());
        List<String> changes = exact.compare("f.pdf", a, pdf("Wall time (min)", "x", "1")).changes();
        assertTrue(changes.contains("text line 1: Wall time (s) → Wall time (min)"), changes.toString());
        assertTrue(changes.stream().anyMatch(c -> c.startsWith("content stream line")), changes.toString());
    }

    @Test
    void otherToolsMetadataCountsOnlyWhenExact() throws IOException {
        byte[] a = pdf("Same drawing", "tool 1.0", "aaaa");
        byte[] b = pdf("Same drawing", "tool 2.0", "bbbb");
        Difference strict = exact.compare("f.pdf", a, b);
        assertFalse(strict.matches());
        assertTrue(strict.changes().contains("producer tool 1.0 → tool 2.0"), strict.changes().toString());
        assertTrue(new Comparator(Tolerance.EXACT.withIgnoredPdfMetadata()).compare("f.pdf", a, b).matches());
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    private static BufferedImage white(int w, int h) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                image.setRGB(x, y, 0xffffff);
            }
        }
        return image;
    }

    @Test
    void oneFlippedPixelFailsExactlyAndPassesWithinATolerance() throws IOException {
        byte[] a = png(white(40, 30));
        assertTrue(exact.compare("f.png", a, png(white(40, 30))).matches());
        BufferedImage flipped = white(40, 30);
        flipped.setRGB(7, 5, 0x000000);
        Difference d = exact.compare("f.png", a, png(flipped));
        assertFalse(d.matches());
        assertTrue(d.changes().get(0).startsWith("1 of 1200 pixels differ by more than 0"), d.changes().get(0));
        assertTrue(d.changes().get(0).contains("largest channel difference 255"), d.changes().get(0));
        assertNotNull(d.diffImage());
        assertEquals(0xff0000, d.diffImage().getRGB(7, 5) & 0xffffff, "the changed pixel is marked red");
        assertTrue(new Comparator(Tolerance.pixels(0, 0.001, 10)).compare("f.png", a, png(flipped)).matches());
        assertFalse(new Comparator(Tolerance.pixels(0, 0.001, 1)).compare("f.png", a, png(flipped)).matches(), "RMS over the limit");
    }

    @Test
    void aResizedPngAlwaysFails() throws IOException {
        Difference d = new Comparator(Tolerance.pixels(255, 1, 255)).compare("f.png", png(white(40, 30)), png(white(41, 30)));
        assertEquals(List.of("size 40 x 30 → 41 x 30 pixels"), d.changes());
    }
}
