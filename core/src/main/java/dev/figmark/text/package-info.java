/** Font metrics read from the bundled TrueType files, and the typesetter that turns strings into measured text marks. */
package dev.figmark.text;
