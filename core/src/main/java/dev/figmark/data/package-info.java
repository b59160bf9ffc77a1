/**
 * Readers of the input formats ({@code RUN_FORMAT.md}) with Jackson's streaming parser, and plain records of what they
 * read; nothing here knows about charts. Bad input never throws out of a reader except as an
 * {@link dev.figmark.data.InputException} that names the file, the place and what is wrong; partly bad input is read as
 * far as it is good, with warnings.
 */
package dev.figmark.data;
