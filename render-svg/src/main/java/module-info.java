/** The SVG writer: text stays text (or, when asked, the glyphs' outlines), numbers are written without a locale. */
module dev.figmark.render.svg {
    requires dev.figmark.core;
    requires java.desktop;

    exports dev.figmark.render.svg to dev.figmark.api;
}
