package dev.figmark.model;

import java.util.List;

/**
 * A data source: a table of rows, from a file or given inline, that series take fields from by name, after the
 * source's own transform steps.
 *
 * <pre>{@code
 * Source trials = Source.of("trials.csv").missing(Series.Missing.SKIP);
 * Source nested = Source.of("results.json").rows("results.rows");
 * Source inline = Source.of(Table.of("engine", "vLLM", "SGLang").with("tps", 280.5, 301.9));
 * Source perGpu = Source.of("trials.csv").transform(java.util.List.of(Transform.calculate("tps / gpus", "tps_per_gpu")));
 * }</pre>
 *
 * @param file    the file, relative to the description: a CSV with a header row, a JSON array of objects, JSON
 *                holding such an array, or JSON lines (.jsonl, .ndjson), one object per line
 * @param rows    in a JSON file, the dotted path of the array of rows ({@code results.rows}); each row an object
 * @param missing a cell that cannot be read (empty, {@code -}, {@code NaN}, text in a column of numbers) or a row
 *                with too few or too many cells: refused (default), naming file, line and column, or skipped and
 *                counted in one warning
 * @param values  the rows themselves, instead of a file: an array of objects, one per row
 * @param transform steps applied to the rows, in order, before any panel or series takes them
 */
@OneFieldCopies
public record Source(String file, String rows, Series.Missing missing, Table values, List<Transform> transform) implements SourceCopies {

    /**
     * Checks the file.
     *
     * @param file    see the record
     * @param rows    see the record
     * @param missing see the record
     * @param values  see the record
     * @param transform see the record
     */
    public Source {
        transform = Copies.list(transform);
        if (file == null && values == null) {
            throw new FigureException("file", "name the file, relative to the description, or give the rows as values");
        }
        if (file != null && values != null) {
            throw new FigureException("values", "give a file or the rows as values, not both");
        }
        if (file != null && file.isEmpty()) {
            throw new FigureException("file", "name the file, relative to the description");
        }
        if (values != null && rows != null) {
            throw new FigureException("rows", "rows finds the array of rows in a JSON file; values are the rows themselves");
        }
    }

    /**
     * A file of rows.
     *
     * @param file relative to the description
     * @return the source
     */
    public static Source of(String file) {
        return new Source(file, null, null, null, null);
    }

    /**
     * Rows given inline.
     *
     * @param values the rows
     * @return the source
     */
    public static Source of(Table values) {
        return new Source(null, null, null, values, null);
    }
}
