package dev.figmark.model;

/**
 * How samples are binned: numpy's automatic choice, a number of equal bins, or the bins' edges.
 *
 * <pre>{@code
 * Series h = Series.histogram("TTFT", new double[] {12, 15, 15, 18, 40}, 4).bins(Bins.edges(0, 10, 20, 50));
 * }</pre>
 */
public sealed interface Bins permits Bins.Auto, Bins.Count, Bins.Edges {

    /** numpy's {@code bins="auto"}: the narrower of the Freedman–Diaconis and Sturges widths. */
    record Auto() implements Bins {
    }

    /**
     * Equal bins over the samples' range.
     *
     * @param count how many, at least 1
     */
    record Count(int count) implements Bins {
        /**
         * Checks the count.
         *
         * @param count how many
         */
        public Count {
            if (count < 1 || count > 10_000) {
                throw new FigureException("", "takes 1 to 10000 bins, not " + count);
            }
        }
    }

    /**
     * The bins' edges, rising: n + 1 edges make n bins.
     *
     * @param edges the edges
     */
    record Edges(Values.Numbers edges) implements Bins {
        /**
         * Checks the edges.
         *
         * @param edges the edges
         */
        public Edges {
            double[] e = FigureException.notNull(edges, "bins").values();
            if (e.length < 2) {
                throw new FigureException("", "needs at least two edges, has " + e.length);
            }
            for (int i = 0; i < e.length; i++) {
                if (!Double.isFinite(e[i])) {
                    throw new FigureException("[" + i + "]", "an edge must be a number");
                }
                if (i > 0 && !(e[i] > e[i - 1])) {
                    throw new FigureException("", "edges must rise: " + e[i - 1] + " is followed by " + e[i]);
                }
            }
        }
    }

    /** numpy's automatic choice. */
    Bins AUTO = new Auto();

    /**
     * Equal bins.
     *
     * @param count how many
     * @return the bins
     */
    static Bins count(int count) {
        return new Count(count);
    }

    /**
     * Bins between these edges.
     *
     * @param edges rising edges
     * @return the bins
     */
    static Bins edges(double... edges) {
        return new Edges(new Values.Numbers(edges));
    }
}
