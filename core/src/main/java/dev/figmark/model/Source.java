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
 * Source runs = Source.ofFiles("results/qps_{qps}/run_{trial}.json").rows("results");
 * }</pre>
 *
 * @param file    the file, relative to the description: a CSV with a header row, a JSON array of objects, JSON
 *                holding such an array, or JSON lines (.jsonl, .ndjson), one object per line
 * @param files   many files as one table, one per run as benchmarks write them: a pattern relative to the
 *                description, where {@code *} matches within a folder's name, {@code ?} one character, {@code **}
 *                any folders and {@code {name}} a part of the name that becomes a field of the file's rows; the
 *                files' rows stacked in natural order of their paths, each row's file in the field {@code path}
 * @param rows    in a JSON file, the dotted path of the rows ({@code results.rows}): an array of objects, or an object
 *                of columns, each an array of one length ({@code {"vllm": [..], "dist++": [..]}})
 * @param with    in a JSON file, dotted paths outside the rows whose values go onto every row, each named by its last
 *                key ({@code args.qps}; an object's fields each by their own): the run's arguments beside its results
 * @param explode in a JSON file, a field of each row that holds a list: one row per element (an object's fields, or
 *                the value under the field's name), its place in {@code <field>_index}; rows of an empty list are left
 *                out and counted
 * @param pattern a regular expression whose named groups are the columns ({@code (?P<ms>[0-9.]+)}): the file is read as
 *                lines of text, such as a benchmark's log, each line it matches a row and the others counted; RE2
 *                syntax, which runs in time linear in the line
 * @param missing a cell that cannot be read (empty, {@code -}, {@code NaN}, text in a column of numbers) or a row
 *                with too few or too many cells: refused (default), naming file, line and column, or skipped and
 *                counted in one warning
 * @param values  the rows themselves, instead of a file: an array of objects, one per row
 * @param transform steps applied to the rows, in order, before any panel or series takes them
 */
@OneFieldCopies
public record Source(String file, String files, String rows, List<String> with, String explode, String pattern, Series.Missing missing, Table values, List<Transform> transform) implements SourceCopies {

    /** Checks the file. */
    public Source {
        transform = Copies.list(transform);
        with = Copies.list(with);
        if (file == null && files == null && values == null) {
            throw new FigureException("file", "name the file, relative to the description, the files as a pattern, or give the rows as values");
        }
        if ((file != null ? 1 : 0) + (files != null ? 1 : 0) + (values != null ? 1 : 0) > 1) {
            throw new FigureException(values != null ? "values" : "files", "give one of a file, files by a pattern or the rows as values");
        }
        if (files != null && files.isEmpty()) {
            throw new FigureException("files", "give a pattern of files, relative to the description, such as results/qps_{qps}.json");
        }
        if (file != null && file.isEmpty()) {
            throw new FigureException("file", "name the file, relative to the description");
        }
        if (values != null && rows != null) {
            throw new FigureException("rows", "rows finds the array of rows in a JSON file; values are the rows themselves");
        }
        if (values != null && (with != null || explode != null)) {
            throw new FigureException(with != null ? "with" : "explode", "shapes the rows of a JSON file; values are the rows themselves");
        }
        if (values != null && pattern != null) {
            throw new FigureException("pattern", "reads a file's lines of text; values are the rows themselves");
        }
        if (pattern != null && (rows != null || with != null || explode != null)) {
            throw new FigureException(rows != null ? "rows" : with != null ? "with" : "explode", "finds rows in JSON or YAML; with \"pattern\""
                    + " the file is read as lines of text");
        }
        if (pattern != null) {
            SourcePatterns.check(pattern);
        }
        if (explode != null && explode.isEmpty()) {
            throw new FigureException("explode", "name the field of each row that holds a list");
        }
    }

    /**
     * A file of rows.
     *
     * @param file relative to the description
     * @return the source
     */
    public static Source of(String file) {
        return new Source(file, null, null, null, null, null, null, null, null);
    }

    /**
     * Many files as one table, by a pattern.
     *
     * @param pattern relative to the description, such as {@code results/qps_{qps}/run_{trial}.json}
     * @return the source
     */
    public static Source ofFiles(String pattern) {
        return new Source(null, pattern, null, null, null, null, null, null, null);
    }

    /**
     * Rows given inline.
     *
     * @param values the rows
     * @return the source
     */
    public static Source of(Table values) {
        return new Source(null, null, null, null, null, null, null, values, null);
    }
}
