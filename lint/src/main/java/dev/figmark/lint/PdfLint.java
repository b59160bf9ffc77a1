package dev.figmark.lint;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/** The checks on a PDF: PDFBox walks each page's content as a renderer would, and the walk records text and lines. */
final class PdfLint {

    /** A glyph's box reaches this far below its baseline and above it, in units of its size. */
    static final double DESCENT = 0.2;
    static final double ASCENT = 0.75;

    /** A glyph that starts within this many ems of where the last ended continues its text run; a space beyond the second. */
    static final double JOIN_EM = 0.6;
    static final double SPACE_EM = 0.15;

    private PdfLint() {
    }

    static List<Finding> check(byte[] pdf, Target target) throws IOException {
        try (PDDocument document = load(pdf)) {
            List<Finding> out = new ArrayList<>();
            int pages = document.getNumberOfPages();
            if (pages == 0) {
                throw new IOException("the PDF has no pages");
            }
            Map<String, String> fonts = new LinkedHashMap<>();
            for (int i = 0; i < pages; i++) {
                PDPage page = document.getPage(i);
                PDRectangle box = page.getCropBox();
                int number = pages == 1 ? 0 : i + 1;
                double scale = target.scale(box.getWidth());
                if (target.widthPt() > 0 && !target.sameWidth(box.getWidth())) {
                    out.add(new Finding(number, Check.WIDTH, String.format(Locale.ROOT,
                            "the page is %s bp (%.2f in) wide, the target %s bp (%.2f in): everything on it is scaled to %.0f %%",
                            PageMarks.number(box.getWidth()), box.getWidth() / 72, PageMarks.number(target.widthPt()),
                            target.widthPt() / 72, scale * 100)));
                }
                PageMarks marks = new PageMarks(number, box.getWidth(), box.getHeight(), target, scale);
                new Walk(page, marks, fonts).processPage(page);
                out.addAll(marks.findings());
            }
            fonts.forEach((name, problem) -> out.add(new Finding(0, Check.FONT, "font " + name + " " + problem)));
            return out;
        }
    }

    private static PDDocument load(byte[] pdf) throws IOException {
        try {
            return Loader.loadPDF(pdf);
        } catch (IOException e) {
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IOException("not a PDF PDFBox can read: " + message.replaceAll("\\s+", " ").strip(), e);
        }
    }

    /** One page's content, walked: glyphs become text runs, strokes become line widths; nothing is drawn. */
    private static final class Walk extends PDFGraphicsStreamEngine {
        private final PageMarks marks;
        private final Map<String, String> fonts;
        private final PDRectangle crop;
        private final StringBuilder text = new StringBuilder();
        private Rectangle2D box;
        private double size;
        private int segments;
        private Point2D current = new Point2D.Float();
        /** Where the last glyph of the run ended, on the page: the next one joins it if it starts near. */
        private double[] pen;

        Walk(PDPage page, PageMarks marks, Map<String, String> fonts) {
            super(page);
            this.marks = marks;
            this.fonts = fonts;
            this.crop = page.getCropBox();
        }

        /**
         * A text object's strings are one run while each glyph starts where the last one ended: a tool that kerns
         * with {@code TJ} ({@code [(tok) 34 (ens/s)]}), or places each word, still gives one label, rotated or not.
         */
        @Override
        public void beginText() throws IOException {
            flush();
            super.beginText();
        }

        @Override
        public void endText() throws IOException {
            super.endText();
            flush();
        }

        @Override
        public void processPage(PDPage page) throws IOException {
            super.processPage(page);
            flush();
        }

        private void flush() {
            if (box != null) {
                marks.text(text.toString(), size, box);
            }
            text.setLength(0);
            box = null;
            size = Double.POSITIVE_INFINITY;
            pen = null;
        }

        @Override
        protected void showGlyph(Matrix trm, PDFont font, int code, Vector displacement) throws IOException {
            String name = font.getName() == null ? "(unnamed)" : font.getName();
            if (font instanceof PDType3Font) {
                fonts.putIfAbsent(name, "is Type 3: many viewers draw it blurred and venues' checks refuse it"
                        + " (matplotlib: rcParams['pdf.fonttype'] = 42)");
            } else if (!font.isEmbedded()) {
                fonts.putIfAbsent(name, "is not embedded: the printer substitutes another face");
            }
            double glyphSize = Math.hypot(trm.getValue(1, 0), trm.getValue(1, 1));
            double originX = trm.getValue(2, 0);
            double originY = trm.getValue(2, 1);
            if (pen != null) {
                double gap = Math.hypot(originX - pen[0], originY - pen[1]);
                double em = Math.max(glyphSize, 1e-9);
                if (gap > JOIN_EM * em) {
                    flush();
                } else if (gap > SPACE_EM * em && text.length() > 0 && text.charAt(text.length() - 1) != ' ') {
                    text.append(' ');
                }
            }
            String unicode = font.toUnicode(code);
            text.append(unicode == null ? "?" : unicode);
            if (glyphSize > 0) {
                size = Math.min(size, glyphSize);
            }
            double advance = displacement.getX();
            pen = new double[] {trm.getValue(0, 0) * advance + originX, trm.getValue(0, 1) * advance + originY};
            Rectangle2D glyph = null;
            for (double[] corner : new double[][] {{0, -DESCENT}, {advance, -DESCENT}, {0, ASCENT}, {advance, ASCENT}}) {
                double x = trm.getValue(0, 0) * corner[0] + trm.getValue(1, 0) * corner[1] + originX - crop.getLowerLeftX();
                double y = crop.getUpperRightY() - (trm.getValue(0, 1) * corner[0] + trm.getValue(1, 1) * corner[1] + originY);
                if (glyph == null) {
                    glyph = new Rectangle2D.Double(x, y, 0, 0);
                } else {
                    glyph.add(x, y);
                }
            }
            if (box == null) {
                box = glyph;
            } else {
                box.add(glyph);
            }
        }

        @Override
        public void strokePath() {
            if (segments > 0) {
                Matrix ctm = getGraphicsState().getCurrentTransformationMatrix();
                double det = Math.abs(ctm.getScaleX() * ctm.getScaleY() - ctm.getShearX() * ctm.getShearY());
                marks.line(getGraphicsState().getLineWidth() * Math.sqrt(det));
            }
            segments = 0;
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
            strokePath();
        }

        @Override
        public void fillPath(int windingRule) {
            if (segments > 0) {
                marks.shape();
            }
            segments = 0;
        }

        @Override
        public void endPath() {
            segments = 0;
        }

        @Override
        public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
            segments += 4;
        }

        @Override
        public void moveTo(float x, float y) {
            current = new Point2D.Float(x, y);
        }

        @Override
        public void lineTo(float x, float y) {
            segments++;
            current = new Point2D.Float(x, y);
        }

        @Override
        public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            segments++;
            current = new Point2D.Float(x3, y3);
        }

        @Override
        public Point2D getCurrentPoint() {
            return current;
        }

        @Override
        public void closePath() {
            segments++;
        }

        @Override
        public void drawImage(PDImage image) {
            // pictures are neither text nor lines
        }

        @Override
        public void clip(int windingRule) {
            // a clip changes nothing the checks measure
        }

        @Override
        public void shadingFill(COSName shadingName) {
            // a shading is a fill
        }
    }
}
