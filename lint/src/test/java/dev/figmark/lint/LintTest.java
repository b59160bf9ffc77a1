package dev.figmark.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checks before submission, on other tools' real figures and on figures made bad on purpose: each finding is
 * asserted by its words and numbers, and a good figure has none.
 */
class LintTest {

    /** Other tools' real figures, kept once beside the golden checks that compare them. */
    static final Path TOOLS = Path.of("../golden/src/test/resources/tools");

    @TempDir
    Path dir;

    private static List<String> lines(List<Finding> findings) {
        return findings.stream().map(Finding::line).toList();
    }

    @Test
    void matplotlibsDefaultPdfHasType3FontsAndIsTooWideForAColumn() throws IOException {
        Path pdf = TOOLS.resolve("matplotlib/a/line.pdf");
        assertEquals(List.of("font: font BMQQDV+DejaVuSans is Type 3: many viewers draw it blurred and venues' checks refuse it"
                + " (matplotlib: rcParams['pdf.fonttype'] = 42)"), lines(Lint.check(pdf, Target.width(0))));
        List<Finding> single = Lint.check(pdf, Target.width(252));
        assertEquals(List.of(Check.WIDTH, Check.TEXT_SIZE, Check.FONT), single.stream().map(Finding::check).toList());
        assertEquals("width: the page is 460.8 bp (6.40 in) wide, the target 252 bp (3.50 in): everything on it is scaled to 55 %",
                single.get(0).line());
        // 17 texts: before the pieces of a text object were joined, the kerned "throughput" counted as two.
        assertEquals("text-size: 17 of 17 text runs are smaller than 6 pt at the target width, the smallest 5.5 pt: '0', '10', '20'"
                + " and 14 more", single.get(1).line());
    }

    @Test
    void gnuplotsPdfEmbedsItsFontsAndPassesAtItsOwnSize() throws IOException {
        assertEquals(List.of(), Lint.check(TOOLS.resolve("gnuplot/a/line.pdf"), Target.width(0)));
        assertEquals(List.of(), Lint.check(TOOLS.resolve("gnuplot/a/line.svg"), Target.width(0)));
        assertEquals(List.of(Check.TEXT_OUTLINES), Lint.check(TOOLS.resolve("matplotlib/a/line.svg"), Target.width(460.8)).stream()
                .map(Finding::check).toList(), "at its own width the page is not scaled; its letters are outlines, which is said");
    }

    @Test
    void aPdfWithAFontNotEmbeddedTinyTextAHairlineAndTextOffThePage() throws IOException {
        Path pdf = dir.resolve("bad.pdf");
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle(252, 144));
            document.addPage(page);
            try (PDPageContentStream s = new PDPageContentStream(document, page)) {
                s.beginText();
                s.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 3);
                s.newLineAtOffset(20, 100);
                s.showText("tiny label");
                s.endText();
                s.beginText();
                s.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 8);
                s.newLineAtOffset(230, 50);
                s.showText("runs off");
                s.endText();
                s.setLineWidth(0.1f);
                s.moveTo(20, 20);
                s.lineTo(200, 20);
                s.stroke();
                s.setLineWidth(1);
                s.moveTo(20, 30);
                s.lineTo(200, 30);
                s.stroke();
            }
            document.save(pdf.toFile());
        }
        List<String> found = lines(Lint.check(pdf, Target.width(252)));
        assertEquals(List.of(
                "text-size: 1 of 2 text runs are smaller than 6 pt at the target width, the smallest 3.0 pt: 'tiny label'",
                "hairline: 1 of 2 stroked lines are thinner than 0.25 pt at the target width, the thinnest 0.10 pt",
                "text-off-page: text 'runs off' reaches 4.7 pt past the right edge",
                "font: font Helvetica is not embedded: the printer substitutes another face"), found);
        assertTrue(lines(Lint.check(pdf, Target.width(504))).contains(
                "width: the page is 252 bp (3.50 in) wide, the target 504 bp (7.00 in): everything on it is scaled to 200 %"));
        assertEquals(List.of(Check.WIDTH, Check.HAIRLINE, Check.TEXT_OFF_PAGE, Check.FONT),
                Lint.check(pdf, Target.width(504)).stream().map(Finding::check).toList(),
                "printed at twice the size, the 3 pt text is 6 pt and passes; the 0.1 pt line is 0.2 pt and does not");
    }

    @Test
    void anSvgIsMeasuredThroughItsViewBoxTransformsAndInheritedStyles() throws IOException {
        Path svg = dir.resolve("bad.svg");
        Files.writeString(svg, """
                <?xml version="1.0"?>
                <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
                <svg xmlns="http://www.w3.org/2000/svg" width="3.5in" height="2in" viewBox="0 0 504 288">
                  <g style="font-size: 16px; stroke: black">
                    <text x="10" y="40" stroke="none">readable</text>
                    <g transform="scale(0.5)"><text x="20" y="200" font-size="10">tiny</text></g>
                    <line x1="0" y1="100" x2="500" y2="100" stroke-width="0.2"/>
                    <line x1="0" y1="110" x2="500" y2="110" stroke-width="0.2" vector-effect="non-scaling-stroke"/>
                    <text x="500" y="200" text-anchor="start">over the edge</text>
                    <text transform="translate(400 250)"><tspan x="-300" y="0">placed by its tspans</tspan><tspan font-size="12">, on</tspan></text>
                    <defs><text x="9999" y="9999" font-size="1">not drawn</text></defs>
                  </g>
                </svg>
                """);
        assertEquals(List.of(
                "text-size: 1 of 4 text runs are smaller than 6 pt at the target width, the smallest 2.5 pt: 'tiny'",
                "hairline: 2 of 2 stroked lines are thinner than 0.25 pt at the target width, the thinnest 0.10 pt",
                "text-off-page: text 'over the edge' reaches 46.9 pt past the right edge"), lines(Lint.check(svg, Target.width(252))));
    }

    @Test
    void sizesSetInAStyleSheetAreReadAsCssRanksThem() throws IOException {
        Path svg = dir.resolve("sheet.svg");
        Files.writeString(svg, """
                <svg xmlns="http://www.w3.org/2000/svg" width="3.5in" height="2in" viewBox="0 0 504 288">
                  <style>
                    /* a figure's sheet, as Vega and D3 write them */
                    text { font-size: 16px; }
                    .tick, #note { font-size: 5px; }
                    line.grid { stroke: black; stroke-width: 0.1px; }
                    @media print { text { font-size: 1px; } }
                  </style>
                  <text x="10" y="40">readable</text>
                  <text class="tick" x="10" y="80">tiny tick</text>
                  <text id="note" x="10" y="120" style="font-size: 20px">inline wins</text>
                  <text class="tick" x="10" y="160" font-size="30">sheet beats attribute</text>
                  <line class="grid" x1="0" y1="200" x2="500" y2="200"/>
                </svg>
                """);
        assertEquals(List.of(
                "text-size: 2 of 4 text runs are smaller than 6 pt at the target width, the smallest 2.5 pt: 'tiny tick', 'sheet beats attribute'",
                "hairline: 1 of 1 stroked lines are thinner than 0.25 pt at the target width, the thinnest 0.05 pt"),
                lines(Lint.check(svg, Target.width(252))), "the sheet's sizes, which were ignored");
    }

    @Test
    void aRotatedLabelThatMatplotlibKernsIntoPiecesIsOneTextRun() throws IOException {
        // matplotlib writes the label as [(Throughput (tok) 34 (ens/s))] TJ, rotated: one label, named whole.
        String expected = "text-size: 16 of 16 text runs are smaller than 6 pt at the target width, the smallest 4.0 pt:"
                + " 'Throughput (tokens/s)', '0', '10' and 13 more";
        assertEquals(List.of(expected), lines(Lint.check(TOOLS.resolve("matplotlib/column/line.pdf"), Target.width(237.6))));
        assertEquals(List.of(expected), lines(Lint.check(TOOLS.resolve("matplotlib/column/line.svg"), Target.width(237.6))));
    }

    @Test
    void sizesAreJudgedAsTheyAreReported() throws IOException {
        // figmark's IEEE column is 252 TeX points, 251.059 pt; its 6 pt text scaled to 251.0588 pt is 6.0 pt, not below 6.
        Path svg = Files.writeString(dir.resolve("ieee.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"251.059pt\" height=\"100pt\""
                + " viewBox=\"0 0 251.059 100\"><text x=\"10\" y=\"50\" font-size=\"6\">weights + KV cache</text>"
                + "<text x=\"10\" y=\"70\" font-size=\"5.94\">just under</text></svg>");
        assertEquals(List.of("text-size: 1 of 2 text runs are smaller than 6 pt at the target width, the smallest 5.9 pt: 'just under'"),
                lines(Lint.check(svg, Target.width(252 * 72 / 72.27))));
    }

    @Test
    void letterDrawnAsOutlinesAreSaidWithoutFailing() throws IOException {
        Path svg = Files.writeString(dir.resolve("outlines.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100pt\" height=\"50pt\">"
                + "<path d=\"M0 0 L5 5 L0 5 Z\"/><path d=\"M10 0 L15 5 L10 5 Z\" fill=\"#000\"/><path d=\"M0 40 L90 40\" fill=\"none\" stroke=\"#000\"/></svg>");
        List<Finding> findings = Lint.check(svg, Target.width(0));
        assertEquals(List.of("text-outlines: 2 filled shapes and no text: letters drawn as outlines are not checked for size here and cannot be"
                + " searched or selected; for text, matplotlib: rcParams['svg.fonttype'] = 'none', figmark: --svg-text text"), lines(findings));
        assertTrue(findings.get(0).check().advisory());
        assertEquals(List.of(), Lint.check(TOOLS.resolve("gnuplot/a/line.svg"), Target.width(0)), "a figure with text gets no such note");
    }

    @Test
    void filesLintCannotReadAreOneLineEach() throws IOException {
        Path truncated = dir.resolve("truncated.pdf");
        Files.write(truncated, "%PDF-1.7\n1 0 obj << /Type /Catalog".getBytes(StandardCharsets.US_ASCII));
        IOException e = assertThrows(IOException.class, () -> Lint.check(truncated, Target.width(0)));
        assertTrue(e.getMessage().startsWith("not a PDF PDFBox can read: "), e.getMessage());

        Path laughs = dir.resolve("laughs.svg");
        StringBuilder bomb = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a0 \"lol\">\n");
        for (int i = 1; i < 10; i++) {
            bomb.append("<!ENTITY a").append(i).append(" \"").append(("&a" + (i - 1) + ";").repeat(10)).append("\">\n");
        }
        bomb.append("]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><text>&a9;</text></svg>\n");
        Files.writeString(laughs, bomb);
        e = assertThrows(IOException.class, () -> Lint.check(laughs, Target.width(0)));
        assertTrue(!e.getMessage().contains("\n") && e.getMessage().contains("entit"), e.getMessage());

        Path half = dir.resolve("half.svg");
        Files.writeString(half, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><g>");
        assertThrows(IOException.class, () -> Lint.check(half, Target.width(0)));

        Path png = dir.resolve("figure.png");
        Files.write(png, new byte[] {1});
        assertEquals("not a .pdf or .svg file; lint checks vector figures",
                assertThrows(IOException.class, () -> Lint.check(png, Target.width(0))).getMessage());
        assertEquals("no such file", assertThrows(IOException.class, () -> Lint.check(dir.resolve("gone.svg"), Target.width(0))).getMessage());
    }

    @Test
    void aVenuesTargetIsItsColumnInPostScriptPointsWithPrintsMinimums() {
        // acmart sigconf's \the\columnwidth is 241.14749 TeX points; PDF pages are measured in PostScript points.
        Target acm = Target.of(Venue.named("acm"), "single");
        assertEquals(241.14749 * 72 / 72.27, acm.widthPt(), 1e-9);
        assertEquals(Rules.MIN_TEXT_PT, acm.minTextPt());
        assertEquals(Rules.MIN_LINE_PT, acm.minLinePt());
        assertEquals(516 * 72 / 72.27, Target.of(Venue.named("ieee"), "double").widthPt(), 1e-9, "IEEEtran's 43pc text width");
        assertEquals("a width is single, double, inches, or a number with pt, bp, pc, in, cm or mm, not 'wide'",
                assertThrows(NumberFormatException.class, () -> Target.of(Venue.named("acm"), "wide")).getMessage());
        assertEquals("a width is single, double, inches, or a number with pt, bp, pc, in, cm or mm, not '3 furlongs'",
                assertThrows(NumberFormatException.class, () -> Target.of(Venue.named("acm"), "3 furlongs")).getMessage());
    }
}
