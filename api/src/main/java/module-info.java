/**
 * figmark as a library: {@code dev.figmark.api} builds or reads a figure and writes it; the formats are named by
 * {@code dev.figmark.format.Format}, which this module passes on to its users.
 */
module dev.figmark.api {
    requires transitive dev.figmark.core;
    requires dev.figmark.venue;
    requires dev.figmark.render.svg;
    requires dev.figmark.render.pdf;
    requires dev.figmark.render.png;

    exports dev.figmark.api;
}
