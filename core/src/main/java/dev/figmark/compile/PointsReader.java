package dev.figmark.compile;

import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.Categories;
import dev.figmark.compile.drawn.Dates;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.drawn.Extras;
import dev.figmark.compile.kind.Intervals;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.read.Template;
import dev.figmark.data.Quoted;
import dev.figmark.model.Area;
import dev.figmark.model.Band;
import dev.figmark.model.Bar;
import dev.figmark.model.BarLike;
import dev.figmark.model.ErrorBar;
import dev.figmark.model.Interval;
import dev.figmark.model.OverX;
import dev.figmark.model.Points;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Sorted;
import dev.figmark.model.Values;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import java.util.ArrayList;
import java.util.List;

/**
 * The values of a series of points (lines, steps, scatters, bars, error bars, bands, areas), inline or fields of its
 * rows: x, y and their bounds (y_err, y_low and y_high, or an interval from the rows behind aggregated values), scaled,
 * in x order where the kind sorts; and, where asked, a label, a size and a colour value at each point.
 */
final class PointsReader {

    private PointsReader() {
    }

    /** The values of one field, wherever they come from, and how to name one of them in a message. */
    record Field(String path, Column column, Table table, double[] inline, List<String> texts) {
        int size() {
            return column != null ? column.size() : inline != null ? inline.length : texts.size();
        }

        boolean missing(int i) {
            return column != null ? column.missing(i) : inline != null ? Double.isNaN(inline[i]) : texts.get(i) == null;
        }

        /** The JSON path of value {@code i}: the field's own for a column, the element's for inline values. */
        String place(int i) {
            return column != null ? path : path + "[" + i + "]";
        }

        /** Where value {@code i} is in its file, with a space after it; empty for inline values. */
        String at(int i) {
            return column != null ? "\"" + column.name() + "\" at " + table.at(i) + " " : "";
        }

        boolean numbers() {
            return column != null ? column instanceof Column.Numbers : inline != null;
        }

        /** Whether the field holds dates, read as milliseconds since 1970. */
        boolean dates() {
            return column instanceof Column.Times;
        }

        double number(int i) {
            return column instanceof Column.Times t ? t.millis()[i] : column != null ? ((Column.Numbers) column).value(i) : inline[i];
        }

        String text(int i) {
            return column != null ? column.text(i) : texts != null ? texts.get(i) : dev.figmark.chart.scale.PyFormat.g(inline[i]);
        }

        /** The first value that is not a number (where a column of numbers turned to text), else the first value. */
        String firstText() {
            int first = -1;
            for (int i = 0; i < size(); i++) {
                if (missing(i)) {
                    continue;
                }
                first = first < 0 ? i : first;
                if (Double.isNaN(dev.figmark.table.Cell.number(text(i)))) {
                    first = i;
                    break;
                }
            }
            return first < 0 ? "" : dev.figmark.data.Quoted.of(text(first)) + (column != null ? " at " + table.at(first) : "");
        }
    }

    /** A field of the series: a column of its rows, or values given inline. */
    static Field field(Values v, Table table, String path, SeriesReader reader, FigureSpec spec) {
        if (v instanceof Values.Field f) {
            if (table == null) {
                throw spec.error(path, "names a field, but the series' values are inline; give an array");
            }
            return new Field(path, reader.field(table, f.name(), path), table, null, null);
        }
        if (v instanceof Values.Texts t && !t.values().isEmpty()
                && t.values().stream().allMatch(text -> text == null || dev.figmark.table.Cell.time(text) != Column.Times.MISSING)) {
            // Dates given inline are dates, as a file's column of them is: a time axis, not categories.
            String name = path.substring(path.lastIndexOf('.') + 1);
            Table dates = dev.figmark.table.Tables.ofColumns(path + " value ", List.of(name), List.<Object>of((Object) t.values().toArray(String[]::new)));
            if (dates.column(name) instanceof Column.Times) {
                return new Field(path, dates.column(name), dates, null, null);
            }
        }
        return v instanceof Values.Numbers n ? new Field(path, null, null, n.values(), null) : new Field(path, null, null, null, ((Values.Texts) v).values());
    }

    /** The series' points, read from its rows (null for inline values) and labelled {@code label}. */
    static DrawnSeries read(Points p, Table rows, String path, SeriesReader.Scales scales, FigureSpec spec, String label) {
        SeriesReader reader = spec.reader();
        String kind = KindCompilers.name(p);
        Interval interval = p instanceof BarLike b ? b.error() : p instanceof ErrorBar e ? e.error()
                : p instanceof Band b ? b.band() : null;
        boolean skip = p.missing() == Series.Missing.SKIP;
        Field x = BadCells.checked(field(p.x(), rows, path + ".x", reader, spec), scales.categoryX(), skip, spec);
        noImpossibleDate(x, spec);
        Field y = BadCells.checked(field(p.y(), rows, path + ".y", reader, spec), false, skip, spec);
        // Names in y put a scatter's or error bar's points on categories down y (a forest plot, a dumbbell): read
        // as a horizontal bar is, the names as its categories and x as its values.
        boolean across = Across.of(p, x, y, path, spec);
        if (across) {
            Field names = y;
            y = x;
            x = names;
            scales = new SeriesReader.Scales(false, scales.logX(), true);
        }
        ValueBounds bounds = ValueBounds.of(p, across, rows, path, spec);
        numbers(y, " (only a heatmap's, a scatter's, an errorbar's and a line's y name categories)", spec);
        bounds = bounds.checked(interval, y, p instanceof Band ? "band" : "error", path, spec);
        Field group = p instanceof Bar bar && bar.group() != null ? field(bar.group(), rows, path + ".group", reader, spec) : null;
        if (group != null && x.dates()) {
            throw spec.error(path + ".group", "groups categories, and x holds dates; give x the names of the bars");
        }
        // Grouped bars name their x: batch sizes 1, 8, 32 under each model's bars, as names.
        boolean categorical = !x.numbers() && !x.dates() || group != null || scales.categoryX();
        if (x.dates() && xScale(p) != 1.0) {
            throw spec.error(path + ".x_scale", "x holds dates, which no factor scales");
        }
        if (categorical && (p instanceof Band || p instanceof Area)) {
            throw spec.error(path + ".x", (x.numbers() ? "is on an axis of \"type\": \"category\"" : "holds text (" + x.firstText() + ")") + "; a "
                    + kind + " spans numbers; over categories draw bar, hbar, line,"
                    + " step, scatter or errorbar");
        }
        Extra extra = Extra.of(p, rows, path, spec, reader);
        SkippedValues skipped = new SkippedValues(skip, spec);
        double xScale = across ? 1.0 : xScale(p);
        double yScale = across ? xScale(p) : p.yScale() == null ? 1.0 : p.yScale();
        boolean bounded = bounds.any();
        PageLimits.points(p, x.size(), path, spec);
        List<double[]> points = new ArrayList<>();
        List<String> names = categorical ? new ArrayList<>() : null;
        for (int i = 0; i < x.size(); i++) {
            Field bound = bounds.missing(i);
            Field gap = x.missing(i) ? x : y.missing(i) ? y : bound != null ? bound : group != null && group.missing(i) ? group : extra.missing(i);
            if (gap != null) {
                skipped.missing(gap, i);
                continue;
            }
            double yv = y.number(i) * yScale;
            double xv = categorical ? names.size() : x.number(i) * xScale;
            double[] ends = bounds.at(i, yv, yScale);
            double lo = ends[0];
            double hi = ends[1];
            Field notPositive = scales.logX() && !categorical && !(xv > 0) ? x : scales.logY() && !(yv > 0) ? y
                    : scales.logY() && bounded && !(Math.min(lo, hi) > 0) ? bounds.source(y) : null;
            if (notPositive != null) {
                skipped.notPositive(notPositive, i, "is " + (notPositive == x ? dev.figmark.chart.scale.PyFormat.g(xv)
                        : notPositive == y && !bounded ? dev.figmark.chart.scale.PyFormat.g(yv) : "a bound of " + dev.figmark.chart.scale.PyFormat.g(Math.min(lo, hi)))
                        + ", which a log axis cannot show");
                continue;
            }
            if (categorical) {
                names.add(group == null ? x.text(i) : Categories.grouped(group.text(i), x.text(i)));
            }
            points.add(new double[] {xv, yv, Math.min(lo, hi), Math.max(lo, hi), i});
        }
        skipped.warn(path, label);
        return assembled(p, new Read(points, names, x, group, categorical, bounded, extra, skipped), scales, interval, across, path, label, spec);
    }

    /** What the reading of a series' rows gave: its points, their names over categories, its x and group fields, and what it left out. */
    private record Read(List<double[]> points, List<String> names, Field x, Field group, boolean categorical, boolean bounded, Extra extra, SkippedValues skipped) {
    }

    /** The points read, in x order where the kind sorts, as the series' data; refused when none is left. */
    private static DrawnSeries assembled(Points p, Read read, SeriesReader.Scales scales, Interval interval, boolean across, String path, String label,
                                               FigureSpec spec) {
        List<double[]> points = read.points();
        Field x = read.x();
        boolean bounded = read.bounded();
        if (!read.categorical() && p instanceof Sorted sorted && !Boolean.FALSE.equals(sorted.sort())) {
            points.sort((a, b) -> Double.compare(a[0], b[0]));
        }
        if (points.isEmpty()) {
            throw spec.error(path, x.size() == 0 ? "no point to draw: the data has no rows" + (p.where() != null ? " that \"where\" keeps" : "")
                    : "no point to draw: every value was left out (" + read.skipped().count() + " of " + x.size() + ")");
        }
        if (p instanceof BarLike) {
            oneBarAtEachX(points, read.names(), x, read.group(), path, label, spec);
        }
        double[] xs = points.stream().mapToDouble(pt -> pt[0]).toArray();
        double[] ys = points.stream().mapToDouble(pt -> pt[1]).toArray();
        double[] lows = bounded ? points.stream().mapToDouble(pt -> pt[2]).toArray() : null;
        double[] highs = bounded ? points.stream().mapToDouble(pt -> pt[3]).toArray() : null;
        int[] order = points.stream().mapToInt(pt -> (int) pt[4]).toArray();
        DrawnSeries d = new DrawnSeries(label, xs, ys, read.names(), p, lows, highs);
        Dates dates = !x.dates() || scales.categoryX() ? Dates.NONE : ((Column.Times) x.column()).dateOnly() ? Dates.DAYS
                : Dates.TIMES;
        Extras extras = read.extra().extras(order, ys, interval, dates);
        return d.with(across ? extras.downY() : extras);
    }

    /** A cell written as a date or time, whether or not the calendar has it: 2026-02-29, 2016-12-31T23:59:60, 99999-01-01. */
    private static final java.util.regex.Pattern DATE_SHAPE = java.util.regex.Pattern.compile("[+-]?\\d{4,}-\\d{1,2}-\\d{1,2}([T ].*)?");

    /**
     * Refuses a field of dates with one the calendar does not have among them: read as text, it made the whole column
     * categories, eight days drawn as evenly spaced names.
     */
    private static void noImpossibleDate(Field x, FigureSpec spec) {
        if (x.numbers() || x.dates()) {
            return;
        }
        int dates = 0;
        int impossible = -1;
        for (int i = 0; i < x.size(); i++) {
            if (x.missing(i)) {
                continue;
            }
            String text = x.text(i).strip();
            if (!DATE_SHAPE.matcher(text).matches()) {
                return;
            }
            if (dev.figmark.table.Cell.time(text) != Column.Times.MISSING) {
                dates++;
            } else if (impossible < 0) {
                impossible = i;
            }
        }
        if (dates > 0 && impossible >= 0) {
            throw spec.error(x.place(impossible), x.at(impossible) + "is " + x.text(impossible).strip() + ", not a date or time figmark reads (the"
                    + " calendar has no such day or second, or its year is past 9999), among " + dates + (dates == 1 ? " date" : " dates")
                    + "; mend it, since one such cell would make every date a name of its own");
        }
    }

    /**
     * Refuses two rows of a bar series at one x: drawn at one place, the larger bar would hide the smaller while the
     * CSV listed both.
     */
    private static void oneBarAtEachX(List<double[]> points, List<String> names, Field x, Field group, String path, String label, FigureSpec spec) {
        java.util.Map<Object, double[]> seen = new java.util.HashMap<>();
        for (int i = 0; i < points.size(); i++) {
            double[] pt = points.get(i);
            Object at = names != null ? names.get(i) : (Object) pt[0];
            double[] before = seen.putIfAbsent(at, pt);
            if (before != null) {
                int row = (int) pt[4];
                String where = names != null ? x.text(row) + (group == null ? "" : " in group " + group.text(row))
                        : dev.figmark.chart.scale.PyFormat.g(pt[0]);
                throw spec.error(path, (label == null || label.isEmpty() ? "" : "'" + label + "': ") + "two rows at x = " + where + " (values "
                        + dev.figmark.chart.scale.PyFormat.g(before[1]) + " and " + dev.figmark.chart.scale.PyFormat.g(pt[1]) + "), and a bar shows one value"
                        + " at each x, so the larger would hide the smaller; aggregate the rows first (\"transform\": [{\"aggregate\": \"mean\","
                        + " \"groupby\": [...], \"fields\": [...]}]), or split them into series side by side with \"by\"");
            }
        }
    }

    /** Refuses a field of values that holds text, saying {@code why} after its name. */
    static void numbers(Field f, String why, FigureSpec spec) {
        if (f != null && !f.numbers()) {
            throw spec.error(f.path(), "holds text (" + f.firstText() + "); " + f.path().substring(f.path().lastIndexOf('.') + 1) + " takes numbers" + why);
        }
    }

    private static double xScale(Points p) {
        Double given = p instanceof OverX over ? over.xScale() : null;
        return given == null ? 1.0 : given;
    }

    /** What a series draws at each point besides it: its labels, a scatter's sizes and colour values. */
    private record Extra(Template labels, Table rows, Field sizes, Field shades) {

        static Extra of(Points p, Table rows, String path, FigureSpec spec, SeriesReader reader) {
            String labels = p instanceof dev.figmark.model.Labelled l ? l.labels() : null;
            Template template = null;
            if (labels != null) {
                template = Template.parse(Template.isTemplate(labels) ? labels : "{" + labels + "}", what -> spec.error(path + ".labels", what));
                template.check(rows, true, what -> spec.error(path + ".labels", what));
            }
            Field sizes = null;
            Field shades = null;
            if (p instanceof Scatter s) {
                if (s.size() != null) {
                    sizes = field(Values.field(s.size()), rows, path + ".size", reader, spec);
                    if (!sizes.numbers()) {
                        throw spec.error(path + ".size", "\"" + s.size() + "\" holds text; a point's size is a number (its area is proportional to it)");
                    }
                }
                if (s.color() != null && !s.color().startsWith("#")) {
                    shades = field(Values.field(s.color()), rows, path + ".color", reader, spec);
                }
            }
            return new Extra(template, rows, sizes, shades);
        }

        /** The field of a missing size or colour value at row {@code i}, or null when it has both. */
        Field missing(int i) {
            return sizes != null && sizes.missing(i) ? sizes : shades != null && shades.numbers() && shades.missing(i) ? shades : null;
        }

        Extras extras(int[] order, double[] ys, Interval interval, Dates dates) {
            List<String> texts = null;
            if (labels != null) {
                texts = new ArrayList<>();
                String alone = labels.alone();
                Column numbers = alone == null || rows == null ? null : rows.column(alone);
                if (alone != null && (numbers instanceof Column.Numbers || numbers == null && alone.equals("value"))) {
                    // A field of numbers without a format: one precision for the whole series, as bar values take.
                    double[] shown = new double[order.length];
                    for (int k = 0; k < order.length; k++) {
                        shown[k] = numbers == null ? ys[k] : ((Column.Numbers) numbers).value(order[k]);
                    }
                    java.util.function.DoubleFunction<String> format = dev.figmark.chart.scale.Formats.uniform(shown);
                    for (double v : shown) {
                        texts.add(Double.isNaN(v) ? "" : format.apply(v));
                    }
                } else {
                    for (int k = 0; k < order.length; k++) {
                        texts.add(labels.render(rows, order[k], ys[k]));
                    }
                }
            }
            double[] size = sizes == null ? null : java.util.Arrays.stream(order).mapToDouble(sizes::number).toArray();
            double[] shade = shades == null || !shades.numbers() ? null : java.util.Arrays.stream(order).mapToDouble(shades::number).toArray();
            String fit = null;
            Column formula = rows == null ? null : rows.column("fit");
            if (formula instanceof Column.Texts && rows.column("r2") != null && order.length > 0) {
                fit = formula.text(order[0]);
            }
            return new Extras(texts, size, shade, null, fit, interval == null ? null : Intervals.words(interval), dates, null, false);
        }
    }
}
