package dev.figmark.output;

import dev.figmark.format.Format;
import dev.figmark.render.SceneWriter;
import dev.figmark.render.Software;
import dev.figmark.render.pdf.PdfWriter;
import dev.figmark.render.png.PngWriter;
import dev.figmark.render.svg.SvgWriter;

/** The writer of each format: the one place that knows which class draws which format. */
public final class Writers {

    private Writers() {
    }

    /** A writer of the format; {@code dpi} is used by PNG only. */
    public static SceneWriter of(Format format, int dpi) {
        return of(format, new Outputs(java.util.List.of(format), dpi));
    }

    /** A writer of the format with the outputs' options: PNG's resolution, SVG's text as text or as paths. */
    public static SceneWriter of(Format format, Outputs outputs) {
        return switch (format) {
            case PDF -> new PdfWriter(Software.NAME);
            case PNG -> new PngWriter(Software.NAME, outputs.dpi());
            case SVG -> new SvgWriter(Software.NAME, outputs.svgTextAsPaths());
        };
    }
}
