package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** PDF pages rendered by PDFBox, at a fixed resolution and never beyond a bounded number of pixels. */
final class PdfPages {

    /** Pages are compared as pictures at this resolution. */
    static final float COMPARE_DPI = 100f;
    /**
     * A page is rendered at a lower resolution when it would exceed this many pixels: 4 megapixels, 16 MB for each of
     * the two pages and the diff image (an A0 page at 51 dpi; a paper's figure stays at 100 dpi).
     */
    static final double MAX_PIXELS = 4_000_000;
    /** PDF user space units per inch. */
    static final float POINTS_PER_INCH = 72f;

    private PdfPages() {
    }

    /** The page rendered at {@code dpi}, or lower where the page is so large that it would exceed the pixel bound. */
    static BufferedImage render(PDDocument document, int page, float dpi) throws IOException {
        PDRectangle box = document.getPage(page).getCropBox();
        double points = Math.max(1, (double) box.getWidth()) * Math.max(1, (double) box.getHeight());
        float scale = dpi / POINTS_PER_INCH;
        double pixels = points * scale * scale;
        if (pixels > MAX_PIXELS) {
            scale *= (float) Math.sqrt(MAX_PIXELS / pixels);
        }
        StandInFonts.install();
        return new PDFRenderer(document).renderImage(page, scale, ImageType.RGB);
    }
}
