/**
 * The JSON spelling of the model: a reader generic over the records (a JSON object onto a record's components by
 * name, a sealed interface's records by {@code "kind"}), the writer back to JSON, the check of every record's
 * annotations shared by both spellings, and the schema generated from the records and their Javadoc.
 */
package dev.figmark.model.json;
