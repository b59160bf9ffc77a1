package dev.figmark.compile;

import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.drawn.Extras;
import dev.figmark.compile.kind.Intervals;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.kind.SeriesCompiler;
import dev.figmark.compile.kind.SeriesPart;
import dev.figmark.compile.look.ValueStyles;
import dev.figmark.compile.read.Context;
import dev.figmark.compile.read.DataTables;
import dev.figmark.model.Axis;
import dev.figmark.model.By;
import dev.figmark.model.Distribution;
import dev.figmark.model.Grouped;
import dev.figmark.model.Interval;
import dev.figmark.model.Panel;
import dev.figmark.model.Points;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Spelling;
import dev.figmark.model.Timeline;
import dev.figmark.model.Transform;
import dev.figmark.model.Values;
import dev.figmark.table.Column;
import dev.figmark.table.RowsBehind;
import dev.figmark.table.Table;
import dev.figmark.transform.Steps;
import java.util.ArrayList;
import java.util.List;

/**
 * The series of a description with their values read from inline arrays or from the rows of the panel they are
 * drawn in (its source's, after the panel's steps, a facet's value, and the series' own {@code where} and steps),
 * one series per value of a {@code by} field. A value that cannot be drawn (missing, or not positive on a log axis)
 * is refused naming where it is, or, with {@code "missing": "skip"}, left out of the drawing and the CSV and counted
 * in one warning per series.
 */
final class SeriesReader {

    private final FigureSpec spec;
    private final DataTables tables;
    private DataTables.Scope scope;
    private int most = Integer.MAX_VALUE;

    SeriesReader(FigureSpec spec, DataTables tables) {
        this.spec = spec;
        this.tables = tables;
    }

    /** Reads the series of this panel from now on. */
    void in(DataTables.Scope panel) {
        this.scope = panel;
    }

    /** How many series a panel can tell apart: more values of a {@code by} field are refused. */
    void most(int series) {
        this.most = series;
    }

    /** Which of a series' axes are logarithmic: values on them must be positive. */
    record Scales(boolean logX, boolean logY, boolean categoryX) {

        /** The scales a panel's axes give a series: its y, or y2 where the series is drawn against that. */
        static Scales of(Panel panel, Series s) {
            Axis y = SecondAxis.onY2(s) ? panel.y2() : panel.y();
            return new Scales(panel.x() != null && panel.x().log(), y != null && y.log(),
                    panel.x() != null && panel.x().type() == Axis.Type.CATEGORY);
        }
    }

    /** The series' rows: the panel's (after its facet's value), or its own source's, then its where and its steps. */
    Table rows(Series s, String path) {
        String own = s instanceof dev.figmark.model.FromData f ? f.data() : null;
        Table base;
        if (own == null || own.equals(scope.source())) {
            if (scope.rows() == null) {
                throw spec.error(path + ".data", "the series takes fields by name but names no data source, and neither do its panel and the figure");
            }
            base = scope.rows();
        } else {
            if (scope.faceted()) {
                throw spec.error(path + ".data", "a faceted panel's series take its rows, from \"" + scope.source() + "\"; draw \"" + own
                        + "\" in a panel of its own");
            }
            base = tables.rows(own, path + ".data");
        }
        String where = s instanceof dev.figmark.model.FromData f ? f.where() : null;
        List<Transform> steps = s instanceof dev.figmark.model.FromData f ? f.transform() : null;
        if (base == null) { // a file too large to hold, read in parts through the series' own aggregate
            if (where != null) {
                throw spec.error(path + ".where", "\"" + own + "\" is read in parts, too large to hold; filter its rows in the series' transform"
                        + " ({\"filter\": ...} before its aggregate) instead");
            }
            return tables.rows(own, path + ".data", steps, spec.where() + ": " + path + ".transform");
        }
        if (where != null && where.isBlank()) {
            throw spec.error(path + ".where", "an expression is needed, such as batch >= 8; leave where out to keep every row");
        }
        Table kept = where == null ? base : Steps.filter(base, where, spec.where() + ": " + path + ".where");
        return Steps.apply(kept, steps, spec.where() + ": " + path + ".transform", spec::warn);
    }

    /** One series per part (a value of its {@code by} field), each with its values read. */
    List<DrawnSeries> data(Series s, String path, Scales scales) {
        Table rows = DataTables.readsFields(s) ? rows(s, path) : null;
        By by = s instanceof Grouped g ? g.by() : null;
        if (s instanceof Scatter sc && sc.color() != null && !sc.color().startsWith("#") && rows != null
                && !(field(rows, sc.color(), path + ".color") instanceof Column.Numbers)) {
            by = By.of(sc.color()); // a colour field of texts: one series per value, as by draws them
        }
        List<DrawnSeries> out = new ArrayList<>();
        String[] style = ValueStyles.field(s, path, spec);
        SeriesCompiler<?> compiler = KindCompilers.of(s);
        for (SeriesParts.Part part : SeriesParts.of(s.label(), by, style[0], style[1], rows, path, spec, most)) {
            out.add(compiler.read(new PanelPart(part, path, scales)));
        }
        return out;
    }

    /** One part of a series as its kind's compiler reads it: the part's rows, read on this panel's axes. */
    private final class PanelPart implements SeriesPart {

        private final SeriesParts.Part part;
        private final String path;
        private final Scales scales;

        PanelPart(SeriesParts.Part part, String path, Scales scales) {
            this.part = part;
            this.path = path;
            this.scales = scales;
        }

        @Override
        public String path() {
            return path;
        }

        @Override
        public Context spec() {
            return spec;
        }

        @Override
        public String name() {
            return part.label().isEmpty() ? path : part.label();
        }

        @Override
        public DrawnSeries points(Points series) {
            return PointsReader.read(series, part.rows(), path, scales, spec, part.label());
        }

        @Override
        public double[] samples(Distribution series, boolean onY) {
            return SeriesReader.this.samples(series, part.rows(), path, onY ? scales.logY() : scales.logX());
        }

        @Override
        public boolean logAxis(boolean onY) {
            return onY ? scales.logY() : scales.logX();
        }

        @Override
        public DrawnSeries timeline(Timeline series) {
            return TimelineReader.read(series, part.rows(), path, spec, part.label());
        }

        @Override
        public DrawnSeries labelled(DrawnSeries drawn) {
            return drawn.labelled(part.label()).with(drawn.extras().group(part.value()).style(part.style()));
        }

        @Override
        public DrawnSeries category(DrawnSeries drawn, boolean across) {
            // One box, violin or strip per part at its name, up y or, across, along x with its name down y.
            Extras extras = drawn.extras().group(part.value());
            return drawn.with(across ? extras.downY() : extras);
        }
    }

    /** The column of a field, or a line naming the fields there are. */
    Column field(Table table, String name, String path) {
        Column c = table.column(name);
        if (c == null) {
            String hint = dev.figmark.model.Spelling.closest(name, table.names());
            throw spec.error(path, "field \"" + name + "\" not found in " + table.file() + (hint == null ? "" : " (did you mean \"" + hint + "\"?)")
                    + "; fields are " + String.join(", ", table.names()));
        }
        return c;
    }

    /**
     * The raw samples of a distribution: inline, or a field of its rows, scaled; on a log axis every sample must be
     * positive.
     */
    double[] samples(Distribution s, Table rows, String path, boolean log) {
        PointsReader.Field samples = PointsReader.field(s.samples(), rows, path + ".samples", this, spec);
        if (!samples.numbers()) {
            throw spec.error(path + ".samples", "holds text (" + samples.firstText() + "); samples are numbers");
        }
        double scale = s.scale() == null ? 1.0 : s.scale();
        SkippedValues skipped = new SkippedValues(s.missing() == Series.Missing.SKIP, spec);
        double[] out = new double[samples.size()];
        int n = 0;
        for (int i = 0; i < samples.size(); i++) {
            if (samples.missing(i)) {
                skipped.missing(samples, i);
                continue;
            }
            double v = samples.number(i) * scale;
            if (log && !(v > 0)) {
                skipped.notPositive(samples, i, "is " + dev.figmark.chart.scale.PyFormat.g(v) + ", which a log axis cannot show");
                continue;
            }
            out[n++] = v;
        }
        skipped.warn(path, DrawnSeries.labelOf(s));
        if (n == 0) {
            throw spec.error(path + ".samples", samples.size() == 0 ? "no number to draw: no samples" : "no number to draw: every sample was left out");
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * The values of fields of a series' rows, as numbers (Double), texts or null where missing; {@code names} name
     * them in messages.
     */
    List<List<Object>> fields(Series s, String path, List<Values> fields, List<String> names) {
        Table table = rows(s, path);
        List<List<Object>> out = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            Column c = field(table, ((Values.Field) fields.get(i)).name(), path + "." + names.get(i));
            List<Object> values = new ArrayList<>();
            for (int r = 0; r < c.size(); r++) {
                values.add(c.missing(r) ? null : c instanceof Column.Numbers n ? (Object) n.value(r) : c.text(r));
            }
            out.add(values);
        }
        return out;
    }

    /** The ends of an interval at each row of a part, from the rows behind its aggregated y. */
    static double[][] interval(Interval interval, Column y, String field, String path, FigureSpec spec) {
        RowsBehind samples = Intervals.samples(y, field, what -> spec.error(path + "." + field, what));
        String unkept = Intervals.unkept(interval, samples);
        if (unkept != null) {
            throw spec.error(path + "." + field, unkept);
        }
        Column.Numbers n = (Column.Numbers) y;
        double[][] out = new double[2][y.size()];
        for (int r = 0; r < y.size(); r++) {
            double[] ends = Intervals.at(interval, samples, r, n.value(r));
            if (Double.isFinite(n.value(r)) && !(Double.isFinite(ends[0]) && Double.isFinite(ends[1]))) {
                // A spread of one row is undefined (pandas' std is NaN): said here, not later as an axis of no range.
                throw spec.error(path + "." + field, (interval instanceof Interval.Spread sp ? "\"" + sp.statistic() + "\"" : "the interval")
                        + " needs two rows or more behind each value, and the value " + dev.figmark.chart.scale.PyFormat.g(n.value(r)) + " (row " + (r + 1)
                        + " of the aggregate) stands for " + samples.size(r) + "; give each group more rows, or draw the series without " + field);
            }
            out[0][r] = ends[0];
            out[1][r] = ends[1];
        }
        return out;
    }

}
