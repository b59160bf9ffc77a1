package dev.figmark.compile.look;

import dev.figmark.chart.look.Style;
import dev.figmark.chart.look.VenueFonts;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Figure;
import dev.figmark.model.Length;
import dev.figmark.scene.FontFamily;
import dev.figmark.text.FontLibrary;
import dev.figmark.venue.Lengths;
import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The style of a description's {@code figure}, fitted on request to a venue and a width given on the command line. */
public final class DescriptionStyle {

    private DescriptionStyle() {
    }

    /** The figure's style: its width (or the venue's column, or the width asked on the command line), height, text and font. */
    public static Style of(Context spec, Venue venue, String widthOverride, Consumer<String> warnings) {
        Figure f = spec.model().figure() == null ? Figure.DOUBLE.width(null) : spec.model().figure();
        try {
            double w;
            if (widthOverride != null) {
                w = venue != null ? venue.width(widthOverride) : Lengths.width(widthOverride);
            } else if (f.width() instanceof Length.Column c) {
                w = venue != null ? venue.width(c.name().toLowerCase(java.util.Locale.ROOT)) : c.inches();
            } else {
                w = f.width() != null ? f.width().inches() : venue != null ? venue.width("double") : Rules.DOUBLE_COLUMN_IN;
            }
            double h = f.height() != null ? f.height().inches() : 0.0;
            double size = f.fontSize() != null ? f.fontSize() : venue != null ? venue.fontSize() : 7.5;
            FontFamily family = venue != null && f.font() == null ? VenueFonts.family(venue, List.of(), warnings)
                    : family(spec, f.font() == null ? "sans" : f.font(), warnings);
            return Style.builder().width(w).height(h).fontSize(size).family(family)
                    .printSafe(Boolean.TRUE.equals(f.printSafe())).title(f.title() == null ? "" : f.title())
                    .letters(Boolean.TRUE.equals(f.letters()))
                    .maxHeight(venue != null ? venue.figureHeightIn() : Rules.MAX_HEIGHT_IN).build();
        } catch (IllegalArgumentException e) {
            throw spec.error("figure", e.getMessage());
        }
    }

    /** The family of {@code figure.font}: bundled, found by name, or font files relative to the description. */
    private static FontFamily family(Context spec, String font, Consumer<String> warnings) {
        String value = font;
        if (FontLibrary.namesFiles(font)) {
            List<String> files = new ArrayList<>();
            for (String part : font.split(",")) {
                files.add(spec.allowed(part.strip(), "figure.font").toString());
            }
            value = String.join(",", files);
        }
        try {
            return FontLibrary.family(value, List.of(), warnings);
        } catch (IOException e) {
            throw spec.error("figure.font", e.getMessage());
        }
    }
}
