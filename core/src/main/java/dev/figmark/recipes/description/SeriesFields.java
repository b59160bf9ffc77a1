package dev.figmark.recipes.description;

import dev.figmark.model.Area;
import dev.figmark.model.Band;
import dev.figmark.model.Bar;
import dev.figmark.model.Distribution;
import dev.figmark.model.Ecdf;
import dev.figmark.model.ErrorBar;
import dev.figmark.model.HBar;
import dev.figmark.model.Histogram;
import dev.figmark.model.Kind;
import dev.figmark.model.Line;
import dev.figmark.model.Note;
import dev.figmark.model.Points;
import dev.figmark.model.Scatter;
import dev.figmark.model.Series;
import dev.figmark.model.Span;
import dev.figmark.model.Step;
import dev.figmark.model.Values;

/**
 * The fields several kinds of series share, read from whichever record has them: null where a kind has no such
 * field, which the records' types guarantee is never a field the description gave.
 */
final class SeriesFields {

    private SeriesFields() {
    }

    /** The kind's name, as the description spells it. */
    static String kind(Series s) {
        return s.getClass().getAnnotation(Kind.class).value();
    }

    static String label(Series s) {
        return s.label() == null ? "" : s.label();
    }

    /** The series' own colour, #rrggbb, or null (a scatter's colour field is no colour of its own). */
    static String color(Series s) {
        if (s instanceof Scatter sc) {
            return sc.color() != null && sc.color().startsWith("#") ? sc.color() : null;
        }
        if (s instanceof Points p) {
            return p.color();
        }
        if (s instanceof Distribution d) {
            return d.color();
        }
        if (s instanceof Span sp) {
            return sp.color();
        }
        if (s instanceof dev.figmark.model.Timeline t) {
            return t.color();
        }
        if (s instanceof dev.figmark.model.Bracket b) {
            return b.color();
        }
        return s instanceof Note n ? n.color() : null;
    }

    static Series.Marker marker(Series s) {
        return s instanceof dev.figmark.model.Strip st ? st.marker() : s instanceof Line l ? l.marker() : s instanceof Step st ? st.marker() : s instanceof Scatter sc ? sc.marker()
                : s instanceof ErrorBar e ? e.marker() : s instanceof Band b ? b.marker() : null;
    }

    static Series.LineStyle lineStyle(Series s) {
        return s instanceof Line l ? l.lineStyle() : s instanceof Step st ? st.lineStyle() : s instanceof Band b ? b.lineStyle()
                : s instanceof Area a ? a.lineStyle() : s instanceof Ecdf e ? e.lineStyle() : s instanceof Histogram h ? h.lineStyle() : null;
    }

    /** Whether the series is drawn against the panel's right axis. */
    static boolean onY2(Series s) {
        Series.YAxis axis = s instanceof Line l ? l.axis() : s instanceof Step st ? st.axis() : s instanceof Scatter sc ? sc.axis()
                : s instanceof Bar b ? b.axis() : s instanceof ErrorBar e ? e.axis() : s instanceof Band bd ? bd.axis()
                : s instanceof Area a ? a.axis() : null;
        return axis == Series.YAxis.Y2;
    }

    static Double xScale(Series s) {
        return s instanceof Line l ? l.xScale() : s instanceof Step st ? st.xScale() : s instanceof Scatter sc ? sc.xScale()
                : s instanceof ErrorBar e ? e.xScale() : s instanceof Band b ? b.xScale() : s instanceof Area a ? a.xScale() : null;
    }

    /** Whether points are sorted by x: kinds that draw a line, unless told not to. */
    static boolean sort(Series s) {
        Boolean sort = s instanceof Line l ? l.sort() : s instanceof Step st ? st.sort() : s instanceof ErrorBar e ? e.sort()
                : s instanceof Band b ? b.sort() : s instanceof Area a ? a.sort() : Boolean.FALSE;
        return !Boolean.FALSE.equals(sort);
    }

    /** The series' bounds, y_err then y_low and y_high; nulls for kinds without them. */
    static Values[] bounds(Series s) {
        if (s instanceof Bar b) {
            return new Values[] {b.yErr(), b.yLow(), b.yHigh()};
        }
        if (s instanceof HBar b) {
            return new Values[] {b.yErr(), b.yLow(), b.yHigh()};
        }
        if (s instanceof ErrorBar e) {
            return new Values[] {e.yErr(), e.yLow(), e.yHigh()};
        }
        if (s instanceof Band b) {
            return new Values[] {b.yErr(), b.yLow(), b.yHigh()};
        }
        return new Values[] {null, null, null};
    }

    static boolean stacked(Series s) {
        return Boolean.TRUE.equals(s instanceof Bar b ? b.stack() : s instanceof HBar h ? h.stack() : s instanceof Area a ? a.stack() : null);
    }

    static boolean bar(Series s) {
        return s instanceof Bar || s instanceof HBar;
    }

    static Series.ValueLabels values(Series s) {
        Series.ValueLabels v = s instanceof Bar b ? b.values() : s instanceof HBar h ? h.values() : null;
        return v == null ? Series.ValueLabels.NONE : v;
    }

    static Series.Hatch hatch(Series s) {
        return s instanceof Bar b ? b.hatch() : s instanceof HBar h ? h.hatch() : s instanceof dev.figmark.model.Timeline t ? t.hatch() : null;
    }

    /** A step histogram draws a line; filled ones, bars and areas fill. */
    static boolean filled(Series s) {
        return bar(s) || s instanceof dev.figmark.model.Timeline || s instanceof Area || s instanceof Histogram h && !Boolean.TRUE.equals(h.step());
    }

    /** A series' opacity, or null for opaque. */
    static Double alpha(Series s) {
        return s instanceof Line l ? l.alpha() : s instanceof Step st ? st.alpha() : s instanceof Scatter sc ? sc.alpha() : s instanceof Bar b ? b.alpha()
                : s instanceof HBar h ? h.alpha() : s instanceof ErrorBar e ? e.alpha() : s instanceof Band bd ? bd.alpha() : s instanceof Area a ? a.alpha()
                : s instanceof Histogram hi ? hi.alpha() : s instanceof Ecdf ec ? ec.alpha() : s instanceof dev.figmark.model.Violin v ? v.alpha()
                : s instanceof dev.figmark.model.Strip st ? st.alpha() : s instanceof dev.figmark.model.Timeline t ? t.alpha() : null;
    }

    /** The markers' size in points, or null for the default. */
    static Double markerSize(Series s) {
        return s instanceof Line l ? l.markerSize() : s instanceof Step st ? st.markerSize() : s instanceof Scatter sc ? sc.markerSize()
                : s instanceof ErrorBar e ? e.markerSize() : s instanceof Band b ? b.markerSize() : null;
    }

    /** The edge of each bar, as a stroke, or null for none. */
    static dev.figmark.scene.Stroke edge(Series s) {
        String color = s instanceof Bar b ? b.edgeColor() : s instanceof HBar h ? h.edgeColor() : s instanceof Histogram hi ? hi.edgeColor() : null;
        Double width = s instanceof Bar b ? b.edgeWidth() : s instanceof HBar h ? h.edgeWidth() : s instanceof Histogram hi ? hi.edgeWidth() : null;
        if (color == null && width == null) {
            return null;
        }
        return dev.figmark.scene.Stroke.solid(width == null ? 0.5 : width, color == null ? dev.figmark.chart.Palette.INK : dev.figmark.scene.Color.hex(color));
    }

    /** The data source a series names, or null. */
    static String data(Series s) {
        return s instanceof Points p ? p.data() : s instanceof Distribution d ? d.data() : s instanceof dev.figmark.model.Heatmap h ? h.data()
                : s instanceof dev.figmark.model.Timeline t ? t.data() : null;
    }

    /** A series' row filter, or null. */
    static String where(Series s) {
        return s instanceof Points p ? p.where() : s instanceof Distribution d ? d.where() : s instanceof dev.figmark.model.Heatmap h ? h.where()
                : s instanceof dev.figmark.model.Timeline t ? t.where() : null;
    }

    /** A series' own transform steps, or null. */
    static java.util.List<dev.figmark.model.Transform> transform(Series s) {
        return s instanceof Points p ? p.transform() : s instanceof Distribution d ? d.transform()
                : s instanceof dev.figmark.model.Heatmap h ? h.transform() : s instanceof dev.figmark.model.Timeline t ? t.transform() : null;
    }

    /** The field whose values make one series each, or null. */
    static dev.figmark.model.By by(Series s) {
        return s instanceof Points p ? p.by() : s instanceof Distribution d ? d.by() : s instanceof dev.figmark.model.Timeline t ? t.by() : null;
    }

    /** The interval drawn from the rows behind each value: a bar's or error bar's error, a band's band; else null. */
    static dev.figmark.model.Interval interval(Series s) {
        return s instanceof Bar b ? b.error() : s instanceof HBar h ? h.error() : s instanceof ErrorBar e ? e.error() : s instanceof Band b ? b.band() : null;
    }

    /** The JSON name of a kind's interval. */
    static String intervalField(Series s) {
        return s instanceof Band ? "band" : "error";
    }

    /** The labels at each bar or point, a field or a template; or null. */
    static String labels(Series s) {
        return s instanceof Bar b ? b.labels() : s instanceof HBar h ? h.labels() : s instanceof Scatter sc ? sc.labels() : null;
    }
}
