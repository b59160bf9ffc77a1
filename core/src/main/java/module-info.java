/**
 * figmark's engine: readers, recipes, charts, the constrained layout, scenes of marks and the backend contract.
 * Public: the backend contract (the formats, the writer interface, and the scene of marks and shaped text a writer
 * draws), so that anyone can write a writer. The rest is exported only to figmark's library module.
 */
module dev.figmark.core {
    requires com.fasterxml.jackson.core;

    exports dev.figmark.render;
    exports dev.figmark.scene;
    exports dev.figmark.text;

    exports dev.figmark.chart to dev.figmark.api;
    exports dev.figmark.layout to dev.figmark.api;
    exports dev.figmark.data to dev.figmark.api;
    exports dev.figmark.product to dev.figmark.api;
    exports dev.figmark.recipe to dev.figmark.api;
    exports dev.figmark.recipes to dev.figmark.api;
    exports dev.figmark.recipes.run to dev.figmark.api;
    exports dev.figmark.recipes.compare to dev.figmark.api;
    exports dev.figmark.recipes.matrix to dev.figmark.api;
    exports dev.figmark.recipes.description to dev.figmark.api;
}
