/** The SVG writer: text stays text, numbers are written without a locale. */
module dev.figmark.render.svg {
    requires dev.figmark.core;

    exports dev.figmark.render.svg to dev.figmark.api;
}
