/**
 * The finished scene: marks in points on a page, y growing downwards. It is the only contract between the layout in
 * core and the SVG, PDF and PNG writers, which draw it and decide nothing.
 */
package dev.figmark.scene;
