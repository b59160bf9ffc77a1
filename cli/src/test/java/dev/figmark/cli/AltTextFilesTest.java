package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.product.LatexSnippet;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureElement;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureTreeRoot;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * Every figure says what it shows to a reader who cannot see it (issue #42): the same text alternative as the SVG's
 * {@code <title>} and {@code <desc>}, the PNG's {@code iTXt} Title and Description, a tagged PDF's Figure {@code /Alt}
 * (with its structure tree, {@code /Lang} and {@code /MarkInfo}, text still extractable) and the LaTeX snippet's
 * {@code \Description}; a description's {@code "alt"} takes its place, and an empty one is refused naming its path.
 */
class AltTextFilesTest {

    @TempDir
    Path dir;

    @Test
    void everyRunFigureCarriesItsTextAlternativeInEveryFormat() throws Exception {
        BadInputTest.Result r = BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", dir.toString(), "--dpi", "50");
        assertEquals(0, r.status(), r.err());
        int figures = 0;
        for (String stem : List.of("lifecycle", "phases", "memory", "movement", "serving", "gpu_time", "hotspots")) {
            String alt = svgDescription(dir.resolve(stem + ".svg"));
            assertTrue(alt.length() > 80, stem + ": " + alt);
            String title = svgTitle(dir.resolve(stem + ".svg"));
            assertTrue(title.length() > 5 && !title.equals(stem), stem + ": a title from the figure, not its file: " + title);
            assertEquals(Map.of("Title", title, "Description", alt), pngText(dir.resolve(stem + ".png")), stem);
            pdfIsTaggedWith(dir.resolve(stem + ".pdf"), title, alt);
            String tex = Files.readString(dir.resolve(stem + ".tex"));
            assertTrue(tex.contains("\\Description{" + dev.figmark.product.LatexSnippet.escape(alt) + "}"), tex);
            assertTrue(tex.contains("\\label{fig:" + stem + "}") && tex.contains("\\includegraphics[width=\\textwidth]{\\figmarkdir " + stem + ".pdf}"), tex);
            figures++;
        }
        assertEquals(7, figures);
        String index = Files.readString(dir.resolve("figures.tex"));
        assertTrue(index.contains("\\input{\\figmarkdir lifecycle.tex}") && index.contains("\\input{\\figmarkdir hotspots.tex}"), index);
    }

    @Test
    void aDescriptionsOwnAltTextReplacesTheMadeOneAndAnEmptyOneIsRefused() throws Exception {
        String panels = "\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, 2, 3], \"y\": [4, 5, 7], \"label\": \"tps\"}]}]";
        Path own = Files.writeString(dir.resolve("own.json"), "{\"figure\": {\"alt\": \"Throughput grows with the batch.\"}, " + panels + "}");
        BadInputTest.Result r = BadInputTest.run("plot", own.toString(), "--out", dir.resolve("own").toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("Throughput grows with the batch.", svgDescription(dir.resolve("own/own.svg")));
        Path made = Files.writeString(dir.resolve("made.json"), "{" + panels + "}");
        assertEquals(0, BadInputTest.run("plot", made.toString(), "--out", dir.resolve("made").toString()).status());
        assertEquals("Line chart: values from 3.8 to 7.2 against values from 0.9 to 3.1. tps rises from 4 at 1 to 7 at 3.",
                svgDescription(dir.resolve("made/made.svg")));
        Path empty = Files.writeString(dir.resolve("empty.json"), "{\"figure\": {\"alt\": \"  \"}, " + panels + "}");
        BadInputTest.Result refused = BadInputTest.run("plot", empty.toString(), "--out", dir.resolve("empty").toString());
        assertEquals(2, refused.status(), refused.err());
        assertTrue(refused.err().contains("figure.alt"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
    }

    static String svgTitle(Path svg) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
        return doc.getElementsByTagName("title").item(0).getTextContent();
    }

    /** The SVG's description, checked to be named by its title through aria-labelledby. */
    static String svgDescription(Path svg) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
        org.w3c.dom.Element root = doc.getDocumentElement();
        assertEquals("img", root.getAttribute("role"), svg.toString());
        assertEquals("title desc", root.getAttribute("aria-labelledby"), svg.toString());
        assertEquals("title", ((org.w3c.dom.Element) firstElement(root)).getTagName(), svg + ": the title is the root's first child");
        return doc.getElementsByTagName("desc").item(0).getTextContent();
    }

    private static org.w3c.dom.Node firstElement(org.w3c.dom.Element root) {
        org.w3c.dom.Node n = root.getFirstChild();
        while (n != null && n.getNodeType() != org.w3c.dom.Node.ELEMENT_NODE) {
            n = n.getNextSibling();
        }
        return n;
    }

    /** The PNG's iTXt chunks, read by the book: keyword, flags, language, translated keyword, UTF-8 text. */
    static Map<String, String> pngText(Path png) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(png)))) {
            in.skipNBytes(8);
            while (true) {
                int length = in.readInt();
                String type = new String(in.readNBytes(4), StandardCharsets.US_ASCII);
                byte[] body = in.readNBytes(length);
                in.readInt();
                if (type.equals("IEND")) {
                    return out;
                }
                if (type.equals("iTXt")) {
                    int k = indexOf(body, 0);
                    assertEquals(0, body[k + 1], "not compressed");
                    int language = indexOf(body, k + 3);
                    assertEquals("en", new String(body, k + 3, language - k - 3, StandardCharsets.US_ASCII));
                    int translated = indexOf(body, language + 1);
                    out.put(new String(body, 0, k, StandardCharsets.ISO_8859_1), new String(body, translated + 1, body.length - translated - 1, StandardCharsets.UTF_8));
                }
            }
        }
    }

    private static int indexOf(byte[] body, int from) {
        for (int i = from; i < body.length; i++) {
            if (body[i] == 0) {
                return i;
            }
        }
        throw new AssertionError("no NUL after " + from);
    }

    /** A tagged PDF: a Document holding a Figure with the text alternative, its marked content on the page. */
    static void pdfIsTaggedWith(Path pdf, String title, String alt) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertTrue(doc.getDocumentCatalog().getMarkInfo().isMarked(), pdf + ": /MarkInfo /Marked true");
            assertEquals("en", doc.getDocumentCatalog().getLanguage(), pdf + ": /Lang");
            assertEquals(title, doc.getDocumentInformation().getTitle(), pdf + ": /Title");
            assertTrue(doc.getDocumentCatalog().getViewerPreferences().displayDocTitle(), pdf + ": the title, not the file name, in the title bar");
            PDStructureTreeRoot root = doc.getDocumentCatalog().getStructureTreeRoot();
            assertNotNull(root, pdf + ": a structure tree");
            PDStructureElement document = (PDStructureElement) root.getKids().get(0);
            assertEquals("Document", document.getStructureType());
            PDStructureElement figure = (PDStructureElement) document.getKids().get(0);
            assertEquals("Figure", figure.getStructureType());
            assertEquals(alt, figure.getAlternateDescription());
            assertEquals(0, figure.getCOSObject().getInt(COSName.K), pdf + ": the figure is marked content 0");
            COSDictionary attributes = (COSDictionary) figure.getCOSObject().getDictionaryObject(COSName.A);
            assertEquals(4, ((COSArray) attributes.getDictionaryObject(COSName.BBOX)).size(), pdf + ": the figure's box");
            COSArray parents = (COSArray) root.getParentTree().getCOSObject().getDictionaryObject(COSName.NUMS);
            assertEquals(figure.getCOSObject(), ((COSArray) parents.getObject(1)).getObject(0), pdf + ": the parent tree finds the figure");
            assertEquals(0, doc.getPage(0).getStructParents());
            String content = new String(doc.getPage(0).getContents().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertTrue(content.startsWith("/Figure <</MCID 0>> BDC") || content.contains("\n/Figure <</MCID 0>> BDC"), pdf + ": marked content");
            assertTrue(content.strip().endsWith("EMC"), pdf + ": the figure's content closes");
            assertTrue(new PDFTextStripper().getText(doc).strip().length() > 0, pdf + ": its text stays text");
        }
    }
}
