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
        assertEquals(List.of("text 'GPU power (W)' became 'GPU power (kW)'", "<rect> #1 in 'power' moved 0.5 pt right"), changes);
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
        assertTrue(changes.contains("drawing operator 4: text (Wall time (s)) → (Wall time (min))"), changes.toString());
        assertTrue(changes.stream().anyMatch(c -> c.startsWith("rendered: ") && c.contains("within x 148–179")), changes.toString());
    }

    @Test
    void pdfMetadataIsANoteUnlessStrict() throws IOException {
        byte[] a = pdf("Same drawing", "tool 1.0", "aaaa");
        byte[] b = pdf("Same drawing", "tool 2.0", "bbbb");
        Difference lenient = exact.compare("f.pdf", a, b);
        assertTrue(lenient.matches(), lenient.describe(9));
        assertTrue(lenient.notes().contains("producer tool 1.0 → tool 2.0 (not counted; --strict-pdf counts it)"), lenient.notes().toString());
        Difference strict = new Comparator(Tolerance.EXACT.withStrictPdf()).compare("f.pdf", a, b);
        assertFalse(strict.matches());
        assertTrue(strict.changes().contains("producer tool 1.0 → tool 2.0"), strict.changes().toString());
        assertTrue(strict.changes().stream().anyMatch(c -> c.startsWith("/ID ")), strict.changes().toString());
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
        assertEquals(List.of("1 of 1,200 pixels differ by more than 0 (0.0833 %), within x 7–7, y 5–5 px; largest channel difference 255;"
                + " RMS 7.361 (allowed: pixels exact)"), d.changes());
        assertNotNull(d.diffImage());
        assertEquals(0xff0000, d.diffImage().getRGB(7, 5) & 0xffffff, "the changed pixel is marked red");
        assertEquals(0xffffff, d.diffImage().getRGB(8, 5) & 0xffffff, "the others are the faded expected picture");
    }

    /** As in pytest-mpl and matplotlib's compare_images: each limit may be given alone, and only the given ones hold. */
    @Test
    void eachToleranceHoldsAlone() throws IOException {
        byte[] a = png(white(40, 30));
        BufferedImage flipped = white(40, 30);
        flipped.setRGB(7, 5, 0x000000);
        byte[] b = png(flipped);
        assertTrue(new Comparator(Tolerance.EXACT.withMaxRms(25)).compare("f.png", a, b).matches(), "RMS 7.4 within 25");
        assertFalse(new Comparator(Tolerance.EXACT.withMaxRms(5)).compare("f.png", a, b).matches(), "RMS 7.4 beyond 5");
        assertTrue(new Comparator(Tolerance.EXACT.withMaxDifferingShare(0.001)).compare("f.png", a, b).matches(), "1 pixel of 1,200");
        assertFalse(new Comparator(Tolerance.EXACT.withMaxDifferingShare(0.0005)).compare("f.png", a, b).matches());
        assertTrue(new Comparator(Tolerance.EXACT.withMaxChannelDelta(255)).compare("f.png", a, b).matches());
        assertFalse(new Comparator(Tolerance.EXACT.withMaxChannelDelta(254)).compare("f.png", a, b).matches());
        assertTrue(new Comparator(Tolerance.EXACT.withMaxChannelDelta(254).withMaxDifferingShare(0.001)).compare("f.png", a, b).matches(),
                "with a share given, the channel difference is the threshold for a pixel to count");
        assertFalse(new Comparator(Tolerance.EXACT.withMaxDifferingShare(0.001).withMaxRms(5)).compare("f.png", a, b).matches(),
                "both given limits must hold");
    }

    @Test
    void aResizedPngAlwaysFails() throws IOException {
        Difference d = new Comparator(Tolerance.EXACT.withMaxChannelDelta(255).withMaxDifferingShare(1).withMaxRms(255))
                .compare("f.png", png(white(40, 30)), png(white(41, 30)));
        assertEquals(List.of("size 40 × 30 → 41 × 30 pixels"), d.changes());
    }

    private static int grey(int g) {
        return 0xff000000 | g << 16 | g << 8 | g;
    }

    @Test
    void pngsOfEveryColourTypeDecodeLikeImageIo() throws IOException {
        int[] types = {BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_INT_ARGB, BufferedImage.TYPE_BYTE_GRAY, BufferedImage.TYPE_BYTE_BINARY,
            BufferedImage.TYPE_BYTE_INDEXED, BufferedImage.TYPE_USHORT_GRAY};
        java.util.Random random = new java.util.Random(7);
        for (int type : types) {
            BufferedImage image = new BufferedImage(37, 11, type);
            for (int y = 0; y < 11; y++) {
                for (int x = 0; x < 37; x++) {
                    image.setRGB(x, y, random.nextInt() | (type == BufferedImage.TYPE_INT_ARGB ? 0 : 0xff000000));
                }
            }
            byte[] bytes = png(image);
            BufferedImage reference = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
            Picture ours = PngPicture.read(bytes, "test");
            int[] row = new int[37];
            for (int y = 0; y < 11; y++) {
                ours.nextRow(row);
                for (int x = 0; x < 37; x++) {
                    // ImageIO converts grey through a linear colour space; PNG's grey, like PIL's, is the sample itself
                    int expected = reference.getColorModel().getNumComponents() == 1 && reference.getColorModel().getPixelSize() > 1
                            ? grey(reference.getRaster().getSample(x, y, 0) >> (reference.getColorModel().getPixelSize() - 8))
                            : reference.getRGB(x, y);
                    assertEquals(expected, row[x], "type " + type + " at " + x + "," + y);
                }
            }
        }
    }

    @Test
    void svgIdsCountByWhatTheyNameAndLongValuesShowTheirChange() {
        String defs = "<defs><path id=\"%s\" d=\"M 0 0 L 0 3.5\"/><clipPath id=\"%s\"><rect width=\"9\" height=\"9\"/></clipPath></defs>";
        String body = "<use xlink:href=\"#%s\" x=\"5\" y=\"6\"/><polyline clip-path=\"url(#%s)\" points=\"%s\"/>";
        String points = "0,0 1,1 2,2 3,3 4,4 5,5 6,6 7,7 8,8 9,9 10,10 11,11 12,12 13,13 14,14 15,15 16,16 17,17 18,18 19,19 20,20";
        String head = "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"100pt\" height=\"50pt\">"
                + "<metadata><date>%s</date></metadata>";
        byte[] a = utf8(String.format(head, "2026-01-01") + String.format(defs, "m3ac07c17ca", "p1") + String.format(body, "m3ac07c17ca", "p1", points) + "</svg>");
        byte[] b = utf8(String.format(head, "2026-12-01") + String.format(defs, "mfdc8962a8f", "p9") + String.format(body, "mfdc8962a8f", "p9", points) + "</svg>");
        Difference same = exact.compare("f.svg", a, b);
        assertTrue(same.matches(), same.describe(9));
        String moved = points.replace("19,19", "19,23.1");
        byte[] c = utf8(String.format(head, "2026-12-01") + String.format(defs, "mfdc8962a8f", "p9") + String.format(body, "mfdc8962a8f", "p9", moved) + "</svg>");
        assertEquals(List.of("point 20 of <polyline> #1 moved 4.1 pt down"), exact.compare("f.svg", a, c).changes());
        byte[] d = utf8(String.format(head, "2026-12-01") + String.format(defs, "mfdc8962a8f", "p9").replace("3.5", "4")
                + String.format(body, "mfdc8962a8f", "p9", points) + "</svg>");
        assertEquals(List.of("<use> #1: href refers to a different <path>: d M 0 0 L 0 3.5 → M 0 0 L 0 4"), exact.compare("f.svg", a, d).changes());
        String long1 = "a".repeat(200) + "needle" + "b".repeat(200);
        String long2 = "a".repeat(200) + "thread" + "b".repeat(200);
        assertEquals("…" + "a".repeat(24) + "needle" + "b".repeat(24) + "… → …" + "a".repeat(24) + "thread" + "b".repeat(24) + "…",
                ValueDiff.around(long1, long2));
    }

    @org.junit.jupiter.api.Test
    void pdfNumbersAreWrittenAsPercentPointThreeFWritesThem() {
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < 100_000; i++) {
            float f = i < 50_000 ? (random.nextFloat() - 0.5f) * 2000 : (float) (random.nextGaussian() * Math.pow(10, random.nextInt(9) - 3));
            org.junit.jupiter.api.Assertions.assertEquals(f == Math.rint(f) && Math.abs(f) < 1e9 ? String.valueOf((long) f)
                    : String.format(java.util.Locale.ROOT, "%.3f", f), PdfDiff.number(f), "for " + f);
        }
    }

    /** A page that draws a blue rectangle through forms nested {@code depth} deep, the rectangle {@code width} wide. */
    private static byte[] nestedForms(int depth, int width) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new org.apache.pdfbox.pdmodel.common.PDRectangle(200, 100));
            doc.addPage(page);
            org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject form = new org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject(doc);
            form.setBBox(new org.apache.pdfbox.pdmodel.common.PDRectangle(200, 100));
            try (java.io.OutputStream os = form.getContentStream().createOutputStream()) {
                os.write(utf8("0 0 1 rg 10 10 " + width + " 50 re f\n"));
            }
            for (int i = 0; i < depth; i++) {
                org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject outer = new org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject(doc);
                outer.setBBox(new org.apache.pdfbox.pdmodel.common.PDRectangle(200, 100));
                org.apache.pdfbox.pdmodel.PDResources resources = new org.apache.pdfbox.pdmodel.PDResources();
                COSName name = resources.add(form);
                outer.setResources(resources);
                try (java.io.OutputStream os = outer.getContentStream().createOutputStream()) {
                    os.write(utf8("/" + name.getName() + " Do\n"));
                }
                form = outer;
            }
            page.setResources(new org.apache.pdfbox.pdmodel.PDResources());
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                content.drawForm(form);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        }
    }

    /**
     * Forms nested deeper than PDFBox follows: it leaves the innermost out of its drawing and its text, so two such
     * pages would compare equal whatever they hold. They are refused as not comparable whole, never called a match;
     * nested a little, the change is seen in the rendered page.
     */
    @Test
    void pagesPdfboxCannotDrawWholeAreNeverAMatch() throws IOException {
        Difference deep = exact.compare("deep.pdf", nestedForms(100, 50), nestedForms(100, 80));
        assertFalse(deep.matches());
        assertTrue(deep.changes().contains("cannot be compared whole: PDFBox left part of the page out (recursion is too deep, skipping form XObject)"),
                deep.changes().toString());
        Difference shallow = exact.compare("shallow.pdf", nestedForms(5, 50), nestedForms(5, 80));
        assertTrue(shallow.changes().stream().anyMatch(c -> c.startsWith("rendered: ")), shallow.changes().toString());
        assertTrue(shallow.changes().stream().noneMatch(c -> c.startsWith("cannot be compared whole")), shallow.changes().toString());
    }
}
