package dev.figmark.model;

/**
 * An operation on every kind of series, one method each: a kind added to the sealed {@link Series} does not
 * compile until every visitor handles it, as {@code scene.Mark}'s writers do.
 *
 * @param <R> what the operation gives
 */
public interface SeriesVisitor<R> {
    /**
     * @param series a {@code line} series
     * @return what the visitor gives for it
     */
    R visit(Line series);

    /**
     * @param series a {@code step} series
     * @return what the visitor gives for it
     */
    R visit(Step series);

    /**
     * @param series a {@code scatter} series
     * @return what the visitor gives for it
     */
    R visit(Scatter series);

    /**
     * @param series a {@code bar} series
     * @return what the visitor gives for it
     */
    R visit(Bar series);

    /**
     * @param series a {@code hbar} series
     * @return what the visitor gives for it
     */
    R visit(HBar series);

    /**
     * @param series a {@code errorbar} series
     * @return what the visitor gives for it
     */
    R visit(ErrorBar series);

    /**
     * @param series a {@code band} series
     * @return what the visitor gives for it
     */
    R visit(Band series);

    /**
     * @param series a {@code area} series
     * @return what the visitor gives for it
     */
    R visit(Area series);

    /**
     * @param series a {@code ecdf} series
     * @return what the visitor gives for it
     */
    R visit(Ecdf series);

    /**
     * @param series a {@code kde} series
     * @return what the visitor gives for it
     */
    R visit(Kde series);

    /**
     * @param series a {@code box} series
     * @return what the visitor gives for it
     */
    R visit(Box series);

    /**
     * @param series a {@code histogram} series
     * @return what the visitor gives for it
     */
    R visit(Histogram series);

    /**
     * @param series a {@code violin} series
     * @return what the visitor gives for it
     */
    R visit(Violin series);

    /**
     * @param series a {@code strip} series
     * @return what the visitor gives for it
     */
    R visit(Strip series);

    /**
     * @param series a {@code span} series
     * @return what the visitor gives for it
     */
    R visit(Span series);

    /**
     * @param series a {@code note} series
     * @return what the visitor gives for it
     */
    R visit(Note series);

    /**
     * @param series a {@code heatmap} series
     * @return what the visitor gives for it
     */
    R visit(Heatmap series);

    /**
     * @param series a {@code timeline} series
     * @return what the visitor gives for it
     */
    R visit(Timeline series);

    /**
     * @param series a {@code bracket} series
     * @return what the visitor gives for it
     */
    R visit(Bracket series);
}
