package dev.figmark.render.pdf;

import dev.figmark.scene.Scene;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDMarkInfo;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureElement;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureTreeRoot;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;

/** What makes a figure's PDF a tagged one: its drawing marked as one Figure, and the structure that names it. */
final class TaggedPdf {

    private TaggedPdf() {
    }

    /** The page's drawing as one marked-content sequence, the Figure of the structure tree (its MCID 0). */
    private static final byte[] FIGURE_BEGIN = "/Figure <</MCID 0>> BDC\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FIGURE_END = "EMC\n".getBytes(StandardCharsets.US_ASCII);

    /** What opens the page's content: the Figure's marked content, or nothing for a scene about nothing said. */
    static byte[] begin(Scene scene) {
        return scene.about().said() ? FIGURE_BEGIN.clone() : new byte[0];
    }

    /** What closes the page's content. */
    static byte[] end(Scene scene) {
        return scene.about().said() ? FIGURE_END.clone() : new byte[0];
    }

    /**
     * A tagged PDF, for screen readers and the accessibility checks of publishers (PDF/UA's shape): a structure tree
     * of a Document holding one Figure, whose {@code /Alt} is the scene's text alternative and whose content is the
     * whole drawing (marked content 0 of the page, found back through the parent tree); the title shown in the
     * viewer's title bar, the language, and {@code /MarkInfo} saying the document is tagged. Nothing for a scene about
     * nothing said.
     */
    static void tag(PDDocument doc, PDPage page, Scene scene) {
        Scene.About about = scene.about();
        if (!about.said()) {
            return;
        }
        PDStructureTreeRoot root = new PDStructureTreeRoot();
        PDStructureElement document = new PDStructureElement("Document", root);
        root.appendKid(document);
        PDStructureElement figure = new PDStructureElement("Figure", document);
        document.appendKid(figure);
        figure.setPage(page);
        figure.setAlternateDescription(about.alt().isEmpty() ? about.title() : about.alt());
        figure.setLanguage(about.language());
        figure.getCOSObject().setInt(COSName.K, 0);
        // Where the figure sits on the page, for reflow and for PDF/UA's checks of a Figure.
        COSDictionary layout = new COSDictionary();
        layout.setName(COSName.O, "Layout");
        layout.setName(COSName.getPDFName("Placement"), "Block");
        COSArray box = new COSArray();
        for (double v : new double[] {0, 0, scene.width(), scene.height()}) {
            box.add(new COSFloat((float) v));
        }
        layout.setItem(COSName.BBOX, box);
        figure.getCOSObject().setItem(COSName.A, layout);
        page.setStructParents(0);
        page.getCOSObject().setName(COSName.getPDFName("Tabs"), "S");
        COSArray marked = new COSArray();
        marked.add(figure);
        COSArray numbers = new COSArray();
        numbers.add(COSInteger.ZERO);
        numbers.add(marked);
        COSDictionary parents = new COSDictionary();
        parents.setItem(COSName.NUMS, numbers);
        root.getCOSObject().setItem(COSName.PARENT_TREE, parents);
        root.getCOSObject().setInt(COSName.PARENT_TREE_NEXT_KEY, 1);
        PDDocumentCatalog catalog = doc.getDocumentCatalog();
        catalog.setStructureTreeRoot(root);
        PDMarkInfo mark = new PDMarkInfo();
        mark.setMarked(true);
        catalog.setMarkInfo(mark);
        catalog.setLanguage(about.language());
        PDViewerPreferences viewer = new PDViewerPreferences(new COSDictionary());
        viewer.setDisplayDocTitle(true);
        catalog.setViewerPreferences(viewer);
        doc.getDocumentInformation().setTitle(about.title());
    }
}
