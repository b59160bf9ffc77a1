/**
 * One compiler per kind of series, or per family (Lines for line and step, Bars for bar and hbar), each reading its
 * typed record into what is drawn and giving its layers, legend swatch, CSV rows and words; KindCompilers finds it
 * through the model's visitor, so a kind without a compiler does not compile. Beside them, what the kinds compute
 * from their data (Intervals, Stacks, Bubbles).
 */
package dev.figmark.compile.kind;
