package dev.figmark.output;

import dev.figmark.format.Format;

import java.util.List;

/** Which files to write of each figure: the formats, in order, and the resolution of PNGs. */
public record Outputs(List<Format> formats, int dpi) {

    /** PDF, PNG and SVG, PNGs at 300 dpi. */
    public static final Outputs ALL = new Outputs(List.of(Format.values()), Format.DEFAULT_DPI);

    /** Checks the resolution and keeps the formats without repeats. */
    public Outputs {
        formats = List.copyOf(new java.util.LinkedHashSet<>(formats));
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format to write");
        }
        Format.checkDpi(dpi);
    }
}
