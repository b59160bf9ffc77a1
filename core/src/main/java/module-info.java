/**
 * figmark's engine: readers, recipes, charts, the constrained layout, scenes of marks and the backend contract. The
 * model of a description and the output formats are public; the rest is exported to figmark's own modules (the
 * writers, and the library).
 */
module dev.figmark.core {
    requires com.fasterxml.jackson.core;
    requires org.apache.fontbox;
    requires dev.figmark.venue;
    requires org.apache.pdfbox.io;
    requires java.desktop;
    requires org.apache.commons.statistics.distribution;
    requires org.snakeyaml.engine;
    // RE2/J has no module name of its own: it is the automatic module of its jar's name.
    requires re2j;

    exports dev.figmark.format;
    exports dev.figmark.model;
    exports dev.figmark.model.json to dev.figmark.api;

    exports dev.figmark.render to dev.figmark.api, dev.figmark.render.svg, dev.figmark.render.pdf, dev.figmark.render.png;
    exports dev.figmark.scene to dev.figmark.api, dev.figmark.render.svg, dev.figmark.render.pdf, dev.figmark.render.png;
    exports dev.figmark.text to dev.figmark.api, dev.figmark.render.svg, dev.figmark.render.pdf, dev.figmark.render.png;
    exports dev.figmark.chart to dev.figmark.api;
    exports dev.figmark.chart.look to dev.figmark.api;
    exports dev.figmark.chart.scale to dev.figmark.api;
    exports dev.figmark.chart.frame to dev.figmark.api;
    exports dev.figmark.chart.guide to dev.figmark.api;
    exports dev.figmark.layout to dev.figmark.api;
    exports dev.figmark.data to dev.figmark.api;
    exports dev.figmark.product to dev.figmark.api;
    exports dev.figmark.recipe to dev.figmark.api;
    exports dev.figmark.recipes to dev.figmark.api;
    exports dev.figmark.recipes.run to dev.figmark.api;
    exports dev.figmark.recipes.compare to dev.figmark.api;
    exports dev.figmark.recipes.matrix to dev.figmark.api;
    exports dev.figmark.recipes.description to dev.figmark.api;
    exports dev.figmark.compile to dev.figmark.api;
}
