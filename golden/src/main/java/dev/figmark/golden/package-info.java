/**
 * Golden-file regression testing: compares freshly drawn files with approved ones, format by format, and says what
 * changed in the figure's own terms (a text moved, a cell changed, pixels differ) rather than at which byte.
 */
package dev.figmark.golden;
