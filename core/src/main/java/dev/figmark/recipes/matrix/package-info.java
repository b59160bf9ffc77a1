/** The figure of a benchmark matrix: every case of a sweep, and which failed. */
package dev.figmark.recipes.matrix;
