package dev.figmark.render.pdf;

import dev.figmark.render.SceneWriter;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatching;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Map;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;
import org.apache.pdfbox.util.Matrix;

/**
 * Writes a scene as a one-page PDF with PDFBox: fonts embedded as subset TrueType (CID, Identity-H), text kept as
 * text, no dates, and a document {@code /ID} made from the content rather than the clock.
 */
public final class PdfWriter implements SceneWriter {

    private static final double KAPPA = 0.5522847498307936;

    private final String software;

    public PdfWriter(String software) {
        this.software = software;
    }

    @Override
    public String extension() {
        return "pdf";
    }

    /** Sets up PDFBox's classes and Java's digests (for the /ID), and parses the fonts of {@code faces}. */
    @Override
    public void prepare(java.util.Set<FontFace> faces) throws IOException {
        try {
            Class.forName(PDDocument.class.getName(), true, PDDocument.class.getClassLoader());
            MessageDigest.getInstance("MD5");
        } catch (ClassNotFoundException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (FontFace face : faces) {
            ParsedFonts.prepare(face);
        }
    }

    @Override
    public void write(Scene scene, OutputStream out) throws IOException {
        Map<FontFace, TrueTypeFont> borrowed = new HashMap<>();
        try {
            for (FontFace face : scene.faces()) {
                borrowed.put(face, ParsedFonts.borrow(face));
            }
            write(scene, borrowed, out);
        } finally {
            borrowed.forEach(ParsedFonts::giveBack);
        }
    }

    private void write(Scene scene, Map<FontFace, TrueTypeFont> parsed, OutputStream out) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle((float) scene.width(), (float) scene.height()));
            doc.addPage(page);
            Map<FontFace, PDType0Font> fonts = new HashMap<>();
            for (FontFace face : scene.faces()) {
                fonts.put(face, PDType0Font.load(doc, parsed.get(face), true));
            }
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                Painter painter = new Painter(content, fonts);
                content.appendRawCommands(TaggedPdf.begin(scene));
                // One flip for the whole page: the scene's y grows downwards, PDF's upwards.
                content.transform(new Matrix(1, 0, 0, -1, 0, (float) scene.height()));
                if (scene.background() != null) {
                    painter.fill(scene.background());
                    content.addRect(0, 0, (float) scene.width(), (float) scene.height());
                    content.fill();
                }
                painter.group(scene.root());
                content.appendRawCommands(TaggedPdf.end(scene));
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            PDDocumentInformation info = new PDDocumentInformation();
            info.setCreator(software);
            info.setProducer(software);
            doc.setDocumentInformation(info);
            TaggedPdf.tag(doc, page, scene);
            byte[] id = contentId(page, software);
            COSArray ids = new COSArray();
            ids.add(new COSString(id));
            ids.add(new COSString(id));
            doc.getDocument().getTrailer().setItem(COSName.ID, ids);
            doc.save(out);
        }
    }

    /**
     * An MD5 of the page's content stream as stored and of the software, as the PDF specification suggests for
     * {@code /ID}: same content, same /ID, and no second inflating of the stream to compute it.
     */
    private static byte[] contentId(PDPage page, String software) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("MD5");
            java.util.Iterator<org.apache.pdfbox.pdmodel.common.PDStream> streams = page.getContentStreams();
            while (streams.hasNext()) {
                try (InputStream in = streams.next().getCOSObject().createRawInputStream()) {
                    digest.update(in.readAllBytes());
                }
            }
            digest.update(software.getBytes(StandardCharsets.UTF_8));
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is part of every Java runtime", e);
        }
    }

    /** Draws marks into one content stream. PDFBox throws checked exceptions; the visitor wraps them. */
    private static final class Painter implements Mark.Visitor<Void> {
        private final PDPageContentStream content;
        private final Map<FontFace, PDType0Font> fonts;
        private final Map<Double, PDExtendedGraphicsState> alphas = new HashMap<>();

        Painter(PDPageContentStream content, Map<FontFace, PDType0Font> fonts) {
            this.content = content;
            this.fonts = fonts;
        }

        @Override
        public Void group(Group g) {
            try {
                boolean state = g.clip() != null || g.dx() != 0 || g.dy() != 0;
                if (state) {
                    content.saveGraphicsState();
                }
                if (g.dx() != 0 || g.dy() != 0) {
                    content.transform(Matrix.getTranslateInstance((float) g.dx(), (float) g.dy()));
                }
                if (g.clip() != null) {
                    rectPath(g.clip());
                    content.clip();
                }
                for (Mark child : g.children()) {
                    child.accept(this);
                }
                if (state) {
                    content.restoreGraphicsState();
                }
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** A path through points given as x0, y0, x1, y1, …, left open. */
        private void path(double[] xy) throws IOException {
            content.moveTo((float) xy[0], (float) xy[1]);
            for (int i = 2; i < xy.length; i += 2) {
                content.lineTo((float) xy[i], (float) xy[i + 1]);
            }
        }

        @Override
        public Void polyline(Polyline p) {
            try {
                stroke(p.stroke());
                path(p.points());
                content.stroke();
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Void area(Area a) {
            try {
                fill(a.fill());
                path(a.points());
                content.closePath();
                content.fill();
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Void rect(Rect r) {
            try {
                if (r.fill() != null) {
                    fill(r.fill());
                    rectPath(r.box());
                    content.fill();
                }
                if (r.stroke() != null) {
                    stroke(r.stroke());
                    rectPath(r.box());
                    content.stroke();
                }
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Void hatching(Hatching h) {
            try {
                double[] s = h.segments();
                if (s.length == 0) {
                    return null;
                }
                content.saveGraphicsState();
                rectPath(h.box());
                content.clip();
                stroke(h.stroke());
                for (int i = 0; i < s.length; i += 4) {
                    content.moveTo((float) s[i], (float) s[i + 1]);
                    content.lineTo((float) s[i + 2], (float) s[i + 3]);
                }
                content.stroke();
                content.restoreGraphicsState();
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Void text(Text t) {
            try {
                fill(t.color());
                content.beginText();
                for (Text.Placed p : t.placed()) {
                    if (p.text().isEmpty()) {
                        continue;
                    }
                    PDType0Font font = fonts.get(p.run().face());
                    content.setFont(font, (float) p.size());
                    // The page is flipped; the text matrix flips glyphs back upright, or turns them a quarter.
                    if (t.turned()) {
                        // Turned counter-clockwise on the flipped page: along the line (cos, -sin), glyphs' up (-sin, -cos).
                        double a = Math.toRadians(t.rotation());
                        double cos = Math.cos(a);
                        double sin = Math.sin(a);
                        content.setTextMatrix(new Matrix((float) cos, (float) -sin, (float) -sin, (float) -cos,
                                (float) (t.x() + p.dx() * cos + p.dy() * sin), (float) (t.y() - p.dx() * sin + p.dy() * cos)));
                        content.appendRawCommands(glyphs(font, p.run()));
                        continue;
                    }
                    double x = t.vertical() ? t.x() + p.dy() : t.x() + p.dx();
                    double y = t.vertical() ? t.y() - p.dx() : t.y() + p.dy();
                    content.setTextMatrix(t.vertical()
                            ? new Matrix(0, -1, -1, 0, (float) x, (float) y)
                            : new Matrix(1, 0, 0, -1, (float) x, (float) y));
                    content.appendRawCommands(glyphs(font, p.run()));
                }
                content.endText();
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /**
         * A {@code <…> Tj} of glyph ids. Written directly rather than through {@code showText}, which refuses a
         * character the font lacks: that one is drawn as the font's fallback glyph 0, as in the SVG's and PNG's font.
         */
        private static byte[] glyphs(PDType0Font font, TextRun run) {
            String text = run.text();
            StringBuilder hex = new StringBuilder(text.length() * 4 + 8).append('<');
            for (int i = 0, k = 0; i < text.length(); k++) {
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                int gid = run.glyph(k);
                if (gid != 0) {
                    font.addToSubset(cp);
                }
                hex.append(Character.forDigit((gid >> 12) & 0xf, 16)).append(Character.forDigit((gid >> 8) & 0xf, 16))
                        .append(Character.forDigit((gid >> 4) & 0xf, 16)).append(Character.forDigit(gid & 0xf, 16));
            }
            return hex.append("> Tj\n").toString().getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public Void marker(Marker m) {
            try {
                boolean fill = m.face() != null;
                boolean edge = m.edge() != null && m.edgeWidth() > 0;
                if (fill) {
                    fill(m.face());
                }
                if (edge) {
                    stroke(Stroke.solid(m.edgeWidth(), m.edge()));
                }
                if (m.round()) {
                    circlePath(m.x(), m.y(), m.roundRadius());
                } else {
                    path(m.outline());
                    content.closePath();
                }
                if (fill && edge) {
                    content.fillAndStroke();
                } else if (fill) {
                    content.fill();
                } else {
                    content.stroke();
                }
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private void circlePath(double cx, double cy, double r) throws IOException {
            float k = (float) (r * KAPPA);
            float x = (float) cx;
            float y = (float) cy;
            float rr = (float) r;
            content.moveTo(x + rr, y);
            content.curveTo(x + rr, y + k, x + k, y + rr, x, y + rr);
            content.curveTo(x - k, y + rr, x - rr, y + k, x - rr, y);
            content.curveTo(x - rr, y - k, x - k, y - rr, x, y - rr);
            content.curveTo(x + k, y - rr, x + rr, y - k, x + rr, y);
            content.closePath();
        }

        private void rectPath(Box b) throws IOException {
            content.addRect((float) b.x(), (float) b.y(), (float) b.width(), (float) b.height());
        }

        void fill(Color c) throws IOException {
            content.setNonStrokingColor(c.red() / 255f, c.green() / 255f, c.blue() / 255f);
            alpha(c.opacity());
        }

        private void stroke(Stroke s) throws IOException {
            Color c = s.color();
            content.setStrokingColor(c.red() / 255f, c.green() / 255f, c.blue() / 255f);
            alpha(c.opacity());
            content.setLineWidth((float) s.width());
            float[] dash = new float[s.dash().size()];
            for (int i = 0; i < dash.length; i++) {
                dash[i] = s.dash().get(i).floatValue();
            }
            content.setLineDashPattern(dash, 0);
            // PDF's own codes (ISO 32000-1, 8.4.3.3 and 8.4.3.4), named rather than taken from the enums' order.
            content.setLineCapStyle(switch (s.cap()) {
                case BUTT -> 0;
                case ROUND -> 1;
                case SQUARE -> 2;
            });
            content.setLineJoinStyle(switch (s.join()) {
                case MITER -> 0;
                case ROUND -> 1;
                case BEVEL -> 2;
            });
        }

        /** Opacity through one graphics state per value; opaque marks reset it so nothing leaks between marks. */
        private void alpha(double opacity) throws IOException {
            if (opacity >= 1.0 && alphas.isEmpty()) {
                return;
            }
            PDExtendedGraphicsState gs = alphas.computeIfAbsent(opacity, o -> {
                PDExtendedGraphicsState state = new PDExtendedGraphicsState();
                state.setNonStrokingAlphaConstant(o.floatValue());
                state.setStrokingAlphaConstant(o.floatValue());
                return state;
            });
            content.setGraphicsStateParameters(gs);
        }
    }
}
