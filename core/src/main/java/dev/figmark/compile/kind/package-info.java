/**
 * One compiler per kind of series, or per family (Lines for line and step, Bars for bar and hbar), each reading its
 * typed record into what is drawn and giving its layers, shade, legend swatch, CSV rows and words; KindCompilers finds
 * it through the model's visitor, so a kind without a compiler does not compile. Beside them, what the kinds compute
 * from their data (Intervals, Stacks, Bubbles).
 *
 * <p>A new kind is a record and a compiler, as {@code kde} was added: the record in {@code dev.figmark.model}
 * ({@code @Kind("kde")}, its fields documented, permitted by {@code Distribution} and visited by
 * {@code SeriesVisitor}), and {@code Kdes} here, registered in KindCompilers, which fails to compile until it is; the
 * JSON reader, the schema ({@code SchemaTest -Dschema.update=true}) and the refusal of its fields on every other kind
 * ({@code ForeignFieldsTest}) follow from the record.
 */
package dev.figmark.compile.kind;
