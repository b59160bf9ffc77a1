package dev.figmark.recipes.description;

import dev.figmark.chart.Style;
import dev.figmark.chart.Venue;
import dev.figmark.data.Json;
import dev.figmark.scene.FontFamily;
import dev.figmark.text.FontLibrary;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The style of a description's {@code figure}, fitted on request to a venue and a width given on the command line. */
final class DescriptionStyle {

    private DescriptionStyle() {
    }

    static Style of(FigureSpec spec, Venue venue, String widthOverride, Consumer<String> warnings) {
        Json f = spec.root().get("figure");
        Json width = f.get("width");
        Json height = f.get("height");
        try {
            String named = widthOverride != null ? widthOverride : width.isString() ? width.string() : null;
            double w = named != null ? (venue != null ? venue.width(named) : Style.parseWidth(named))
                    : width.number(venue != null ? venue.width("double") : Style.DOUBLE_COLUMN_IN);
            double h = height.isNumber() ? height.number(0.0)
                    : height.isString() && !"auto".equals(height.string()) ? Style.parseLength(height.string()) : 0.0;
            double size = f.get("font_size").number(venue != null ? venue.fontSize() : 7.5);
            FontFamily family = venue != null && !f.get("font").isString() ? venue.family(List.of(), warnings)
                    : family(spec, f.get("font").string("sans"), warnings);
            return Style.builder().width(w).height(h).fontSize(size).family(family)
                    .printSafe(Boolean.TRUE.equals(f.get("print_safe").bool())).title(f.get("title").string(""))
                    .letters(Boolean.TRUE.equals(f.get("letters").bool()))
                    .maxHeight(venue != null ? venue.textHeightIn() : Style.MAX_HEIGHT_IN).build();
        } catch (IllegalArgumentException e) {
            throw spec.error("figure", e.getMessage());
        }
    }

    /** The family of {@code figure.font}: bundled, found by name, or font files relative to the description. */
    private static FontFamily family(FigureSpec spec, String font, Consumer<String> warnings) {
        String value = font;
        if (FontLibrary.namesFiles(font)) {
            List<String> files = new ArrayList<>();
            for (String part : font.split(",")) {
                files.add(spec.base().resolve(part.strip()).toString());
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
