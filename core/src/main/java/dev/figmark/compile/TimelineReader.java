package dev.figmark.compile;

import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.Dates;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.drawn.Extras;
import dev.figmark.model.Series;
import dev.figmark.model.Timeline;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The bars of a timeline: each a row's name, a start and an end (numbers, or dates as milliseconds), read as a series
 * whose x are the starts, y the ends, low and high the two again, and categories the rows, so that the panel draws
 * them as horizontal bars from base to top on a category axis.
 */
final class TimelineReader {

    private TimelineReader() {
    }

    static DrawnSeries read(Timeline t, Table rows, String path, FigureSpec spec, String label) {
        SeriesReader reader = spec.reader();
        PointsReader.Field y = PointsReader.field(t.y(), rows, path + ".y", reader, spec);
        PointsReader.Field start = PointsReader.field(t.start(), rows, path + ".start", reader, spec);
        PointsReader.Field end = PointsReader.field(t.end(), rows, path + ".end", reader, spec);
        for (PointsReader.Field f : List.of(start, end)) {
            if (!f.numbers() && !f.dates()) {
                throw spec.error(f.path(), "holds text (" + f.firstText() + "); a bar starts and ends at numbers or dates");
            }
        }
        if (start.dates() != end.dates()) {
            throw spec.error(path + ".end", "start and end hold " + (start.dates() ? "dates" : "numbers") + " and " + (end.dates() ? "dates" : "numbers")
                    + "; give both the same");
        }
        double scale = t.scale() == null ? 1 : t.scale();
        if (start.dates() && scale != 1) {
            throw spec.error(path + ".scale", "start and end hold dates, which no factor scales");
        }
        SkippedValues skipped = new SkippedValues(t.missing() == Series.Missing.SKIP, spec);
        List<String> names = new ArrayList<>();
        List<double[]> bars = new ArrayList<>();
        for (int i = 0; i < y.size(); i++) {
            PointsReader.Field gap = y.missing(i) ? y : start.missing(i) ? start : end.missing(i) ? end : null;
            if (gap != null) {
                skipped.missing(gap, i);
                continue;
            }
            double a = start.number(i) * scale;
            double b = end.number(i) * scale;
            if (b < a) {
                throw spec.error(end.place(i), end.at(i) + "ends at " + dev.figmark.chart.scale.PyFormat.g(b) + ", before its start at "
                        + dev.figmark.chart.scale.PyFormat.g(a) + "; a bar ends after it starts");
            }
            names.add(y.text(i));
            bars.add(new double[] {a, b});
        }
        skipped.warn(path, label);
        if (bars.isEmpty()) {
            throw spec.error(path, "no bar to draw: " + (y.size() == 0 ? "the data has no rows" : "every value was left out"));
        }
        double[] starts = bars.stream().mapToDouble(b -> b[0]).toArray();
        double[] ends = bars.stream().mapToDouble(b -> b[1]).toArray();
        Dates dates = !start.dates() ? Dates.NONE : ((Column.Times) start.column()).dateOnly()
                && ((Column.Times) end.column()).dateOnly() ? Dates.DAYS : Dates.TIMES;
        Extras extras = new Extras(null, null, null, null, null, null, dates, null, false);
        return new DrawnSeries(label, starts, ends, names, t, starts.clone(), ends.clone(), extras);
    }
}
