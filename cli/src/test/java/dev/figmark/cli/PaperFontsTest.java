package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.golden.Comparator;
import dev.figmark.golden.Difference;
import dev.figmark.golden.Tolerance;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The papers' fonts of Debian's fonts-linuxlibertine, fonts-texgyre and fonts-lmodern (OpenType CFF, which
 * {@code .ci/run} installs) draw the run figures and the gallery in all three formats: PDF with embedded TrueType
 * subsets (never Type 3), SVG naming the family, PNG from the same outlines, agreeing with the PDF as PDFBox renders it.
 */
class PaperFontsTest {

    @TempDir
    Path dir;

    /**
     * PDFBox's renderer and figmark's rasterizer smooth thin edges differently (the bundled faces' memory figure
     * measures RMS 19.7 at 100 dpi); the shapes and places are the same.
     */
    static final Tolerance RENDERERS = Tolerance.EXACT.withMaxRms(24);
    /**
     * How much further apart a paper font may make the PNG and the rendered PDF than the bundled face does: the two
     * renderers smooth the converted outlines' thin strokes differently, and titles of a row moved to one baseline
     * (2026-12) moved text on the small phases and memory panels, measured at up to 3.7 (Latin Modern, phases).
     */
    static final double FONT_RMS_MARGIN = 4;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Linux Libertine O,LinLibertineO,LinLibertineOI", "TeX Gyre Termes,TeXGyreTermes-Regular,TeXGyreTermes-Italic",
        "Latin Modern Roman,LMRoman10-Regular,LMRoman10-Italic"})
    void aPaperFontDrawsEveryFigureInEveryFormat(String family, String postScriptName, String italicName) throws Exception {
        Path out = dir.resolve("run");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", out.toString(), "--font", family,
                "--title", "Runs of *n* GPUs", "--dpi", "100");
        assertEquals(0, r.status(), r.err());
        Path plot = Files.writeString(dir.resolve("spec.json"), Files.readString(Path.of("../examples/plots/every-kind.json"))
                .replaceFirst("\"figure\": \\{", "\"figure\": {\"font\": \"" + family + "\", "));
        Files.copy(Path.of("../examples/plots/latency.csv"), dir.resolve("latency.csv"));
        assertEquals(0, BadInputTest.run("plot", plot.toString(), "--out", out.toString(), "--dpi", "100").status());
        Path bundled = dir.resolve("bundled");
        assertEquals(0, BadInputTest.run("run", "../examples/llama70b-8gpu", "--out", bundled.toString(), "--font", "serif",
                "--title", "Runs of *n* GPUs", "--dpi", "100").status());
        int pdfs = 0;
        try (var files = Files.list(out)) {
            for (Path pdf : files.filter(p -> p.toString().endsWith(".pdf")).sorted().toList()) {
                List<String> fonts = fonts(pdf);
                assertTrue(fonts.stream().allMatch(f -> f.matches("[A-Z]{6}\\+.+ CIDFontType2 embedded")), pdf + ": " + fonts);
                assertTrue(fonts.stream().anyMatch(f -> f.contains("+" + postScriptName + " ")), pdf + " is set in " + family + ": " + fonts);
                String stem = pdf.getFileName().toString().replace(".pdf", "");
                assertTrue(Files.readString(out.resolve(stem + ".svg")).contains("font-family=\"&apos;" + family + "&apos;"), stem + ".svg names " + family);
                byte[] png = Files.readAllBytes(out.resolve(stem + ".png"));
                byte[] pdfPicture = rendered(pdf, png);
                Difference d = new Comparator(RENDERERS).compare(stem + ".png", png, pdfPicture);
                assertTrue(d.matches(), stem + ": the PNG and the PDF as PDFBox renders it differ: " + d.describe(3));
                if (Files.exists(bundled.resolve(stem + ".png"))) {
                    byte[] base = Files.readAllBytes(bundled.resolve(stem + ".png"));
                    double ours = rms(png, pdfPicture);
                    double theirs = rms(base, rendered(bundled.resolve(stem + ".pdf"), base));
                    assertTrue(ours <= theirs + FONT_RMS_MARGIN, stem + ": in " + family + " the PNG and the PDF are RMS " + ours
                            + " apart, in Liberation Serif " + theirs);
                }
                pdfs++;
            }
        }
        assertTrue(pdfs >= 8, "every figure: " + pdfs);
        List<String> lifecycle = fonts(out.resolve("lifecycle.pdf"));
        assertTrue(lifecycle.stream().anyMatch(f -> f.contains("+" + italicName + " ")), "the title's *n* is in the italic face: " + lifecycle);
    }

    @Test
    void aVenueDrawsInItsOwnFaceAndSvgTextCanBeOutlines() throws Exception {
        Path out = dir.resolve("acm");
        BadInputTest.Result r = BadInputTest.run("run", "../examples/vllm-8b", "--out", out.toString(), "--venue", "acm", "--width", "single",
                "--kinds", "serving", "--svg-text", "paths");
        assertEquals(0, r.status(), r.err());
        assertTrue(fonts(out.resolve("serving.pdf")).stream().allMatch(f -> f.contains("+LinLibertineO")), "ACM's Linux Libertine");
        String svg = Files.readString(out.resolve("serving.svg"));
        assertFalse(svg.contains("<text"), "no text element: every glyph is a path");
        assertTrue(svg.contains("<path aria-label=\"Output tokens/s by concurrent clients\" d=\"M"), "the words stay as a label");
        byte[] png = Files.readAllBytes(out.resolve("serving.png"));
        Difference d = new Comparator(RENDERERS).compare("serving.png", png, rendered(out.resolve("serving.pdf"), png));
        assertTrue(d.matches(), d.describe(3));
    }

    @Test
    void aFamilyThatIsNotInstalledIsOneLine() {
        BadInputTest.Result r = BadInputTest.run("run", "../examples/vllm-8b", "--out", dir.toString(), "--font", "Comic Neue Pro");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: --font Comic Neue Pro: no font of the family 'Comic Neue Pro' in "), r.err());
        assertEquals(1, r.err().strip().lines().count());
    }

    /** Each font of the PDF as "NAME SUBTYPE embedded|not embedded", from its descendant for a Type 0 font. */
    static List<String> fonts(Path pdf) throws Exception {
        List<String> out = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDResources resources = doc.getPage(0).getResources();
            for (COSName name : resources.getFontNames()) {
                PDFont font = resources.getFont(name);
                if (font instanceof PDType0Font t0) {
                    boolean embedded = t0.getDescendantFont() instanceof PDCIDFontType2 d && d.getFontDescriptor().getFontFile2() != null;
                    out.add(font.getName() + " " + t0.getDescendantFont().getCOSObject().getNameAsString(COSName.SUBTYPE) + (embedded ? " embedded" : " not embedded"));
                } else {
                    out.add(font.getName() + " " + font.getSubType() + (font.isEmbedded() ? " embedded" : " not embedded"));
                }
            }
        }
        return out;
    }

    /** The RMS difference of two pictures of one size, over every channel. */
    private static double rms(byte[] a, byte[] b) throws Exception {
        BufferedImage x = ImageIO.read(new java.io.ByteArrayInputStream(a));
        BufferedImage y = ImageIO.read(new java.io.ByteArrayInputStream(b));
        double sum = 0;
        for (int j = 0; j < x.getHeight(); j++) {
            for (int i = 0; i < x.getWidth(); i++) {
                int p = x.getRGB(i, j);
                int q = y.getRGB(i, j);
                for (int k = 0; k < 24; k += 8) {
                    int d = ((p >> k) & 255) - ((q >> k) & 255);
                    sum += d * d;
                }
            }
        }
        return Math.sqrt(sum / (3.0 * x.getWidth() * x.getHeight()));
    }

    /** The PDF's page as PDFBox renders it, at the PNG's size (the two round the page's size to pixels apart). */
    private static byte[] rendered(Path pdf, byte[] png) throws Exception {
        BufferedImage ours = ImageIO.read(new java.io.ByteArrayInputStream(png));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            float width = doc.getPage(0).getMediaBox().getWidth();
            float height = doc.getPage(0).getMediaBox().getHeight();
            float scale = Math.max(ours.getWidth() / width, ours.getHeight() / height) * 1.0005f;
            BufferedImage image = new PDFRenderer(doc).renderImage(0, scale, ImageType.RGB).getSubimage(0, 0, ours.getWidth(), ours.getHeight());
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ImageIO.write(image, "png", bytes);
            return bytes.toByteArray();
        }
    }
}
