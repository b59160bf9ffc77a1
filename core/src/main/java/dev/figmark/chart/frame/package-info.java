/** The plot box a layer draws into once the layout has placed it: its frame of two scales, and the layer's contract. */
package dev.figmark.chart.frame;
