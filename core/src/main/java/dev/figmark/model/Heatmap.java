package dev.figmark.model;

import java.util.List;

/**
 * A heat map: values over the categories of x (columns) and y (rows, the first at the top), each cell in the colour
 * of its value, a colour bar beside it; or numbers binned on both axes, each cell counting its points or holding the
 * mean of z; a cell without a value (null, or an empty cell of the data) is drawn empty and written without a value
 * in the CSV. JSON: {@code "kind": "heatmap"}.
 *
 * @param label      what the values measure, written by the colour bar
 * @param data       the data source whose rows give x, y and z as fields
 * @param where      keep only the data's rows that match
 * @param x          the columns' names, or a field of the data's rows; numbers to bin with bins
 * @param y          the rows' names, or a field; numbers to bin with bins
 * @param z          the values: rows given inline (null for an empty cell), or a field (one cell per row); binned,
 *                   the numbers to average in each cell (else each cell counts its points)
 * @param bins       bin numeric x and y: a count or auto, as numpy's histogram2d does
 * @param xBins      the bins of x, a count, edges or auto, instead of bins
 * @param yBins      the bins of y, a count, edges or auto, instead of bins
 * @param colormap   sequential viridis (default), cividis, magma, inferno, plasma, Blues, Greens, Reds, Greys or
 *                   YlOrRd, whose lightness follows the value; diverging RdBu, coolwarm, RdYlGn, RdYlBu, Spectral,
 *                   PiYG, BrBG or PuOr about center
 * @param center     with a diverging map, the value at its neutral middle (1 for speed-ups)
 * @param norm       how the map is laid over the values: with center, centered (default: the range made even about
 *                   the centre) or two-slope (each side spans half the map, as matplotlib's TwoSlopeNorm); or log,
 *                   tenfold steps alike (matplotlib's LogNorm), for values above 0 that span decades
 * @param missingColor the colour of cells without a value ({@code #rrggbb}), said in the caption; default none, the
 *                   cell left white
 * @param contours   values at which a contour line is drawn through the cells, as matplotlib's contour draws it
 *                   between cell centres; each marked on the colour bar
 * @param limits     the values at the colour bar's ends instead of the smallest and largest
 * @param cellLabels each cell's value in it, in dark or light ink by contrast (default true)
 * @param decimals   digits after the point of cell labels and colour-bar values
 * @param format     how cell labels and colour-bar values are written (default plain)
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 */
@Kind("heatmap")
@OneFieldCopies
public record Heatmap(String label, String data, String where, @Required Values x, @Required Values y, Cells z, Bins bins, Bins xBins,
                      Bins yBins, Colormap colormap, Double center, Norm norm,
                      @Hex String missingColor, List<Double> contours, List<Double> limits, Boolean cellLabels,
                      @Range(min = 0, max = 12) Integer decimals, NumberFormat format, List<Transform> transform) implements Series, FromData, HeatmapCopies {

    /** The colour maps of heat maps, sampled from matplotlib's and named as it names them. */
    public enum Colormap {
        /** Sequential, perceptually uniform. */
        VIRIDIS,
        /** Sequential, for colour-vision deficiencies. */
        CIVIDIS,
        /** Sequential, black to light yellow through purple. */
        MAGMA,
        /** Sequential, black to yellow through red. */
        INFERNO,
        /** Sequential, blue to yellow. */
        PLASMA,
        /** Sequential, white to dark blue. */
        @Key("Blues") BLUES,
        /** Sequential, white to dark green. */
        @Key("Greens") GREENS,
        /** Sequential, white to dark red. */
        @Key("Reds") REDS,
        /** Sequential, white to black. */
        @Key("Greys") GREYS,
        /** Sequential, light yellow to dark red. */
        @Key("YlOrRd") YLORRD,
        /** Diverging red to blue. */
        @Key("RdBu") RDBU,
        /** Diverging blue to red. */
        COOLWARM,
        /** Diverging red to green through yellow (worse to better). */
        @Key("RdYlGn") RDYLGN,
        /** Diverging red to blue through yellow. */
        @Key("RdYlBu") RDYLBU,
        /** Diverging red to violet through yellow and green. */
        @Key("Spectral") SPECTRAL,
        /** Diverging pink to green. */
        @Key("PiYG") PIYG,
        /** Diverging brown to teal. */
        @Key("BrBG") BRBG,
        /** Diverging orange to purple. */
        @Key("PuOr") PUOR;

        /**
         * The map's name as descriptions give it.
         *
         * @return the name, as matplotlib spells it
         */
        public String spelled() {
            try {
                Key key = Colormap.class.getField(name()).getAnnotation(Key.class);
                return key != null ? key.value() : name().toLowerCase(java.util.Locale.ROOT);
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(e);
            }
        }

        /**
         * Whether the map has a neutral middle, about which {@code center} sets it.
         *
         * @return true for a diverging map
         */
        public boolean diverging() {
            return ordinal() >= RDBU.ordinal();
        }
    }

    /** How a map is laid over the values: a diverging map about its centre, or any map in tenfold steps. */
    public enum Norm {
        /** The range is made even about the centre, as matplotlib's CenteredNorm: equal steps, equal colours. */
        CENTERED,
        /**
         * Each side of the centre spans its own half of the map, as matplotlib's TwoSlopeNorm: 0.2 and 4 about 1
         * both reach the map's ends.
         */
        @Key("two-slope") TWO_SLOPE,
        /**
         * Each tenfold step of the values the same step of colour, as matplotlib's LogNorm: for values that span
         * decades (latencies, counts); every value above 0, and no centre.
         */
        LOG
    }

    /** Checks the fields that must agree. */
    public Heatmap {
        limits = Copies.list(limits);
        contours = Copies.list(contours);
        boolean binned = bins != null || xBins != null || yBins != null;
        if (x == null || y == null || !binned && z == null) {
            throw new FigureException(x == null ? "x" : y == null ? "y" : "z", binned
                    ? "a binned heatmap needs \"x\" and \"y\": numbers, as arrays or fields of its data"
                    : "a heatmap needs \"x\" (its columns), \"y\" (its rows) and \"z\" (the values)");
        }
        if (bins instanceof Bins.Edges) {
            throw new FigureException("bins", "gives edges, but a heatmap has two axes; give them as x_bins and y_bins");
        }
        if (center != null && (colormap == null || !colormap.diverging())) {
            throw new FigureException("center", "centres a diverging colour map (RdBu, RdYlGn, coolwarm …), and "
                    + (colormap == null ? "viridis" : colormap.spelled()) + " is sequential");
        }
        if (norm == Norm.LOG && center != null) {
            throw new FigureException("norm", "\"log\" lays tenfold steps of the values over the map, which has no centre; leave center out");
        }
        if (norm == Norm.LOG && limits != null && limits.size() == 2 && !(limits.get(0) > 0)) {
            throw new FigureException("limits", "a log norm needs 0 < low < high");
        }
        if (norm != null && norm != Norm.LOG && center == null) {
            throw new FigureException("norm", "lays a diverging map about its centre; give \"center\" too, or leave norm out");
        }
        if (norm == Norm.TWO_SLOPE && limits != null && !(limits.get(0) < center && center < limits.get(1))) {
            throw new FigureException("limits", "a two-slope map needs its centre between the limits: " + center + " is not inside "
                    + limits);
        }
        if (contours != null && contours.stream().anyMatch(v -> v == null || !Double.isFinite(v))) {
            throw new FigureException("contours", "takes finite numbers, the values the lines follow");
        }
        if (limits != null && (limits.size() != 2 || !(limits.get(1) > limits.get(0)))) {
            throw new FigureException("limits", "needs [low, high] with low < high");
        }
        if (binned && z instanceof Cells.Rows) {
            throw new FigureException("z", "a binned heatmap averages z per cell: give numbers, one per point, as a field or as x and y are");
        }
        if (!binned && (x instanceof Values.Field || y instanceof Values.Field || z instanceof Cells.Field)
                && !(x instanceof Values.Field && y instanceof Values.Field && z instanceof Cells.Field)) {
            throw new FigureException("", "a heatmap takes x, y and z all as fields of its data, or all inline");
        }
    }

    /**
     * The same heat map centred on a value, such as 1 for speed-ups, in a diverging colour map: its own where it has
     * one, else RdBu.
     *
     * @param value the value at the map's light middle
     * @return a new heat map
     */
    @Override
    public Heatmap center(Double value) {
        if (value != null && (colormap == null || !colormap.diverging())) {
            return colormap(Colormap.RDBU).center(value);
        }
        return HeatmapCopies.super.center(value);
    }

    /**
     * The same heat map with contour lines at values.
     *
     * @param values the values the lines follow
     * @return a new heat map
     */
    public Heatmap contours(double... values) {
        return contours(java.util.Arrays.stream(values).boxed().toList());
    }

    /**
     * The same heat map with fixed colour-bar ends.
     *
     * @param low  the value at the low end
     * @param high the value at the high end
     * @return a new heat map
     */
    public Heatmap limits(double low, double high) {
        return limits(List.of(low, high));
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
