/** What the three writers share: the writer interface and the one locale-free number formatter. */
package dev.figmark.render;
