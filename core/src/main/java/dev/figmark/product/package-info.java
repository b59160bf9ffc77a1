/**
 * What a recipe makes: the {@link dev.figmark.product.Product} (a figure, the {@link dev.figmark.product.Table} of exactly
 * what it draws, and a caption from the data's own numbers), the {@link dev.figmark.product.Outcome} that says when a
 * figure is left out and why, and its layout into a scene.
 */
package dev.figmark.product;
