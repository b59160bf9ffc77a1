package dev.figmark.table;

import java.util.List;

/**
 * Where a JSON document keeps its rows and what else goes onto them, as benchmarks write results (pandas'
 * {@code json_normalize} takes the same: {@code record_path} and {@code meta}).
 *
 * @param rows    the dotted path of the rows: an array of objects, or an object of columns (arrays of one length); null
 *                for the document itself
 * @param with    dotted paths outside the rows whose values go onto every row, each named by its last key (an object's
 *                fields each by their own)
 * @param explode a field of each row that holds a list: one row per element, with the element's place in
 *                {@code <field>_index}; null for none
 */
public record JsonShape(String rows, List<String> with, String explode) {

    /** The shape of a document whose rows are found at {@code rows} alone. */
    public static JsonShape at(String rows) {
        return new JsonShape(rows, List.of(), null);
    }

    /**
     * Checks the parts.
     *
     * @param rows    see the record
     * @param with    see the record
     * @param explode see the record
     */
    public JsonShape {
        with = with == null ? List.of() : List.copyOf(with);
    }

    /** Whether the shape asks more than where the rows are, which only a JSON document can give. */
    boolean shaped() {
        return !with.isEmpty() || explode != null;
    }
}
