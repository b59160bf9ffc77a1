/**
 * Checks of any tool's PDF and SVG figures before submission, against the width they will be printed at: page width,
 * fonts embedded and not Type 3, the smallest text, hairlines, and text that leaves the page.
 */
package dev.figmark.lint;
