/** Figures that set several runs side by side, one class per figure. */
package dev.figmark.recipes.compare;
