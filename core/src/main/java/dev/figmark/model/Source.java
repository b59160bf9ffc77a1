package dev.figmark.model;

/**
 * A data source: a file of rows that series take fields from by name.
 *
 * <pre>{@code
 * Source trials = Source.of("trials.csv").missing(Series.Missing.SKIP);
 * Source nested = Source.of("results.json").rows("results.rows");
 * }</pre>
 *
 * @param file    the file, relative to the description: a CSV with a header row, a JSON array of objects, or JSON
 *                holding such an array
 * @param rows    in a JSON file, the dotted path of the array of rows ({@code results.rows}); each row an object
 * @param missing a cell that cannot be read (empty, {@code -}, {@code NaN}, text in a column of numbers) or a row
 *                with too few or too many cells: refused (default), naming file, line and column, or skipped and
 *                counted in one warning
 */
public record Source(@Required String file, String rows, Series.Missing missing) {

    /**
     * Checks the file.
     *
     * @param file    see the record
     * @param rows    see the record
     * @param missing see the record
     */
    public Source {
        if (file == null || file.isEmpty()) {
            throw new FigureException("file", "name the file, relative to the description");
        }
    }

    /**
     * A file of rows.
     *
     * @param file relative to the description
     * @return the source
     */
    public static Source of(String file) {
        return new Source(file, null, null);
    }

    /**
     * The same source, its rows at a dotted path of its JSON.
     *
     * @param value the path
     * @return a new source
     */
    public Source rows(String value) {
        return Copies.with(this, "rows", value);
    }

    /**
     * The same source, cells it cannot read skipped (or refused).
     *
     * @param value skip or refuse
     * @return a new source
     */
    public Source missing(Series.Missing value) {
        return Copies.with(this, "missing", value);
    }

    /**
     * The same source with another {@code file}.
     *
     * @param value the file, relative to the description
     * @return a new source
     */
    public Source file(String value) {
        return Copies.with(this, "file", value);
    }
}
