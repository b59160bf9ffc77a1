package dev.figmark.golden;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * Page by page: the size, the text, the drawing operators in words ("line to (120.1, 300.2) → (120.1, 304.3), 4.1 pt
 * up", "stroke colour #1f77b4 → #d62728"), and the page rendered by PDFBox and compared as a picture within the
 * tolerance. Dates, {@code /ID} and producer are notes unless the tolerance is strict about them.
 */
final class PdfDiff {

    /** Drawing operator changes listed per page before the rest are counted. */
    static final int OPERATORS_NAMED = 20;
    /**
     * Pages that differ in their objects rendered and compared as pictures, the first so many of a file: the rest are
     * compared by text and operators only, and the verdict names them.
     */
    static final int PAGES_RENDERED = 100;

    private PdfDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual, Tolerance tolerance) throws IOException {
        List<String> changes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        java.awt.image.BufferedImage diffImage = null;
        StandInFonts.start();
        try (PDDocument a = load(expected, "expected"); PDDocument b = load(actual, "actual")) {
            int pagesA = a.getNumberOfPages();
            int pagesB = b.getNumberOfPages();
            if (pagesA != pagesB) {
                changes.add("pages: " + pagesA + " → " + pagesB);
            }
            int pages = Math.min(pagesA, pagesB);
            int rendered = 0;
            List<Integer> undrawn = new ArrayList<>();
            for (int i = 0; i < pages; i++) {
                PDPage p = a.getPage(i);
                PDPage q = b.getPage(i);
                String where = pages > 1 ? "page " + (i + 1) + ", " : "";
                if (!p.getMediaBox().toString().equals(q.getMediaBox().toString())) {
                    changes.add(where + "size " + p.getMediaBox() + " → " + q.getMediaBox());
                    continue;
                }
                if (PdfObjects.samePage(p.getCOSObject(), q.getCOSObject())) {
                    continue; // the same objects draw the same page: nothing to extract or render
                }
                PdfBoxOmissions.start();
                String textA = text(a, i);
                String textB = text(b, i);
                if (!textA.equals(textB)) {
                    for (String line : TextDiff.lines(textA.split("\n"), textB.split("\n"), "text line")) {
                        changes.add(where + line);
                    }
                }
                for (String line : operators(p, q)) {
                    changes.add(where + line);
                }
                if (rendered++ >= PAGES_RENDERED) {
                    undrawn.add(i + 1);
                } else {
                    final int page = i;
                    PixelDiff.Outcome pictures = PixelDiff.compare(() -> Picture.of(PdfPages.render(a, page, PdfPages.COMPARE_DPI)),
                            () -> Picture.of(PdfPages.render(b, page, PdfPages.COMPARE_DPI)), tolerance, where + "rendered: ");
                    changes.addAll(pictures.changes());
                    if (diffImage == null) {
                        diffImage = pictures.diffImage();
                    }
                }
                // Pages that differ in objects but were read or drawn without part of themselves are not a match.
                for (String omitted : PdfBoxOmissions.stop()) {
                    changes.add(where + "cannot be compared whole: PDFBox left part of the page out (" + omitted + ")");
                }
            }
            List<String> metadata = metadata(a, b);
            if (tolerance.strictPdf()) {
                changes.addAll(metadata);
            } else {
                metadata.forEach(m -> notes.add(m + " (not counted; --strict-pdf counts it)"));
            }
            java.util.Set<String> stoodIn = StandInFonts.stop();
            if (!stoodIn.isEmpty()) {
                notes.add("fonts not embedded, drawn in Liberation Sans on every machine (as no reader draws them alike): " + String.join(", ", stoodIn));
            }
            if (!undrawn.isEmpty()) {
                notes.add((undrawn.size() == 1 ? "page " : "pages ") + pageList(undrawn) + " differ in their objects and were compared by text and"
                        + " drawing operators only, not drawn: figmark draws the first " + PAGES_RENDERED + " such pages of a file");
            }
            if (changes.isEmpty() && metadata.isEmpty()) {
                String layout = (undrawn.isEmpty() ? "the pages draw the same" : "the pages drawn draw the same")
                        + "; the files differ in object layout, compression or embedded fonts";
                (tolerance.strictPdf() ? changes : notes).add(layout); // strict: byte for byte, as figmark's own PDFs are
            }
        } finally {
            PdfBoxOmissions.stop();
            StandInFonts.stop();
        }
        return new Difference(name, changes, notes, diffImage);
    }

    /** Page numbers in words: 101, 102 and 140; the first ten and a count of the rest. */
    private static String pageList(List<Integer> pages) {
        List<String> named = pages.stream().limit(10).map(String::valueOf).toList();
        String list = named.size() == 1 ? named.get(0) : String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
        return pages.size() > 10 ? String.join(", ", named) + " and " + (pages.size() - 10) + " more" : list;
    }

    static PDDocument load(byte[] pdf, String which) throws IOException {
        try {
            return Loader.loadPDF(pdf);
        } catch (IOException e) {
            throw new IOException("the " + which + " file is not a PDF PDFBox can read: " + oneLine(e.getMessage()), e);
        }
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s+", " ").strip();
    }

    private static String text(PDDocument doc, int page) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(page + 1);
        stripper.setEndPage(page + 1);
        stripper.setSortByPosition(true);
        return stripper.getText(doc);
    }

    /** Dates, producer, creator, XMP and /ID: what tools stamp on a file, not what it draws. */
    private static List<String> metadata(PDDocument a, PDDocument b) throws IOException {
        List<String> out = new ArrayList<>();
        PDDocumentInformation x = a.getDocumentInformation();
        PDDocumentInformation y = b.getDocumentInformation();
        compare(out, "creation date", date(x.getCreationDate()), date(y.getCreationDate()));
        compare(out, "modification date", date(x.getModificationDate()), date(y.getModificationDate()));
        compare(out, "producer", x.getProducer(), y.getProducer());
        compare(out, "creator", x.getCreator(), y.getCreator());
        compare(out, "/ID", id(a), id(b));
        byte[] xmpA = a.getDocumentCatalog().getMetadata() == null ? new byte[0] : a.getDocumentCatalog().getMetadata().toByteArray();
        byte[] xmpB = b.getDocumentCatalog().getMetadata() == null ? new byte[0] : b.getDocumentCatalog().getMetadata().toByteArray();
        if (!Arrays.equals(xmpA, xmpB)) {
            out.add("XMP metadata differs");
        }
        return out;
    }

    private static void compare(List<String> out, String what, String x, String y) {
        if (!Objects.equals(x, y)) {
            out.add(what + " " + x + " → " + y);
        }
    }

    private static String date(Calendar c) {
        return c == null ? null : String.format(Locale.ROOT, "%tFT%<tT", c);
    }

    private static String id(PDDocument doc) {
        COSArray ids = doc.getDocument().getTrailer().getCOSArray(COSName.ID);
        if (ids == null || ids.size() == 0 || !(ids.getObject(0) instanceof COSString s)) {
            return null;
        }
        return s.toHexString().length() > 12 ? s.toHexString().substring(0, 12) + "…" : s.toHexString();
    }

    /** The drawing operators that differ, in words, aligned so that an added operator does not shift the rest. */
    private static List<String> operators(PDPage p, PDPage q) throws IOException {
        List<String> out = new ArrayList<>();
        int named = 0;
        for (Edits.Edit e : Edits.between(operations(p), operations(q))) {
            if (named++ < OPERATORS_NAMED) {
                out.add("drawing operator " + ((e.now() == null ? e.oldIndex() : e.newIndex()) + 1) + ": " + describe(e.old(), e.now()));
            }
        }
        if (named > OPERATORS_NAMED) {
            out.add((named - OPERATORS_NAMED) + " more drawing operators differ");
        }
        return out;
    }

    private static String describe(String old, String now) {
        if (old == null) {
            return "added " + words(now);
        }
        if (now == null) {
            return "removed " + words(old);
        }
        String[] a = old.split(" ");
        String[] b = now.split(" ");
        String op = a[a.length - 1];
        if (!op.equals(b[b.length - 1])) {
            return words(old) + " → " + words(now);
        }
        String change = name(op) + " " + ValueDiff.around(operands(old), operands(now));
        if ((op.equals("l") || op.equals("m")) && a.length == 3 && b.length == 3) {
            // PDF's y grows upwards, SVG's (which movement() speaks) downwards
            String moved = ValueDiff.movement(number(b[0]) - number(a[0]), number(a[1]) - number(b[1]), "pt");
            change += moved.isEmpty() ? "" : ", moved " + moved;
        }
        return change;
    }

    private static double number(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String words(String operation) {
        int space = operation.lastIndexOf(' ');
        String op = space < 0 ? operation : operation.substring(space + 1);
        return name(op) + (space < 0 ? "" : " " + TextDiff.shorten(operands(operation)));
    }

    private static String operands(String operation) {
        int space = operation.lastIndexOf(' ');
        String operands = space < 0 ? "" : operation.substring(0, space);
        String[] parts = operands.split(" ");
        if (parts.length == 3 && operation.matches(".* (RG|rg|SC|sc|SCN|scn)$")) {
            StringBuilder hex = new StringBuilder("#");
            for (String part : parts) {
                double v = number(part);
                if (v < 0 || v > 1) {
                    return operands;
                }
                hex.append(String.format(Locale.ROOT, "%02x", (int) Math.round(v * 255)));
            }
            return hex.toString();
        }
        return operands;
    }

    private static String name(String op) {
        return switch (op) {
            case "m" -> "move to";
            case "l" -> "line to";
            case "c", "v", "y" -> "curve to";
            case "re" -> "rectangle";
            case "RG", "G", "K", "SC", "SCN" -> "stroke colour";
            case "rg", "g", "k", "sc", "scn" -> "fill colour";
            case "w" -> "line width";
            case "d" -> "dash";
            case "Tj", "TJ", "'", "\"" -> "text";
            case "Td", "TD", "Tm" -> "text position";
            case "Tf" -> "font";
            case "cm" -> "transform";
            case "Do" -> "draws object";
            case "gs" -> "graphics state";
            case "S", "s" -> "stroke";
            case "f", "F", "f*" -> "fill";
            case "B", "B*", "b", "b*" -> "fill and stroke";
            default -> "operator " + op;
        };
    }

    /** The page's operators, each with its operands, as one string apiece. */
    private static List<String> operations(PDPage page) throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder operands = new StringBuilder();
        for (Object token : new PDFStreamParser(page).parse()) {
            if (token instanceof Operator op) {
                out.add(operands + op.getName());
                operands.setLength(0);
            } else if (token instanceof COSBase base) {
                operands.append(operand(base)).append(' ');
            }
        }
        return out;
    }

    /**
     * A number as operators are compared and written: whole numbers as they are, others to three decimals as
     * {@code %.3f} writes them, without {@code String.format}, which set up its locale's symbols for every number and
     * was a fifth of a PDF comparison's time.
     */
    static String number(float f) {
        if (f == Math.rint(f) && Math.abs(f) < 1e9) {
            return Long.toString((long) f);
        }
        if (!Float.isFinite(f) || Math.abs(f) >= 1e12) {
            return String.format(Locale.ROOT, "%.3f", f);
        }
        long thousandths = Math.round(Math.abs((double) f) * 1000);
        String digits = Long.toString(thousandths / 1000);
        long fraction = thousandths % 1000;
        return (f < 0 ? "-" : "") + digits + (fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".") + fraction;
    }

    private static String operand(COSBase base) {
        if (base instanceof COSNumber n) {
            return number(n.floatValue());
        }
        if (base instanceof COSString s) {
            return "(" + s.getString() + ")";
        }
        if (base instanceof COSName n) {
            return "/" + n.getName();
        }
        if (base instanceof COSArray array) {
            StringBuilder out = new StringBuilder("[");
            for (COSBase item : array) {
                out.append(out.length() > 1 ? " " : "").append(operand(item));
            }
            return out.append(']').toString();
        }
        return String.valueOf(base);
    }
}
