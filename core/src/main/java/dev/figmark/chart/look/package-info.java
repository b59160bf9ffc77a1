/** How a figure looks at its venue: text sizes and fonts, the palette, colour maps and how far colours read apart. */
package dev.figmark.chart.look;
