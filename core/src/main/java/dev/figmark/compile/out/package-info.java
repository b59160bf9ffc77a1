/**
 * What a compiled figure gives besides its drawing: the CSV of exactly what is drawn, after every transform
 * ({@link dev.figmark.compile.out.DrawnTable}, with the kinds of its series in words for the text alternative), and
 * the caption's sentences taken from the drawn numbers ({@link dev.figmark.compile.out.DataFacts}).
 */
package dev.figmark.compile.out;
