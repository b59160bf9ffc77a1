/**
 * One compiler per kind of series, or per family (KindCompiler; LineKinds, BarKinds, SampleKinds … in KindCompilers,
 * found through the model's visitor, so a kind without a compiler does not compile): its layers, its legend swatch,
 * its CSV rows and what it asks of its panel; and what the kinds compute from their data (Bars, Boxes, Violins,
 * Histograms, Strips, Distributions, Intervals, Stacks, Bubbles).
 */
package dev.figmark.compile.kind;
