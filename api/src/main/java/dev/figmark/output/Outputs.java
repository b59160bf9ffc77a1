package dev.figmark.output;

import dev.figmark.format.Format;

import java.util.List;

/**
 * Which files to write of each figure: the formats, in order, the resolution of PNGs, and whether SVG text is drawn as
 * outlines (for viewers without the fonts) rather than kept as text.
 */
public record Outputs(List<Format> formats, int dpi, boolean svgTextAsPaths) {

    /** PDF, PNG and SVG, PNGs at 300 dpi, SVG text as text. */
    public static final Outputs ALL = new Outputs(List.of(Format.values()), Format.DEFAULT_DPI);

    /** The formats at a resolution, SVG text as text. */
    public Outputs(List<Format> formats, int dpi) {
        this(formats, dpi, false);
    }

    /** Checks the resolution and keeps the formats without repeats. */
    public Outputs {
        formats = List.copyOf(new java.util.LinkedHashSet<>(formats));
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format to write");
        }
        Format.checkDpi(dpi);
    }
}
