package dev.figmark.compile;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Interval;
import dev.figmark.model.Points;
import dev.figmark.model.Values;
import dev.figmark.table.Table;

/**
 * A series' bounds of each value: its err field, or its low and high fields (along x for points on categories
 * down y), or the ends of an interval of the rows behind each aggregated value; all null for none.
 */
record ValueBounds(PointsReader.Field err, PointsReader.Field low, PointsReader.Field high, double[][] ends) {

    /** The bounds a series gives, along x for points on categories down y, their fields read from {@code rows}, not yet checked. */
    static ValueBounds of(Points p, boolean across, Table rows, String path, FigureSpec spec) {
        Values[] given = Across.bounds(p, across, path, spec);
        String axis = path + (across ? ".x" : ".y");
        SeriesReader reader = spec.reader();
        PointsReader.Field err = given[0] == null ? null : PointsReader.field(given[0], rows, axis + "_err", reader, spec);
        PointsReader.Field low = given[1] == null ? null : PointsReader.field(given[1], rows, axis + "_low", reader, spec);
        PointsReader.Field high = given[2] == null ? null : PointsReader.field(given[2], rows, axis + "_high", reader, spec);
        return new ValueBounds(err, low, high, null);
    }

    /**
     * The same, its fields refused where they hold text, with the ends of an {@code interval} ({@code word}: "band" or
     * "error") from the rows behind each of the {@code values}.
     */
    ValueBounds checked(Interval interval, PointsReader.Field values, String word, String path, FigureSpec spec) {
        for (PointsReader.Field f : new PointsReader.Field[] {err, low, high}) {
            PointsReader.numbers(f, "", spec);
        }
        return new ValueBounds(err, low, high, interval == null ? null : SeriesReader.interval(interval, values.column(), word, path, spec));
    }

    /** Whether the values have bounds at all. */
    boolean any() {
        return err != null || low != null || ends != null;
    }

    /** The field of a bound missing at row {@code i}, or null. */
    PointsReader.Field missing(int i) {
        return err != null && err.missing(i) ? err : low != null && (low.missing(i) || high.missing(i)) ? (low.missing(i) ? low : high) : null;
    }

    /** The low and high of value {@code v} at row {@code i}, scaled as the values are; NaN without bounds. */
    double[] at(int i, double v, double scale) {
        if (err != null) {
            double e = err.number(i) * scale;
            return new double[] {DrawnSeries.decimal(v - Math.abs(e)), DrawnSeries.decimal(v + Math.abs(e))};
        }
        if (low != null) {
            return new double[] {low.number(i) * scale, high.number(i) * scale};
        }
        if (ends != null) {
            return new double[] {DrawnSeries.decimal(ends[0][i] * scale), DrawnSeries.decimal(ends[1][i] * scale)};
        }
        return new double[] {Double.NaN, Double.NaN};
    }

    /** The field a bound comes from, for a message: its err or low, else the values'. */
    PointsReader.Field source(PointsReader.Field values) {
        return err != null ? err : low != null ? low : values;
    }
}
