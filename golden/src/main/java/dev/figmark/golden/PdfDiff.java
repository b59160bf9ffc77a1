package dev.figmark.golden;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * Page by page: the text, then the drawing operators of the content streams line by line. Exact for figmark's own
 * PDFs; with {@link Tolerance#ignorePdfMetadata()}, other tools' dates, {@code /ID} and producer do not count.
 */
final class PdfDiff {

    private PdfDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual, Tolerance tolerance) throws IOException {
        List<String> changes = new ArrayList<>();
        try (PDDocument a = Loader.loadPDF(expected); PDDocument b = Loader.loadPDF(actual)) {
            if (a.getNumberOfPages() != b.getNumberOfPages()) {
                changes.add("pages: " + a.getNumberOfPages() + " → " + b.getNumberOfPages());
            }
            int pages = Math.min(a.getNumberOfPages(), b.getNumberOfPages());
            for (int i = 0; i < pages; i++) {
                PDPage p = a.getPage(i);
                PDPage q = b.getPage(i);
                String where = pages > 1 ? "page " + (i + 1) + ", " : "";
                if (!p.getMediaBox().toString().equals(q.getMediaBox().toString())) {
                    changes.add(where + "size " + p.getMediaBox() + " → " + q.getMediaBox());
                }
                String textA = text(a, i);
                String textB = text(b, i);
                if (!textA.equals(textB)) {
                    for (String line : TextDiff.lines(textA.split("\n"), textB.split("\n"), "text line")) {
                        changes.add(where + line);
                    }
                }
                String contentA = content(p);
                String contentB = content(q);
                if (!contentA.equals(contentB)) {
                    List<String> lines = TextDiff.lines(contentA.split("\n"), contentB.split("\n"), "content stream line");
                    for (String line : lines.subList(0, Math.min(lines.size(), 20))) {
                        changes.add(where + line);
                    }
                    if (lines.size() > 20) {
                        changes.add(where + (lines.size() - 20) + " more content stream lines differ");
                    }
                }
            }
            if (changes.isEmpty() && !tolerance.ignorePdfMetadata()) {
                String producerA = String.valueOf(a.getDocumentInformation().getProducer());
                String producerB = String.valueOf(b.getDocumentInformation().getProducer());
                if (!producerA.equals(producerB)) {
                    changes.add("producer " + producerA + " → " + producerB);
                }
                changes.add("the drawing and text are the same; the files differ in metadata, /ID, fonts or object layout");
            }
        }
        return new Difference(name, changes, null);
    }

    private static String text(PDDocument doc, int page) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(page + 1);
        stripper.setEndPage(page + 1);
        stripper.setSortByPosition(true);
        return stripper.getText(doc);
    }

    private static String content(PDPage page) throws IOException {
        try (InputStream in = page.getContents()) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
