package dev.figmark.table;

import java.util.List;

/**
 * How a file's rows are found in it beyond its format: where a JSON or YAML document keeps its rows and what else goes
 * onto them, as benchmarks write results (pandas' {@code json_normalize} takes the same: {@code record_path} and
 * {@code meta}); or, for a text such as a benchmark's log, the pattern whose matches are its rows.
 *
 * @param rows    the dotted path of the rows: an array of objects, or an object of columns (arrays of one length); null
 *                for the document itself
 * @param with    dotted paths outside the rows whose values go onto every row, each named by its last key (an object's
 *                fields each by their own)
 * @param explode a field of each row that holds a list: one row per element, with the element's place in
 *                {@code <field>_index}; null for none
 * @param pattern a regular expression (RE2 syntax, linear in time) whose named groups are the columns: the file is
 *                read as lines of text, each line it matches a row; null for a table by its format
 */
public record Shape(String rows, List<String> with, String explode, String pattern) {

    /** The shape of a document whose rows are found at {@code rows} alone. */
    public static Shape at(String rows) {
        return new Shape(rows, List.of(), null, null);
    }

    /**
     * Checks the parts.
     *
     * @param rows    see the record
     * @param with    see the record
     * @param explode see the record
     * @param pattern see the record
     */
    public Shape {
        with = with == null ? List.of() : List.copyOf(with);
    }

    /** Whether the shape asks more than where the rows are, which only a JSON or YAML document can give. */
    boolean shaped() {
        return !with.isEmpty() || explode != null;
    }
}
