/**
 * The backend contract, small enough to read in one sitting: the {@link dev.figmark.render.SceneWriter} each format's
 * writer implements (it only draws: every decision is in the scene), the one locale-free number formatter, and the
 * name written into every file.
 */
package dev.figmark.render;
